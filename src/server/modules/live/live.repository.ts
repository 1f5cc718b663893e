import { and, asc, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import type { StagedNotification } from '../../events/transports.ts';
import { blocks } from '../../../db/schema/blocks.ts';
import { liveEvents } from '../../../db/schema/live-events.ts';

export interface NewLiveEvent {
  userId: string;
  kind: string;
  data: Record<string, unknown>;
}

/**
 * Appends rows inside the caller's transaction (the action that caused them: the events outbox),
 * last in it: a per-member advisory lock held until commit makes a member's rows commit in id
 * order, so a stream that has sent id N can never later find an N-1. One statement: it takes
 * every member's lock in sorted order (no two writers wait on each other crosswise), and only
 * then, because every row is joined to the locks' one row, draws the rows' ids and inserts them.
 * Given the transaction's NOTIFY, the same statement sends it, and the answer is true.
 */
export async function appendLiveEvents(
  tx: Database,
  rows: NewLiveEvent[],
  createdAt: Date,
  notification: StagedNotification | null = null,
): Promise<boolean> {
  if (rows.length === 0) return false;
  const members = [...new Set(rows.map((row) => row.userId))].sort();
  const values: Record<string, unknown> = { createdAt: createdAt.toISOString() };
  members.forEach((member, n) => (values[`lock${n}`] = `live:${member}`));
  rows.forEach((row, n) => {
    values[`user${n}`] = row.userId;
    values[`kind${n}`] = row.kind;
    values[`data${n}`] = JSON.stringify(row.data);
  });
  if (notification) {
    values.channel = notification.channel;
    values.payloads = notification.payloads;
  }
  // Named by shape (members locked, rows written, NOTIFY or not): a message is 2 and 2.
  await appendStatement.run(
    tx,
    values,
    `${members.length}x${rows.length}${notification ? 'n' : ''}`,
  );
  return notification !== null;
}

const appendStatement = preparedSql<unknown, `${number}x${number}${'' | 'n'}`>(
  'append_live',
  (variant) => {
    const notify = variant.endsWith('n');
    const [members, rows] = variant.replace('n', '').split('x').map(Number) as [number, number];
    const locks = Array.from(
      { length: members },
      (_, n) => sql`pg_advisory_xact_lock(hashtextextended(${sql.placeholder(`lock${n}`)}, 0))`,
    );
    // The ordinal keeps the rows' ids in the order given (a message before its notice).
    const values = Array.from(
      { length: rows },
      (_, n) =>
        sql`(${sql.raw(String(n))}, ${sql.placeholder(`user${n}`)}, ${sql.placeholder(`kind${n}`)}, ${sql.placeholder(`data${n}`)}::jsonb)`,
    );
    const insert = sql`insert into ${liveEvents} (user_id, kind, data, created_at)
      select v.user_id, v.kind, v.data, ${sql.placeholder('createdAt')}::timestamptz
      from locked, (values ${sql.join(values, sql`, `)}) as v(n, user_id, kind, data)
      order by v.n`;
    const locked = sql`locked as materialized (select ${sql.join(locks, sql`, `)})`;
    if (!notify) return sql`with ${locked} ${insert}`;
    // A volatile function in a subquery is run for every row it reads, counted or not.
    return sql`with ${locked}, inserted as (${insert} returning 1)
      select (select count(*) from inserted) as inserted,
        (select count(*) from (select pg_notify(${sql.placeholder('channel')}, p)
          from unnest(${sql.placeholder('payloads')}::text[]) as p) as notified) as notified`;
  },
);

export async function listLiveEventsAfter(
  db: Database,
  userId: string,
  afterId: number,
  limit: number,
) {
  return db
    .select({ id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

export async function latestLiveEventId(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return Number(row?.id ?? 0);
}

export async function pruneLiveEvents(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  return rows.length;
}

/** Members this one blocked or was blocked by (their new posts are not announced). */
export async function blockedEitherWay(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId));
}
