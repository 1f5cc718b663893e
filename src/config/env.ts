import path from 'node:path';
import { z } from 'zod';
import {
  ANALYSIS_TIMEOUT_MS_DEFAULT,
  MEMBER_CAPACITY_DEFAULT,
  PASSWORD_HASH_COST,
  PASSWORD_HASH_COST_TEST_MIN,
} from '../shared/constants.ts';

/** An S3-compatible bucket (the storage adapter's settings). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An OpenAI-compatible LLM provider for analysis and moderation. */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** HTTP Basic credentials of the administrator (spec: Admin session). */
export interface AdminCredentials {
  username: string;
  password: string;
}

// Every setting the server reads, validated once at start-up. The README's configuration table
// mirrors this schema; keep them in step.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  LORIEN_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Behind a transaction pooler (PgBouncer): a direct URL for LISTEN, which needs a session.
  DATABASE_LISTEN_URL: optionalUrl,
  // Off behind a pooler that cannot keep named statements (PgBouncer before 1.21).
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  // The embedded database (PGlite) in a worker thread, off the request thread (src/db/pglite-worker-client.ts).
  LORIEN_PGLITE_WORKER: booleanFlag.default(true),
  LORIEN_CAPACITY: z.coerce.number().int().min(1).default(MEMBER_CAPACITY_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // scrypt's log2 N for new password hashes; below production only in a test run (see loadConfig).
  LORIEN_PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(PASSWORD_HASH_COST_TEST_MIN)
    .max(20)
    .default(PASSWORD_HASH_COST),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Lorien <no-reply@lorien.local>'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ANALYSIS_URL: optionalUrl,
  ANALYSIS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(ANALYSIS_TIMEOUT_MS_DEFAULT),
  ANALYSIS_TOKEN: z.string().optional(),
  // The bearer token of GET /metrics; unset, the endpoint does not exist (404).
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LORIEN_WEB_ROOT: z.string().optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** The environment's name on the admin dashboard (spec: default 'local'). */
  LORIEN_ENVIRONMENT: z.string().trim().min(1).max(40).optional(),
  /** Compresses every retention window and sweep period (soak runs only); 1 in production. */
  LORIEN_RETENTION_SCALE: z.coerce.number().gt(0).max(1).default(1),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
});

export type EnvInput = Record<string, string | undefined>;

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** DATABASE_LISTEN_URL: the live fan-out's LISTEN connection; DATABASE_URL when unset. */
  databaseListenUrl: string | undefined;
  /** DATABASE_PREPARED_STATEMENTS: named statements (parsed once per connection) or unnamed. */
  databasePreparedStatements: boolean;
  capacity: number;
  logLevel: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** How often API hits counted by this instance reach the shared store; 0 writes each one. */
  rateLimitSyncMs: number;
  /** Signs sessions, bot-check challenges and account tokens. Persisted in the data dir when unset. */
  authSecret: string | undefined;
  /** scrypt's log2 N for new password hashes: PASSWORD_HASH_COST except in a test run. */
  passwordHashCost: number;
  /** Proof-of-work difficulty: the expected number of hashes a browser computes (about half this). */
  altchaMaxCounter: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An S3-compatible bucket for uploads; local disk under the data dir when unset. */
  s3: S3Settings | undefined;
  /** The analysis service's address; unset runs the built-in engine in this process. */
  analysisUrl: string | undefined;
  analysisTimeoutMs: number;
  /** Bearer secret for the standalone analysis service. */
  analysisToken: string | undefined;
  /** An OpenAI-compatible provider for analysis and moderation; the built-in engine when unset. */
  llm: LlmSettings | undefined;
  /** LORIEN_WEB_ROOT: another build of the SPA to serve (parallel e2e runs); dist/web when unset. */
  webRoot: string | undefined;
  /** ADMIN_USERNAME and ADMIN_PASSWORD; unset means every admin call answers 503. */
  admin: AdminCredentials | undefined;
  /** LORIEN_ENVIRONMENT: the label the admin dashboard shows; unset means 'local'. */
  environmentLabel: string | undefined;
  /**
   * LORIEN_RETENTION_SCALE: every retention window (RETENTION_MS, the feed snapshots' TTL) and
   * its sweep period times this, so a 20-minute soak passes a one-day bound; 1 when unset.
   */
  retentionScale: number;
  /** REDIS_URL: rate-limit counters and used bot-check solutions in Redis; the database when unset. */
  redisUrl: string | undefined;
  /** METRICS_TOKEN: the bearer token Prometheus sends to GET /metrics; unset turns it off. */
  metricsToken: string | undefined;
}

function s3SettingsFrom(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = e;
  const given = [S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY].filter(Boolean);
  if (given.length === 0) return undefined;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

function llmSettingsFrom(e: z.infer<typeof envSchema>): LlmSettings | undefined {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = e;
  if (!LLM_BASE_URL && !LLM_API_KEY && !LLM_MODEL) return undefined;
  if (!LLM_BASE_URL || !LLM_API_KEY || !LLM_MODEL)
    throw new ConfigError(
      'Invalid configuration:\n  LLM_*: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together',
    );
  return { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL };
}

function adminCredentialsFrom(e: z.infer<typeof envSchema>): AdminCredentials | undefined {
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = e;
  if (!ADMIN_USERNAME && !ADMIN_PASSWORD) return undefined;
  if (!ADMIN_USERNAME || !ADMIN_PASSWORD)
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_*: set ADMIN_USERNAME and ADMIN_PASSWORD together',
    );
  return { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };
}

/** LORIEN_PGLITE_WORKER, for every opener of the database (server, scripts, tests). */
export function pgliteWorkerFromEnv(env: EnvInput = process.env): boolean {
  const parsed = envSchema.shape.LORIEN_PGLITE_WORKER.safeParse(env.LORIEN_PGLITE_WORKER);
  if (!parsed.success)
    throw new ConfigError('Invalid configuration:\n  LORIEN_PGLITE_WORKER: must be 1 or 0');
  return parsed.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a typed config; throws a readable ConfigError listing every bad setting. */
export function loadConfig(env: EnvInput = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.LORIEN_PASSWORD_HASH_COST < PASSWORD_HASH_COST && e.NODE_ENV !== 'test')
    throw new ConfigError(
      `Invalid configuration:\n  LORIEN_PASSWORD_HASH_COST: below ${PASSWORD_HASH_COST} only with NODE_ENV=test (it weakens every stored password)`,
    );
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '127.0.0.1' ? 'localhost' : e.HOST;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.LORIEN_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    capacity: e.LORIEN_CAPACITY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_MAX_PER_MINUTE,
    rateLimitSyncMs: e.RATE_LIMIT_SYNC_MS,
    authSecret: e.AUTH_SECRET,
    passwordHashCost: e.LORIEN_PASSWORD_HASH_COST,
    altchaMaxCounter: e.ALTCHA_MAX_COUNTER,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: s3SettingsFrom(e),
    analysisUrl: e.ANALYSIS_URL,
    analysisTimeoutMs: e.ANALYSIS_TIMEOUT_MS,
    analysisToken: e.ANALYSIS_TOKEN || undefined,
    llm: llmSettingsFrom(e),
    webRoot: e.LORIEN_WEB_ROOT ? path.resolve(e.LORIEN_WEB_ROOT) : undefined,
    admin: adminCredentialsFrom(e),
    environmentLabel: e.LORIEN_ENVIRONMENT,
    retentionScale: e.LORIEN_RETENTION_SCALE,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
  };
}
