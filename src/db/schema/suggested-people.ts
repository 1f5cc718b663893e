import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One stored suggestion: the member and why (the reason as ranked when computed). */
export interface StoredSuggestion {
  id: string;
  reason: string;
}

// Each member's Suggested people, ranked by a job (feed/suggested-people.ts) and read by the
// GET, which applies the visibility rule (blocks, bans, follows) at read time. One row a member.
export const suggestedPeople = pgTable(
  'suggested_people',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Best first, more than a page, so read-time filtering still leaves a full list. */
    people: jsonb('people').$type<StoredSuggestion[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('suggested_people_computed_at_idx').on(t.computedAt)],
);

export type SuggestedPeopleRow = typeof suggestedPeople.$inferSelect;
