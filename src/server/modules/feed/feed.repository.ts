import { and, desc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  contentIndex,
  contentSafety,
  echoes,
  emotionState,
  events,
  feedSnapshots,
  follows,
  posts,
  saves,
  trendItems,
  users,
  type NewTrendItem,
} from '../../../db/schema/index.ts';
import { notBlockedWith } from '../graph/index.ts';

// The feed's I/O: candidates, hydration, reader signals, snapshots and trend items. Every query
// that returns posts applies the same visibility rule (author not banned, no block either way).

function visibleTo(viewerId: string): SQL {
  return and(eq(users.isBanned, false), notBlockedWith(viewerId, posts.authorId)) as SQL;
}

const textArray = (values: readonly string[]) =>
  sql`${sql.raw('ARRAY[')}${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}${sql.raw(']::text[]')}`;

/** One array parameter rather than one parameter per id: a few hundred ids plan and bind fast. */
const textArrayParam = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

const safetyJson = sql<{
  toxicity: number;
  hatespeech: number;
  disinfo: number;
} | null>`case when ${contentSafety.id} is null then null else json_build_object('toxicity', ${contentSafety.toxicity}, 'hatespeech', ${contentSafety.hatespeech}, 'disinfo', ${contentSafety.disinfo}) end`;

/** Candidate ids from three sources: followed authors, the reader's topics, the community's latest. */
export async function listCandidateIds(
  db: Database,
  viewerId: string,
  since: Date,
  topics: readonly string[],
  limits: { followed: number; topics: number; recent: number },
): Promise<string[]> {
  const followed = db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(
      follows,
      and(eq(follows.followeeId, posts.authorId), eq(follows.followerId, viewerId)),
    )
    .where(gt(posts.createdAt, since))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limits.followed);
  const byTopic =
    topics.length > 0
      ? db
          .select({ id: contentIndex.id })
          .from(contentIndex)
          .where(
            and(
              sql`${contentIndex.topics} && ${textArray(topics)}`,
              gt(contentIndex.createdAt, since),
            ),
          )
          .orderBy(desc(contentIndex.createdAt))
          .limit(limits.topics)
      : Promise.resolve([] as Array<{ id: string }>);
  const recent = db
    .select({ id: posts.id })
    .from(posts)
    .where(gt(posts.createdAt, since))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limits.recent);
  const rows = await Promise.all([followed, byTopic, recent]);
  return [...new Set(rows.flat().map((row) => row.id))];
}

/** Only what scoring needs, for the (up to a few hundred) candidates the viewer may see. */
export async function scoringRows(db: Database, viewerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      authorHandle: users.handle,
      createdAt: posts.createdAt,
      echoes: posts.echoes,
      saves: posts.saves,
      responses: posts.responses,
      views: posts.views,
      emotion: posts.emotion,
      emoVector: posts.emoVector,
      hashtags: posts.hashtags,
      topics: contentIndex.topics,
      hasMedia: sql<boolean>`${posts.mediaStoragePath} is not null`,
      followsAuthor: sql<boolean>`exists (select 1 from ${follows} where ${follows.followeeId} = ${posts.authorId} and ${follows.followerId} = ${viewerId})`,
      safety: safetyJson,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(and(sql`${posts.id} = any(${textArrayParam(ids)})`, visibleTo(viewerId)));
}
export type ScoringRow = Awaited<ReturnType<typeof scoringRows>>[number];

/** Posts with everything ranking and the card need, for the ids the viewer may see. */
export async function hydratePosts(db: Database, viewerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      post: posts,
      authorHandle: users.handle,
      topics: contentIndex.topics,
      hasMedia: contentIndex.hasMedia,
      echoed: sql<boolean>`exists (select 1 from ${echoes} where ${echoes.postId} = ${posts.id} and ${echoes.userId} = ${viewerId})`,
      saved: sql<boolean>`exists (select 1 from ${saves} where ${saves.postId} = ${posts.id} and ${saves.userId} = ${viewerId})`,
      followsAuthor: sql<boolean>`exists (select 1 from ${follows} where ${follows.followeeId} = ${posts.authorId} and ${follows.followerId} = ${viewerId})`,
      safety: safetyJson,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(and(inArray(posts.id, [...ids]), visibleTo(viewerId)));
}
export type HydratedRow = Awaited<ReturnType<typeof hydratePosts>>[number];

/**
 * How many people the viewer follows echoed or saved each post: the followees' marks since the
 * candidate window opened (an index range per followee), counted for the candidates only.
 */
export async function countFolloweeEngagement(
  db: Database,
  viewerId: string,
  ids: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const followees = db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, viewerId));
  const [echoRows, saveRows] = await Promise.all([
    db
      .select({ postId: echoes.postId, userId: echoes.userId })
      .from(echoes)
      .where(and(inArray(echoes.userId, followees), gt(echoes.createdAt, since))),
    db
      .select({ postId: saves.postId, userId: saves.userId })
      .from(saves)
      .where(and(inArray(saves.userId, followees), gt(saves.createdAt, since))),
  ]);
  const wanted = new Set(ids);
  const people = new Map<string, Set<string>>();
  for (const row of [...echoRows, ...saveRows]) {
    if (!wanted.has(row.postId)) continue;
    const set = people.get(row.postId) ?? new Set<string>();
    set.add(row.userId);
    people.set(row.postId, set);
  }
  return new Map([...people.entries()].map(([postId, set]) => [postId, set.size]));
}

/** The reader's recent interactions: the topics and authors of the posts they engaged with. */
export async function readInteractions(db: Database, viewerId: string, limit: number) {
  const recent = db
    .select({ contentId: events.contentId })
    .from(events)
    .where(eq(events.userId, viewerId))
    .orderBy(desc(events.createdAt))
    .limit(limit)
    .as('recent');
  return db
    .select({ authorId: posts.authorId, topics: contentIndex.topics })
    .from(recent)
    .innerJoin(posts, eq(posts.id, recent.contentId))
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id));
}

export async function hasStoredEmotionState(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: emotionState.userId })
    .from(emotionState)
    .where(eq(emotionState.userId, userId))
    .limit(1);
  return rows.length > 0;
}

// ---- Snapshots ----

export async function insertSnapshot(
  db: Database,
  snapshot: { id: string; userId: string; entries: string[]; createdAt: Date },
  expiredBefore: Date,
): Promise<void> {
  await db
    .delete(feedSnapshots)
    .where(
      and(eq(feedSnapshots.userId, snapshot.userId), lt(feedSnapshots.createdAt, expiredBefore)),
    );
  await db.insert(feedSnapshots).values({
    id: snapshot.id,
    userId: snapshot.userId,
    postIds: snapshot.entries,
    createdAt: snapshot.createdAt,
  });
}

export async function findSnapshot(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(feedSnapshots)
    .where(and(eq(feedSnapshots.id, id), eq(feedSnapshots.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function deleteSnapshotsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(feedSnapshots).where(lt(feedSnapshots.createdAt, before));
}

// ---- Trends ----

/** Posts of the trend window with their topics, region, counters, emotion and safety. */
export async function listTrendPosts(db: Database, since: Date) {
  return db
    .select({
      id: posts.id,
      createdAt: posts.createdAt,
      topics: contentIndex.topics,
      region: contentIndex.region,
      echoes: posts.echoes,
      saves: posts.saves,
      responses: posts.responses,
      views: posts.views,
      emoVector: posts.emoVector,
      safety: safetyJson,
    })
    .from(contentIndex)
    .innerJoin(posts, eq(posts.id, contentIndex.id))
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(and(gt(contentIndex.createdAt, since), eq(users.isBanned, false)));
}

/** Stores one ingest's trend items and drops those older than the hot-signal retention. */
export async function saveTrendItems(
  db: Database,
  items: NewTrendItem[],
  retainedSince: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of items)
      await tx
        .insert(trendItems)
        .values(item)
        .onConflictDoUpdate({
          target: [trendItems.topic, trendItems.windowStart],
          set: { volume: item.volume, score: item.score },
        });
    await tx.delete(trendItems).where(lt(trendItems.windowStart, retainedSince));
  });
}

/** The latest ingest's best items. */
export async function listLatestTrends(db: Database, retainedSince: Date, limit: number) {
  const [latest] = await db
    .select({ windowStart: trendItems.windowStart })
    .from(trendItems)
    .where(gt(trendItems.windowStart, retainedSince))
    .orderBy(desc(trendItems.windowStart))
    .limit(1);
  if (!latest) return null;
  return db
    .select({ topic: trendItems.topic, volume: trendItems.volume, score: trendItems.score })
    .from(trendItems)
    .where(eq(trendItems.windowStart, latest.windowStart))
    .orderBy(desc(trendItems.score), desc(trendItems.volume), trendItems.topic)
    .limit(limit);
}

// ---- Suggested people ----

/** Members the viewer might follow: not themselves, not followed, no block either way, active. */
export async function listSuggestionCandidates(db: Database, viewerId: string, since: Date) {
  const postCounts = db
    .select({
      authorId: posts.authorId,
      postCount: sql<number>`count(*)::int`.as('post_count'),
    })
    .from(posts)
    .groupBy(posts.authorId)
    .as('post_counts');
  const recentSafety = db
    .select({
      authorId: posts.authorId,
      toxicity: sql<number>`avg(${contentSafety.toxicity})`.as('toxicity'),
      hatespeech: sql<number>`avg(${contentSafety.hatespeech})`.as('hatespeech'),
      disinfo: sql<number>`avg(${contentSafety.disinfo})`.as('disinfo'),
    })
    .from(posts)
    .innerJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(gt(posts.createdAt, since))
    .groupBy(posts.authorId)
    .as('recent_safety');
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      handle: users.handle,
      firstName: users.firstName,
      lastName: users.lastName,
      tags: users.tags,
      tagsUpdatedAt: users.tagsUpdatedAt,
      postCount: sql<number>`coalesce(${postCounts.postCount}, 0)::int`,
      toxicity: recentSafety.toxicity,
      hatespeech: recentSafety.hatespeech,
      disinfo: recentSafety.disinfo,
    })
    .from(users)
    .leftJoin(postCounts, eq(postCounts.authorId, users.id))
    .leftJoin(recentSafety, eq(recentSafety.authorId, users.id))
    .where(
      and(
        ne(users.id, viewerId),
        eq(users.isSystem, false),
        eq(users.isBanned, false),
        sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
        notBlockedWith(viewerId, users.id),
      ),
    );
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
  const recent = await db
    .select({ content: posts.content })
    .from(posts)
    .where(eq(posts.authorId, userId))
    .orderBy(desc(posts.createdAt))
    .limit(recentPosts);
  return { ...user, recentPosts: recent.map((row) => row.content).filter(Boolean) };
}

// ---- Highlight ----

/** The most recent posts the viewer may see, with their counters, emotion and safety. */
export async function listHighlightCandidates(db: Database, viewerId: string, limit: number) {
  return db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      authorName: posts.authorName,
      content: posts.content,
      createdAt: posts.createdAt,
      mediaUrl: posts.mediaUrl,
      echoes: posts.echoes,
      saves: posts.saves,
      responses: posts.responses,
      views: posts.views,
      emotion: posts.emotion,
      emoVector: posts.emoVector,
      safety: safetyJson,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(visibleTo(viewerId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/** One post's signals (topics and emotion) for its highlight card. */
export async function findPostSignals(db: Database, postId: string) {
  const [row] = await db
    .select({ topics: contentIndex.topics, hashtags: posts.hashtags, emotion: posts.emotion })
    .from(posts)
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .where(eq(posts.id, postId))
    .limit(1);
  return row ?? null;
}
