// Grouped notifications (issue 28, docs/decisions.md "Grouped notifications"): "Elif and 3
// others echoed your post". Rows of a groupable kind about the same target, from a member, in
// the same UTC day form one group; every other row is a group of its own. The key is decided
// by the row alone (never by its neighbours or its read state), so a new notification can join
// or start a group but never splits or merges older ones, and keyset paging over groups neither
// splits a group across pages nor shows one twice.

/** Kinds that group, and what their target is: the post (the link) or the member themselves. */
export const GROUPED_NOTIFICATION_KINDS = {
  echo: 'link',
  save: 'link',
  comment: 'link',
  follow: 'recipient',
} as const satisfies Record<string, 'link' | 'recipient'>;

/** One UTC day, in seconds: notifications of a group fall within the same day. */
export const NOTIFICATION_GROUP_WINDOW_SECONDS = 86_400;

/** How many of a group's members are drawn (avatars). */
export const NOTIFICATION_GROUP_FACES = 3;

export interface GroupKeyFacts {
  id: string;
  kind: string;
  link: string | null;
  actorId: string | null;
  createdAt: Date;
}

/**
 * The group a row belongs to, stored with the row (`group_key`); the SQL rendering is
 * groupKeySql (notifications.repository), for rows written in bulk (the seed).
 */
export function groupKeyOf(row: GroupKeyFacts): string {
  const target =
    GROUPED_NOTIFICATION_KINDS[row.kind as keyof typeof GROUPED_NOTIFICATION_KINDS] ?? null;
  if (!target || !row.actorId) return `one:${row.id}`;
  const day = Math.floor(row.createdAt.getTime() / 1000 / NOTIFICATION_GROUP_WINDOW_SECONDS);
  return `${row.kind}:${target === 'link' ? (row.link ?? '') : ''}:${day}`;
}

/** The row with its group key, as every insert writes it (the `group_key` column). */
export function withGroupKey<Row extends GroupKeyFacts>(row: Row): Row & { groupKey: string } {
  return { ...row, groupKey: groupKeyOf(row) };
}

export interface GroupableRow<Actor> {
  id: string;
  groupKey: string;
  read: boolean;
  createdAt: Date;
  actorId: string | null;
  actor: Actor | null;
}

export interface NotificationGroup<Row, Actor> {
  /** The newest row: its id, text, link and time stand for the group. */
  head: Row;
  /** Every row of the group, newest first (marking read marks them all). */
  ids: string[];
  /** Read only when every row is. */
  read: boolean;
  /** The newest distinct members, at most NOTIFICATION_GROUP_FACES. */
  actors: Actor[];
  /** Distinct members in the group (one who echoed twice counts once). */
  actorCount: number;
}

/**
 * Gathers rows (newest first) into their groups, in the order of their newest rows. Rows whose
 * actor is hidden must already be gone: a group of only hidden actors then never appears.
 */
export function groupNotifications<Row extends GroupableRow<unknown>>(
  rows: readonly Row[],
): Array<NotificationGroup<Row, NonNullable<Row['actor']>>> {
  type Actor = NonNullable<Row['actor']>;
  const groups = new Map<string, NotificationGroup<Row, Actor> & { seen: Set<string> }>();
  for (const row of rows) {
    let group = groups.get(row.groupKey);
    if (!group) {
      group = { head: row, ids: [], read: true, actors: [], actorCount: 0, seen: new Set() };
      groups.set(row.groupKey, group);
    }
    group.ids.push(row.id);
    if (!row.read) group.read = false;
    if (row.actorId && !group.seen.has(row.actorId)) {
      group.seen.add(row.actorId);
      group.actorCount += 1;
      if (row.actor && group.actors.length < NOTIFICATION_GROUP_FACES)
        group.actors.push(row.actor as Actor);
    }
  }
  return [...groups.values()].map(({ seen: _seen, ...group }) => group);
}
