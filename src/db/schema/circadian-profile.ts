import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HOURS_PER_DAY } from '../../shared/constants.ts';
import { users } from './users.ts';

// A member's typical emotional state for each hour of the day: 24 rows (hours) of 8 numbers
// (emotion dimensions). Stored whole as JSON because it is always read and written whole.
export const circadianProfile = pgTable(
  'circadian_profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    matrix: jsonb('matrix').$type<number[][]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'circadian_profile_matrix_hours',
      sql`jsonb_typeof(${t.matrix}) = 'array' and jsonb_array_length(${t.matrix}) = ${sql.raw(String(HOURS_PER_DAY))}`,
    ),
  ],
);

export type CircadianProfile = typeof circadianProfile.$inferSelect;
export type NewCircadianProfile = typeof circadianProfile.$inferInsert;
