import { describe, expect, it } from 'vitest';
import { AttemptLimiter, memoryLimitStore } from './rate-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows max attempts per window per key, then limits until the window ends', async () => {
    let now = 0;
    const clock = () => new Date(now);
    const limiter = new AttemptLimiter(memoryLimitStore(clock), clock);
    const rule = { max: 3, windowMs: 1000 };
    const hit = async (key: string) => (await limiter.hit([{ key, rule }])).limited;
    expect([await hit('a'), await hit('a'), await hit('a'), await hit('a')]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(await hit('b')).toBe(false);
    now = 1000;
    expect(await hit('a')).toBe(false);
  });

  it('limits when any of several keys is over, with the seconds until that window ends', async () => {
    let now = 0;
    const clock = () => new Date(now);
    const limiter = new AttemptLimiter(memoryLimitStore(clock), clock);
    const ip = { key: 'ip:1', rule: { max: 100, windowMs: 1000 } };
    const email = (e: string) => ({ key: `email:${e}`, rule: { max: 1, windowMs: 60_000 } });
    expect((await limiter.hit([ip, email('x')])).limited).toBe(false);
    now = 10_500;
    expect(await limiter.hit([ip, email('x')])).toEqual({ limited: true, retryAfterSeconds: 50 });
    expect((await limiter.hit([ip, email('y')])).limited).toBe(false);
  });

  it('claims a one-time key once until it expires', async () => {
    let now = 0;
    const store = memoryLimitStore(() => new Date(now));
    expect(await store.claimOnce('s', new Date(100))).toBe(true);
    expect(await store.claimOnce('s', new Date(100))).toBe(false);
    now = 100;
    expect(await store.sweep()).toBe(1);
  });
});
