import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SuggestionReasonCode, SuggestionReasonParams } from '../../shared/api/feed.ts';
import { users } from './users.ts';

/**
 * One stored suggestion: the member and why, as ranked when computed. Lists ranked before issue
 * 27 hold only the English `reason`; newer ones its code and params (the English is worded at
 * read). Old lists are read as they are until the job ranks them again (docs/decisions.md).
 */
export interface StoredSuggestion {
  id: string;
  code?: SuggestionReasonCode;
  params?: SuggestionReasonParams;
  /** Lists ranked before issue 27: the reason in English. */
  reason?: string;
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
