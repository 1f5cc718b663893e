import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

// Posts a member saved: the key makes the toggle idempotent and feeds the profile's Saved tab.
export const saves = pgTable(
  'saves',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('saves_post_id_idx').on(t.postId),
    // Covering (post_id last): the feed reads a member's recent ids with an index-only scan.
    index('saves_user_id_created_at_post_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.postId,
    ),
  ],
);

export type Save = typeof saves.$inferSelect;
export type NewSave = typeof saves.$inferInsert;
