import type { Clock } from '../context.ts';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window attempt counters for rules that Fastify's per-route limiter cannot express
 * (one request counted against several keys, e.g. per IP and per email at sign-in). In memory:
 * one process is the default deployment; a shared store is a drop-in later.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  /** Counts one attempt against every key; true when any key is over its limit. */
  hit(entries: ReadonlyArray<{ key: string; rule: RateLimitRule }>): boolean {
    const now = this.clock().getTime();
    let limited = false;
    for (const { key, rule } of entries) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + rule.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > rule.max) limited = true;
    }
    if (this.windows.size > 50_000) this.sweep(now);
    return limited;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
