import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { DISPUTED_DISINFO_MIN } from '../../../shared/constants.ts';
import type { Database } from '../../../db/client.ts';
import {
  contentIndex,
  contentSafety,
  posts,
  trendItems,
  users,
  type NewTrendItem,
} from '../../../db/schema/index.ts';
import { safetyJson } from '../../read/cards.ts';

// Trending's queries: the feed module owns trend_items (src/server/table-owners.ts).

/**
 * Posts of the trend window with their topics, region, counters, emotion and safety: authors in
 * good standing, and no disputed claim (docs/decisions.md, "Disputed claims").
 */
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
    .where(
      and(
        gt(contentIndex.createdAt, since),
        eq(users.isBanned, false),
        sql`coalesce(${contentSafety.disinfo}, 0) < ${DISPUTED_DISINFO_MIN}`,
      ),
    );
}

/** Stores one ingest's trend items and drops those older than the hot-signal retention. */
export async function saveTrendItems(db: Database, items: NewTrendItem[], retainedSince: Date) {
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

/** The latest ingest's best items, or null when no ingest is within the retention. */
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
