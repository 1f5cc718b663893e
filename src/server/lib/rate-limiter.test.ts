import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './rate-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows max attempts per window per key, then limits until the window ends', () => {
    let now = 0;
    const limiter = new AttemptLimiter(() => new Date(now));
    const rule = { max: 3, windowMs: 1000 };
    const hit = (key: string) => limiter.hit([{ key, rule }]);
    expect([hit('a'), hit('a'), hit('a'), hit('a')]).toEqual([false, false, false, true]);
    expect(hit('b')).toBe(false);
    now = 1000;
    expect(hit('a')).toBe(false);
  });

  it('limits when any of several keys is over', () => {
    const limiter = new AttemptLimiter(() => new Date(0));
    const ip = { key: 'ip:1', rule: { max: 100, windowMs: 1000 } };
    const email = (e: string) => ({ key: `email:${e}`, rule: { max: 1, windowMs: 1000 } });
    expect(limiter.hit([ip, email('x')])).toBe(false);
    expect(limiter.hit([ip, email('x')])).toBe(true);
    expect(limiter.hit([ip, email('y')])).toBe(false);
  });
});
