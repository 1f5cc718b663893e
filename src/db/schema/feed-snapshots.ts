import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A member's ranked home feed, frozen when page 1 is read: Load More pages through this list,
// so new posts and moving counters never duplicate or skip a card (docs/decisions.md).
export const feedSnapshots = pgTable(
  'feed_snapshots',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postIds: text('post_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('feed_snapshots_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export type FeedSnapshot = typeof feedSnapshots.$inferSelect;
