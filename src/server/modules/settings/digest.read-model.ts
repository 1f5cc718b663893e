import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { consents, follows, posts, users } from '../../../db/schema/index.ts';

// The weekly digest's read model: a member's week in posts, moods and new followers.

export interface DigestFacts {
  member: { id: string; email: string; displayName: string; interfaceLanguage: string | null };
  tracking: boolean;
  posts: { emotion: string | null; echoes: number; saves: number; responses: number }[];
  newFollowers: { id: string; displayName: string; handle: string }[];
}

/** Ours: the most new followers a digest names. */
export const DIGEST_FOLLOWERS_SHOWN = 10;

export async function readDigestFacts(
  db: Database,
  memberId: string,
  since: Date,
): Promise<DigestFacts | null> {
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      interfaceLanguage: users.interfaceLanguage,
      weeklyDigest: users.weeklyDigest,
      isBanned: users.isBanned,
      tracking: consents.emotionTracking,
    })
    .from(users)
    .leftJoin(consents, eq(consents.userId, users.id))
    .where(eq(users.id, memberId))
    .limit(1);
  // Turned the digest off (or was banned) since the week's run was queued: nothing to send.
  if (!member || !member.weeklyDigest || member.isBanned) return null;
  const weekPosts = await db
    .select({
      emotion: posts.emotion,
      echoes: posts.echoes,
      saves: posts.saves,
      responses: posts.responses,
    })
    .from(posts)
    .where(and(eq(posts.authorId, memberId), gte(posts.createdAt, since)));
  const newFollowers = await db
    .select({ id: users.id, displayName: users.displayName, handle: users.handle })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(and(eq(follows.followeeId, memberId), gte(follows.createdAt, since)))
    .orderBy(desc(follows.createdAt));
  return {
    member: {
      id: member.id,
      email: member.email,
      displayName: member.displayName,
      interfaceLanguage: member.interfaceLanguage,
    },
    tracking: member.tracking !== false,
    posts: weekPosts,
    newFollowers,
  };
}
