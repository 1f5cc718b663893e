import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { memoryLimitStore, type LimitStore } from './rate-limiter.ts';
import { leaseSize, WRITE_LIMITS, WriteLimiter } from './write-limiter.ts';

function countingStore(clock: () => Date): LimitStore & { writes: number } {
  const store = memoryLimitStore(clock);
  const counted = {
    ...store,
    writes: 0,
    async increment(key: string, windowMs: number, hits?: number) {
      counted.writes += 1;
      return store.increment(key, windowMs, hits);
    },
  };
  return counted;
}

async function allowed(limiter: WriteLimiter, member: string, tries: number): Promise<number> {
  let ok = 0;
  for (let n = 0; n < tries; n += 1) {
    try {
      await limiter.assertWithinLimit(member, 'post');
      ok += 1;
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(429);
    }
  }
  return ok;
}

describe('write limiter (leased budgets)', () => {
  const max = WRITE_LIMITS.post.max;

  it('allows exactly the budget on one instance, writing the store once per lease', async () => {
    let now = new Date('2026-11-28T10:00:00Z');
    const store = countingStore(() => now);
    const limiter = new WriteLimiter(store, () => now);
    expect(await allowed(limiter, 'ada', max + 5)).toBe(max);
    // One store write per lease while within the budget, then one per refused write.
    expect(store.writes).toBe(max / leaseSize(max) + 5);
    // The next window starts a new budget.
    now = new Date(now.getTime() + WRITE_LIMITS.post.windowMs);
    expect(await allowed(limiter, 'ada', 1)).toBe(1);
  });

  it('never allows more than the budget across instances sharing the store', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const store = countingStore(() => now);
    const instances = [0, 1, 2].map(() => new WriteLimiter(store, () => now));
    let ok = 0;
    for (let n = 0; n < max * 2; n += 1) ok += await allowed(instances[n % 3]!, 'ben', 1);
    expect(ok).toBeLessThanOrEqual(max);
    // At most the unspent part of the other instances' leases is lost.
    expect(ok).toBeGreaterThanOrEqual(max - 2 * (leaseSize(max) - 1));
  });

  it('shares one lease among parallel writes, so a burst spends the budget exactly', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const store = countingStore(() => now);
    const limiter = new WriteLimiter(store, () => now);
    const burst = await Promise.allSettled(
      Array.from({ length: max + 10 }, () => limiter.assertWithinLimit('fil', 'post')),
    );
    expect(burst.filter((result) => result.status === 'fulfilled')).toHaveLength(max);
    // One store write per lease, not one per parallel write.
    expect(store.writes).toBeLessThanOrEqual(max / leaseSize(max) + 10);
  });

  it('keeps each member and kind apart', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const limiter = new WriteLimiter(
      countingStore(() => now),
      () => now,
    );
    expect(await allowed(limiter, 'cem', max)).toBe(max);
    expect(await allowed(limiter, 'deniz', 1)).toBe(1);
    await expect(limiter.assertWithinLimit('cem', 'toggle')).resolves.toBeUndefined();
  });

  it('says when to try again', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const limiter = new WriteLimiter(
      countingStore(() => now),
      () => now,
    );
    await allowed(limiter, 'eda', max);
    const refused = await limiter.assertWithinLimit('eda', 'post').catch((error: unknown) => error);
    expect((refused as AppError).retryAfterSeconds).toBe(WRITE_LIMITS.post.windowMs / 1000);
  });
});
