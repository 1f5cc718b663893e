import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../errors.ts';

/**
 * `GET /api/me`: the signed-in member, or 401. Sign-in arrives with the Accounts issue; until
 * then nobody can hold a session, so the honest answer is always 401.
 */
export function sessionRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/me', { schema: { summary: 'The signed-in member', tags: ['session'] } }, async () => {
      throw unauthorized();
    });
  };
}
