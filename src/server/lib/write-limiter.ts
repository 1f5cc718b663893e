import { MESSAGES } from '../../shared/messages.ts';
import type { Clock } from '../context.ts';
import { AttemptLimiter, type LimitStore, type RateLimitRule } from './rate-limiter.ts';

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

export class WriteLimiter {
  private readonly limiter: AttemptLimiter;

  constructor(store: LimitStore, clock: Clock) {
    this.limiter = new AttemptLimiter(store, clock);
  }

  /** Counts one write; a 429 with Retry-After when the member's budget for it is spent. */
  async assertWithinLimit(memberId: string, kind: WriteKind): Promise<void> {
    await this.limiter.assert([{ key: `write:${kind}:${memberId}`, rule: WRITE_LIMITS[kind] }], {
      code: 'rate_limited',
      message: MESSAGES.tooManyRequests,
    });
  }
}
