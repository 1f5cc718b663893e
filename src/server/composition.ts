import { sql } from 'drizzle-orm';
import { RETENTION_MS, TREND_INGEST_INTERVAL_MINUTES } from '../shared/constants.ts';
import type { AppContext } from './context.ts';
import { EventBus } from './events/event-bus.ts';
import {
  inProcessTransport,
  postgresNotifyTransport,
  type EventTransport,
} from './events/transports.ts';
import type { CallerResolvers } from './http/access.ts';
import { adminGuard, houseGuard } from './http/operator-access.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { scheduleRetention } from './retention.ts';
import { BotCheck } from './lib/bot-check.ts';
import { newId } from './lib/ids.ts';
import { DiskWatch } from './lib/disk-watch.ts';
import { createMailer, outboxDirFor } from './lib/mailer.ts';
import { resolveAuthSecret } from './lib/secrets.ts';
import { createStorage } from './lib/storage.ts';
import { WriteLimiter } from './lib/write-limiter.ts';
import { AccountService } from './modules/account/index.ts';
import {
  inlinePostAnalysis,
  subscribeAnalysisPipeline,
} from './modules/analysis-pipeline/index.ts';
import {
  AuthService,
  createAuthInstance,
  deleteExpiredVerifications,
  PasswordAttempts,
  queueResetMails,
} from './modules/auth/index.ts';
import { AdminService } from './modules/admin/index.ts';
import { ContactService } from './modules/contact/index.ts';
import { operationsWarnings, type HealthDeps } from './modules/health/index.ts';
import { ModerationService } from './modules/moderation/index.ts';
import { GraphService } from './modules/graph/index.ts';
import { MuteService } from './modules/mute/index.ts';
import { createLimits } from './modules/limits/index.ts';
import { MediaService } from './modules/media/index.ts';
import { LiveService } from './modules/live/index.ts';
import { MessagesService } from './modules/messages/index.ts';
import { NotificationsService } from './modules/notifications/index.ts';
import { PostsService } from './modules/posts/index.ts';
import { ProfilesService } from './modules/profiles/index.ts';
import { createFeed, SNAPSHOT_PRUNE_JOB, TREND_INGEST_JOB } from './modules/feed/index.ts';
import { InsightsService } from './modules/insights/index.ts';
import {
  queueEmailChangeMails,
  scheduleWeeklyDigest,
  SettingsService,
} from './modules/settings/index.ts';

/** Uploads never attached to a post or message are swept this often. */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60_000;

export type Services = ReturnType<typeof compose>;

/**
 * The composition root: every service, repository-backed module and adapter is built here, once,
 * from the context. Route files receive what they need from the result; nothing else builds a
 * service or derives a secret.
 */
export function compose(ctx: AppContext) {
  const { db } = ctx.database;
  const { clock, log } = ctx;
  const instanceId = newId();

  const secret = resolveAuthSecret(ctx.config.authSecret, ctx.config.dataDir);
  const mailer = createMailer({
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    outboxDir: outboxDirFor(ctx.config.dataDir),
    log: (message) => log.info(message),
  });
  const storage = createStorage({ dataDir: ctx.config.dataDir, s3: ctx.config.s3 });
  const events = new EventBus({ transport: eventTransport(ctx), clock, log, instanceId, db });
  const jobs = new JobRunner({ db, clock, log, workerId: instanceId });
  // Space on the data directory, and writes that failed for lack of it (health, 503s).
  const disk = new DiskWatch({ dataDir: ctx.config.dataDir, clock });
  const health: HealthDeps = {
    database: ctx.database,
    clock,
    disk,
    mailJobNames: () => jobs.namesOfKind('mail'),
  };
  // Rate-limit counters and used bot-check solutions, shared by every instance.
  const limits = createLimits(ctx);
  const writeLimiter = new WriteLimiter(limits.store, clock);
  const passwordAttempts = new PasswordAttempts({
    store: limits.store,
    clock,
    secret,
    secure: ctx.config.publicUrl.startsWith('https://'),
  });

  const auth = new AuthService({
    ctx,
    auth: createAuthInstance({
      db,
      secret,
      publicUrl: ctx.config.publicUrl,
      passwordCost: ctx.config.passwordHashCost,
      sendResetPassword: queueResetMails({
        jobs,
        clock,
        mailer,
        publicUrl: ctx.config.publicUrl,
        secret,
      }),
    }),
    botCheck: new BotCheck({
      secret,
      maxCounter: ctx.config.altchaMaxCounter,
      clock,
      store: limits.store,
    }),
    log,
    events,
    limitStore: limits.store,
    passwordAttempts,
  });
  const account = new AccountService({ ctx, secret, storage, log, passwordAttempts, events });
  const media = new MediaService({ db, clock, storage, log });
  media.subscribe(events);
  const graph = new GraphService({ db, clock, events });
  const mute = new MuteService({ db, clock, graph });
  const messages = new MessagesService({ db, clock, graph, events, media });
  const posts = new PostsService({
    db,
    clock,
    media,
    graph,
    messages,
    events,
    analysis: inlinePostAnalysis(ctx),
  });
  const profiles = new ProfilesService({ db, clock, graph, posts, media });
  const feed = createFeed(ctx, events, jobs);
  const notifications = new NotificationsService({ db, clock });
  const contact = new ContactService({ ctx, secret, limitStore: limits.store });
  const moderation = new ModerationService({ db, clock, graph, posts });
  const admin = new AdminService({
    ctx,
    account,
    posts,
    moderation,
    profiles,
    events,
    log,
    operationsWarnings: () => operationsWarnings(health),
  });

  const settings = new SettingsService({
    db,
    clock,
    passwordAttempts,
    passwordCost: ctx.config.passwordHashCost,
    emailChangeMails: queueEmailChangeMails({
      jobs,
      clock,
      mailer,
      publicUrl: ctx.config.publicUrl,
      secret,
    }),
  });
  const insights = new InsightsService({ db, clock });
  scheduleWeeklyDigest({ db, clock, jobs, mailer, publicUrl: ctx.config.publicUrl });
  notifications.subscribe(events);
  const live = new LiveService({
    db,
    clock,
    log,
    isSessionCurrent: async (headers, sessionId) =>
      (await callers.sessionMember(headers))?.session.id === sessionId,
  });
  live.subscribe(events);
  // Every table that grows with traffic keeps a documented bound (RETENTION_MS).
  const retentionScale = ctx.config.retentionScale;
  scheduleRetention({
    jobs,
    clock,
    log,
    scale: retentionScale,
    sweeps: [
      { table: 'live_events', keepMs: RETENTION_MS.liveEvents, prune: (b) => live.prune(b) },
      { table: 'jobs', keepMs: RETENTION_MS.finishedJobs, prune: (b) => jobs.pruneFinished(b) },
      {
        // Their own ends (reset_at, expires_at) are stored: the store sweeps what has ended.
        table: 'rate_limits, used_bot_checks',
        keepMs: RETENTION_MS.endedLimits,
        prune: () => limits.store.sweep(),
      },
      {
        table: 'verifications',
        keepMs: RETENTION_MS.expiredVerifications,
        prune: (b) => deleteExpiredVerifications(db, b),
      },
    ],
  });
  subscribeAnalysisPipeline(ctx, { events, jobs });
  jobs.every({
    name: TREND_INGEST_JOB,
    everyMs: TREND_INGEST_INTERVAL_MINUTES * 60_000,
    run: async () => {
      await feed.recomputeTrends();
    },
  });
  jobs.every({
    name: SNAPSHOT_PRUNE_JOB,
    everyMs: TREND_INGEST_INTERVAL_MINUTES * 60_000 * retentionScale,
    run: async () => {
      await feed.home.pruneSnapshots(retentionScale);
    },
  });
  jobs.every({
    name: 'media.sweep-unattached-uploads',
    everyMs: UPLOAD_SWEEP_EVERY_MS,
    run: async () => {
      const swept = await media.sweepUnattached();
      if (swept > 0) log.info({ swept }, 'swept unattached uploads');
    },
  });
  jobs.every({
    name: 'media.sweep-leftover-files',
    everyMs: UPLOAD_SWEEP_EVERY_MS,
    run: async () => {
      const swept = await media.sweepLeftoverFiles();
      if (swept > 0) log.info({ swept }, 'swept leftover files');
    },
  });

  const callers: CallerResolvers = {
    async sessionMember(headers) {
      return auth.currentMember(headers);
    },
    accountMember(request) {
      return account.memberFromBearer(
        request.headers.authorization,
        request.routeOptions.config.unauthenticatedMessage ?? '',
      );
    },
    assertAdmin: adminGuard(ctx.config.admin, clock, limits.store),
    assertHouse: houseGuard(ctx.houseToken),
  };

  return {
    instanceId,
    auth,
    account,
    media,
    graph,
    mute,
    messages,
    posts,
    profiles,
    feed,
    notifications,
    live,
    contact,
    moderation,
    admin,
    settings,
    insights,
    writeLimiter,
    limits,
    events,
    jobs,
    callers,
    disk,
    health,
    storage,
  };
}

/** LISTEN/NOTIFY when several instances can share the database (PostgreSQL); else in-process. */
function eventTransport(ctx: AppContext): EventTransport {
  const { database } = ctx;
  if (database.kind !== 'postgres' || !database.url) return inProcessTransport();
  return postgresNotifyTransport({
    // LISTEN holds a session: behind a transaction pooler it needs a direct connection.
    url: ctx.config.databaseListenUrl ?? database.url,
    log: ctx.log,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  });
}
