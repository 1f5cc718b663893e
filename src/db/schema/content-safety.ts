import { sql } from 'drizzle-orm';
import { check, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_SAFETY_CONFIDENCE } from '../../shared/constants.ts';
import { posts } from './posts.ts';

// Moderation scores per post; they drive reach throttling for hate speech and disinformation.
export const contentSafety = pgTable(
  'content_safety',
  {
    id: text('id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    toxicity: real('toxicity').notNull().default(0),
    hatespeech: real('hatespeech').notNull().default(0),
    disinfo: real('disinfo').notNull().default(0),
    safetyConf: real('safety_conf').notNull().default(DEFAULT_SAFETY_CONFIDENCE),
    labels: text('labels').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('content_safety_toxicity_range', sql`${t.toxicity} between 0 and 1`),
    check('content_safety_hatespeech_range', sql`${t.hatespeech} between 0 and 1`),
    check('content_safety_disinfo_range', sql`${t.disinfo} between 0 and 1`),
    check('content_safety_safety_conf_range', sql`${t.safetyConf} between 0 and 1`),
  ],
);

export type ContentSafety = typeof contentSafety.$inferSelect;
export type NewContentSafety = typeof contentSafety.$inferInsert;
