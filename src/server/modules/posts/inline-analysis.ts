import type { SQL } from 'drizzle-orm';

/** What a new post is analysed from. */
export interface NewPostFacts {
  id: string;
  authorId: string;
  content: string;
  hasMedia: boolean;
  createdAt: Date;
  hashtags: string[];
}

/** A new post's analysis, ready before the post is written. */
export interface PreparedPostAnalysis {
  /** The post's columns that follow from its analysis (emotion, vector, search keys). */
  columns: { emotion: string | null; emoVector: number[]; searchTerms: string[] };
  /** Its analysis rows, written by the statement that inserts the post. */
  rows: RowsWithPost;
  /** What the post's card shows of them, as they are stored (its topics and safety scores). */
  shown: { topics: string[]; safety: { toxicity: number; hatespeech: number; disinfo: number } };
}

/**
 * Rows another module writes with a new post, in the post's own insert statement: `sql` is one
 * or more data-modifying CTEs (`name as (insert ...), ...`) with `sql.placeholder()` parameters
 * filled from `values`; its text is the same for every post (one named statement per `name`).
 */
export interface RowsWithPost {
  name: string;
  sql: SQL;
  values: Record<string, unknown>;
}

/**
 * The analysis pipeline's port into publishing (wired by the composition root, so posts need not
 * know the pipeline): null when the post is to be analysed after its commit instead.
 */
export interface InlinePostAnalysis {
  prepare(post: NewPostFacts): Promise<PreparedPostAnalysis | null>;
}
