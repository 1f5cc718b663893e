import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_API } from '../../../shared/api/paths.ts';
import { insightsResponse } from '../../../shared/api/settings.ts';
import { callerOf } from '../../http/access.ts';
import type { InsightsService } from './insights.service.ts';

export function insightsRoutes(insights: InsightsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      SETTINGS_API.insights,
      {
        config: { access: 'member' },
        schema: {
          summary: 'The signed-in member’s emotional analytics',
          tags: ['insights'],
          response: { 200: insightsResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return insights.forMember(callerOf(request).id);
      },
    );
  };
}
