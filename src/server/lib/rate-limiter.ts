import type { Clock } from '../context.ts';
import { AppError } from '../errors.ts';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** One key's fixed window after a hit. */
export interface WindowCount {
  count: number;
  /** When the window ends (milliseconds since the epoch). */
  resetAtMs: number;
}

/**
 * Where counters and one-time claims live. Shared by every app instance: PostgreSQL tables by
 * default, Redis when REDIS_URL is set (modules/limits). The in-memory store is for unit tests.
 */
export interface LimitStore {
  readonly kind: 'database' | 'redis' | 'memory';
  /**
   * Counts `hits` (default 1) against the key's window (a new window when the last one has
   * ended).
   */
  increment(key: string, windowMs: number, hits?: number): Promise<WindowCount>;
  /** Claims a one-time key until `expiresAt`; true only for the first claim (atomic). */
  claimOnce(key: string, expiresAt: Date): Promise<boolean>;
  /** Forgets ended windows and expired claims; returns how many went. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export interface LimitVerdict {
  limited: boolean;
  /** Seconds until the limiting window ends (for Retry-After); 0 when not limited. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window attempt counters for rules that Fastify's per-route limiter cannot express
 * (one request counted against several keys, e.g. per IP and per email at sign-in).
 */
export class AttemptLimiter {
  private readonly store: LimitStore;
  private readonly clock: Clock;

  constructor(store: LimitStore, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  /** Counts one attempt against every key; limited when any key is over its limit. */
  async hit(entries: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<LimitVerdict> {
    const windows = await Promise.all(
      entries.map(async ({ key, rule }) => ({
        rule,
        window: await this.store.increment(key, rule.windowMs),
      })),
    );
    const now = this.clock().getTime();
    let retryAfterMs = 0;
    for (const { rule, window } of windows)
      if (window.count > rule.max) retryAfterMs = Math.max(retryAfterMs, window.resetAtMs - now);
    const limited = windows.some(({ rule, window }) => window.count > rule.max);
    return { limited, retryAfterSeconds: limited ? retryAfterSecondsOf(retryAfterMs) : 0 };
  }

  /** Counts the attempt and throws a 429 carrying Retry-After when any key is over. */
  async assert(
    entries: ReadonlyArray<{ key: string; rule: RateLimitRule }>,
    error: { code: string; message: string },
  ): Promise<void> {
    const verdict = await this.hit(entries);
    if (verdict.limited)
      throw tooManyRequests(error.code, error.message, verdict.retryAfterSeconds);
  }
}

export function retryAfterSecondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A 429 with the seconds after which trying again can succeed (sent as Retry-After). */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number) {
  return new AppError(429, code, message, undefined, { retryAfterSeconds });
}

/** A store in this process's memory: unit tests and tools only (instances would not share it). */
export function memoryLimitStore(clock: Clock): LimitStore {
  const windows = new Map<string, WindowCount>();
  const claims = new Map<string, number>();
  const sweep = async () => {
    const now = clock().getTime();
    let swept = 0;
    for (const [key, window] of windows)
      if (window.resetAtMs <= now && windows.delete(key)) swept += 1;
    for (const [key, expiresAt] of claims) if (expiresAt <= now && claims.delete(key)) swept += 1;
    return swept;
  };
  return {
    kind: 'memory',
    async increment(key, windowMs, hits = 1) {
      const now = clock().getTime();
      let window = windows.get(key);
      if (!window || window.resetAtMs <= now) {
        window = { count: 0, resetAtMs: now + windowMs };
        windows.set(key, window);
      }
      window.count += hits;
      if (windows.size > 50_000) await sweep();
      return { ...window };
    },
    async claimOnce(key, expiresAt) {
      const now = clock().getTime();
      const existing = claims.get(key);
      if (existing !== undefined && existing > now) return false;
      claims.set(key, expiresAt.getTime());
      return true;
    },
    sweep,
    async close() {},
  };
}
