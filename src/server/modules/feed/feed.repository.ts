import { and, desc, eq, gt, inArray, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { namedQuery } from '../../../db/prepared.ts';
import { DEFAULT_CONSENTS } from '../../../shared/constants.ts';
import {
  blocks,
  contentIndex,
  contentSafety,
  echoes,
  feedSnapshots,
  follows,
  posts,
  saves,
  trendItems,
  users,
  type NewTrendItem,
} from '../../../db/schema/index.ts';
import { notBlockedWith } from '../graph/index.ts';
import { postCardColumns } from '../posts/index.ts';

// The feed's I/O: candidates, hydration, reader signals, snapshots and trend items. Every query
// that returns posts applies the same visibility rule (author not banned, no block either way).

function visibleTo(viewerId: string | Placeholder): SQL {
  return and(eq(users.isBanned, false), notBlockedWith(viewerId, posts.authorId)) as SQL;
}

const safetyJson = sql<{
  toxicity: number;
  hatespeech: number;
  disinfo: number;
} | null>`case when ${contentSafety.id} is null then null else json_build_object('toxicity', ${contentSafety.toxicity}, 'hatespeech', ${contentSafety.hatespeech}, 'disinfo', ${contentSafety.disinfo}) end`;

// One round trip for the reader's side of the candidates: the newest posts of each followed
// author (an index range per author, at most $3 each, $4 in all), then posts on the reader's
// topics ($5, at most $6; none when the reader has no topics yet).
const readerCandidates = namedQuery<{ id: string; part: number }>(
  'feed_reader_candidates',
  `(select p.id, 1 as part from follows f
    cross join lateral (
      select id, created_at from posts
      where author_id = f.followee_id and created_at > $2
      order by created_at desc limit $3
    ) p
    where f.follower_id = $1
    order by p.created_at desc, p.id desc
    limit $4)
   union all
   (select id, 2 from content_index
    where cardinality($5::text[]) > 0 and topics && $5::text[] and created_at > $2
    order by created_at desc limit $6)`,
);

/**
 * Candidate ids from the reader's side: followed authors' newest posts first, then posts on the
 * reader's topics. The community's newest posts are the same for everyone: `listRecentIds`.
 */
export async function listCandidateIds(
  db: Database,
  viewerId: string,
  since: Date,
  topics: readonly string[],
  limits: { followed: number; topics: number; perAuthor: number },
): Promise<string[]> {
  const rows = await readerCandidates.run(db, [
    viewerId,
    since,
    limits.perAuthor,
    limits.followed,
    [...topics],
    limits.topics,
  ]);
  // Followed authors first whatever order the Append node returns: the list is cut at the end.
  rows.sort((a, b) => a.part - b.part);
  return [...new Set(rows.map((row) => row.id))];
}

/** The community's newest post ids since the window opened (the same for every reader). */
export async function listRecentIds(db: Database, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(gt(posts.createdAt, since))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface ReaderRelations {
  followees: Set<string>;
  /** Members blocked by, or blocking, the reader. */
  blocked: Set<string>;
  emotionTracking: boolean;
}

const relationsOf = namedQuery<{ kind: string; id: string }>(
  'feed_reader_relations',
  `select 'f' as kind, followee_id as id from follows where follower_id = $1
   union all select 'b', blocked_id from blocks where blocker_id = $1
   union all select 'b', blocker_id from blocks where blocked_id = $1
   union all select 'c', case when emotion_tracking then 'on' else 'off' end
     from consents where user_id = $1`,
);

/** Who the reader follows, blocks either way and their tracking consent: one round trip. */
export async function readRelations(db: Database, viewerId: string): Promise<ReaderRelations> {
  const relations: ReaderRelations = {
    followees: new Set(),
    blocked: new Set(),
    emotionTracking: DEFAULT_CONSENTS.emotionTracking,
  };
  for (const row of await relationsOf.run(db, [viewerId])) {
    if (row.kind === 'f') relations.followees.add(row.id);
    else if (row.kind === 'b') relations.blocked.add(row.id);
    else relations.emotionTracking = row.id === 'on';
  }
  return relations;
}

/**
 * What scoring needs of each post that is the same for every reader: author, counters, emotion,
 * topics, media, safety, and whether the author is banned. The reader's side (follows, blocks)
 * is applied by the service from `readRelations`.
 */
/** Prepared once per database (FeedService): run with `{ ids }`. */
export function preparePostFacts(db: Database) {
  return db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      authorHandle: users.handle,
      authorBanned: users.isBanned,
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
      safety: safetyJson,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('feed_post_facts');
}

export type PostFacts = Awaited<ReturnType<ReturnType<typeof preparePostFacts>['execute']>>[number];

/** The home page's cards, prepared once per database: run with `{ viewer, ids }`. */
export function prepareHomeCards(db: Database) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      post: postCardColumns,
      authorHandle: users.handle,
      topics: contentIndex.topics,
      hasMedia: contentIndex.hasMedia,
      echoed: sql<boolean>`exists (select 1 from ${echoes} where ${echoes.postId} = ${posts.id} and ${echoes.userId} = ${viewer})`,
      saved: sql<boolean>`exists (select 1 from ${saves} where ${saves.postId} = ${posts.id} and ${saves.userId} = ${viewer})`,
      followsAuthor: sql<boolean>`exists (select 1 from ${follows} where ${follows.followeeId} = ${posts.authorId} and ${follows.followerId} = ${viewer})`,
      safety: safetyJson,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(
      and(
        sql`${posts.id} = any(${sql.placeholder('ids')}::text[])`,
        eq(users.isBanned, false),
        sql`not exists (
          select 1 from ${blocks}
          where (${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${posts.authorId})
             or (${blocks.blockerId} = ${posts.authorId} and ${blocks.blockedId} = ${viewer}))`,
      ),
    )
    .prepare('feed_home_cards');
}
export type HydratedRow = Awaited<
  ReturnType<ReturnType<typeof prepareHomeCards>['execute']>
>[number];

const marksBy = namedQuery<{ userId: string; postId: string }>(
  'feed_marks_by',
  `select user_id as "userId", post_id as "postId" from echoes
     where user_id = any($1::text[]) and created_at > $2
   union
   select user_id, post_id from saves
     where user_id = any($1::text[]) and created_at > $2`,
);

/**
 * The posts each of these people echoed or saved since the window opened (an index range per
 * person), as one list per person: the raw material of "popular with people you follow".
 */
export async function listMarksBy(
  db: Database,
  peopleIds: readonly string[],
  since: Date,
): Promise<Map<string, string[]>> {
  const marks = new Map<string, string[]>(peopleIds.map((id) => [id, []]));
  if (peopleIds.length === 0) return marks;
  for (const row of await marksBy.run(db, [[...peopleIds], since]))
    marks.get(row.userId)?.push(row.postId);
  return marks;
}

const readerInteractions = namedQuery<{ authorId: string; topics: string[] | null }>(
  'feed_reader_interactions',
  `select p.author_id as "authorId", ci.topics
   from (select content_id from events where user_id = $1 order by created_at desc limit $2) recent
   join posts p on p.id = recent.content_id
   left join content_index ci on ci.id = p.id`,
);

/** The reader's recent interactions: the topics and authors of the posts they engaged with. */
export async function readInteractions(db: Database, viewerId: string, limit: number) {
  return readerInteractions.run(db, [viewerId, limit]);
}

// ---- Snapshots ----

/** Snapshot writes and reads, prepared once per database. */
export function prepareSnapshots(db: Database) {
  return {
    insert: db
      .insert(feedSnapshots)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        postIds: sql.placeholder('entries'),
        createdAt: sql.placeholder('createdAt'),
      })
      .prepare('feed_snapshot_insert'),
    find: db
      .select()
      .from(feedSnapshots)
      .where(
        and(
          eq(feedSnapshots.id, sql.placeholder('id')),
          eq(feedSnapshots.userId, sql.placeholder('userId')),
        ),
      )
      .limit(1)
      .prepare('feed_snapshot_find'),
  };
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
      hashtags: posts.hashtags,
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
    .select({
      topic: trendItems.topic,
      volume: trendItems.volume,
      score: trendItems.score,
      hashtag: trendItems.hashtag,
    })
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
/** The highlight's candidates, prepared once per database: run with `{ viewer, limit }`. */
export function prepareHighlightCandidates(db: Database) {
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
    .where(visibleTo(sql.placeholder('viewer')))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .prepare('feed_highlight_candidates');
}

export interface PostSignals {
  id: string;
  topics: string[] | null;
  hashtags: string[];
  emotion: string | null;
}

/** The signals (topics, hashtags and emotion) of the highlight's considered posts, in one read. */
export async function listPostSignals(
  db: Database,
  postIds: readonly string[],
): Promise<Map<string, PostSignals>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: posts.id,
      topics: contentIndex.topics,
      hashtags: posts.hashtags,
      emotion: posts.emotion,
    })
    .from(posts)
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .where(inArray(posts.id, [...postIds]));
  return new Map(rows.map((row) => [row.id, row]));
}
