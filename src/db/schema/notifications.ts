import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A notification's time at the millisecond, in UTC: the list's sort key (indexed). It orders
 * as paging's `date_trunc('milliseconds', created_at)` (read/paging.ts), which is not immutable
 * and so cannot be indexed.
 */
export function notificationAtSql(createdAt: AnyPgColumn | SQL): SQL {
  return sql`date_trunc('milliseconds', (${createdAt} at time zone 'UTC'))`;
}

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
    // The group the row belongs to (domain/notifications/grouping.ts, groupKeyOf), written with
    // the row by every insert: a page of groups then reads one index range (issue 25).
    groupKey: text('group_key').notNull(),
  },
  (t) => [
    // The list's order: the time at the millisecond a page cursor carries, then the id
    // (read/paging.ts). In UTC so that the expression is immutable and can be indexed.
    index('notifications_user_id_at_id_idx').on(t.userId, notificationAtSql(t.createdAt), t.id),
    index('notifications_user_id_group_at_id_idx').on(
      t.userId,
      t.groupKey,
      notificationAtSql(t.createdAt),
      t.id,
    ),
    // Unread groups: a count reads only the member's unread rows.
    index('notifications_unread_idx')
      .on(t.userId, t.groupKey, t.actorId)
      .where(sql`${t.read} = false`),
  ],
);

export type MemberNotification = typeof notifications.$inferSelect;
export type NewMemberNotification = typeof notifications.$inferInsert;
