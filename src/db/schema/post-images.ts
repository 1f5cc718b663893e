import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { POST_IMAGES_MAX } from '../../shared/constants.ts';
import { posts } from './posts.ts';

// Every image of a post (up to POST_IMAGES_MAX), in the author's order, each with its own alt
// text and stored size. The first image is also kept on the post row (posts.media_*), so a card
// of a post without images reads no other table and older readers keep working (issue 28).
export const postImages = pgTable(
  'post_images',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    contentType: text('content_type').notNull(),
    alt: text('alt'),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.position] }),
    check(
      'post_images_position_range',
      sql`${t.position} >= 0 and ${t.position} < ${sql.raw(String(POST_IMAGES_MAX))}`,
    ),
  ],
);

export type PostImage = typeof postImages.$inferSelect;
export type NewPostImage = typeof postImages.$inferInsert;
