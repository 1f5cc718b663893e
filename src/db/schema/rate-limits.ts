import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters shared by every app instance (src/server/modules/limits): the per-action
// limits (sign-in, sign-up, reset, contact, write budgets) and the global API budget. A row is
// one key's current window; expired rows are swept by a background job.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

// Bot-check (ALTCHA) solutions already accepted: a solution is claimed here, atomically, before
// it is verified, so that parallel requests and several instances accept it once.
export const usedBotChecks = pgTable(
  'used_bot_checks',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('used_bot_checks_expires_at_idx').on(t.expiresAt)],
);

export type RateLimitRow = typeof rateLimits.$inferSelect;
