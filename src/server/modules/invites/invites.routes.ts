import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitedPage, invitedPageQuery, inviteState } from '../../../shared/api/accounts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import { callerOf } from '../../http/access.ts';
import { ensureInvite, readInvitedPage, readInviteState, refreshInvite } from './invites.member.ts';

export function inviteRoutes(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const options = (summary: string, unauthenticatedMessage: string) => ({
      config: { access: 'member' as const, unauthenticatedMessage },
      schema: { summary, tags: ['invites'], response: { 200: inviteState } },
    });

    app.get(
      '/invites',
      options('Your invite code and invited members', MESSAGES.inviteSignInToView),
      async (request) => readInviteState(db, callerOf(request).id, clock()),
    );

    app.post(
      '/invites',
      options('Your unexpired invite code, or a new one', MESSAGES.inviteSignInToGenerate),
      async (request) => ensureInvite(db, callerOf(request).id, clock()),
    );

    app.get(
      '/invites/invited',
      {
        config: { access: 'member' as const, unauthenticatedMessage: MESSAGES.inviteSignInToView },
        schema: {
          summary: 'Members who joined with your codes, newest first, 50 a page',
          tags: ['invites'],
          querystring: invitedPageQuery,
          response: { 200: invitedPage },
        },
      },
      async (request) => readInvitedPage(db, callerOf(request).id, request.query),
    );

    app.post(
      '/invites/refresh',
      options('A new invite code', MESSAGES.inviteSignInToGenerate),
      async (request) => refreshInvite(db, callerOf(request).id, clock()),
    );
  };
}
