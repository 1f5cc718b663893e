import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { freshFounderInvite } from './house.service.ts';

export const HOUSE_TOKEN_HEADER = 'x-house-token';

/**
 * `POST /api/house/invites`: lets `npm run invite` get a founder code from a running server.
 * PGlite allows one process per data directory, so the script cannot open the database while
 * the server runs. Guarded by a token that only the server's data directory holds, and by
 * loopback.
 */
export function houseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/house/invites',
      {
        schema: {
          hide: true,
          headers: z.object({ [HOUSE_TOKEN_HEADER]: z.string().min(1).max(200) }),
          response: { 201: z.object({ code: z.string(), expiresAt: z.iso.datetime() }) },
        },
      },
      async (request, reply) => {
        const presented = request.headers[HOUSE_TOKEN_HEADER];
        if (!ctx.houseToken || !isLoopback(request.ip) || !tokensMatch(presented, ctx.houseToken)) {
          throw new AppError(403, 'forbidden', 'This endpoint is for the local operator only.');
        }
        const invite = await freshFounderInvite(ctx.database.db, ctx.clock());
        return reply
          .status(201)
          .send({ code: invite.code, expiresAt: invite.expiresAt.toISOString() });
      },
    );
  };
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

function tokensMatch(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
