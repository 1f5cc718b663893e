import { RELEVANCE_WEIGHTS, SUGGESTED_POSTS_LIMIT } from '../../shared/constants.ts';
import { emotionSimilarity } from './relevance.ts';

// Suggested posts on a post's page (5): topic overlap and emotion similarity, down-weighted by reach.

export interface RelatedCandidate {
  id: string;
  topics: readonly string[];
  emoVector: readonly number[] | null;
  reach: number;
  createdAt: Date;
}

/** Jaccard overlap of two topic lists, 0..1. */
export function topicOverlap(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const union = new Set([...left, ...right]).size;
  if (union === 0) return 0;
  return [...left].filter((topic) => right.has(topic)).length / union;
}

/** (0.4·topic overlap + 0.5·emotion similarity) × reach. */
export function relatedScore(
  source: { topics: readonly string[]; emoVector: readonly number[] | null },
  candidate: RelatedCandidate,
): { topic: number; emotion: number; score: number } {
  const topic = topicOverlap(source.topics, candidate.topics);
  const emotion =
    source.emoVector && candidate.emoVector
      ? emotionSimilarity(source.emoVector, candidate.emoVector)
      : 0;
  return {
    topic,
    emotion,
    score:
      (RELEVANCE_WEIGHTS.topic * topic + RELEVANCE_WEIGHTS.emotion * emotion) * candidate.reach,
  };
}

export function rankRelated<T extends RelatedCandidate>(
  source: { id: string; topics: readonly string[]; emoVector: readonly number[] | null },
  candidates: readonly T[],
  limit: number = SUGGESTED_POSTS_LIMIT,
): Array<{ candidate: T; topic: number; emotion: number; score: number }> {
  return candidates
    .filter((candidate) => candidate.id !== source.id)
    .map((candidate) => ({ candidate, ...relatedScore(source, candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score || b.candidate.createdAt.getTime() - a.candidate.createdAt.getTime(),
    )
    .slice(0, limit);
}
