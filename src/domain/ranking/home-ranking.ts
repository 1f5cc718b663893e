import type {
  PostReason,
  ReasonCode,
  ReasonFactor,
  ReasonParams,
  ReasonPoint,
} from '../../shared/api/social.ts';
import { makeReason, point } from '../../shared/explain/compose.ts';
import { dayPartOf, type DayPart } from '../insights/insights.ts';
import {
  COMMUNITY_TIME_ZONE,
  FEED_SCORE,
  MOOD_MATCH_THRESHOLD,
  RELEVANCE_WEIGHTS,
} from '../../shared/constants.ts';
import {
  ageHours,
  engagementPart,
  feedScore,
  freshnessPart,
  qualityOf,
  type Metrics,
} from './feed-score.ts';
import {
  authorAffinity,
  emotionSimilarity,
  interestRelevance,
  relevance,
  topicMatch,
} from './relevance.ts';
import { isThrottled, reachMultiplier, riskOf, type SafetyScores } from './safety.ts';

// The home feed: score and diversify the hydrated candidates, and explain each card from
// the same numbers. Pure: the reader, the clock and every signal are passed in.

export interface HomeCandidate {
  id: string;
  authorId: string;
  authorHandle: string;
  createdAt: Date;
  metrics: Metrics;
  topics: readonly string[];
  emotion: string | null;
  emoVector: readonly number[] | null;
  hasMedia: boolean;
  safety: SafetyScores | null;
  followsAuthor: boolean;
  interactedWithAuthor: boolean;
  /** How many people the reader follows echoed or saved it. */
  followeeEngagement: number;
}

export interface Reader {
  id: string;
  /** Null when the member turned emotion tracking off: no emotion relevance at all. */
  emotionState: readonly number[] | null;
  /** Where the state came from: their own hours, or the community's prior (cold start). */
  stateSource: 'member' | 'cold-start';
  /** The mood name of the state (nearest prototype), for the card's words. */
  stateMood: string | null;
  interests: ReadonlySet<string>;
  trendingTopics: ReadonlySet<string>;
}

export interface ScoredPost {
  candidate: HomeCandidate;
  base: number;
  emotion: number | null;
  interest: number;
  topic: number;
  quality: number;
  risk: number;
  reach: number;
  score: number;
}

/**
 * score = feed score × (1 + relevance + 0.15·has image) × reach multiplier, where relevance is
 * 0.5·emotion + 0.35·(0.6·quality + 0.4·match) and the match is the larger of the topic match
 * and the reader's affinity with the author.
 */
export function scoreCandidate(candidate: HomeCandidate, reader: Reader, now: Date): ScoredPost {
  const base = feedScore(candidate.metrics, candidate.createdAt, now);
  const emotion =
    reader.emotionState && candidate.emoVector
      ? emotionSimilarity(reader.emotionState, candidate.emoVector)
      : null;
  const quality = qualityOf(candidate.metrics);
  // The match: the post's topics (yours, or trending) or its author (followed, engaged with).
  const topic = Math.max(
    topicMatch(candidate.topics, reader.interests, reader.trendingTopics),
    authorAffinity(candidate),
  );
  const interest = interestRelevance(quality, topic);
  const risk = riskOf(candidate.safety);
  const reach = reachMultiplier(risk);
  const format = candidate.hasMedia ? RELEVANCE_WEIGHTS.format : 0;
  const score = base * (1 + relevance(emotion, interest) + format) * reach;
  return { candidate, base, emotion, interest, topic, quality, risk, reach, score };
}

const byScore = (a: ScoredPost, b: ScoredPost) =>
  b.score - a.score ||
  (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0);

/**
 * Greedy diversification: each pick is the best score after the redundancy penalty, which takes
 * 0.2 off for every post of the same author already placed (multiplicatively, (1 − 0.2)^n).
 */
export function diversify(
  scored: readonly ScoredPost[],
): Array<ScoredPost & { redundancy: number }> {
  const pool = [...scored].sort(byScore);
  const placed = new Map<string, number>();
  const result: Array<ScoredPost & { redundancy: number }> = [];
  const penalty = 1 - RELEVANCE_WEIGHTS.redundancyPenalty;
  while (pool.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    // The pool is sorted by raw score, so once a raw score is below the best adjusted value no
    // later post can win: stop looking there.
    for (let index = 0; index < pool.length; index += 1) {
      const item = pool[index]!;
      if (item.score <= bestValue) break;
      const value = item.score * penalty ** (placed.get(item.candidate.authorId) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    }
    const [item] = pool.splice(bestIndex, 1);
    const repeats = placed.get(item!.candidate.authorId) ?? 0;
    placed.set(item!.candidate.authorId, repeats + 1);
    result.push({ ...item!, redundancy: repeats });
  }
  return result;
}

/**
 * The whole pure stage: score and order with diversity. What the reader may see was decided
 * before, by the one visibility rule (src/server/read/visibility.ts).
 */
export function rankHome(
  candidates: readonly HomeCandidate[],
  reader: Reader,
  now: Date,
): Array<ScoredPost & { redundancy: number }> {
  const seen = new Set<string>();
  const scored: ScoredPost[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    scored.push(scoreCandidate(candidate, reader, now));
  }
  return diversify(scored);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The breakdown behind "Why this post?": each factor, its weight and its value. */
export function homeFactors(item: ScoredPost & { redundancy: number }, now: Date): ReasonFactor[] {
  const { candidate } = item;
  const factors: ReasonFactor[] = [
    {
      key: 'engagement',
      weight: FEED_SCORE.multiplier,
      value: round(engagementPart(candidate.metrics)),
    },
    {
      key: 'freshness',
      weight: FEED_SCORE.freshnessWeight,
      value: round(freshnessPart(ageHours(candidate.createdAt, now))),
    },
  ];
  if (item.emotion !== null)
    factors.push({
      key: 'emotion',
      weight: RELEVANCE_WEIGHTS.emotion,
      value: round(item.emotion),
    });
  factors.push(
    {
      key: 'interest',
      weight: RELEVANCE_WEIGHTS.interest,
      value: round(item.interest),
    },
    {
      key: 'quality',
      weight: RELEVANCE_WEIGHTS.quality,
      value: round(item.quality),
    },
    {
      key: 'match',
      weight: RELEVANCE_WEIGHTS.topic,
      value: round(item.topic),
    },
    {
      key: 'format',
      weight: RELEVANCE_WEIGHTS.format,
      value: candidate.hasMedia ? 1 : 0,
    },
    { key: 'reach', weight: 1, value: round(item.reach) },
    {
      key: 'redundancy',
      weight: RELEVANCE_WEIGHTS.redundancyPenalty,
      value: item.redundancy,
    },
  );
  return factors;
}

const firstMatch = (topics: readonly string[], set: ReadonlySet<string>) =>
  topics.find((topic) => set.has(topic));

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: COMMUNITY_TIME_ZONE,
});

/** The part of the day a moment falls in, in the community's time zone. */
export function communityDayPart(now: Date): DayPart {
  return dayPartOf(Number(hourFormat.format(now)));
}

/**
 * The card's reason: the strongest true signal, as a code (its one line), and every signal that
 * actually contributed as a plain sentence ("Why this post?"). A mood is named only with emotion
 * tracking on and a fit of 0.85 or more.
 */
export function explainHome(
  item: ScoredPost & { redundancy: number },
  reader: Reader,
  now: Date,
): PostReason {
  const { candidate } = item;
  const factors = homeFactors(item, now);
  const handle = { handle: candidate.authorHandle };
  const moodFits =
    item.emotion !== null &&
    item.emotion >= MOOD_MATCH_THRESHOLD &&
    candidate.emotion !== null &&
    candidate.emotion === reader.stateMood;
  const throttled = isThrottled(item.risk);

  if (candidate.authorId === reader.id) {
    const own = [point('own'), ...(throttled ? [point('throttled')] : [])];
    return throttled
      ? makeReason('reach-limited', 'own-limited', {}, own, factors)
      : makeReason('own', 'own', {}, own, factors);
  }

  const mood = { mood: candidate.emotion ?? undefined };
  const interest = firstMatch(candidate.topics, reader.interests);
  const trending = firstMatch(candidate.topics, reader.trendingTopics);
  const engagement = FEED_SCORE.multiplier * engagementPart(candidate.metrics);
  const freshness = FEED_SCORE.freshnessWeight * freshnessPart(ageHours(candidate.createdAt, now));
  const popular = engagement > freshness;

  // Every signal that is true, strongest first: the dialog's few plain sentences.
  const points: ReasonPoint[] = [];
  if (candidate.followsAuthor) points.push(point('you-follow', handle));
  if (moodFits)
    points.push(
      reader.stateSource === 'member'
        ? point('mood-fits-you', { ...mood, part: communityDayPart(now) })
        : point('mood-fits-community', mood),
    );
  if (interest) points.push(point('topic-interest', { topic: interest }));
  if (candidate.followeeEngagement > 0)
    points.push(point('popular-with-follows', { count: candidate.followeeEngagement }));
  if (candidate.interactedWithAuthor && !candidate.followsAuthor)
    points.push(point('interacted', handle));
  if (trending && trending !== interest) points.push(point('trending', { topic: trending }));
  points.push(point(popular ? 'popular' : 'fresh'));
  if (candidate.hasMedia) points.push(point('has-image'));
  if (item.redundancy > 0) points.push(point('author-above', { count: item.redundancy }));
  if (throttled) points.push(point('throttled'));
  const reason = (kind: PostReason['kind'], code: ReasonCode, params: ReasonParams = {}) =>
    makeReason(kind, code, params, points, factors);

  if (candidate.followsAuthor)
    return moodFits
      ? reason('follows-author', 'follows-mood', { ...handle, ...mood })
      : reason('follows-author', 'follows', handle);
  if (moodFits) return reason('mood-match', 'mood', mood);
  if (interest) return reason('interest', 'interest', { topic: interest });
  if (candidate.followeeEngagement > 0)
    return reason('popular-with-follows', 'popular-with-follows', {
      count: candidate.followeeEngagement,
    });
  if (candidate.interactedWithAuthor) return reason('interacted', 'interacted', handle);
  if (trending) return reason('trending-topic', 'trending', { topic: trending });
  if (throttled) return reason('reach-limited', 'limited');
  return popular ? reason('popular', 'popular') : reason('fresh', 'fresh');
}
