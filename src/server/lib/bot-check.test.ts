import { describe, expect, it } from 'vitest';
import { solveBotCheck } from '../../../tests/support/bot-check.ts';
import { BotCheck } from './bot-check.ts';
import { memoryLimitStore } from './rate-limiter.ts';

describe('BotCheck (ALTCHA proof of work)', () => {
  const make = (now = () => new Date()) =>
    new BotCheck({
      secret: 'x'.repeat(40),
      maxCounter: 200,
      clock: now,
      store: memoryLimitStore(now),
    });

  it('accepts a solved challenge once', async () => {
    const check = make();
    const payload = await solveBotCheck(await check.challenge());
    expect(await check.verify(payload)).toBe(true);
    expect(await check.verify(payload)).toBe(false);
  });

  it('accepts one solution once when sent in parallel', async () => {
    const check = make();
    const payload = await solveBotCheck(await check.challenge());
    const results = await Promise.all(Array.from({ length: 5 }, () => check.verify(payload)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('rejects garbage, a wrong solution and another server secret', async () => {
    const check = make();
    expect(await check.verify('not base64 json')).toBe(false);
    const challenge = await check.challenge();
    const wrong = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    expect(await check.verify(wrong)).toBe(false);
    const other = new BotCheck({
      secret: 'y'.repeat(40),
      maxCounter: 200,
      clock: () => new Date(),
      store: memoryLimitStore(() => new Date()),
    });
    expect(await check.verify(await solveBotCheck(await other.challenge()))).toBe(false);
  });

  it('rejects an expired challenge', async () => {
    let now = Date.now();
    const check = make(() => new Date(now));
    const payload = await solveBotCheck(await check.challenge());
    now += 11 * 60 * 1000;
    expect(await check.verify(payload)).toBe(false);
  });
});
