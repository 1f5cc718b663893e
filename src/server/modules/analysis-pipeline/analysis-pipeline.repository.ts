import type { Database } from '../../../db/client.ts';
import {
  contentEmbeddings,
  contentIndex,
  contentSafety,
  events,
  jobs,
  posts,
  type NewContentEmbedding,
  type NewContentIndexEntry,
  type NewContentSafety,
  type NewInteractionEvent,
} from '../../../db/schema/index.ts';
import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { setPostEmotion } from '../posts/index.ts';

export interface PostAnalysisRows {
  index: NewContentIndexEntry;
  embedding: NewContentEmbedding;
  safety: NewContentSafety;
  post: { id: string; emotion: string | null; emoVector: number[] };
  /** The post's hashtags, when known: its search keys are then built without reading it. */
  hashtags?: string[];
}

/** Writes (or rewrites, for a re-analysis) a post's three content rows and its emotion, at once. */
export async function savePostAnalysis(db: Database, rows: PostAnalysisRows): Promise<void> {
  await db.transaction(async (tx) => {
    // The three analysis rows in one statement (data-modifying CTEs run whether or not the main
    // statement reads them), then the post's emotion: two statements, not five.
    const { id: _indexId, ...index } = rows.index;
    const savedIndex = tx
      .$with('saved_index')
      .as(
        tx
          .insert(contentIndex)
          .values(rows.index)
          .onConflictDoUpdate({ target: contentIndex.id, set: index })
          .returning({ id: contentIndex.id }),
      );
    const { id: _embeddingId, ...embedding } = rows.embedding;
    const savedEmbedding = tx
      .$with('saved_embedding')
      .as(
        tx
          .insert(contentEmbeddings)
          .values(rows.embedding)
          .onConflictDoUpdate({ target: contentEmbeddings.id, set: embedding })
          .returning({ id: contentEmbeddings.id }),
      );
    const { id: _safetyId, ...safety } = rows.safety;
    await tx
      .with(savedIndex, savedEmbedding)
      .insert(contentSafety)
      .values(rows.safety)
      .onConflictDoUpdate({ target: contentSafety.id, set: safety });
    await setPostEmotion(
      tx,
      rows.post,
      rows.hashtags ? { hashtags: rows.hashtags, topics: rows.index.topics ?? [] } : undefined,
    );
  });
}

export async function insertEvent(
  db: Pick<Database, 'insert'>,
  row: NewInteractionEvent,
): Promise<void> {
  await db.insert(events).values(row);
}

/** A deleted post's interaction events (they carry no foreign key to posts). */
export async function deleteEventsOfContent(db: Database, contentId: string): Promise<void> {
  await db.delete(events).where(eq(events.contentId, contentId));
}

/**
 * Posts created between `since` and `before` that have no analysis rows and no index job queued
 * or running: their job was lost (the connection dropped between the post and its job, or the
 * process died before an inline index). Oldest first, at most `limit`.
 */
export async function listUnindexedPosts(
  db: Database,
  options: { since: Date; before: Date; jobName: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        gte(posts.createdAt, options.since),
        lt(posts.createdAt, options.before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(contentIndex)
            .where(eq(contentIndex.id, posts.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(
              and(
                eq(jobs.name, options.jobName),
                inArray(jobs.status, ['queued', 'running']),
                sql`${jobs.payload} ->> 'postId' = ${posts.id}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(posts.createdAt)
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * Whether this post exists but has no analysis rows yet: an interaction with it cannot move the
 * member's emotion state until its index job has run.
 */
export async function isAwaitingAnalysis(db: Database, postId: string): Promise<boolean> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        notExists(
          db
            .select({ id: contentEmbeddings.id })
            .from(contentEmbeddings)
            .where(eq(contentEmbeddings.id, posts.id)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
