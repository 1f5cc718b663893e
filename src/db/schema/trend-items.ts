import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Trending topics per time window, written by the trend ingest and read by Trending and the admin.
// One row per (topic, window) so the ingest can upsert.
export const trendItems = pgTable(
  'trend_items',
  {
    id: text('id').primaryKey(),
    topic: text('topic').notNull(),
    volume: integer('volume').notNull().default(0),
    score: real('score').notNull().default(0),
    // True when members typed it as a hashtag in at least half its posts; false for a topic the
    // analysis found (Trending shows #tag only for the first).
    hashtag: boolean('hashtag').notNull().default(false),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('trend_items_topic_window_start_unique').on(t.topic, t.windowStart),
    index('trend_items_window_start_score_idx').on(
      t.windowStart.desc().nullsFirst(),
      t.score.desc().nullsFirst(),
    ),
  ],
);

export type TrendItem = typeof trendItems.$inferSelect;
export type NewTrendItem = typeof trendItems.$inferInsert;
