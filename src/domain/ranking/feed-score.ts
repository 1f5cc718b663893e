import { ENGAGEMENT_WEIGHTS, FEED_SCORE, QUALITY_HALF_ENGAGEMENT } from '../../shared/constants.ts';

// The spec's feed score (section 9) and the engagement measures built on its weights.
// Pure: the clock is passed in as `now`.

export interface Metrics {
  echoes: number;
  saves: number;
  responses: number;
  views: number;
}

const HOUR_MS = 3_600_000;
/** Counters are whole numbers within int range; anything else counts as 0, and huge ones are capped. */
const COUNTER_MAX = 2_147_483_647;
const safe = (value: number) =>
  Number.isFinite(value) && value > 0 ? Math.min(value, COUNTER_MAX) : 0;

/** Age in hours, at least 1; 48 when the time is unknown (or not a real date). */
export function ageHours(createdAt: Date | null | undefined, now: Date): number {
  const time = createdAt?.getTime();
  if (time === undefined || !Number.isFinite(time) || !Number.isFinite(now.getTime()))
    return FEED_SCORE.unknownAgeHours;
  return Math.max(FEED_SCORE.minAgeHours, (now.getTime() - time) / HOUR_MS);
}

/** 4·echoes + 3·saves + 2·responses + ln(1 + views): what people valued. */
export function engagementPart(metrics: Metrics): number {
  return (
    FEED_SCORE.echoes * safe(metrics.echoes) +
    FEED_SCORE.saves * safe(metrics.saves) +
    FEED_SCORE.responses * safe(metrics.responses) +
    Math.log1p(safe(metrics.views))
  );
}

/** e^(−age/18): 1 for a post of an hour or less, fading with age. */
export function freshnessPart(age: number): number {
  return Math.exp(-age / FEED_SCORE.freshnessTauHours);
}

/** Spec: 2·(4·echoes + 3·saves + 2·responses + ln(1+views)) + 100·e^(−ageHours/18). */
export function feedScore(metrics: Metrics, createdAt: Date | null | undefined, now: Date): number {
  return (
    FEED_SCORE.multiplier * engagementPart(metrics) +
    FEED_SCORE.freshnessWeight * freshnessPart(ageHours(createdAt, now))
  );
}

/** The admin's engagement measure (spec weights 2, 1.5, 1.2, 0.05). */
export function engagementScore(metrics: Metrics): number {
  return (
    ENGAGEMENT_WEIGHTS.echoes * safe(metrics.echoes) +
    ENGAGEMENT_WEIGHTS.saves * safe(metrics.saves) +
    ENGAGEMENT_WEIGHTS.responses * safe(metrics.responses) +
    ENGAGEMENT_WEIGHTS.views * safe(metrics.views)
  );
}

/** Quality in 0..1: engagement e / (e + 10), one half at an engagement of 10. */
export function qualityOf(metrics: Metrics): number {
  const engagement = engagementScore(metrics);
  return engagement / (engagement + QUALITY_HALF_ENGAGEMENT);
}
