import { timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { z } from 'zod';
import type { AnalysisService } from './analysis-service.ts';
import {
  ANALYSIS_PATHS,
  analyzeRequest,
  coldStartRequest,
  moderateRequest,
  tagUserRequest,
  trackRequest,
} from './analysis-wire.ts';

// The analysis service over HTTP (spec section 7), for `npm run analysis` and the tests. Its own
// Fastify instance, never mounted on the public app. It stores nothing (the app sends the member's
// rows with /track and writes back the answer), but it spends CPU and, with an LLM provider,
// tokens for anyone who reaches it: keep it on a private address, with ANALYSIS_TOKEN set.

export interface AnalysisServerOptions {
  service: AnalysisService;
  /** When set, every request must carry `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** pino level for request logs; none when unset. */
  logLevel?: string;
}

const BODY_LIMIT = 128 * 1024;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseBody<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): z.output<S> | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  void reply.code(400).send({ error: { code: 'validation_failed', message } });
  return undefined;
}

export function buildAnalysisServer(options: AnalysisServerOptions): FastifyInstance {
  const { service, token } = options;
  const app = Fastify({
    logger: options.logLevel ? { name: 'analysis', level: options.logLevel } : false,
    bodyLimit: BODY_LIMIT,
  });

  // close() waits for every open connection. Fastify closes the idle ones and answers requests
  // that arrive meanwhile with `Connection: close`, but a request already in its handler was
  // answered keep-alive (timeout 72 s), and the app's HTTP client keeps that socket open for
  // about as long: close() then took 70 s whenever a call was under way. Once closing, every
  // answer says `Connection: close` and its socket ends with it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    // An answer whose headers went out just before close() began: its socket is idle now.
    if (closing) request.raw.socket.end();
  });

  if (token)
    app.addHook('onRequest', async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token))
        return reply
          .code(401)
          .send({ error: { code: 'unauthorized', message: 'Bearer token required' } });
      return undefined;
    });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'analysis request failed');
    // Fastify's own 4xx (bad JSON, body too large) keep their message; nothing else leaks.
    const body =
      status >= 500
        ? { code: 'internal', message: 'Internal error' }
        : { code: 'bad_request', message: error.message };
    void reply.code(status).send({ error: body });
  });

  app.post(ANALYSIS_PATHS.analyze, async (request, reply) => {
    const body = parseBody(analyzeRequest, request, reply);
    return body && service.analyze(body.text);
  });
  app.post(ANALYSIS_PATHS.moderate, async (request, reply) => {
    const body = parseBody(moderateRequest, request, reply);
    return body && service.moderate(body.text);
  });
  app.post(ANALYSIS_PATHS.coldStart, async (request, reply) => {
    const body = parseBody(coldStartRequest, request, reply);
    return (
      body && { emo_vector: await service.coldStart(body.user_id, body.hour, body.profile ?? null) }
    );
  });
  app.post(ANALYSIS_PATHS.track, async (request, reply) => {
    const body = parseBody(trackRequest, request, reply);
    if (!body) return undefined;
    const result = await service.track({
      userId: body.user_id,
      type: body.type,
      contentId: body.content_id,
      dwellMs: body.dwell_ms,
      hour: body.hour,
      contentVector: body.content_vector ?? null,
      rows: body.state && body.profile ? { vector: body.state, matrix: body.profile } : null,
    });
    return {
      tracked: result.outcome === 'tracked',
      outcome: result.outcome,
      state: result.rows?.vector ?? null,
      profile: result.rows?.matrix ?? null,
    };
  });
  app.post(ANALYSIS_PATHS.tagUser, async (request, reply) => {
    const body = parseBody(tagUserRequest, request, reply);
    return body && { tags: await service.tagUser(body.bio, body.recent_posts) };
  });
  app.get(ANALYSIS_PATHS.trendsFallback, async () => ({ trends: await service.trendsFallback() }));
  return app;
}
