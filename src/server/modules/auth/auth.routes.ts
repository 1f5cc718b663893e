import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUserResponse,
  meResponse,
  passwordResetConfirmRequest,
  passwordResetRequest,
  signinRequest,
  signupRequest,
  signupStatusResponse,
} from '../../../shared/api/accounts.ts';
import { fetchHeaders, forwardCookies } from '../../http/fetch-headers.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { toSessionUser, type AuthService } from './auth.service.ts';

const challengeResponse = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

const PUBLIC = { access: 'public' as Access };

export function authRoutes(service: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      {
        config: { access: 'viewer' },
        schema: {
          summary: 'The signed-in member, or null',
          tags: ['auth'],
          response: { 200: meResponse },
        },
      },
      async (request) => {
        return { user: request.member ? toSessionUser(request.member) : null };
      },
    );

    app.post(
      '/me/welcome',
      {
        config: { access: 'member' as Access },
        schema: {
          summary: 'End the first run (finished or skipped); it is shown once',
          tags: ['auth'],
          response: { 200: authUserResponse },
        },
      },
      async (request) => ({ user: await service.finishWelcome(callerOf(request)) }),
    );

    app.get(
      '/auth/signup-status',
      {
        config: PUBLIC,
        schema: {
          summary: 'Whether sign-up has room',
          tags: ['auth'],
          response: { 200: signupStatusResponse },
        },
      },
      () => service.signupStatus(),
    );

    app.get(
      '/auth/challenge',
      {
        config: PUBLIC,
        schema: {
          summary: 'An ALTCHA proof-of-work challenge',
          tags: ['auth'],
          response: { 200: challengeResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const { parameters, signature } = await service.challenge();
        return { parameters: { ...parameters }, signature };
      },
    );

    app.post(
      '/auth/signup',
      {
        config: PUBLIC,
        schema: {
          summary: 'Create an account with an invite code',
          tags: ['auth'],
          body: signupRequest,
          response: { 201: authUserResponse },
        },
      },
      async (request, reply) => {
        const result = await service.signup(request.body, request.ip, fetchHeaders(request));
        forwardCookies(reply, result.cookies);
        return reply.status(201).send({ user: result.user });
      },
    );

    app.post(
      '/auth/signin',
      {
        config: PUBLIC,
        schema: {
          summary: 'Sign in',
          tags: ['auth'],
          body: signinRequest,
          response: { 200: authUserResponse },
        },
      },
      async (request, reply) => {
        const result = await service.signin(request.body, request.ip, fetchHeaders(request));
        forwardCookies(reply, result.cookies);
        return { user: result.user };
      },
    );

    app.post(
      '/auth/signout',
      { config: PUBLIC, schema: { summary: 'Sign out', tags: ['auth'] } },
      async (request, reply) => {
        forwardCookies(reply, await service.signout(fetchHeaders(request)));
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/password-reset',
      {
        config: PUBLIC,
        schema: {
          summary: 'Send a password reset link (same answer whether or not the email exists)',
          tags: ['auth'],
          body: passwordResetRequest,
          response: { 202: z.object({ sent: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await service.requestPasswordReset(
          request.body,
          request.ip,
          requestLanguage(request.headers),
        );
        return reply.status(202).send({ sent: true });
      },
    );

    app.post(
      '/auth/password-reset/confirm',
      {
        config: PUBLIC,
        schema: {
          summary: 'Set a new password with a reset token',
          tags: ['auth'],
          body: passwordResetConfirmRequest,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.confirmPasswordReset(request.body);
        return { ok: true as const };
      },
    );
  };
}
