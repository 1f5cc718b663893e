import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, HEALTH_PARTS, type HealthDeps } from './health.service.ts';

const partStatus = z.enum(['ok', 'degraded', 'down']);
const part = z.object({ status: partStatus, detail: z.string().optional() });

const healthResponse = z.object({
  status: partStatus,
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  degraded: z.array(z.enum(HEALTH_PARTS)),
  parts: z.object({
    database: part,
    disk: part,
    mail: part,
    analysis: part,
    jobs: part,
  }),
});

export function healthRoutes(deps: HealthDeps, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Service health: ok, degraded (naming the parts: database, disk, mail, analysis, jobs) or down',
          tags: ['system'],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const health = await checkHealth(deps, version);
        // A load balancer keeps an ok or degraded instance in rotation and takes a down one out.
        return reply.status(health.status === 'down' ? 503 : 200).send(health);
      },
    );
  };
}
