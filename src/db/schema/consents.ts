import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_CONSENTS } from '../../shared/constants.ts';
import { users } from './users.ts';

// A member's privacy consents; emotion tracking and ads personalisation are skipped when off.
export const consents = pgTable('consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emotionTracking: boolean('emotion_tracking').notNull().default(DEFAULT_CONSENTS.emotionTracking),
  ads: boolean('ads').notNull().default(DEFAULT_CONSENTS.ads),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});

export type Consent = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;
