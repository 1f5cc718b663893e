import {
  EMOTION_DEFAULTS,
  EMOTION_DIMENSION_RANGES,
  EMOTION_DIMENSIONS,
  RELEVANCE_WEIGHTS,
} from '../../shared/constants.ts';

// Relevance of a post to a reader (spec section 9 weights): emotion fit to the reader's state,
// and interest (quality and topic match). Every value is in 0..1.

/** The largest possible distance between two emotion vectors (corner to corner of the ranges). */
export const MAX_EMOTION_DISTANCE = Math.sqrt(
  EMOTION_DIMENSIONS.reduce((sum, name) => {
    const [min, max] = EMOTION_DIMENSION_RANGES[name];
    return sum + (max - min) ** 2;
  }, 0),
);

const finite = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? value : fallback;

/** 1 − distance / max distance: 1 for the same feeling, 0 for opposite corners. */
export function emotionSimilarity(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  EMOTION_DIMENSIONS.forEach((name, index) => {
    const [min, max] = EMOTION_DIMENSION_RANGES[name];
    const clamp = (value: number) => Math.min(max, Math.max(min, value));
    const x = clamp(finite(a[index], EMOTION_DEFAULTS[name]));
    const y = clamp(finite(b[index], EMOTION_DEFAULTS[name]));
    sum += (x - y) ** 2;
  });
  return Math.min(1, Math.max(0, 1 - Math.sqrt(sum) / MAX_EMOTION_DISTANCE));
}

/** Ours: a trending topic the reader has not engaged with counts this much of a topic match. */
export const TRENDING_TOPIC_MATCH = 0.5;

/**
 * Share of a post's topics the reader engages with, 0..1 (0 for a post without topics); a topic
 * that is trending right now counts one half when it is not one of the reader's own.
 */
export function topicMatch(
  postTopics: readonly string[],
  interests: ReadonlySet<string>,
  trending: ReadonlySet<string> = new Set(),
): number {
  const topics = [...new Set(postTopics)];
  if (topics.length === 0) return 0;
  const sum = topics.reduce(
    (total, topic) =>
      total + (interests.has(topic) ? 1 : trending.has(topic) ? TRENDING_TOPIC_MATCH : 0),
    0,
  );
  return sum / topics.length;
}

/** Ours: how close the reader is to the author, 0..1 (the "people" half of the match). */
export const AFFINITY = { follows: 1, followeesEngaged: 0.75, interacted: 0.5 } as const;

export function authorAffinity(signals: {
  followsAuthor: boolean;
  followeeEngagement: number;
  interactedWithAuthor: boolean;
}): number {
  if (signals.followsAuthor) return AFFINITY.follows;
  if (signals.followeeEngagement > 0) return AFFINITY.followeesEngaged;
  if (signals.interactedWithAuthor) return AFFINITY.interacted;
  return 0;
}

/** interest = 0.6·quality + 0.4·topic match. */
export function interestRelevance(quality: number, topic: number): number {
  return RELEVANCE_WEIGHTS.quality * quality + RELEVANCE_WEIGHTS.topic * topic;
}

/** relevance = 0.5·emotion + 0.35·interest; without emotion tracking the emotion term is left out. */
export function relevance(emotion: number | null, interest: number): number {
  return (
    (emotion === null ? 0 : RELEVANCE_WEIGHTS.emotion * emotion) +
    RELEVANCE_WEIGHTS.interest * interest
  );
}
