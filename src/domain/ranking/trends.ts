import {
  ACTIVITY_DECAY_HOURS,
  DEFAULT_REGION,
  TREND_MOMENTUM_HALF_LIFE_HOURS,
  TREND_SCORE_WEIGHTS,
} from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';
import { ageHours, engagementScore, type Metrics } from './feed-score.ts';
import { emotionSimilarity } from './relevance.ts';
import { riskOf, type SafetySignal } from './safety.ts';

// Trending topics (spec section 9): per topic, freshness (momentum with a 12-hour half-life),
// trust (1 − mean risk), locality (share from the community's region), emotion (fit to the
// community's mood) and a risk penalty. Pure: the posts and the clock are passed in.

export interface TrendPost {
  id: string;
  createdAt: Date;
  topics: readonly string[];
  /** The hashtags its author typed; topics not among them were found by the analysis. */
  hashtags?: readonly string[];
  region: string;
  metrics: Metrics;
  emoVector: readonly number[] | null;
  safety: Record<SafetySignal, number> | null;
}

export interface TrendItem {
  topic: string;
  volume: number;
  /** Members typed it as a hashtag in at least half its posts; otherwise an automatic topic. */
  hashtag: boolean;
  score: number;
  freshness: number;
  trust: number;
  locality: number;
  emotion: number;
  risk: number;
}

/** 0.5^(age/12 h): a post's weight in a topic's momentum. */
export function momentumWeight(age: number): number {
  return 0.5 ** (age / TREND_MOMENTUM_HALF_LIFE_HOURS);
}

/** trend = 0.35·freshness + 0.25·trust + 0.2·locality + 0.2·emotion − 0.3·risk. */
export function trendScore(parts: {
  freshness: number;
  trust: number;
  locality: number;
  emotion: number;
  risk: number;
}): number {
  const w = TREND_SCORE_WEIGHTS;
  return (
    w.freshness * parts.freshness +
    w.trust * parts.trust +
    w.locality * parts.locality +
    w.emotion * parts.emotion -
    w.penalty * parts.risk
  );
}

function meanVector(vectors: ReadonlyArray<readonly number[]>): number[] | null {
  if (vectors.length === 0) return null;
  const sum = new Array<number>(vectors[0]!.length).fill(0);
  for (const vector of vectors) vector.forEach((value, index) => (sum[index]! += value));
  return sum.map((value) => value / vectors.length);
}

/**
 * Scores every topic of the posts active in the last 24 hours (activity decay) and returns them
 * best first (volume, then name, on ties). Momentum is each post's (1 + ln(1 + engagement))
 * halved every 12 hours, summed per topic and divided by the strongest topic's.
 */
export function computeTrends(posts: readonly TrendPost[], now: Date): TrendItem[] {
  const active = posts.filter(
    (post) =>
      ageHours(post.createdAt, now) <= ACTIVITY_DECAY_HOURS ||
      post.createdAt.getTime() > now.getTime(),
  );
  const community = meanVector(active.flatMap((post) => (post.emoVector ? [post.emoVector] : [])));
  // Topics are grouped folded (yürüyüş and yuruyus are one trend), shown as first spelled.
  const byTopic = new Map<string, TrendPost[]>();
  const spelling = new Map<string, string>();
  for (const post of active)
    for (const topic of post.topics) {
      const key = foldText(topic);
      if (!spelling.has(key)) spelling.set(key, topic);
      const list = byTopic.get(key) ?? [];
      if (list.at(-1) !== post) list.push(post);
      byTopic.set(key, list);
    }
  const raw = [...byTopic.entries()].map(([key, list]) => {
    const topic = spelling.get(key) ?? key;
    const momentum = list.reduce(
      (sum, post) =>
        sum +
        (1 + Math.log1p(engagementScore(post.metrics))) *
          momentumWeight(ageHours(post.createdAt, now)),
      0,
    );
    const risk = list.reduce((sum, post) => sum + riskOf(post.safety), 0) / list.length;
    const typed = list.filter((post) => post.hashtags?.some((tag) => foldText(tag) === key));
    const hashtag = typed.length * 2 >= list.length;
    const locality = list.filter((post) => post.region === DEFAULT_REGION).length / list.length;
    const vectors = list.flatMap((post) => (post.emoVector ? [post.emoVector] : []));
    const mean = meanVector(vectors);
    const emotion = mean && community ? emotionSimilarity(mean, community) : 0;
    return { topic, volume: list.length, hashtag, momentum, risk, locality, emotion };
  });
  const strongest = Math.max(0, ...raw.map((item) => item.momentum));
  return raw
    .map(({ momentum, ...item }) => {
      const freshness = strongest > 0 ? momentum / strongest : 0;
      const parts = {
        freshness,
        trust: 1 - item.risk,
        locality: item.locality,
        emotion: item.emotion,
        risk: item.risk,
      };
      return { ...item, ...parts, score: trendScore(parts) };
    })
    .sort((a, b) => b.score - a.score || b.volume - a.volume || a.topic.localeCompare(b.topic));
}
