import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A member's inbox notifications (e.g. 'invite_accepted'), newest first.
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    // What the web app words the notice from in the member's language (issue 27): the actor's
    // name and handle, a quote, what was removed and why. Null on notices written before.
    params: jsonb('params').$type<Record<string, string>>(),
    // Who caused it (the follower, the commenter...), so a later block hides it too.
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export type MemberNotification = typeof notifications.$inferSelect;
export type NewMemberNotification = typeof notifications.$inferInsert;
