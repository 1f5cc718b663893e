import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A member's choice per notification kind. No row means the default: on.
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
