import { sql } from 'drizzle-orm';
import { check, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { EMOTION_DEFAULTS, EMOTION_DIMENSIONS } from '../../shared/constants.ts';
import { users } from './users.ts';

// A member's short-term emotional state (one value per emotion dimension, in
// EMOTION_DIMENSIONS order), blended with the circadian profile for ranking.
export const emotionState = pgTable(
  'emotion_state',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vector: real('vector')
      .array()
      .notNull()
      .default(EMOTION_DIMENSIONS.map((dimension) => EMOTION_DEFAULTS[dimension])),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'emotion_state_vector_dimensions',
      sql`cardinality(${t.vector}) >= ${sql.raw(String(EMOTION_DIMENSIONS.length))}`,
    ),
  ],
);

export type EmotionState = typeof emotionState.$inferSelect;
export type NewEmotionState = typeof emotionState.$inferInsert;
