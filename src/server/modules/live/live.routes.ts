import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INBOX_API } from '../../../shared/api/inbox.ts';
import { callerOf, callerSessionOf } from '../../http/access.ts';
import { fetchHeaders } from '../../http/fetch-headers.ts';
import type { LiveService } from './live.service.ts';

/** A Last-Event-ID we issued: a row id. Anything else starts a fresh stream. */
function parseEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** GET /api/live: the member's server-sent events stream. */
export function liveRoutes(live: LiveService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preClose', () => live.closeAll());

    app.get(
      INBOX_API.live,
      {
        config: { access: 'member' },
        schema: {
          summary:
            'Live updates (text/event-stream): messages, read receipts, notifications, new posts',
          tags: ['live'],
          querystring: z.object({ lastEventId: z.string().max(20).optional() }),
        },
      },
      async (request, reply) => {
        const me = callerOf(request);
        const session = callerSessionOf(request);
        const lastEventId =
          parseEventId(request.headers['last-event-id']) ?? parseEventId(request.query.lastEventId);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store, no-transform',
          connection: 'keep-alive',
          // nginx and friends would otherwise buffer the stream.
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        raw.socket?.setNoDelay(true);
        try {
          await live.open({
            userId: me.id,
            sessionId: session.id,
            sessionHeaders: fetchHeaders(request),
            lastEventId,
            sink: raw,
          });
        } catch (error) {
          request.log.error({ err: error }, 'could not open a live stream');
          raw.end();
        }
      },
    );
  };
}
