import { and, asc, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
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
 * order, so a stream that has sent id N can never later find an N-1. One statement takes every
 * member's lock in sorted order (no two writers wait on each other crosswise), one inserts.
 */
export async function appendLiveEvents(
  tx: Database,
  rows: NewLiveEvent[],
  createdAt: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const members = [...new Set(rows.map((row) => row.userId))].sort();
  const locks = members.map(
    (member) => sql`pg_advisory_xact_lock(hashtextextended(${`live:${member}`}, 0))`,
  );
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
  await tx.insert(liveEvents).values(rows.map((row) => ({ ...row, createdAt })));
}

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
