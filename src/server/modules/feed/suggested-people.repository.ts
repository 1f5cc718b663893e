import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { avatarUrlSql } from '../../read/avatars.ts';
import type { Database } from '../../../db/client.ts';
import {
  follows,
  posts,
  suggestedPeople,
  users,
  type StoredSuggestion,
} from '../../../db/schema/index.ts';
import { visibleSql } from '../../read/visibility.ts';

// Suggested people's queries: the feed module owns suggested_people (src/server/table-owners.ts).

/** Whom the viewer may be suggested: not themselves, not a system account, not followed, visible. */
const eligibleFor = (viewerId: string) =>
  and(
    ne(users.id, viewerId),
    eq(users.isSystem, false),
    sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
    visibleSql({ viewer: viewerId, id: users.id, authorId: users.id, throttled: false }),
  );

/** Every member the viewer might follow (the job ranks them with `listAuthorStats`). */
export async function listSuggestionCandidates(db: Database, viewerId: string) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      handle: users.handle,
      firstName: users.firstName,
      lastName: users.lastName,
      tags: users.tags,
      tagsUpdatedAt: users.tagsUpdatedAt,
    })
    .from(users)
    .where(eligibleFor(viewerId));
}

export async function findTaggingFacts(db: Database, userId: string, recentPosts: number) {
  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      tags: users.tags,
      tagsUpdatedAt: users.tagsUpdatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const recent =
    recentPosts === 0
      ? []
      : await db
          .select({ content: posts.content })
          .from(posts)
          .where(eq(posts.authorId, userId))
          .orderBy(desc(posts.createdAt))
          .limit(recentPosts);
  return { ...user, recentPosts: recent.map((row) => row.content).filter(Boolean) };
}

export async function upsertSuggestions(
  db: Database,
  memberId: string,
  people: StoredSuggestion[],
  computedAt: Date,
): Promise<void> {
  await db
    .insert(suggestedPeople)
    .values({ memberId, people, computedAt })
    .onConflictDoUpdate({ target: suggestedPeople.memberId, set: { people, computedAt } });
}

/** The member's stored list, or null before the job first ranked it. */
export async function findSuggestions(
  db: Database,
  memberId: string,
): Promise<StoredSuggestion[] | null> {
  const [row] = await db
    .select({ people: suggestedPeople.people })
    .from(suggestedPeople)
    .where(eq(suggestedPeople.memberId, memberId))
    .limit(1);
  return row?.people ?? null;
}

/** Members whose stored list was ranked before `before`, oldest first (the periodic refresh). */
export async function listStaleSuggestionMembers(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ memberId: suggestedPeople.memberId })
    .from(suggestedPeople)
    .where(lt(suggestedPeople.computedAt, before))
    .orderBy(asc(suggestedPeople.computedAt))
    .limit(limit);
  return rows.map((row) => row.memberId);
}

const personColumns = {
  id: users.id,
  displayName: users.displayName,
  handle: users.handle,
  tags: users.tags,
  avatarUrl: avatarUrlSql(),
};

/** Of these members, those the viewer may be suggested now (the rule at read time). */
export async function findEligiblePeople(db: Database, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.id, ids), eligibleFor(viewerId)));
}

/**
 * The cheap list for a member the job has not ranked yet: the most followed members they may
 * be suggested (an index-only count over follows, no scan of posts).
 */
export async function listPopularPeople(db: Database, viewerId: string, limit: number) {
  const followers = db
    .select({ followeeId: follows.followeeId, followers: count().as('followers') })
    .from(follows)
    .groupBy(follows.followeeId)
    .as('followers');
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(followers, eq(followers.followeeId, users.id))
    .where(eligibleFor(viewerId))
    .orderBy(sql`coalesce(${followers.followers}, 0) desc`, asc(users.displayName), asc(users.id))
    .limit(limit);
}

/** Post counts of a few members (the fallback's reasons). */
export async function countPostsOf(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ authorId: posts.authorId, posts: count() })
    .from(posts)
    .where(inArray(posts.authorId, ids))
    .groupBy(posts.authorId);
  return new Map(rows.map((row) => [row.authorId, row.posts]));
}
