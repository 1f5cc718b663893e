import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { blocks } from '../../../db/schema/blocks.ts';
import { follows } from '../../../db/schema/follows.ts';
import { users } from '../../../db/schema/users.ts';
import { keysetOrder, pastCursor, type PageCursor } from '../../read/paging.ts';
import { avatarUrlSql } from '../../read/avatars.ts';
import { visibleSql } from '../../read/visibility.ts';

/** The columns of a person in a list (PersonSummary). */
const personSummaryColumns = {
  id: users.id,
  displayName: users.displayName,
  handle: users.handle,
  headline: users.headline,
  avatarUrl: avatarUrlSql(),
};

export interface BlockStatus {
  blockedByYou: boolean;
  blockedYou: boolean;
}

export async function readBlockStatus(
  db: Database,
  viewerId: string,
  otherId: string,
): Promise<BlockStatus> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    blockedByYou: rows.some((row) => row.blockerId === viewerId),
    blockedYou: rows.some((row) => row.blockerId === otherId),
  };
}

/** A member others can see and act on: exists, not the house account, not banned. */
export async function findVisibleMember(db: Database, memberId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.isSystem, false), eq(users.isBanned, false)))
    .limit(1);
  return row ?? null;
}

/** Blocks and clears follows both ways in one transaction (spec: blocking clears follow state). */
export async function insertBlock(db: Database, blockerId: string, blockedId: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockPair(tx, blockerId, blockedId);
    await tx.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        ),
      );
  });
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function listBlockedMembers(db: Database, blockerId: string) {
  return db
    .select(personSummaryColumns)
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/**
 * Serialises follows and blocks between two members for the rest of the transaction: without
 * it, a follow checked before a concurrent block committed was inserted after the block had
 * cleared the follows, leaving a follow between members who block each other.
 */
async function lockPair(db: Pick<Database, 'execute'>, a: string, b: string) {
  const pair = a < b ? `${a}:${b}` : `${b}:${a}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`graph:${pair}`}, 0))`);
}

/**
 * 'created' now, 'exists' already, or 'blocked' when either member blocks the other. Runs in the
 * caller's transaction (the follow and its notification commit together).
 */
export async function insertFollow(
  tx: Database,
  followerId: string,
  followeeId: string,
  now: Date,
): Promise<'created' | 'exists' | 'blocked'> {
  await lockPair(tx, followerId, followeeId);
  const [blocked] = await tx
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, followerId), eq(blocks.blockedId, followeeId)),
        and(eq(blocks.blockerId, followeeId), eq(blocks.blockedId, followerId)),
      ),
    )
    .limit(1);
  if (blocked) return 'blocked';
  const inserted = await tx
    .insert(follows)
    .values({ followerId, followeeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ followeeId: follows.followeeId });
  return inserted.length > 0 ? 'created' : 'exists';
}

/** True when there was a follow to remove. */
export async function deleteFollow(
  db: Database,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ followeeId: follows.followeeId });
  return removed.length > 0;
}

export async function isFollowing(db: Database, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ followeeId: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

export async function countFollowers(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(follows)
    .where(eq(follows.followeeId, memberId));
  return row?.value ?? 0;
}

export async function countFollowing(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(follows)
    .where(eq(follows.followerId, memberId));
  return row?.value ?? 0;
}

/** The people a member follows, most recently followed first, as the visibility rule allows. */
export async function listFollowedPeople(db: Database, followerId: string, limit: number) {
  return db
    .select(personSummaryColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(
      and(
        eq(follows.followerId, followerId),
        visibleSql({ viewer: followerId, id: users.id, authorId: users.id, throttled: false }),
      ),
    )
    .orderBy(desc(follows.createdAt), asc(users.id))
    .limit(limit);
}

/**
 * A page of a member's followers or of the people they follow, most recently followed first, as
 * the one visibility rule lets the viewer see them (banned, blocked either way and hidden by the
 * viewer's report are absent), with whether the viewer follows each. Reads `limit + 1` rows.
 */
export async function listPeoplePage(
  db: Database,
  viewerId: string,
  memberId: string,
  which: 'followers' | 'following',
  cursor: PageCursor | null,
  limit: number,
) {
  // Followers: rows that point at the member, the person is the follower; following: the reverse.
  const [own, other] =
    which === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  return db
    .select({
      ...personSummaryColumns,
      themeColor: users.themeColor,
      followedAt: follows.createdAt,
      following: sql<boolean>`exists (select 1 from ${follows} vf where vf.follower_id = ${viewerId} and vf.followee_id = ${users.id})`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(own, memberId),
        eq(users.isSystem, false),
        pastCursor(follows.createdAt, users.id, cursor),
        visibleSql({ viewer: viewerId, id: users.id, authorId: users.id, throttled: false }),
      ),
    )
    .orderBy(...keysetOrder(follows.createdAt, users.id))
    .limit(limit + 1);
}

/**
 * The member others can see and act on (as findVisibleMember) with the block status between
 * them and the viewer, in one statement: the checks before a direct message.
 */
export async function findVisibleMemberWithBlocks(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<{ member: typeof users.$inferSelect; status: BlockStatus } | null> {
  let statement = memberWithBlocks.get(db);
  if (!statement) {
    statement = prepareMemberWithBlocks(db);
    memberWithBlocks.set(db, statement);
  }
  const [row] = await statement.execute({ viewer: viewerId, member: memberId });
  if (!row) return null;
  return {
    member: row.member,
    status: { blockedByYou: Boolean(row.blockedByYou), blockedYou: Boolean(row.blockedYou) },
  };
}

/** Prepared once per database: every direct message and share reads its recipient so. */
function prepareMemberWithBlocks(db: Database) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      member: users,
      blockedByYou: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${users.id})`,
      blockedYou: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewer})`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('member')),
        eq(users.isSystem, false),
        eq(users.isBanned, false),
      ),
    )
    .limit(1)
    .prepare('graph_member_with_blocks');
}
const memberWithBlocks = new WeakMap<Database, ReturnType<typeof prepareMemberWithBlocks>>();
