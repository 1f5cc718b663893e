import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../../db/client.ts';
import { BACKUP_FACTS_HEADER, takePgliteSnapshot } from '../../backup/backup.ts';
import type { Clock } from '../../context.ts';
import { HOUSE_TOKEN_HEADER } from '../../http/operator-access.ts';
import { freshFounderInvite } from './house.service.ts';

/**
 * `POST /api/house/invites`: lets `npm run invite` get a founder code from a running server.
 * PGlite allows one process per data directory, so the script cannot open the database while
 * the server runs. Access `house`: loopback and the token only the server's data directory holds.
 */
export function houseRoutes(database: DatabaseHandle, clock: Clock): FastifyPluginAsyncZod {
  const { db } = database;
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

    // `npm run backup` while a PGlite server runs: the data directory, copied between two
    // requests (the database's worker runs nothing else meanwhile), and the rows it holds.
    app.post(
      '/house/backup',
      {
        config: { access: 'house' },
        schema: {
          hide: true,
          headers: z.object({ [HOUSE_TOKEN_HEADER]: z.string().min(1).max(200) }),
        },
      },
      async (_request, reply) => {
        const { facts, dump } = await takePgliteSnapshot(database);
        return reply
          .status(200)
          .header('content-type', 'application/x-tar')
          .header('cache-control', 'no-store')
          .header(BACKUP_FACTS_HEADER, Buffer.from(JSON.stringify(facts)).toString('base64url'))
          .send(Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength));
      },
    );
  };
}
