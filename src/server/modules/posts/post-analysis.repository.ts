import { eq, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contentIndex } from '../../../db/schema/content-index.ts';
import { posts } from '../../../db/schema/posts.ts';
import { postSearchKeys } from '../../../domain/posts/post-search.ts';

// The post's columns that follow its analysis (emotion, vector, search keys): written by the
// analysis pipeline through these, so the posts table keeps one owner.

/**
 * The analysis pipeline's result on the post row: emotion tag and vector, and the search keys
 * rebuilt from the hashtags, the post's index topics (written first, in the same transaction)
 * and the emotion.
 */
export async function setPostEmotion(
  db: Pick<Database, 'update' | 'select'>,
  post: { id: string; emotion: string | null; emoVector: number[] },
  /** The post's hashtags and index topics when the caller has them: no read first. */
  known?: { hashtags: string[]; topics: string[] },
): Promise<void> {
  const [row] = known
    ? [known]
    : await db
        .select({ hashtags: posts.hashtags, topics: contentIndex.topics })
        .from(posts)
        .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
        .where(eq(posts.id, post.id))
        .limit(1);
  if (!row) return;
  await db.update(posts).set(postEmotionColumns(post, row)).where(eq(posts.id, post.id));
}

/**
 * The post's emotion and search keys, written by one statement that also runs the caller's
 * data-modifying CTEs (the analysis rows): atomic without a transaction of its own.
 */
export async function setPostEmotionWith(
  db: Database,
  ctes: readonly WithSubquery[],
  post: { id: string; emotion: string | null; emoVector: number[] },
  known: { hashtags: string[]; topics: string[] | null },
): Promise<void> {
  await db
    .with(...ctes)
    .update(posts)
    .set(postEmotionColumns(post, known))
    .where(eq(posts.id, post.id));
}

/** The post's columns that follow its analysis: its emotion and its search keys. */
export function postEmotionColumns(
  post: { emotion: string | null; emoVector: number[] },
  known: { hashtags: string[]; topics: string[] | null },
) {
  return {
    emotion: post.emotion,
    emoVector: post.emoVector,
    searchTerms: postSearchKeys({ ...known, emotion: post.emotion }),
  };
}
