import type { Database } from '../../../db/client.ts';
import { insertValues } from '../../../db/prepared.ts';
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
import { findPostRow, setPostEmotionWith, type RowsWithPost } from '../posts/index.ts';

export interface PostAnalysisRows {
  index: NewContentIndexEntry;
  embedding: NewContentEmbedding;
  safety: NewContentSafety;
  post: { id: string; emotion: string | null; emoVector: number[] };
  /** The post's hashtags, when known: its search keys are then built without reading it. */
  hashtags?: string[];
}

/**
 * Writes (or rewrites, for a re-analysis) a post's three content rows and its emotion, at once:
 * one statement, the three rows as data-modifying CTEs (they run whether or not the main
 * statement reads them) and the post's update, atomic without a transaction of its own. The
 * post's hashtags (for its search keys) are read first when the caller does not have them.
 */
export async function savePostAnalysis(db: Database, rows: PostAnalysisRows): Promise<void> {
  const hashtags = rows.hashtags ?? (await findPostRow(db, rows.post.id))?.hashtags;
  if (!hashtags) return; // the post is gone: nothing to analyse
  const known = { hashtags, topics: rows.index.topics ?? [] };
  await setPostEmotionWith(db, analysisRowsCtes(db, rows), rows.post, known);
}

/**
 * A new post's three analysis rows, written by the statement that inserts the post (plain
 * inserts: the post is new; the foreign keys are checked at the statement's end).
 */
export function newPostAnalysisRows(rows: PostAnalysisRows): RowsWithPost {
  return {
    name: 'analysis',
    sql: NEW_ANALYSIS_CTES,
    values: {
      ...newIndexValues.values(rows.index),
      ...newEmbeddingValues.values(rows.embedding),
      ...newSafetyValues.values(rows.safety),
    },
  };
}

const newIndexValues = insertValues(
  contentIndex,
  ['id', 'type', 'lang', 'topics', 'creatorId', 'region', 'hasMedia', 'createdAt'],
  'index_',
);
const newEmbeddingValues = insertValues(
  contentEmbeddings,
  ['id', 'emoVector', 'txtEmb', 'tone'],
  'embedding_',
);
const newSafetyValues = insertValues(
  contentSafety,
  ['id', 'toxicity', 'hatespeech', 'disinfo', 'safetyConf', 'labels', 'updatedAt'],
  'safety_',
);
const NEW_ANALYSIS_CTES = sql`new_index as (${newIndexValues.sql}),
  new_embedding as (${newEmbeddingValues.sql}),
  new_safety as (${newSafetyValues.sql})`;

/** The three analysis rows as data-modifying CTEs (inserted, or updated for a re-analysis). */
function analysisRowsCtes(db: Database, rows: PostAnalysisRows) {
  const { id: _indexId, ...index } = rows.index;
  const { id: _embeddingId, ...embedding } = rows.embedding;
  const { id: _safetyId, ...safety } = rows.safety;
  return [
    db
      .$with('saved_index')
      .as(
        db
          .insert(contentIndex)
          .values(rows.index)
          .onConflictDoUpdate({ target: contentIndex.id, set: index })
          .returning({ id: contentIndex.id }),
      ),
    db
      .$with('saved_embedding')
      .as(
        db
          .insert(contentEmbeddings)
          .values(rows.embedding)
          .onConflictDoUpdate({ target: contentEmbeddings.id, set: embedding })
          .returning({ id: contentEmbeddings.id }),
      ),
    db
      .$with('saved_safety')
      .as(
        db
          .insert(contentSafety)
          .values(rows.safety)
          .onConflictDoUpdate({ target: contentSafety.id, set: safety })
          .returning({ id: contentSafety.id }),
      ),
  ] as const;
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
