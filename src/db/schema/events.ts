import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Interaction log (view, echo, save, comment, share, dwell...) feeding the emotion model,
// ranking and the admin's daily-active metrics. contentId has no foreign key on purpose: the
// service deletes a post's events itself, and an event may name content that is not a post.
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    contentId: text('content_id'),
    dwellMs: integer('dwell_ms'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    // Covering (content_id last): the feed reads a member's recent ids with an index-only scan.
    index('events_user_id_created_at_content_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.contentId,
    ),
    index('events_content_id_idx').on(t.contentId),
    index('events_created_at_idx').on(t.createdAt),
  ],
);

export type InteractionEvent = typeof events.$inferSelect;
export type NewInteractionEvent = typeof events.$inferInsert;
