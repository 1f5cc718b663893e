import { POST_SEARCH_LIMIT } from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';
import { moodsInQuery } from '../ranking/mood-search.ts';

export interface PostSearchCandidate {
  id: string;
  /** Topics, hashtags and the post's emotion tag (so a mood search finds it). */
  topics: readonly string[];
  content: string;
  authorName: string;
  createdAt: Date;
  /** The reach multiplier (safety): throttled posts are down-weighted. 1 when absent. */
  reach?: number;
}

/** Spec weights: 5 per matching topic, 3 when the text contains the query, 2 for the author. */
export const POST_SEARCH_WEIGHTS = { topic: 5, content: 3, author: 2 } as const;

// Every comparison is folded (src/shared/text/fold.ts): `yilmaz` finds Yılmaz and the other way round.
const fold = (value: string) => foldText(value).trim();

/**
 * A post's search keys, stored in posts.search_terms (and, by a trigger, one row per key in
 * post_search_keys, which search reads): its hashtags, analysis topics and emotion tag, folded
 * and unique.
 */
export function postSearchKeys(post: {
  hashtags: readonly string[];
  topics?: readonly string[] | null;
  emotion?: string | null;
}): string[] {
  const keys = [...post.hashtags, ...(post.topics ?? []), ...(post.emotion ? [post.emotion] : [])]
    .map(fold)
    .filter((key) => key.length > 0);
  return [...new Set(keys)];
}

/** The topic terms of a search ("#Sunset calm" → sunset, calm), folded as search keys are. */
export function searchTerms(query: string): string[] {
  const words = fold(query)
    .split(/[\s,]+/)
    .map((word) => word.replace(/^#+/, '').replace(/[^\p{L}\p{N}_-]/gu, ''))
    .filter((word) => word.length > 0);
  // "sakin" also searches the mood it names ("calm"), the way emotion tags are spelled.
  return [...new Set([...words, ...moodsInQuery(words)])];
}

/** A search's folded forms, computed once per search rather than once per candidate. */
interface SearchQuery {
  terms: readonly string[];
  /** The whole query, folded and without a leading #: what the text and name must contain. */
  phrase: string;
}

function searchQuery(query: string): SearchQuery {
  return { terms: searchTerms(query), phrase: fold(query).replace(/^#+/, '') };
}

/** What a post matches of a search: topic count, text and author name. */
function matchesOf(post: PostSearchCandidate, search: SearchQuery) {
  const topics = new Set(post.topics.map(fold));
  return {
    topics: search.terms.filter((term) => topics.has(term)).length,
    content: fold(post.content).includes(search.phrase),
    author: fold(post.authorName).includes(search.phrase),
  };
}

function scoreMatches(post: PostSearchCandidate, search: SearchQuery): number {
  const matches = matchesOf(post, search);
  // Spec: a post must share a topic with the search to be a result at all.
  if (matches.topics === 0) return 0;
  return (
    (POST_SEARCH_WEIGHTS.topic * matches.topics +
      (matches.content ? POST_SEARCH_WEIGHTS.content : 0) +
      (matches.author ? POST_SEARCH_WEIGHTS.author : 0)) *
    (post.reach ?? 1)
  );
}

export function scorePostForSearch(post: PostSearchCandidate, query: string): number {
  return scoreMatches(post, searchQuery(query));
}

/** The parts of a post's search score, for the card's "Why this post?". */
export function postSearchFactors(post: PostSearchCandidate, query: string) {
  const matches = matchesOf(post, searchQuery(query));
  return [
    {
      key: 'topic',
      weight: POST_SEARCH_WEIGHTS.topic,
      value: matches.topics,
    },
    {
      key: 'content',
      weight: POST_SEARCH_WEIGHTS.content,
      value: matches.content ? 1 : 0,
    },
    {
      key: 'author',
      weight: POST_SEARCH_WEIGHTS.author,
      value: matches.author ? 1 : 0,
    },
    { key: 'reach', weight: 1, value: post.reach ?? 1 },
  ];
}

/** Best first (newest first on ties), at most 12. */
export function rankPostSearch<T extends PostSearchCandidate>(
  posts: readonly T[],
  query: string,
): T[] {
  const search = searchQuery(query);
  return posts
    .map((post) => ({ post, score: scoreMatches(post, search) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.post.createdAt.getTime() - a.post.createdAt.getTime())
    .slice(0, POST_SEARCH_LIMIT)
    .map(({ post }) => post);
}
