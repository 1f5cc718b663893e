import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { namedQuery } from '../../../db/prepared.ts';
import { rateLimits, usedBotChecks } from '../../../db/schema/index.ts';
import type { Clock } from '../../context.ts';
import type { LimitStore } from '../../lib/rate-limiter.ts';

// Counts $4 hits: a named statement (src/db/prepared.ts), planned once per connection. A window
// that has ended starts again at $4.
const incrementWindow = namedQuery<{ count: number; resetAt: Date }>(
  'limits_increment',
  `insert into rate_limits (key, count, reset_at) values ($1, $4, $2)
   on conflict (key) do update set
     count = case when rate_limits.reset_at <= $3 then $4 else rate_limits.count + $4 end,
     reset_at = case when rate_limits.reset_at <= $3 then excluded.reset_at
                     else rate_limits.reset_at end
   returning count, reset_at as "resetAt"`,
);

/**
 * The shared store in the database (PGlite or PostgreSQL): one upsert per hit, so parallel
 * requests and several instances count in the same row (the row lock orders them).
 */
export function databaseLimitStore(db: Database, clock: Clock): LimitStore {
  return {
    kind: 'database',
    async increment(key, windowMs, hits = 1) {
      const now = clock();
      const [row] = await incrementWindow.run(db, [
        key,
        new Date(now.getTime() + windowMs),
        now,
        hits,
      ]);
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, resetAtMs: new Date(row.resetAt).getTime() };
    },
    async claimOnce(key, expiresAt) {
      const nowIso = clock().toISOString();
      const claimed = await db
        .insert(usedBotChecks)
        .values({ signature: key, expiresAt })
        .onConflictDoUpdate({
          target: usedBotChecks.signature,
          set: { expiresAt: sql`excluded.expires_at` },
          // An expired claim may be taken again; a live one never.
          setWhere: sql`"used_bot_checks"."expires_at" <= ${nowIso}::timestamptz`,
        })
        .returning({ signature: usedBotChecks.signature });
      return claimed.length === 1;
    },
    async sweep() {
      const now = clock();
      const windows = await db
        .delete(rateLimits)
        .where(lte(rateLimits.resetAt, now))
        .returning({ key: rateLimits.key });
      const claims = await db
        .delete(usedBotChecks)
        .where(lte(usedBotChecks.expiresAt, now))
        .returning({ key: usedBotChecks.signature });
      return windows.length + claims.length;
    },
    async close() {},
  };
}
