import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMutedWordRequest,
  MUTE_API,
  mutedWordParams,
  mutedWordResponse,
  mutedWordsResponse,
  muteResponse,
} from '../../../shared/api/mute.ts';
import { peopleList, userIdParams } from '../../../shared/api/social.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { routePattern as route } from '../../http/route-pattern.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { MuteService } from './mute.service.ts';

const tags = ['profiles'];
const config = { access: 'member' as Access };

/** Mute and unmute members, the muted list, and muted words (Settings › Safety). */
export function muteRoutes(mute: MuteService, limiter: WriteLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const)
      app.route({
        method,
        config,
        url: route(MUTE_API.mute(':uid')),
        schema: {
          summary: on ? 'Mute a member' : 'Unmute a member',
          tags,
          params: userIdParams,
          response: { 200: muteResponse },
        },
        handler: async (request) => {
          const me = callerOf(request);
          await limiter.assertWithinLimit(me.id, 'toggle');
          return mute.mute(me.id, request.params.uid, on);
        },
      });

    app.get(
      MUTE_API.mutes,
      { config, schema: { summary: 'Members you muted', tags, response: { 200: peopleList } } },
      async (request) => ({ people: await mute.mutedMembers(callerOf(request).id) }),
    );

    app.get(
      MUTE_API.words,
      {
        config,
        schema: { summary: 'Your muted words', tags, response: { 200: mutedWordsResponse } },
      },
      async (request) => mute.words(callerOf(request).id),
    );

    app.post(
      MUTE_API.words,
      {
        config,
        schema: {
          summary: 'Mute a word, phrase or #topic',
          tags,
          body: addMutedWordRequest,
          response: { 201: mutedWordResponse },
        },
      },
      async (request, reply) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'toggle');
        return reply.status(201).send({ word: await mute.addWord(me.id, request.body.word) });
      },
    );

    app.delete(
      route(MUTE_API.word(':id')),
      {
        config,
        schema: {
          summary: 'Unmute a word',
          tags,
          params: mutedWordParams,
          response: { 200: z.object({ removed: z.literal(true) }) },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'toggle');
        return mute.removeWord(me.id, request.params.id);
      },
    );
  };
}
