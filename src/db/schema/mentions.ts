import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

// Who a post or comment mentioned (@handle), resolved when it was written or edited. A row is
// written once per item and member, so a member is notified once per item however often the
// item is edited; the links shown follow the current text (docs/decisions.md, "Edits, replies
// and mentions").
export const mentions = pgTable(
  'mentions',
  {
    /** The post's id, or the comment's. */
    sourceId: text('source_id').notNull(),
    /** The post the item belongs to: its deletion takes the rows along. */
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.userId] }),
    index('mentions_post_idx').on(t.postId),
    index('mentions_user_idx').on(t.userId),
  ],
);

export type Mention = typeof mentions.$inferSelect;
