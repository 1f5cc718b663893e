import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import { HOUSE_TOKEN_HEADER } from '../../http/operator-access.ts';
import { freshFounderInvite } from './house.service.ts';

/**
 * `POST /api/house/invites`: lets `npm run invite` get a founder code from a running server.
 * PGlite allows one process per data directory, so the script cannot open the database while
 * the server runs. Access `house`: loopback and the token only the server's data directory holds.
 */
export function houseRoutes(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/house/invites',
      {
        config: { access: 'house' },
        schema: {
          hide: true,
          headers: z.object({ [HOUSE_TOKEN_HEADER]: z.string().min(1).max(200) }),
          response: { 201: z.object({ code: z.string(), expiresAt: z.iso.datetime() }) },
        },
      },
      async (_request, reply) => {
        const invite = await freshFounderInvite(db, clock());
        return reply
          .status(201)
          .send({ code: invite.code, expiresAt: invite.expiresAt.toISOString() });
      },
    );
  };
}
