import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  accounts,
  auditLogs,
  blocks,
  circadianProfile,
  comments,
  consents,
  directMessages,
  echoes,
  emotionState,
  events,
  feedback,
  follows,
  inviteCodes,
  notifications,
  posts,
  saves,
  sessions,
  stats,
  uploads,
  users,
} from '../../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { USER_COUNT_KEY } from '../house/house.repository.ts';

export async function findLiveSession(db: Database, sessionId: string, userId: string, now: Date) {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows[0]?.password ?? null;
}

/** Everything Lorien stores about one member, for the export (spec: account rights). */
export async function collectMemberData(db: Database, userId: string) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  const [
    memberPosts,
    memberComments,
    memberEchoes,
    memberSaves,
    following,
    followers,
    memberBlocks,
    messages,
    memberNotifications,
    memberEvents,
    state,
    circadian,
    memberConsents,
    invites,
    invited,
    memberFeedback,
    files,
    memberSessions,
  ] = await Promise.all([
    db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(asc(posts.createdAt)),
    db
      .select()
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt)),
    db.select().from(echoes).where(eq(echoes.userId, userId)),
    db.select().from(saves).where(eq(saves.userId, userId)),
    db.select().from(follows).where(eq(follows.followerId, userId)),
    db.select().from(follows).where(eq(follows.followeeId, userId)),
    db.select().from(blocks).where(eq(blocks.blockerId, userId)),
    db
      .select()
      .from(directMessages)
      .where(eq(directMessages.ownerId, userId))
      .orderBy(asc(directMessages.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(events).where(eq(events.userId, userId)).orderBy(asc(events.createdAt)),
    db.select().from(emotionState).where(eq(emotionState.userId, userId)),
    db.select().from(circadianProfile).where(eq(circadianProfile.userId, userId)),
    db.select().from(consents).where(eq(consents.userId, userId)),
    db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.ownerId, userId))
      .orderBy(asc(inviteCodes.createdAt)),
    db
      .select({ uid: users.id, displayName: users.displayName, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.referrerUid, userId)),
    db.select().from(feedback).where(eq(feedback.userId, userId)),
    db.select().from(uploads).where(eq(uploads.ownerId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);
  return {
    profile,
    posts: memberPosts,
    comments: memberComments,
    echoes: memberEchoes,
    saves: memberSaves,
    follows: { following, followers },
    blocks: memberBlocks,
    messages,
    notifications: memberNotifications,
    events: memberEvents,
    emotionState: state[0] ?? null,
    circadianProfile: circadian[0] ?? null,
    consents: memberConsents[0] ?? null,
    invites: { codes: invites, invited },
    feedback: memberFeedback,
    uploads: files,
    sessions: memberSessions,
  };
}

export async function listStoredFiles(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ path: uploads.path, thumbPath: uploads.thumbPath })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  return rows.flatMap((row) => (row.thumbPath ? [row.path, row.thumbPath] : [row.path]));
}

/**
 * Removes the member and everything they own in one transaction. Counters on other members'
 * posts that this member's echoes, saves and comments contributed to are taken back first;
 * the foreign keys then cascade to every owned row, including the copies of their messages
 * in other members' mailboxes (docs/decisions.md).
 */
export async function deleteMember(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const echoed = tx
      .select({ postId: echoes.postId })
      .from(echoes)
      .where(eq(echoes.userId, userId));
    await tx
      .update(posts)
      .set({ echoes: sql`greatest(${posts.echoes} - 1, 0)` })
      .where(inArray(posts.id, echoed));
    const saved = tx.select({ postId: saves.postId }).from(saves).where(eq(saves.userId, userId));
    await tx
      .update(posts)
      .set({ saves: sql`greatest(${posts.saves} - 1, 0)` })
      .where(inArray(posts.id, saved));
    await tx.execute(sql`
      update ${posts} set responses = greatest(${posts.responses} - c.n, 0)
      from (select ${comments.postId} as post_id, count(*)::int as n from ${comments}
            where ${comments.authorId} = ${userId} group by ${comments.postId}) c
      where ${posts.id} = c.post_id`);
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx
      .delete(directMessages)
      .where(or(eq(directMessages.fromId, userId), eq(directMessages.toId, userId)));
    const deleted = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.isSystem, false)))
      .returning({ id: users.id });
    if (deleted.length === 0) return false;
    await tx
      .update(stats)
      .set({ count: sql`greatest(${stats.count} - 1, 0)`, lastUpdated: now })
      .where(eq(stats.key, USER_COUNT_KEY));
    // No member id in the log: the point is that nothing of theirs remains.
    await tx.insert(auditLogs).values({
      id: newId(),
      actorKind: 'member',
      action: 'account.deleted',
      createdAt: now,
    });
    return true;
  });
}
