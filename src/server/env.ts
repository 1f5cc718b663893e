import path from 'node:path';
import { z } from 'zod';
import { MEMBER_CAPACITY_DEFAULT } from '../shared/constants.ts';

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
  LORIEN_CAPACITY: z.coerce.number().int().min(1).default(MEMBER_CAPACITY_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Lorien <no-reply@lorien.local>'),
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
  capacity: number;
  logLevel: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** Signs sessions, bot-check challenges and account tokens. Persisted in the data dir when unset. */
  authSecret: string | undefined;
  /** Proof-of-work difficulty: the expected number of hashes a browser computes (about half this). */
  altchaMaxCounter: number;
  smtpUrl: string | undefined;
  mailFrom: string;
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
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '127.0.0.1' ? 'localhost' : e.HOST;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.LORIEN_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    capacity: e.LORIEN_CAPACITY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_MAX_PER_MINUTE,
    authSecret: e.AUTH_SECRET,
    altchaMaxCounter: e.ALTCHA_MAX_COUNTER,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
}
