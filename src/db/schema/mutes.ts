import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Who muted whom: one-way and silent (the muted member is never told). Read by the visibility
// rule for every list the muter reads, so the key leads with the muter.
export const mutes = pgTable(
  'mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    check('mutes_not_self', sql`${t.muterId} <> ${t.mutedId}`),
    index('mutes_muted_id_idx').on(t.mutedId),
  ],
);

// A member's muted words, phrases and topics. `word` is what they typed (shown back to them);
// `key` is its matching form (src/domain/mute/muted-words.ts, muteKey): folded, punctuation as
// single spaces, so one key per meaning.
export const mutedWords = pgTable(
  'muted_words',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  // The unique key also answers "this member's muted words" (it leads with the member).
  (t) => [unique('muted_words_user_key_unique').on(t.userId, t.key)],
);

export type Mute = typeof mutes.$inferSelect;
export type MutedWord = typeof mutedWords.$inferSelect;
