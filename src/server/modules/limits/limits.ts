import type { Redis } from 'ioredis';
import type { AppContext } from '../../context.ts';
import type { LimitStore } from '../../lib/rate-limiter.ts';
import { BatchedWindowCounter } from './batched-window-counter.ts';
import { databaseLimitStore } from './limits.repository.ts';
import { connectRedis, redisLimitStore } from './redis-limit-store.ts';

export interface Limits {
  store: LimitStore;
  /** Set when REDIS_URL is: @fastify/rate-limit uses it through its own Redis store. */
  redis: Redis | null;
}

/** Redis when REDIS_URL is set; otherwise the database every instance already shares. */
export function createLimits(ctx: Pick<AppContext, 'config' | 'database' | 'clock'>): Limits {
  if (ctx.config.redisUrl) {
    const redis = connectRedis(ctx.config.redisUrl);
    return { store: redisLimitStore(redis, ctx.clock), redis };
  }
  return { store: databaseLimitStore(ctx.database.db, ctx.clock), redis: null };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Past this share of the budget, API hits are counted in the shared store one by one. */
export const API_BUDGET_EXACT_FROM = 0.8;

/**
 * A store class for @fastify/rate-limit's `store` option over our LimitStore (the global API
 * budget counted in the database, shared between instances), batched per instance (see
 * BatchedWindowCounter). Close the counter it returns when the app closes.
 */
export function fastifyRateLimitStore(
  store: LimitStore,
  clock: AppContext['clock'],
  budget: { max: number; syncMs: number },
) {
  const counter = new BatchedWindowCounter(store, clock, {
    max: budget.max,
    flushMs: budget.syncMs,
    exactFromShare: API_BUDGET_EXACT_FROM,
  });
  class SharedRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'api:') {
      this.prefix = prefix;
    }

    // The plugin passes the route's own budget (a number unless a route computes it).
    incr(key: string, callback: StoreCallback, timeWindow: number, max?: unknown): void {
      const budget = typeof max === 'number' ? max : undefined;
      counter.increment(this.prefix + key, timeWindow, budget).then(
        (window) =>
          callback(null, {
            current: window.count,
            ttl: Math.max(0, window.resetAtMs - clock().getTime()),
          }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: { method: unknown; url: string }): SharedRateLimitStore {
      const routeInfo = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      const route = routeInfo ?? { method: String(routeOptions.method), url: routeOptions.url };
      return new SharedRateLimitStore(routeOptions, `${this.prefix}${route.method}${route.url}:`);
    }
  }
  return { Store: SharedRateLimitStore, counter };
}
