import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { blocks } from '../../../db/schema/blocks.ts';
import { directMessages, type DirectMessage } from '../../../db/schema/direct-messages.ts';
import { posts } from '../../../db/schema/posts.ts';
import { users } from '../../../db/schema/users.ts';
import { keysetOrder, pastCursor, type PageCursor } from '../../read/paging.ts';
import { visibleSql } from '../../read/visibility.ts';

export interface MessageImage {
  url: string;
  storagePath: string;
  contentType: string;
}

/** Both mailbox copies of a message, linked by mirrorId (spec: stored in both mailboxes). */
export async function insertMessagePair(
  db: Database,
  input: {
    outgoingId: string;
    incomingId: string;
    fromId: string;
    toId: string;
    text: string;
    createdAt: Date;
    image?: MessageImage | null;
    sharedPostId?: string | null;
  },
): Promise<DirectMessage> {
  const { outgoingId, incomingId, fromId, toId, text, createdAt } = input;
  const media = {
    imageUrl: input.image?.url ?? null,
    imageStoragePath: input.image?.storagePath ?? null,
    imageContentType: input.image?.contentType ?? null,
    hasMedia: Boolean(input.image),
    sharedPostId: input.sharedPostId ?? null,
  };
  const rows = await db
    .insert(directMessages)
    .values([
      {
        id: outgoingId,
        ownerId: fromId,
        peerId: toId,
        fromId,
        toId,
        text,
        createdAt,
        read: true,
        direction: 'outgoing',
        mirrorId: incomingId,
        ...media,
      },
      {
        id: incomingId,
        ownerId: toId,
        peerId: fromId,
        fromId,
        toId,
        text,
        createdAt,
        read: false,
        direction: 'incoming',
        mirrorId: outgoingId,
        ...media,
      },
    ])
    .returning();
  // The sender's copy, as the thread would read it back.
  return rows.find((row) => row.id === outgoingId)!;
}

/**
 * A mailbox copy with, for an outgoing one, whether the recipient has read their copy, and
 * whether the post it shares is by someone the owner blocked or who blocked the owner.
 */
export interface MessageRow {
  message: DirectMessage;
  mirrorRead: boolean | null;
  sharedHidden: boolean;
  /** The shared post's author and image thumbnail, for its card (null: no post, or it is gone). */
  shared?: {
    authorId: string | null;
    authorName: string | null;
    authorHandle: string | null;
    thumbUrl: string | null;
    mediaAlt: string | null;
  } | null;
}

const mirror = alias(directMessages, 'mirror');
const sharedPost = alias(posts, 'shared_post');
const sharedAuthor = alias(users, 'shared_author');

// A shared post's preview follows the one visibility rule as a direct read (read/visibility.ts),
// for the mailbox's owner, whenever the message was sent: a banned author, a block either way or
// the owner's hiding report makes it unavailable (the note stays, the post's words do not).
const sharedHidden = sql<boolean>`exists (
  select 1 from ${posts} where ${posts.id} = ${directMessages.sharedPostId}
  and not (${visibleSql(
    {
      viewer: sql`${directMessages.ownerId}`,
      id: posts.id,
      authorId: posts.authorId,
      throttled: true,
    },
    'direct',
  )}))`;

function selectWithMirror(db: Database) {
  return db
    .select({
      message: directMessages,
      mirrorRead: mirror.read,
      sharedHidden,
      shared: {
        authorId: sharedAuthor.id,
        authorName: sharedAuthor.displayName,
        authorHandle: sharedAuthor.handle,
        thumbUrl: sql<string | null>`coalesce(${sharedPost.mediaThumbUrl}, ${sharedPost.mediaUrl})`,
        mediaAlt: sharedPost.mediaAlt,
      },
    })
    .from(directMessages)
    .leftJoin(mirror, eq(mirror.id, directMessages.mirrorId))
    .leftJoin(sharedPost, eq(sharedPost.id, directMessages.sharedPostId))
    .leftJoin(sharedAuthor, eq(sharedAuthor.id, sharedPost.authorId));
}

export async function findOwnMessage(
  db: Database,
  ownerId: string,
  id: string,
): Promise<MessageRow | null> {
  const [row] = await selectWithMirror(db)
    .where(and(eq(directMessages.id, id), eq(directMessages.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** The newest `limit` messages of a thread (older than `before` when given), newest first. */
export async function listThread(
  db: Database,
  ownerId: string,
  peerId: string,
  limit: number,
  before: PageCursor | null,
): Promise<MessageRow[]> {
  return selectWithMirror(db)
    .where(
      and(
        eq(directMessages.ownerId, ownerId),
        eq(directMessages.peerId, peerId),
        pastCursor(directMessages.createdAt, directMessages.id, before),
      ),
    )
    .orderBy(...keysetOrder(directMessages.createdAt, directMessages.id))
    .limit(limit);
}

/** The latest message of each thread in a mailbox, newest thread first, with the peer. */
export async function listThreads(db: Database, ownerId: string, limit: number) {
  const latest = db
    .selectDistinctOn([directMessages.peerId], { id: directMessages.id })
    .from(directMessages)
    .where(eq(directMessages.ownerId, ownerId))
    .orderBy(directMessages.peerId, desc(directMessages.createdAt), desc(directMessages.id))
    .as('latest');
  return db
    .select({
      message: directMessages,
      mirrorRead: mirror.read,
      sharedHidden,
      // Read receipts do not cross a block (either way).
      peerBlocked: sql<boolean>`exists (select 1 from ${blocks} where
        (${blocks.blockerId} = ${directMessages.ownerId} and ${blocks.blockedId} = ${directMessages.peerId})
        or (${blocks.blockerId} = ${directMessages.peerId} and ${blocks.blockedId} = ${directMessages.ownerId}))`,
      peer: {
        id: users.id,
        displayName: users.displayName,
        handle: users.handle,
        themeColor: users.themeColor,
        avatarSmallPath: users.avatarSmallPath,
      },
    })
    .from(latest)
    .innerJoin(directMessages, eq(directMessages.id, latest.id))
    .leftJoin(mirror, eq(mirror.id, directMessages.mirrorId))
    .innerJoin(users, eq(users.id, directMessages.peerId))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(limit);
}

/** Unread incoming messages per thread (the spec's per-thread unread count). */
export async function unreadCountsByPeer(
  db: Database,
  ownerId: string,
  peerIds: string[],
): Promise<Map<string, number>> {
  if (peerIds.length === 0) return new Map();
  const rows = await db
    .select({ peerId: directMessages.peerId, unread: count() })
    .from(directMessages)
    .where(
      and(
        eq(directMessages.ownerId, ownerId),
        inArray(directMessages.peerId, peerIds),
        eq(directMessages.direction, 'incoming'),
        eq(directMessages.read, false),
      ),
    )
    .groupBy(directMessages.peerId);
  return new Map(rows.map((row) => [row.peerId, row.unread]));
}

/** How many threads hold at least one unread incoming message. */
export async function countUnreadThreads(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ threads: sql<number>`count(distinct ${directMessages.peerId})::int` })
    .from(directMessages)
    .where(
      and(
        eq(directMessages.ownerId, ownerId),
        eq(directMessages.direction, 'incoming'),
        eq(directMessages.read, false),
      ),
    );
  return row?.threads ?? 0;
}

/** Marks the thread's incoming unread copies in this mailbox read; returns how many. */
export async function markThreadRead(
  db: Database,
  ownerId: string,
  peerId: string,
): Promise<number> {
  const updated = await db
    .update(directMessages)
    .set({ read: true })
    .where(
      and(
        eq(directMessages.ownerId, ownerId),
        eq(directMessages.peerId, peerId),
        eq(directMessages.direction, 'incoming'),
        eq(directMessages.read, false),
      ),
    )
    .returning({ id: directMessages.id });
  return updated.length;
}

/** Deletes a copy and its mirror together. */
export async function deleteMessagePair(db: Database, id: string, mirrorId: string | null) {
  const ids = mirrorId ? [id, mirrorId] : [id];
  await db.delete(directMessages).where(inArray(directMessages.id, ids));
}

/** True while any copy still points at the image (so the file must stay). */
export async function isImageStillUsed(db: Database, storagePath: string): Promise<boolean> {
  const [row] = await db
    .select({ id: directMessages.id })
    .from(directMessages)
    .where(eq(directMessages.imageStoragePath, storagePath))
    .limit(1);
  return Boolean(row);
}
