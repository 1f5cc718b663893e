import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Member posts. authorName and the metric counters are denormalised so a feed page renders from
// this table alone; the counters move by one with each echo, save, comment and view.
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull().default(''),
    hashtags: text('hashtags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    // The emotion prototype the analysis tagged the post with.
    emotion: text('emotion'),
    emoVector: real('emo_vector').array(),
    echoes: integer('echoes').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    responses: integer('responses').notNull().default(0),
    views: integer('views').notNull().default(0),
    mediaUrl: text('media_url'),
    mediaThumbUrl: text('media_thumb_url'),
    mediaStoragePath: text('media_storage_path'),
    mediaContentType: text('media_content_type'),
    // The author's description of the image (alt text) and its size, so the card reserves the
    // image's space before it loads.
    mediaAlt: text('media_alt'),
    mediaWidth: integer('media_width'),
    mediaHeight: integer('media_height'),
    // Post search's keys: the folded hashtags, analysis topics and emotion tag
    // (domain/posts/post-search.ts, postSearchKeys). Written with the post and again with its
    // analysis; a trigger copies them into post_search_keys, the table search reads.
    searchTerms: text('search_terms').array().notNull().default([]),
    // Set by the author's last edit (the card shows "edited"); post_edits keeps earlier versions.
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('posts_echoes_nonnegative', sql`${t.echoes} >= 0`),
    check('posts_saves_nonnegative', sql`${t.saves} >= 0`),
    check('posts_responses_nonnegative', sql`${t.responses} >= 0`),
    check('posts_views_nonnegative', sql`${t.views} >= 0`),
    // Newest-first feeds page with a (createdAt, id) cursor.
    // Newest first (timelines, the community's newest). search_terms was carried for post
    // search's walk, which now reads post_search_keys; the column stays in the key until a
    // rebuild is worth a migration.
    index('posts_created_at_id_search_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.searchTerms,
    ),
    // Per-author ranges (profiles, Following, feed candidates); with the id in the key they are
    // answered from the index alone.
    index('posts_author_created_id_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

/**
 * One row per post and search key (posts.search_terms unnested), kept by a trigger on posts
 * (migration 0012), so that "the newest posts with this key" is one index range per key instead
 * of a walk over every post newest first. Written by the database only.
 */
export const postSearchKeys = pgTable(
  'post_search_keys',
  {
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.createdAt, t.postId] }),
    index('post_search_keys_post_idx').on(t.postId),
  ],
);
