import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_SUBJECTS } from '../../shared/constants.ts';

type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

const contactSubjectList = sql.raw(
  CONTACT_SUBJECTS.map((subject) => `'${subject.replaceAll("'", "''")}'`).join(', '),
);

// Messages from the public contact form (no account needed); ipHash lets abuse be throttled
// without keeping the address, handledAt marks what the team has answered.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').$type<ContactSubject>().notNull(),
    message: text('message').notNull(),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('contact_messages_subject', sql`${t.subject} in (${contactSubjectList})`),
    index('contact_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
