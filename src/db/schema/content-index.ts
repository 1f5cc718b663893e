import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_CONTENT_TYPE, DEFAULT_LANGUAGE, DEFAULT_REGION } from '../../shared/constants.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

// The analysis signals used to find candidates (topic search, trends, related posts); one row
// per post, keyed by the post id.
export const contentIndex = pgTable(
  'content_index',
  {
    id: text('id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default(DEFAULT_CONTENT_TYPE),
    lang: text('lang').notNull().default(DEFAULT_LANGUAGE),
    topics: text('topics').array().notNull().default([]),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull().default(DEFAULT_REGION),
    hasMedia: boolean('has_media').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    // Topic overlap queries (topics && array[...]).
    index('content_index_topics_gin_idx').using('gin', t.topics),
    index('content_index_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('content_index_creator_id_idx').on(t.creatorId),
  ],
);

export type ContentIndexEntry = typeof contentIndex.$inferSelect;
export type NewContentIndexEntry = typeof contentIndex.$inferInsert;
