import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBanRequest,
  adminBanResponse,
  adminFounderInviteResponse,
  adminHandledRequest,
  adminIdParams,
  adminInboxResponse,
  adminMetricsQuery,
  adminMetricsResponse,
  adminUsersQuery,
  adminUsersResponse,
  moderationActionRequest,
  moderationQueueResponse,
} from '../../../shared/api/admin.ts';
import { ADMIN_API } from '../../../shared/api/paths.ts';
import { parseBasicAuthorization } from '../../http/operator-access.ts';
import type { AdminService } from './admin.service.ts';

const ADMIN = { access: 'admin' } as const;
const tags = ['admin'];

/** The administrator's name, from the HTTP Basic credentials the access hook already checked. */
function adminOf(request: FastifyRequest): string {
  return parseBasicAuthorization(request.headers.authorization)?.username ?? 'admin';
}

/**
 * `/api/admin/*` (spec section 7, Admin): HTTP Basic on every route, checked by the access hook
 * (`config.access: 'admin'`). Answers are never cached by the browser.
 */
export function adminRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      ADMIN_API.metrics,
      {
        config: ADMIN,
        schema: {
          summary: 'Community metrics (cached up to a minute; ?fresh=1 recomputes)',
          tags,
          querystring: adminMetricsQuery,
          response: { 200: adminMetricsResponse },
        },
      },
      async (request) => {
        const fresh = request.query.fresh === '1' || request.query.fresh === 'true';
        return service.metrics(fresh);
      },
    );

    app.get(
      ADMIN_API.users,
      {
        config: ADMIN,
        schema: {
          summary: 'Members, newest first (at most 250)',
          tags,
          querystring: adminUsersQuery,
          response: { 200: adminUsersResponse },
        },
      },
      async (request) => service.users(request.query),
    );

    app.post(
      '/api/admin/users/:id/ban',
      {
        config: ADMIN,
        schema: {
          summary: 'Ban (ends their sessions, blocks sign-in) or unban a member',
          tags,
          params: adminIdParams,
          body: adminBanRequest,
          response: { 200: adminBanResponse },
        },
      },
      async (request) => ({
        user: await service.setBan(adminOf(request), request.params.id, request.body.ban),
      }),
    );

    app.delete(
      '/api/admin/users/:id',
      {
        config: ADMIN,
        schema: {
          summary: 'Permanently delete a member and all their data (204, no body)',
          tags,
          params: adminIdParams,
        },
      },
      async (request, reply) => {
        await service.deleteMember(adminOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      ADMIN_API.moderation,
      {
        config: ADMIN,
        schema: {
          summary: 'Open member reports and throttled posts, with scores, reach and reasons',
          tags,
          response: { 200: moderationQueueResponse },
        },
      },
      async () => ({ items: await service.moderationQueue() }),
    );

    app.post(
      ADMIN_API.moderationActions,
      {
        config: ADMIN,
        schema: {
          summary: 'Dismiss, remove the content (the author is told why) or ban the author',
          tags,
          body: moderationActionRequest,
          response: { 200: z.object({ resolved: z.number() }) },
        },
      },
      async (request) => service.moderate(adminOf(request), request.body),
    );

    app.get(
      ADMIN_API.inbox,
      {
        config: ADMIN,
        schema: {
          summary: 'Contact messages and members’ feedback, newest first',
          tags,
          response: { 200: adminInboxResponse },
        },
      },
      async () => service.inbox(),
    );

    for (const [kind, url] of [
      ['contact', '/api/admin/contact-messages/:id/handled'],
      ['feedback', '/api/admin/feedback/:id/handled'],
    ] as const) {
      app.put(
        url,
        {
          config: ADMIN,
          schema: {
            summary: `Mark a ${kind === 'contact' ? 'contact message' : 'feedback message'} handled or not`,
            tags,
            params: adminIdParams,
            body: adminHandledRequest,
          },
        },
        async (request, reply) => {
          await service.setHandled(adminOf(request), kind, request.params.id, request.body.handled);
          return reply.status(204).send();
        },
      );
    }

    app.get(
      ADMIN_API.founderInvite,
      {
        config: ADMIN,
        schema: {
          summary: 'The current founder invite code (made when there is none)',
          tags,
          response: { 200: adminFounderInviteResponse },
        },
      },
      async (request) => service.founderInvite(adminOf(request), false),
    );

    app.post(
      ADMIN_API.founderInviteRefresh,
      {
        config: ADMIN,
        schema: {
          summary: 'A new founder invite code; the earlier ones stop working',
          tags,
          response: { 200: adminFounderInviteResponse },
        },
      },
      async (request) => service.founderInvite(adminOf(request), true),
    );
  };
}
