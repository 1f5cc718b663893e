import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteState } from '../../../shared/api/accounts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AppContext } from '../../context.ts';
import { fetchHeaders } from '../../http/fetch-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ensureInvite, readInviteState, refreshInvite } from './invites.member.ts';

export function inviteRoutes(ctx: AppContext, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = (summary: string) => ({
      summary,
      tags: ['invites'],
      response: { 200: inviteState },
    });

    app.get(
      '/invites',
      { schema: schema('Your invite code and invited members') },
      async (request) => {
        const member = await auth.requireMember(fetchHeaders(request), MESSAGES.inviteSignInToView);
        return readInviteState(ctx.database.db, member.user.id, ctx.clock());
      },
    );

    app.post(
      '/invites',
      { schema: schema('Your unexpired invite code, or a new one') },
      async (request) => {
        const member = await auth.requireMember(
          fetchHeaders(request),
          MESSAGES.inviteSignInToGenerate,
        );
        return ensureInvite(ctx.database.db, member.user.id, ctx.clock());
      },
    );

    app.post('/invites/refresh', { schema: schema('A new invite code') }, async (request) => {
      const member = await auth.requireMember(
        fetchHeaders(request),
        MESSAGES.inviteSignInToGenerate,
      );
      return refreshInvite(ctx.database.db, member.user.id, ctx.clock());
    });
  };
}
