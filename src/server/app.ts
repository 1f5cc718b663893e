import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  HTTP_CONNECTIONS_PER_IP,
  HTTP_HEADERS_TIMEOUT_MS,
  HTTP_IDLE_TIMEOUT_MS,
  HTTP_KEEP_ALIVE_TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS,
  HTTP_TIMEOUT_CHECK_MS,
  IMAGE_MAX_BYTES,
} from '../shared/constants.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isClientRoute } from '../shared/routes.ts';
import type { AppContext } from './context.ts';
import { AppError, errorBody } from './errors.ts';
import { capConnectionsPerAddress } from './http/connection-limits.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { contentSecurityPolicy, registerSecurityHeaders } from './http/security-headers.ts';
import { loadSpaShell, sendShellPage } from './http/spa-shell.ts';
import { negotiateLanguage } from '../shared/i18n/languages.ts';
import { createSpaBootstrap, sendMemberPage, type SpaBootstrap } from './http/spa-bootstrap.ts';
import { registerCompression } from './http/compression.ts';
import { compose, type Services } from './composition.ts';
import { answerStorageFull } from './http/storage-full.ts';
import { isStorageFull } from './lib/disk-watch.ts';
import { registerAccessControl } from './http/access.ts';
import { clientClosedRequest, isDatabaseUnavailable } from './http/database-errors.ts';
import { registerTextInputGuard } from './http/text-input-guard.ts';
import { registerErrorLanguage } from './http/error-language.ts';
import { fastifyRateLimitStore } from './modules/limits/index.ts';
import { routePath } from './http/route-path.ts';
import { accountRoutes } from './modules/account/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { moderationRoutes } from './modules/moderation/index.ts';
import { graphRoutes } from './modules/graph/index.ts';
import { muteRoutes } from './modules/mute/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { houseRoutes } from './modules/house/index.ts';
import { inviteRoutes } from './modules/invites/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { liveRoutes } from './modules/live/index.ts';
import { createMetrics, registerMetricsRoute } from './modules/metrics/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { postRoutes } from './modules/posts/index.ts';
import { profileRoutes } from './modules/profiles/index.ts';
import { feedRoutes } from './modules/feed/index.ts';
import { insightsRoutes } from './modules/insights/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';

export type App = FastifyInstance;

const API_PREFIX = '/api/';
const API_VERSION = '0.1.0';

/** Builds the whole HTTP application around a context. Never listens; main.ts and tests do. */
export async function buildApp(ctx: AppContext): Promise<App> {
  const services = compose(ctx);
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify turns Node's request timeout off by default: a slow body would hold its socket
    // for ever. One budget per request (constants.ts explains the sizes).
    requestTimeout: HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: HTTP_TIMEOUT_CHECK_MS,
    },
  });
  if (!ctx.config.trustProxy) capConnectionsPerAddress(app.server, HTTP_CONNECTIONS_PER_IP);
  // Only when an operator asked for them (METRICS_TOKEN); before any route, so that every
  // request is counted (modules/metrics).
  const metrics = ctx.config.metricsToken
    ? createMetrics(app, {
        database: ctx.database,
        analysis: ctx.analysis,
        clock: ctx.clock,
        liveStreams: () => services.live.connectionCount,
      })
    : null;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(function onError(error: FastifyError, request, reply) {
    // A full disk (ours, the database's or the bucket's) is a 503 to retry, never a bare 500.
    if (isStorageFull(error)) return answerStorageFull(services.disk, error, request, reply);
    return handleError.call(this, error, request, reply);
  });
  app.setNotFoundHandler(handleNotFound(ctx.webRoot, createSpaBootstrap(services, app.log)));
  registerErrorLanguage(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https://')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyCookie);
  const apiBudget = services.limits.redis
    ? null
    : fastifyRateLimitStore(services.limits.store, ctx.clock, {
        max: ctx.config.rateLimitPerMinute,
        syncMs: ctx.config.rateLimitSyncMs,
      });
  await app.register(fastifyRateLimit, {
    global: true,
    max: ctx.config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Static assets are cheap and cached; the budget protects the API. Decided on the path the
    // router matched (decoded), not the raw URL, so '/%61pi/...' cannot slip past.
    allowList: (request) => !routePath(request).startsWith(API_PREFIX),
    // Counted in the store every instance shares: Redis (the plugin's own store) when
    // REDIS_URL is set, else the database, in batches. A store outage lets requests through
    // (they then meet the same outage and answer 503).
    ...(apiBudget
      ? { store: apiBudget.Store }
      : { redis: services.limits.redis, nameSpace: 'lorien:api-limit:' }),
    skipOnError: true,
    errorResponseBuilder: () => new AppError(429, 'rate_limited', MESSAGES.tooManyRequests),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lorien API',
        version: API_VERSION,
        description: 'The HTTP API of Lorien, an invite-only emotion-aware social network.',
      },
    },
    transform: jsonSchemaTransform,
  });
  registerAccessControl(app, services.callers);
  // A write may change who the caller is (sign-out, ban, password, profile): the members read
  // for session cookies are forgotten before its answer leaves, so the next request reads again.
  // Writes declared `keepsCaller` (posts, marks, messages, the graph) cannot, and keep them.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && request.routeOptions.config?.keepsCaller !== true)
      services.auth.forgetRecentMembers();
    done(null, payload);
  });
  registerCsrfGuard(app);
  registerTextInputGuard(app);
  registerCompression(app);

  if (ctx.webRoot) {
    await app.register(fastifyStatic, {
      root: ctx.webRoot,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The build's manifest (.vite/manifest.json) is read by the server, not served.
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Hashed assets never change; everything else (index.html first) must revalidate.
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  await registerRoutes(app, ctx, services);
  if (metrics && ctx.config.metricsToken)
    registerMetricsRoute(app, metrics, ctx.config.metricsToken);
  app.addHook('onReady', async () => {
    await services.events.start();
    services.jobs.start();
  });
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.events.stop();
    await apiBudget?.counter.close();
    await services.limits.store.close();
    metrics?.close();
  });
  app.decorate('services', services);
  return app;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every route, each with what it needs from the composition root. */
async function registerRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const { db } = ctx.database;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(healthRoutes(services.health, API_VERSION), { prefix: '/api' });
  await api.register(authRoutes(services.auth), { prefix: '/api' });
  await api.register(inviteRoutes(db, ctx.clock), { prefix: '/api' });
  await api.register(accountRoutes(services.account), { prefix: '/api' });
  await api.register(houseRoutes(ctx.database, ctx.clock), { prefix: '/api' });
  // These carry their full paths (SOCIAL_API), shared with the SPA.
  const limiter = services.writeLimiter;
  await api.register(mediaRoutes(services.media, limiter));
  await api.register(postRoutes(services.posts, limiter));
  await api.register(profileRoutes(services.profiles, limiter));
  await api.register(feedRoutes(services.feed, services.mute, services.graph));
  await api.register(graphRoutes(services.graph, limiter));
  await api.register(muteRoutes(services.mute, limiter));
  await api.register(contactRoutes(services.contact));
  await api.register(adminRoutes(services.admin));
  await api.register(moderationRoutes(services.moderation, services.writeLimiter));
  await api.register(messagesRoutes(services.messages, limiter));
  await api.register(
    notificationsRoutes(
      services.notifications,
      (memberId) => services.messages.unreadThreads(memberId),
      limiter,
    ),
  );
  await api.register(liveRoutes(services.live));
  await api.register(settingsRoutes(services.settings, limiter));
  await api.register(insightsRoutes(services.insights));

  api.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    // Every 429 (and a 503 that knows) says when to try again.
    if (error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    else if (error.status === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', '60');
    return reply.status(error.status).send(errorBody(error.code, error.message, error.field));
  }
  if (clientClosedRequest(error, request.raw)) {
    // Nobody is left to answer; an aborted upload's ECONNRESET is not a database outage.
    request.log.info({ url: request.url, code: error.code }, 'client closed the request');
    return reply.status(499).send(errorBody('client_closed_request', MESSAGES.badRequest));
  }
  if (isDatabaseUnavailable(error)) {
    this.log.warn({ err: error, url: request.url }, 'the database is unavailable');
    return reply
      .status(503)
      .header('retry-after', '30')
      .send(errorBody('database_unavailable', MESSAGES.databaseUnavailable));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The schemas carry the spec's messages, so the first issue's message is the one to show.
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    return reply
      .status(400)
      .send(errorBody('validation_failed', first?.message ?? MESSAGES.badRequest, field));
  }
  if (isResponseSerializationError(error)) {
    this.log.error({ err: error, url: request.url }, 'response did not match its schema');
    return reply.status(500).send(errorBody('internal_error', MESSAGES.internalError));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply
      .status(status)
      .send(errorBody(clientErrorCode(error, status), clientErrorMessage(error, status)));
  }
  this.log.error({ err: error, url: request.url }, 'unhandled error');
  return reply.status(500).send(errorBody('internal_error', MESSAGES.internalError));
}

// Fastify's own 4xx errors (bad JSON, oversize body, wrong content type) get stable codes and
// messages of ours, so that no framework wording or internals reach a client.
function clientErrorCode(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    default:
      if (error instanceof SyntaxError) return 'invalid_json';
      return status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'bad_request';
  }
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (clientErrorCode(error, status)) {
    case 'invalid_json':
      return MESSAGES.requestInvalidJson;
    case 'payload_too_large':
      return MESSAGES.requestTooLarge;
    case 'unsupported_media_type':
      return MESSAGES.unsupportedMediaType;
    case 'not_found':
      return MESSAGES.notFound;
    case 'rate_limited':
      return MESSAGES.tooManyRequests;
    default:
      return MESSAGES.badRequest;
  }
}

function handleNotFound(webRoot: string | null, bootstrap: SpaBootstrap) {
  const indexHtml = webRoot ? path.join(webRoot, 'index.html') : null;
  const shell = webRoot ? loadSpaShell(webRoot) : null;
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith(API_PREFIX) &&
      pathname !== '/api';
    if (wantsPage && shell) {
      // History fallback with the route's files named (http/spa-shell.ts); unknown paths say 404.
      const status = isClientRoute(pathname) ? 200 : 404;
      // The page names the Turkish strings too when the browser's languages make the interface
      // Turkish (the web app's first choice, web/i18n/i18n.ts).
      const page = shell.page(pathname, negotiateLanguage(request.headers['accept-language']));
      // A member's dashboard and Insights carry their first data (http/spa-bootstrap.ts).
      const memberPage = status === 200 ? await bootstrap.page(request, pathname, page.html) : null;
      if (memberPage) return sendMemberPage(request, reply.status(status), memberPage);
      return sendShellPage(request, reply.status(status), page);
    }
    if (wantsPage && indexHtml && existsSync(indexHtml)) {
      // History fallback: the SPA renders every client route; unknown paths still say 404.
      return reply.status(isClientRoute(pathname) ? 200 : 404).sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the composition root built (tests reach the event bus and job runner through it). */
    services: Services;
  }
}
