import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

// One row per mailbox copy: each message is stored in both participants' mailboxes (the
// sender's copy 'outgoing', the recipient's 'incoming'), linked by mirrorId, so each side can
// read, mark and delete its own copy.
export const directMessages = pgTable(
  'direct_messages',
  {
    id: text('id').primaryKey(),
    // The mailbox this copy belongs to.
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The other participant: the thread key within the mailbox.
    peerId: text('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromId: text('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: text('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    read: boolean('read').notNull().default(false),
    imageUrl: text('image_url'),
    imageStoragePath: text('image_storage_path'),
    imageContentType: text('image_content_type'),
    hasMedia: boolean('has_media').notNull().default(false),
    direction: text('direction').$type<'outgoing' | 'incoming'>().notNull(),
    // Id of the copy in the other participant's mailbox.
    mirrorId: text('mirror_id'),
    // The post this message shares (Share Post), shown as a card; null for a plain message.
    sharedPostId: text('shared_post_id').references(() => posts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('direct_messages_direction', sql`${t.direction} in ('outgoing', 'incoming')`),
    // The sender's copy is outgoing and the recipient's incoming; anything else is a bug.
    check(
      'direct_messages_mailbox_sides',
      sql`(${t.direction} = 'outgoing' and ${t.fromId} = ${t.ownerId} and ${t.toId} = ${t.peerId})
        or (${t.direction} = 'incoming' and ${t.fromId} = ${t.peerId} and ${t.toId} = ${t.ownerId})`,
    ),
    index('direct_messages_owner_peer_created_at_idx').on(
      t.ownerId,
      t.peerId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('direct_messages_owner_created_at_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    // Unread count per thread.
    index('direct_messages_unread_idx')
      .on(t.ownerId, t.peerId)
      .where(sql`${t.read} = false and ${t.direction} = 'incoming'`),
    // Lets deleting a member remove the copies in other members' mailboxes without a scan.
    index('direct_messages_peer_id_idx').on(t.peerId),
  ],
);

export type DirectMessage = typeof directMessages.$inferSelect;
export type NewDirectMessage = typeof directMessages.$inferInsert;
