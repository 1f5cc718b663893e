import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../errors.ts';
import type { Metrics } from './metrics.ts';

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on a prefix. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN). Without a token configured
 * the route does not exist: 404, like any unknown path.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get(
    METRICS_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!given || !sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, 'unauthorized', MESSAGES.metricsTokenRequired);
      }
      const { contentType, body } = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
}
