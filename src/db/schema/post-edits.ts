import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

// Every earlier version of an edited post (its text and image alt text), kept so anyone who can
// see the post can read its edit history. The current version lives on the post row itself.
export const postEdits = pgTable(
  'post_edits',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    mediaAlt: text('media_alt'),
    // Every image's alt text in order (a post with several images, issue 28); null before.
    mediaAlts: text('media_alts').array().$type<Array<string | null>>(),
    // When this version was published (the post's creation, or the edit that wrote it) and when
    // the next edit replaced it.
    versionAt: timestamp('version_at', { withTimezone: true, mode: 'date' }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('post_edits_post_replaced_idx').on(t.postId, t.replacedAt.desc().nullsFirst())],
);

export type PostEdit = typeof postEdits.$inferSelect;
export type NewPostEdit = typeof postEdits.$inferInsert;
