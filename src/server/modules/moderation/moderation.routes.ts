import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportRequest, createReportResponse } from '../../../shared/api/admin.ts';
import { REPORTS_API } from '../../../shared/api/paths.ts';
import { callerOf } from '../../http/access.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { ModerationService } from './moderation.service.ts';

/** `POST /api/reports`: a member reports a post, a comment or a profile. */
export function moderationRoutes(
  service: ModerationService,
  limiter: WriteLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      REPORTS_API.reports,
      {
        config: { access: 'member' },
        schema: {
          summary: 'Report a post, a comment or a profile to the administrator (once per object)',
          tags: ['moderation'],
          body: createReportRequest,
          response: { 201: createReportResponse },
        },
      },
      async (request, reply) => {
        const reporter = callerOf(request);
        await limiter.assertWithinLimit(reporter.id, 'report');
        const report = await service.report(reporter, request.body);
        return reply.status(201).send(report);
      },
    );
  };
}
