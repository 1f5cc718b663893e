import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { namedQuery } from '../../../db/prepared.ts';
import { DEFAULT_CONSENTS, FEED_SNAPSHOT_TTL_HOURS } from '../../../shared/constants.ts';
import {
  contentIndex,
  contentSafety,
  feedSnapshots,
  posts,
  users,
} from '../../../db/schema/index.ts';

// The home feed's I/O: candidate ids, the reader's relations, scoring facts, reader signals and
// snapshots. What the reader may see is decided by src/server/read/visibility.ts over these
// facts, and again by the card query (src/server/read/cards.ts).

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
  viewerId: string;
  followees: Set<string>;
  /** Members blocked by, or blocking, the reader. */
  blocked: Set<string>;
  /** What the reader reported and hid (posts, comments, members). */
  hidden: Set<string>;
  /** Members the reader muted, and their muted-word keys (the visibility rule's mute slots). */
  muted: Set<string>;
  mutedWords: string[];
  emotionTracking: boolean;
}

const relationsOf = namedQuery<{ kind: string; id: string }>(
  'feed_reader_relations',
  `select 'f' as kind, followee_id as id from follows where follower_id = $1
   union all select 'b', blocked_id from blocks where blocker_id = $1
   union all select 'b', blocker_id from blocks where blocked_id = $1
   union all select 'h', target_id from reports where reporter_id = $1 and hidden
   union all select 'm', muted_id from mutes where muter_id = $1
   union all select 'w', key from muted_words where user_id = $1
   union all select 'c', case when emotion_tracking then 'on' else 'off' end
     from consents where user_id = $1`,
);

/**
 * Who the reader follows, blocks either way, hid and muted, their muted words and their tracking
 * consent: one round trip.
 */
export async function readRelations(db: Database, viewerId: string): Promise<ReaderRelations> {
  const relations: ReaderRelations = {
    viewerId,
    followees: new Set(),
    blocked: new Set(),
    hidden: new Set(),
    muted: new Set(),
    mutedWords: [],
    emotionTracking: DEFAULT_CONSENTS.emotionTracking,
  };
  for (const row of await relationsOf.run(db, [viewerId])) {
    if (row.kind === 'f') relations.followees.add(row.id);
    else if (row.kind === 'b') relations.blocked.add(row.id);
    else if (row.kind === 'h') relations.hidden.add(row.id);
    else if (row.kind === 'm') relations.muted.add(row.id);
    else if (row.kind === 'w') relations.mutedWords.push(row.id);
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
      // The visibility rule matches muted words in it.
      text: posts.content,
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

/** The retention bound: snapshots older than FEED_SNAPSHOT_TTL_HOURS (times `scale`) go. */
export async function pruneSnapshots(db: Database, now: Date, scale: number): Promise<void> {
  const before = new Date(now.getTime() - FEED_SNAPSHOT_TTL_HOURS * 3_600_000 * scale);
  await db.delete(feedSnapshots).where(lt(feedSnapshots.createdAt, before));
}
