import { and, desc, eq, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { avatarUrlSql } from '../../read/avatars.ts';
import { preparedSql } from '../../../db/prepared.ts';
import type { Database } from '../../../db/client.ts';
import { blocks } from '../../../db/schema/blocks.ts';
import { mutes } from '../../../db/schema/mutes.ts';
import { comments } from '../../../db/schema/comments.ts';
import { notificationSettings } from '../../../db/schema/notification-settings.ts';
import { notificationAtSql, notifications } from '../../../db/schema/notifications.ts';
import { posts } from '../../../db/schema/posts.ts';
import { users } from '../../../db/schema/users.ts';
import {
  GROUPED_NOTIFICATION_KINDS,
  NOTIFICATION_GROUP_WINDOW_SECONDS,
  withGroupKey,
} from '../../../domain/notifications/grouping.ts';
import { newId } from '../../lib/ids.ts';
import type { PageCursor } from '../../read/paging.ts';
import { visibleSql } from '../../read/visibility.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  actorId?: string | null;
  /** What the web app words the notice from in the member's language (issue 27). */
  params?: Record<string, string> | null;
  createdAt: Date;
}

export async function insertNotification(
  db: Database,
  notification: NewNotification,
): Promise<string> {
  const id = newId();
  await db
    .insert(notifications)
    .values(withGroupKey({ id, ...notification, actorId: notification.actorId ?? null }));
  return id;
}

/** The notifications table or an alias of it. */
interface NotificationsTable {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  actorId: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * The member's notifications whose actor the one visibility rule lets them see (no block either
 * way, not banned, not hidden by their report, not muted), even if written before the rule applied.
 */
function ownVisible(userId: string, table: NotificationsTable = notifications) {
  const actor = table.actorId;
  return and(
    eq(table.userId, userId),
    or(isNull(actor), visibleSql({ viewer: userId, id: actor, authorId: actor, throttled: false })),
  );
}

/** The list's position of a row, (time at the millisecond, id), as the indexes hold it. */
const positionOf = (table: NotificationsTable) =>
  sql`(${notificationAtSql(table.createdAt)}, ${table.id})`;

/** The list's order, newest first: an index range of notifications_user_id_at_id_idx. */
const newestFirst = (table: NotificationsTable) => [
  desc(notificationAtSql(table.createdAt)),
  desc(table.id),
];

const kindList = (target: 'link' | 'recipient') =>
  sql.raw(
    Object.entries(GROUPED_NOTIFICATION_KINDS)
      .filter(([, of]) => of === target)
      .map(([kind]) => `'${kind}'`)
      .join(', '),
  );

/**
 * The group a notification row belongs to, over the table or an alias of it: the SQL rendering
 * of groupKeyOf (domain/notifications/grouping.ts), which the integration tests pin down. Every
 * insert stores the key (`group_key`); this renders it for rows written in bulk (the seed).
 */
export function groupKeySql(table = 'notifications'): SQL {
  const column = (name: string) => sql.raw(`"${table}"."${name}"`);
  const day = sql`(floor(extract(epoch from ${column('created_at')}) / ${sql.raw(
    String(NOTIFICATION_GROUP_WINDOW_SECONDS),
  )})::bigint)::text`;
  return sql`(case
    when ${column('actor_id')} is not null and ${column('kind')} in (${kindList('link')})
      then ${column('kind')} || ':' || coalesce(${column('link')}, '') || ':' || ${day}
    when ${column('actor_id')} is not null and ${column('kind')} in (${kindList('recipient')})
      then ${column('kind')} || '::' || ${day}
    else 'one:' || ${column('id')} end)`;
}

const newer = alias(notifications, 'newer');

/**
 * A page of notification groups, newest group first (by each group's newest visible row) from
 * the cursor on: reads `limit + 1` group heads. The cursor is the last head shown, so a group is
 * on one page only: a new row joining a group lifts it above the cursor, never onto two pages.
 * A head is a visible row with no newer visible row in its group: the member's rows are walked
 * newest first from the cursor (one index range), each checked against its group's newer rows
 * (one probe of notifications_user_id_group_at_id_idx), until `limit + 1` heads are found.
 */
export async function listGroupHeads(
  db: Database,
  userId: string,
  cursor: PageCursor | null,
  limit: number,
) {
  const past = cursor
    ? sql`${positionOf(notifications)} < (${cursor.createdAt.toISOString()}::timestamptz at time zone 'UTC', ${cursor.id}::text)`
    : undefined;
  return db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      groupKey: notifications.groupKey,
    })
    .from(notifications)
    .where(
      and(
        ownVisible(userId),
        past,
        notExists(
          db
            .select({ one: sql`1` })
            .from(newer)
            .where(
              and(
                eq(newer.userId, userId),
                eq(newer.groupKey, notifications.groupKey),
                sql`${positionOf(newer)} > ${positionOf(notifications)}`,
                ownVisible(userId, newer),
              ),
            ),
        ),
      ),
    )
    .orderBy(...newestFirst(notifications))
    .limit(limit + 1);
}

/** Every visible row of these groups, newest first, with its actor's face. */
export async function listGroupRows(db: Database, userId: string, groupKeys: string[]) {
  if (groupKeys.length === 0) return [];
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      params: notifications.params,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
      actorId: notifications.actorId,
      groupKey: notifications.groupKey,
      actorName: users.displayName,
      actorHandle: users.handle,
      actorColor: users.themeColor,
      actorAvatarUrl: avatarUrlSql(),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(ownVisible(userId), inArray(notifications.groupKey, groupKeys)))
    .orderBy(...newestFirst(notifications));
}

/**
 * Unread notification groups (what the list shows unread), not rows. The rule is decided once
 * per actor rather than once per row: a member with thousands of unread rows has at most a few
 * hundred distinct actors (the unread rows come from notifications_unread_idx alone).
 */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const actor = sql`unread_actor.actor_id`;
  const result = (await db.execute(sql`
    with unread as materialized (
      select ${notifications.groupKey} as group_key, ${notifications.actorId} as actor_id
      from ${notifications}
      where ${notifications.userId} = ${userId} and ${notifications.read} = false)
    select count(distinct unread.group_key)::int as unread from unread
    where unread.actor_id is null or unread.actor_id in (
      select ${actor} from (select distinct actor_id from unread where actor_id is not null)
        as unread_actor
      where ${visibleSql({ viewer: userId, id: actor, authorId: actor, throttled: false })})`)) as unknown as {
    rows: Array<{ unread: number }>;
  };
  return Number(result.rows[0]?.unread ?? 0);
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks read one notification and the rest of its group (the member's own rows only); counts
 * the group's rows, as marking one counted it even when it was already read.
 */
export async function markGroupRead(db: Database, userId: string, id: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.groupKey} = (select "one"."group_key" from ${notifications} as "one"
          where "one"."id" = ${id} and "one"."user_id" = ${userId})`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
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

/** A comment's text, to quote it in a reply's or mention's notice. */
export async function findCommentForNotice(db: Database, commentId: string) {
  const [row] = await db
    .select({ text: comments.text })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row ?? null;
}

/** A notice from a member, its body a `format()` template over the actor's name and handle. */
export interface MemberNotice {
  userId: string;
  actorId: string;
  kind: string;
  title: string;
  /** `%1$s` is the actor's display name, `%2$s` their handle; a literal % is written %%. */
  bodyFormat: string;
  link: string;
  /** Words besides the actor's name and handle (which the insert adds): a quote, a place. */
  params?: Record<string, string>;
  createdAt: Date;
}

/**
 * Writes a member's notice in one statement, or nothing: not to yourself, not when the recipient
 * turned the kind off, not across a block either way, not from a member the recipient muted
 * (silently: the actor's action succeeds as usual), not from an account that is gone. Runs in
 * the transaction of the action that causes it (the events outbox). Returns the new id or null.
 */
export async function insertMemberNotice(
  db: Database,
  notice: MemberNotice,
): Promise<string | null> {
  const id = newId();
  const { userId, actorId, kind } = notice;
  const { groupKey } = withGroupKey({
    id,
    kind,
    link: notice.link,
    actorId,
    createdAt: notice.createdAt,
  });
  const [row] = await memberNoticeStatement.run(db, {
    id,
    userId,
    actorId,
    kind,
    title: notice.title,
    bodyFormat: notice.bodyFormat,
    params: JSON.stringify(notice.params ?? {}),
    link: notice.link,
    createdAt: notice.createdAt.toISOString(),
    groupKey,
  });
  return row?.id ?? null;
}

// A named statement: every echo, save, comment and follow writes one (its planning cost more
// than running it).
const memberNoticeStatement = preparedSql<{ id: string }>('insert_member_notice', () => {
  const userId = sql.placeholder('userId');
  const kind = sql.placeholder('kind');
  return sql`
    insert into ${notifications}
      (id, user_id, actor_id, kind, title, body, params, link, read, created_at, group_key)
    select ${sql.placeholder('id')}, ${userId}, a.id, ${kind}, ${sql.placeholder('title')},
      format(${sql.placeholder('bodyFormat')}, a.display_name, a.handle),
      jsonb_build_object('name', a.display_name, 'handle', a.handle)
        || ${sql.placeholder('params')}::jsonb,
      ${sql.placeholder('link')}, false,
      ${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('groupKey')}
    from ${users} a
    where a.id = ${sql.placeholder('actorId')} and a.id <> ${userId}
      and not exists (
        select 1 from ${notificationSettings} s
        where s.user_id = ${userId} and s.kind = ${kind} and s.enabled = false)
      and not exists (
        select 1 from ${blocks} b
        where (b.blocker_id = ${userId} and b.blocked_id = a.id)
           or (b.blocker_id = a.id and b.blocked_id = ${userId}))
      and not exists (
        select 1 from ${mutes} m where m.muter_id = ${userId} and m.muted_id = a.id)
    returning id`;
});
