import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

const meResponse = z.object({ user: z.null() });

/**
 * `GET /api/me`: who is signed in. A visitor gets `{ user: null }` with 200 rather than a 401,
 * so that every public page view does not log a failed request in the browser. Sign-in arrives
 * with the Accounts issue; until then nobody can hold a session.
 */
export function sessionRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      {
        schema: {
          summary: 'The signed-in member, or null',
          tags: ['session'],
          response: { 200: meResponse },
        },
      },
      async () => ({ user: null }),
    );
  };
}
