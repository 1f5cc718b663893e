import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// What a member's live stream (SSE) told them: one row per member per change (a message, a read
// receipt, a deletion, a notification). The identity column is the stream's event id, so a client
// that reconnects with Last-Event-ID is sent exactly the rows after it. Kept a day.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    index('live_events_user_id_id_idx').on(t.userId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
