import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
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
import { IMAGE_MAX_BYTES } from '../shared/constants.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isClientRoute } from '../shared/routes.ts';
import type { AppContext } from './context.ts';
import { AppError, errorBody } from './errors.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { houseRoutes } from './modules/house/house.routes.ts';
import { BotCheck } from './lib/bot-check.ts';
import { createMailer, outboxDirFor } from './lib/mailer.ts';
import { resolveAuthSecret } from './lib/secrets.ts';
import { createStorage } from './lib/storage.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { AccountService } from './modules/account/account.service.ts';
import { createAuthInstance } from './modules/auth/auth.instance.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService, sendResetMailWith } from './modules/auth/auth.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { inviteRoutes } from './modules/invites/invites.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { MediaService } from './modules/media/media.service.ts';
import { postRoutes } from './modules/posts/posts.routes.ts';
import { PostsService } from './modules/posts/posts.service.ts';
import { profileRoutes } from './modules/profiles/profiles.routes.ts';
import { ProfilesService } from './modules/profiles/profiles.service.ts';
import { WriteLimiter } from './modules/social/write-limiter.ts';

export type App = FastifyInstance;

const API_PREFIX = '/api/';
const API_VERSION = '0.1.0';

/** Builds the whole HTTP application around a context. Never listens; main.ts and tests do. */
export async function buildApp(ctx: AppContext): Promise<App> {
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound(ctx.webRoot));

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https://')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: true,
    max: ctx.config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Static assets are cheap and cached; the budget protects the API.
    allowList: (request) => !request.url.startsWith(API_PREFIX),
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
  registerCsrfGuard(app);

  if (ctx.webRoot) {
    await app.register(fastifyStatic, {
      root: ctx.webRoot,
      index: false,
      wildcard: false,
      preCompressed: true,
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

  const secret = resolveAuthSecret(ctx.config.authSecret, ctx.config.dataDir);
  const mailer = createMailer({
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    outboxDir: outboxDirFor(ctx.config.dataDir),
    log: (message) => app.log.info(message),
  });
  const auth = new AuthService({
    ctx,
    auth: createAuthInstance({
      db: ctx.database.db,
      secret,
      publicUrl: ctx.config.publicUrl,
      sendResetPassword: sendResetMailWith(mailer, ctx.config.publicUrl),
    }),
    botCheck: new BotCheck({ secret, maxCounter: ctx.config.altchaMaxCounter, clock: ctx.clock }),
    log: app.log,
  });
  const storage = createStorage({ dataDir: ctx.config.dataDir, s3: ctx.config.s3 });
  const account = new AccountService({ ctx, auth, secret, storage, log: app.log });
  const media = new MediaService({ ctx, storage, log: app.log });
  const posts = new PostsService({ ctx, media, log: app.log });
  const profiles = new ProfilesService({ ctx });
  const writeLimiter = new WriteLimiter(ctx.clock);

  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(healthRoutes(ctx, API_VERSION), { prefix: '/api' });
  await api.register(authRoutes(auth), { prefix: '/api' });
  await api.register(inviteRoutes(ctx, auth), { prefix: '/api' });
  await api.register(accountRoutes(account), { prefix: '/api' });
  await api.register(houseRoutes(ctx), { prefix: '/api' });
  // These carry their full paths (SOCIAL_API), shared with the SPA.
  await api.register(mediaRoutes(media, auth, writeLimiter));
  await api.register(postRoutes(posts, auth, writeLimiter));
  await api.register(profileRoutes(profiles, auth, writeLimiter));
  await api.register(contactRoutes(ctx));

  api.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  return app;
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    return reply.status(error.status).send(errorBody(error.code, error.message, error.field));
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
      return 'The request body is not valid JSON.';
    case 'payload_too_large':
      return 'The request is too large.';
    case 'unsupported_media_type':
      return 'This content type is not supported.';
    case 'not_found':
      return MESSAGES.notFound;
    case 'rate_limited':
      return MESSAGES.tooManyRequests;
    default:
      return MESSAGES.badRequest;
  }
}

function handleNotFound(webRoot: string | null) {
  const indexHtml = webRoot ? path.join(webRoot, 'index.html') : null;
  return function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith(API_PREFIX) &&
      pathname !== '/api';
    if (wantsPage && indexHtml && existsSync(indexHtml)) {
      // History fallback: the SPA renders every client route; unknown paths still say 404.
      return reply.status(isClientRoute(pathname) ? 200 : 404).sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  };
}
