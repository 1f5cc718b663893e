import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { ACCOUNT_API } from '../../src/shared/api/paths.ts';
import { botCheck, founderCode, memberInput } from '../factories/members.ts';
import { SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';
import { twoInstances } from '../support/two-instances.ts';

// Issue 16, items 4 and 4b: a bot-check solution is accepted once, however many requests carry
// it and whichever instance they reach; rate limits are one limit across instances, in the
// database by default and in Redis when REDIS_URL is set.

/** A client address no other test uses (Redis is shared between runs). */
function randomAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${(bytes[2]! % 250) + 1}`;
}

function contactFrom(t: TestApp, address: string, i: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: SPA_WRITE_HEADERS,
    payload: {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'general',
      message: `Message number ${i}`,
    },
    remoteAddress: address,
  });
}

for (const store of ['database', 'redis'] as const) {
  describe(`two instances share limits (${store})`, () => {
    const instances = twoInstances({
      RATE_LIMIT_MAX_PER_MINUTE: '6',
      // Every API request counted in the shared store as it arrives (the batched default is
      // checked below).
      RATE_LIMIT_SYNC_MS: '0',
      ...(store === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
    });

    it('accepts one solved bot check once, from 5 parallel sign-ups on two instances', async () => {
      const { a, b } = instances;
      const code = await founderCode(a.ctx);
      const solution = await botCheck(a.app);
      const [before] = await a.ctx.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.isSystem, false));
      const attempts = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          (i % 2 === 0 ? a : b).app.inject({
            method: 'POST',
            url: ACCOUNT_API.signup,
            headers: SPA_WRITE_HEADERS,
            payload: { ...memberInput(code), altcha: solution },
            remoteAddress: randomAddress(),
          }),
        ),
      );
      expect(attempts.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
      for (const res of attempts.filter((r) => r.statusCode === 400))
        expect(res.json().error.code).toBe('bot_check_failed');
      const [after] = await a.ctx.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.isSystem, false));
      expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
    });

    it('counts a per-action limit (contact: 5 per 10 minutes) once across both instances', async () => {
      const { a, b } = instances;
      const address = randomAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await contactFrom(i % 2 === 0 ? a : b, address, i)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('counts the global API budget once across both instances, percent-encoded paths too', async () => {
      const { a, b } = instances;
      const address = randomAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await (i % 2 === 0 ? a : b).app.inject({
          method: 'GET',
          // Item 1: an encoded path is the same route and counts against the same budget.
          url: i % 3 === 0 ? '/%61pi/health' : '/api/health',
          remoteAddress: address,
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
      expect(statuses[6]).toBe(429);
    });
  });
}

describe('two instances share a batched API budget (database)', () => {
  const SYNC_MS = 30;
  const instances = twoInstances({
    RATE_LIMIT_MAX_PER_MINUTE: '20',
    RATE_LIMIT_SYNC_MS: String(SYNC_MS),
  });

  it('sees the other instance’s requests within one sync, and is exact near the budget', async () => {
    const { a, b } = instances;
    const address = randomAddress();
    const health = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address });
    // 10 on one instance, counted in memory and added to the shared store by its next sync.
    for (let i = 0; i < 10; i += 1) expect((await health(a)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SYNC_MS * 4));
    // The other instance starts from the shared count: 10 more fit, the 21st is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await health(b)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // And the first instance, past 80% of the budget, reads the shared count on every request.
    expect((await health(a)).statusCode).toBe(429);
  });
});
