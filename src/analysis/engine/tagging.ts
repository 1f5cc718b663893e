import { ANALYSIS_TOPICS_MAX, TAGGING_RECENT_POSTS_MAX, TAGS_MAX } from '../../shared/constants.ts';
import { analyzeText } from './analyze.ts';

// A member's tags (spec section 7, tag_user): the topics of their recent posts, hashtags and the
// most salient words counting most, plus the bio's topics when it is more than a name.

/** A bio of fewer words is taken for a name (the spec sends first and last name), not interests. */
const BIO_MIN_WORDS = 3;
const BIO_WEIGHT = 0.75;
const WORD = /[\p{L}\p{N}]+/gu;

export function tagsForMember(bio: string, recentPosts: readonly string[]): string[] {
  const scores = new Map<string, { score: number; first: number }>();
  let order = 0;
  const count = (topics: readonly string[], weight: number) => {
    topics.forEach((topic, rank) => {
      // Earlier topics (hashtags, then the strongest keywords) say more about the member.
      const score = weight * (1 + (ANALYSIS_TOPICS_MAX - rank) / ANALYSIS_TOPICS_MAX);
      const entry = scores.get(topic);
      if (entry) entry.score += score;
      else scores.set(topic, { score, first: order++ });
    });
  };
  for (const post of recentPosts.slice(0, TAGGING_RECENT_POSTS_MAX))
    count(analyzeText(post).topics, 1);
  if ((bio.match(WORD)?.length ?? 0) >= BIO_MIN_WORDS) count(analyzeText(bio).topics, BIO_WEIGHT);
  return [...scores.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .slice(0, TAGS_MAX)
    .map(([topic]) => topic);
}
