import { POST_SEARCH_LIMIT } from '../../shared/constants.ts';

export interface PostSearchCandidate {
  id: string;
  topics: readonly string[];
  content: string;
  authorName: string;
  createdAt: Date;
}

/** Spec weights: 5 per matching topic, 3 when the text contains the query, 2 for the author. */
export const POST_SEARCH_WEIGHTS = { topic: 5, content: 3, author: 2 } as const;

const fold = (value: string) => value.toLocaleLowerCase('tr').trim();

/** The topic terms of a search ("#Sunset calm" → sunset, calm), as stored topics are spelled. */
export function searchTerms(query: string): string[] {
  const words = fold(query)
    .split(/[\s,]+/)
    .map((word) => word.replace(/^#+/, '').replace(/[^\p{L}\p{N}_-]/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

export function scorePostForSearch(post: PostSearchCandidate, query: string): number {
  const terms = searchTerms(query);
  const topics = new Set(post.topics.map(fold));
  const topicMatches = terms.filter((term) => topics.has(term)).length;
  // Spec: a post must share a topic with the search to be a result at all.
  if (topicMatches === 0) return 0;
  const q = fold(query).replace(/^#+/, '');
  return (
    POST_SEARCH_WEIGHTS.topic * topicMatches +
    (fold(post.content).includes(q) ? POST_SEARCH_WEIGHTS.content : 0) +
    (fold(post.authorName).includes(q) ? POST_SEARCH_WEIGHTS.author : 0)
  );
}

/** Best first (newest first on ties), at most 12. */
export function rankPostSearch<T extends PostSearchCandidate>(
  posts: readonly T[],
  query: string,
): T[] {
  return posts
    .map((post) => ({ post, score: scorePostForSearch(post, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.post.createdAt.getTime() - a.post.createdAt.getTime())
    .slice(0, POST_SEARCH_LIMIT)
    .map(({ post }) => post);
}
