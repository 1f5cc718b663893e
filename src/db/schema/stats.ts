import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Named counters kept in step with writes (e.g. 'userCount' for the capacity check at sign-up),
// so hot checks do not count whole tables.
export const stats = pgTable(
  'stats',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('stats_count_nonnegative', sql`${t.count} >= 0`)],
);

export type Stat = typeof stats.$inferSelect;
export type NewStat = typeof stats.$inferInsert;
