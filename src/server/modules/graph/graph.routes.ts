import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  peopleList,
  relationshipResponse,
  SOCIAL_API,
  toggleResponse,
  userIdParams,
} from '../../../shared/api/social.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { routePattern as route } from '../../http/route-pattern.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { GraphService } from './graph.service.ts';

const tags = ['profiles'];
const UID = ':uid';
// Nothing here changes who a caller is (see `keepsCaller`).
const config = { access: 'member' as Access, keepsCaller: true };

/** Follow, block and the list of blocked members. */
export function graphRoutes(graph: GraphService, limiter: WriteLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        config,
        url: route(SOCIAL_API.follow(UID)),
        schema: {
          summary: on ? 'Follow' : 'Unfollow',
          tags,
          params: userIdParams,
          response: { 200: toggleResponse },
        },
        handler: async (request) => {
          const me = callerOf(request);
          await limiter.assertWithinLimit(me.id, 'toggle');
          return graph.follow(me, request.params.uid, on);
        },
      });
      app.route({
        method,
        config,
        url: route(SOCIAL_API.block(UID)),
        schema: {
          summary: on ? 'Block' : 'Unblock',
          tags,
          params: userIdParams,
          response: { 200: relationshipResponse },
        },
        handler: async (request) => {
          const me = callerOf(request);
          await limiter.assertWithinLimit(me.id, 'toggle');
          return graph.block(me.id, request.params.uid, on);
        },
      });
    }

    app.get(
      SOCIAL_API.blocks,
      { config, schema: { summary: 'Members you blocked', tags, response: { 200: peopleList } } },
      async (request) => ({ people: await graph.blocked(callerOf(request).id) }),
    );
  };
}
