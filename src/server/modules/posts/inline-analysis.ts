import type { Database } from '../../../db/client.ts';

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
  /** Writes its analysis rows in the post's transaction. */
  write(tx: Database): Promise<void>;
}

/**
 * The analysis pipeline's port into publishing (wired by the composition root, so posts need not
 * know the pipeline): null when the post is to be analysed after its commit instead.
 */
export interface InlinePostAnalysis {
  prepare(post: NewPostFacts): Promise<PreparedPostAnalysis | null>;
}
