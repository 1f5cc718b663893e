import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

// Responses to a post, shown oldest first under it.
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    // A reply: the comment it answers, and its thread's first comment (one level of nesting).
    // No foreign keys: when either is deleted the reply stays, under a placeholder
    // (docs/decisions.md, "Edits, replies and mentions"). Null for a comment on the post.
    parentCommentId: text('parent_comment_id'),
    rootCommentId: text('root_comment_id'),
  },
  (t) => [
    index('comments_post_id_created_at_idx').on(t.postId, t.createdAt.asc()),
    // Lets deleting a member find their comments on other people's posts without a scan.
    index('comments_author_id_idx').on(t.authorId),
  ],
);

export type PostComment = typeof comments.$inferSelect;
export type NewPostComment = typeof comments.$inferInsert;
