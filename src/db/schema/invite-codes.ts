import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { INVITE_CODE_LENGTH } from '../../shared/constants.ts';
import { users } from './users.ts';

// Every invite code ever issued, so sign-up can resolve a code to its owner and tell an expired
// code from a rotated one; a member's current code is their newest row with rotatedAt null.
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Set when a refresh supersedes this code.
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'invite_codes_code_length',
      sql`char_length(${t.code}) = ${sql.raw(String(INVITE_CODE_LENGTH))}`,
    ),
    index('invite_codes_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
  ],
);

export type InviteCode = typeof inviteCodes.$inferSelect;
export type NewInviteCode = typeof inviteCodes.$inferInsert;
