import type { PostReason } from '../../shared/api/social.ts';
import { lowerName } from '../../shared/text/fold.ts';
import {
  HIGHLIGHT_CONSIDERED,
  HIGHLIGHT_FRESHNESS_HOURS,
  HIGHLIGHT_SCORE_WEIGHTS,
  POST_TOPIC_TAGS_SHOWN,
} from '../../shared/constants.ts';
import { ageHours, qualityOf, type Metrics } from './feed-score.ts';
import { emotionSimilarity } from './relevance.ts';
import { reachMultiplier, riskOf, type SafetyScores } from './safety.ts';
import { makeReason, point } from '../../shared/explain/compose.ts';

// Today's Highlight (spec sections 2 and 7): score the candidates from engagement, freshness and
// resonance with the day's collective mood; keep twice the number shown; build each card with
// the spec's fallbacks.

export interface HighlightCandidate {
  id: string;
  createdAt: Date;
  metrics: Metrics;
  emoVector: readonly number[] | null;
  safety: SafetyScores | null;
}

/** The day's collective mood: the mean emotion vector of the candidates; null if none has one. */
export function collectiveMood(candidates: readonly HighlightCandidate[]): number[] | null {
  const vectors = candidates.flatMap((c) => (c.emoVector ? [c.emoVector] : []));
  if (vectors.length === 0) return null;
  const sum = new Array<number>(vectors[0]!.length).fill(0);
  for (const vector of vectors) vector.forEach((value, index) => (sum[index]! += value));
  return sum.map((value) => value / vectors.length);
}

export interface HighlightParts {
  engagement: number;
  freshness: number;
  resonance: number;
  reach: number;
  score: number;
}

/** (0.5·quality + 0.3·e^(−age/24 h) + 0.2·resonance) × reach multiplier. */
export function highlightScore(
  candidate: HighlightCandidate,
  mood: readonly number[] | null,
  now: Date,
): HighlightParts {
  const engagement = qualityOf(candidate.metrics);
  const freshness = Math.exp(-ageHours(candidate.createdAt, now) / HIGHLIGHT_FRESHNESS_HOURS);
  const resonance = mood && candidate.emoVector ? emotionSimilarity(candidate.emoVector, mood) : 0;
  const reach = reachMultiplier(riskOf(candidate.safety));
  const w = HIGHLIGHT_SCORE_WEIGHTS;
  const score =
    (w.engagement * engagement + w.freshness * freshness + w.resonance * resonance) * reach;
  return { engagement, freshness, resonance, reach, score };
}

/** Score, sort descending, keep the top `considered` (twice the number shown). */
export function rankHighlight<T extends HighlightCandidate>(
  candidates: readonly T[],
  now: Date,
  considered: number = HIGHLIGHT_CONSIDERED,
): Array<{ candidate: T; parts: HighlightParts }> {
  const mood = collectiveMood(candidates);
  return candidates
    .map((candidate) => ({ candidate, parts: highlightScore(candidate, mood, now) }))
    .sort((a, b) => b.parts.score - a.parts.score || a.candidate.id.localeCompare(b.candidate.id))
    .slice(0, considered);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function highlightReason(parts: HighlightParts): PostReason {
  const w = HIGHLIGHT_SCORE_WEIGHTS;
  const strongest = (
    [
      ['engagement', w.engagement * parts.engagement],
      ['freshness', w.freshness * parts.freshness],
      ['resonance', w.resonance * parts.resonance],
    ] as const
  ).reduce((best, part) => (part[1] > best[1] ? part : best));
  const code =
    strongest[0] === 'engagement'
      ? 'highlight-engagement'
      : strongest[0] === 'freshness'
        ? 'highlight-fresh'
        : 'highlight-mood';
  const points = [point(code)];
  if (parts.reach < 1) points.push(point('throttled'));
  return makeReason('highlight', code, {}, points, [
    {
      key: 'engagement',
      weight: w.engagement,
      value: round(parts.engagement),
    },
    {
      key: 'freshness',
      weight: w.freshness,
      value: round(parts.freshness),
    },
    {
      key: 'resonance',
      weight: w.resonance,
      value: round(parts.resonance),
    },
    { key: 'reach', weight: 1, value: round(parts.reach) },
  ]);
}

/** Spec: handle from the lowercased name with whitespace as hyphens; 'user' when empty. */
export function highlightHandle(name: string | null | undefined): string {
  // Turkish-aware: plain toLowerCase() turned İ into i + U+0307 ("@i̇pek", a stray combining dot)
  // and Işık into "işık"; a Turkish name lower-cases the Turkish way, an English one as usual.
  const handle = lowerName((name ?? '').trim()).replace(/\s+/g, '-');
  return handle || 'user';
}

/** Spec: up to 3 tags, each the topic stripped of anything but letters, digits and hyphens. */
export function highlightTags(topics: readonly string[] | null | undefined): string[] {
  return (topics ?? [])
    .map((topic) => topic.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter((topic) => topic.length > 0)
    .slice(0, POST_TOPIC_TAGS_SHOWN);
}

export function highlightAuthorName(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : 'Anonymous';
}
