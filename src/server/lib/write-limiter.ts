import { MESSAGES } from '../../shared/messages.ts';
import type { Clock } from '../context.ts';
import {
  retryAfterSecondsOf,
  tooManyRequests,
  type LimitStore,
  type RateLimitRule,
  type WindowCount,
} from './rate-limiter.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Per-member budgets for writes, on top of the global per-IP limit: generous for a person,
 * tight for a script. Toggles are cheap and idempotent, so they get the most room.
 */
export const WRITE_LIMITS = {
  post: { max: 30, windowMs: TEN_MINUTES },
  edit: { max: 60, windowMs: TEN_MINUTES },
  upload: { max: 40, windowMs: TEN_MINUTES },
  comment: { max: 120, windowMs: TEN_MINUTES },
  share: { max: 60, windowMs: TEN_MINUTES },
  toggle: { max: 600, windowMs: TEN_MINUTES },
  view: { max: 600, windowMs: TEN_MINUTES },
  profile: { max: 60, windowMs: TEN_MINUTES },
  message: { max: 60, windowMs: TEN_MINUTES },
  report: { max: 30, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** A tenth of the budget, at least one write: a post budget of 30 is leased 3 at a time. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.floor(max / 10));
}

interface Lease {
  tokens: number;
  resetAtMs: number;
}

/**
 * Counts members' writes against WRITE_LIMITS. The shared store is not written once per write:
 * an instance takes a lease of `leaseSize` writes from it (one store write, which counts them
 * all) and spends it in memory. Every write was counted in the store before it was allowed, so
 * a member never gets more than `max` writes in a window however many instances serve them;
 * on one instance exactly `max`. A member whose writes go to several instances may be limited up
 * to (instances - 1) × (lease - 1) writes early: the unspent part of another instance's lease.
 */
export class WriteLimiter {
  private readonly store: LimitStore;
  private readonly clock: Clock;
  private readonly leases = new Map<string, Lease>();
  /** A lease being taken from the store: parallel writes of the member wait for it. */
  private readonly leasing = new Map<string, Promise<WindowCount | null>>();

  constructor(store: LimitStore, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  /** Counts one write; a 429 with Retry-After when the member's budget for it is spent. */
  async assertWithinLimit(memberId: string, kind: WriteKind): Promise<void> {
    const key = `write:${kind}:${memberId}`;
    const rule = WRITE_LIMITS[kind];
    for (;;) {
      if (this.spend(key)) return;
      // One lease at a time per member and kind: a burst of parallel writes shares it instead
      // of each taking its own (which would count ten leases in the store for ten writes).
      const inFlight = this.leasing.get(key);
      if (inFlight) {
        await inFlight.catch(() => null);
        continue;
      }
      const leasing = this.lease(key, rule);
      this.leasing.set(key, leasing);
      let refused: WindowCount | null;
      try {
        refused = await leasing;
      } finally {
        this.leasing.delete(key);
      }
      if (this.spend(key)) return;
      if (refused)
        throw tooManyRequests(
          'rate_limited',
          MESSAGES.tooManyRequests,
          retryAfterSecondsOf(refused.resetAtMs - this.clock().getTime()),
        );
    }
  }

  /** Takes one write from the lease in hand, if it has one left in the current window. */
  private spend(key: string): boolean {
    const held = this.leases.get(key);
    if (!held || held.resetAtMs <= this.clock().getTime() || held.tokens <= 0) return false;
    held.tokens -= 1;
    return true;
  }

  /** Takes a lease from the store; answers the window when the budget is spent (else null). */
  private async lease(key: string, rule: RateLimitRule): Promise<WindowCount | null> {
    const size = leaseSize(rule.max);
    const window = await this.store.increment(key, rule.windowMs, size);
    // The writes of this lease that fall within the budget (all of them, but near its end).
    const granted = Math.min(size, Math.max(0, rule.max - (window.count - size)));
    if (granted === 0) return window;
    this.leases.set(key, { tokens: granted, resetAtMs: window.resetAtMs });
    if (this.leases.size > MAX_LEASES) this.forgetEnded(this.clock().getTime());
    return null;
  }

  private forgetEnded(now: number): void {
    for (const [key, lease] of this.leases) if (lease.resetAtMs <= now) this.leases.delete(key);
  }
}

/** Past this many members × kinds held, ended leases are forgotten. */
const MAX_LEASES = 20_000;
