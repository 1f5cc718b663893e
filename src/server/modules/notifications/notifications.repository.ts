import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notificationSettings } from '../../../db/schema/notification-settings.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { posts } from '../../../db/schema/posts.ts';
import { newId } from '../../lib/ids.ts';
import { visibleSql } from '../../read/visibility.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  actorId?: string | null;
  createdAt: Date;
}

export async function insertNotification(
  db: Database,
  notification: NewNotification,
): Promise<string> {
  const id = newId();
  await db.insert(notifications).values({ id, ...notification });
  return id;
}

/**
 * The member's notifications whose actor the one visibility rule lets them see (no block either
 * way, not banned, not hidden by their report), even if written before the rule applied.
 */
function ownVisible(userId: string) {
  const actor = notifications.actorId;
  return and(
    eq(notifications.userId, userId),
    or(isNull(actor), visibleSql({ viewer: userId, id: actor, authorId: actor, throttled: false })),
  );
}

export async function listNotifications(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(ownVisible(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownVisible(userId), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read what one member's actions of these kinds told this member. */
export async function markReadFromActor(
  db: Database,
  userId: string,
  actorId: string,
  kinds: string[],
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.actorId, actorId),
        inArray(notifications.kind, kinds),
        eq(notifications.read, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markOneRead(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function readSettings(db: Database, userId: string) {
  return db
    .select({ kind: notificationSettings.kind, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
}

export async function isKindDisabled(db: Database, userId: string, kind: string) {
  const [row] = await db
    .select({ enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)))
    .limit(1);
  return row?.enabled === false;
}

export async function writeSettings(
  db: Database,
  userId: string,
  settings: ReadonlyArray<{ kind: string; enabled: boolean }>,
) {
  for (const { kind, enabled } of settings)
    await db
      .insert(notificationSettings)
      .values({ userId, kind, enabled })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { enabled },
      });
}

/** The author and opening of a post, to tell them who echoed, saved or commented on it. */
export async function findPostForNotice(db: Database, postId: string) {
  const [row] = await db
    .select({ authorId: posts.authorId, content: posts.content })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row ?? null;
}
