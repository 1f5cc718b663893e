import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_API } from '../../../shared/api/paths.ts';
import {
  consentsRequest,
  emailChangeRequest,
  emailChangeResponse,
  emailConfirmRequest,
  emailConfirmResponse,
  feedbackRequest,
  feedbackResponse,
  passwordChangeRequest,
  preferencesRequest,
  sessionsResponse,
  settingsResponse,
} from '../../../shared/api/settings.ts';
import { callerOf, callerSessionOf } from '../../http/access.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { SettingsService } from './settings.service.ts';

const member = { access: 'member' as const };
const tags = ['settings'];

export function settingsRoutes(
  settings: SettingsService,
  limiter: WriteLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      SETTINGS_API.settings,
      {
        config: member,
        schema: { summary: 'Preferences and consents', tags, response: { 200: settingsResponse } },
      },
      async (request) => settings.read(callerOf(request)),
    );

    app.patch(
      SETTINGS_API.preferences,
      {
        config: member,
        schema: {
          summary:
            'Change preferences (allowDMs, weeklyDigest, moodSoundscapes, interfaceLanguage)',
          tags,
          body: preferencesRequest,
          response: { 200: settingsResponse },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'toggle');
        return settings.updatePreferences(me, request.body);
      },
    );

    app.patch(
      SETTINGS_API.consents,
      {
        config: member,
        schema: {
          summary: 'Change consents (emotionTracking, ads)',
          tags,
          body: consentsRequest,
          response: { 200: settingsResponse },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'toggle');
        return settings.updateConsents(me, request.body);
      },
    );

    app.delete(
      SETTINGS_API.emotionState,
      {
        config: member,
        schema: {
          summary: 'Erase the stored emotion state and circadian profile',
          tags,
          response: { 200: z.object({ erased: z.boolean() }) },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'profile');
        return { erased: await settings.eraseEmotionState(me) };
      },
    );

    app.get(
      SETTINGS_API.sessions,
      {
        config: member,
        schema: { summary: 'Active sessions', tags, response: { 200: sessionsResponse } },
      },
      async (request) => ({
        sessions: await settings.sessions(callerOf(request), callerSessionOf(request).id),
      }),
    );

    app.post(
      SETTINGS_API.signOutOthers,
      {
        config: member,
        schema: {
          summary: 'Sign out of every other session',
          tags,
          response: { 200: z.object({ ended: z.number() }) },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'profile');
        return { ended: await settings.signOutOtherSessions(me, callerSessionOf(request).id) };
      },
    );

    app.post(
      SETTINGS_API.password,
      {
        config: member,
        schema: {
          summary: 'Change the password (current password required; other sessions end)',
          tags,
          body: passwordChangeRequest,
          response: { 200: z.object({ otherSessionsEnded: z.number() }) },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'profile');
        return settings.changePassword(me, callerSessionOf(request).id, request.body);
      },
    );

    app.post(
      SETTINGS_API.email,
      {
        config: member,
        schema: {
          summary: 'Ask to change the email (password required): a link goes to the new address',
          tags,
          body: emailChangeRequest,
          response: { 200: emailChangeResponse },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'profile');
        return settings.changeEmail(me, request.body, requestLanguage(request.headers));
      },
    );

    app.post(
      SETTINGS_API.emailConfirm,
      {
        // The link is the proof: it may be opened in a browser that is not signed in.
        config: { access: 'public' },
        schema: {
          summary: 'Confirm an email change with the link sent to the new address',
          tags,
          body: emailConfirmRequest,
          response: { 200: emailConfirmResponse },
        },
      },
      async (request) => settings.confirmEmailChange(request.body.token),
    );

    app.post(
      SETTINGS_API.feedback,
      {
        config: member,
        schema: {
          summary: 'Share Feedback',
          tags: ['feedback'],
          body: feedbackRequest,
          response: { 201: feedbackResponse },
        },
      },
      async (request, reply) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'comment');
        return reply.status(201).send(await settings.submitFeedback(me, request.body.message));
      },
    );
  };
}
