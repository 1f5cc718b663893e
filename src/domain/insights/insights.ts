import {
  COMMUNITY_TIME_ZONE,
  EMOTION_DIMENSIONS,
  HOURS_PER_DAY,
  INSIGHTS_BAR_MIN_PERCENT,
  INSIGHTS_CADENCE,
  INSIGHTS_DIVERSITY_CAP,
  INSIGHT_COLOUR_KEYS,
  type EmotionPrototype,
} from '../../shared/constants.ts';
import {
  MOOD_COLOUR,
  MOODS,
  moodColour,
  moodOf,
  type InsightColour,
  type InsightColourOrUnknown,
  type Mood,
} from '../emotion/mood.ts';

// The pure maths behind /insights (spec section 9): cadence, diversity, valence and arousal,
// bar widths and the prototype → insight colour mapping. No I/O, no clock.

export type { InsightColour, InsightColourOrUnknown };
/** The one prototype → insight colour mapping (src/domain/emotion/mood.ts). */
export const PROTOTYPE_INSIGHT_COLOUR = MOOD_COLOUR;

/** A post's emotion tag (a prototype name) as an insight colour; `unknown` for anything else. */
export function insightColourOf(emotion: string | null | undefined): InsightColourOrUnknown {
  if (!emotion) return 'unknown';
  const key = emotion.trim().toLowerCase();
  if (Object.hasOwn(PROTOTYPE_INSIGHT_COLOUR, key))
    return PROTOTYPE_INSIGHT_COLOUR[key as EmotionPrototype];
  if ((INSIGHT_COLOUR_KEYS as readonly string[]).includes(key)) return key as InsightColour;
  return 'unknown';
}

/** Spec: 0 posts → 0; under 7 → 9 per post capped at 60; 7+ → 72; 14+ → 88; 21+ → 96. */
export function cadenceScore(postCount: number): number {
  const n = Math.max(0, Math.floor(postCount));
  if (n >= INSIGHTS_CADENCE.threeWeeks.posts) return INSIGHTS_CADENCE.threeWeeks.score;
  if (n >= INSIGHTS_CADENCE.twoWeeks.posts) return INSIGHTS_CADENCE.twoWeeks.score;
  if (n >= INSIGHTS_CADENCE.week.posts) return INSIGHTS_CADENCE.week.score;
  return Math.min(INSIGHTS_CADENCE.perPost * n, INSIGHTS_CADENCE.perPostCap);
}

/**
 * Spec, to the letter: distinct emotions divided by min(8, distinct), as a percentage. That is
 * 100% as soon as the member has one known emotion (0% with none); the page shows the distinct
 * count beside it, which carries the information (docs/decisions.md).
 */
export function diversityPercent(distinctEmotions: number): number {
  const distinct = Math.max(0, Math.floor(distinctEmotions));
  if (distinct === 0) return 0;
  return Math.round(Math.min(1, distinct / Math.min(INSIGHTS_DIVERSITY_CAP, distinct)) * 100);
}

/** Spec: valence shown as (x+1)/2 clamped to 0..1. */
export function valenceScore(vector: readonly number[] | null | undefined): number | null {
  const x = vector?.[0];
  if (typeof x !== 'number' || !Number.isFinite(x)) return null;
  return Math.min(1, Math.max(0, (x + 1) / 2));
}

/** Spec: arousal is the second vector value (clamped to 0..1 for drawing). */
export function arousalScore(vector: readonly number[] | null | undefined): number | null {
  const x = vector?.[1];
  if (typeof x !== 'number' || !Number.isFinite(x)) return null;
  return Math.min(1, Math.max(0, x));
}

/** A bar's width in percent of the largest value; any bar that is drawn is at least 4% wide. */
export function barWidthPercent(value: number, max: number): number {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.max(INSIGHTS_BAR_MIN_PERCENT, Math.min(100, (value / max) * 100));
}

export interface MixEntry {
  /** The feeling, named as on a post's card. */
  emotion: Mood;
  /** Its insight colour. */
  colour: InsightColourOrUnknown;
  count: number;
  /** 0..1 of the total. */
  share: number;
}

/**
 * Counts emotion tags by mood (the 12 prototypes, unknown for the rest), each with its insight
 * colour, biggest first (the prototypes' own order breaks ties).
 */
export function emotionMix(emotions: readonly (string | null | undefined)[]): MixEntry[] {
  const counts = new Map<Mood, number>();
  for (const emotion of emotions) {
    const mood = moodOf(emotion);
    counts.set(mood, (counts.get(mood) ?? 0) + 1);
  }
  const total = emotions.length;
  return MOODS.filter((mood) => (counts.get(mood) ?? 0) > 0)
    .map((mood) => {
      const count = counts.get(mood) ?? 0;
      return { emotion: mood, colour: moodColour(mood), count, share: total ? count / total : 0 };
    })
    .sort((a, b) => b.count - a.count || MOODS.indexOf(a.emotion) - MOODS.indexOf(b.emotion));
}

/** Distinct known emotions (insight colours, `unknown` excluded) and how many posts had one. */
export function emotionVariety(emotions: readonly (string | null | undefined)[]) {
  const known = emotions.map(insightColourOf).filter((colour) => colour !== 'unknown');
  return { distinct: new Set(known).size, tagged: known.length };
}

export type DayPart = 'night' | 'morning' | 'afternoon' | 'evening';

/** 0-5 night, 6-11 morning, 12-17 afternoon, 18-23 evening. */
export function dayPartOf(hour: number): DayPart {
  const h = ((Math.floor(hour) % HOURS_PER_DAY) + HOURS_PER_DAY) % HOURS_PER_DAY;
  if (h < 6) return 'night';
  if (h < 12) return 'morning';
  if (h < 18) return 'afternoon';
  return 'evening';
}

const DAY_PARTS: readonly DayPart[] = ['night', 'morning', 'afternoon', 'evening'];

/**
 * The part of the day with the most posts ("You post most in the evening.", worded by the web
 * app's catalogue) from a count per hour (24 numbers); null with no posts.
 */
export function postingTimePart(postsByHour: readonly number[]): DayPart | null {
  const byPart = new Map<DayPart, number>();
  postsByHour.forEach((count, hour) =>
    byPart.set(dayPartOf(hour), (byPart.get(dayPartOf(hour)) ?? 0) + count),
  );
  let best: DayPart | null = null;
  for (const part of DAY_PARTS) {
    if ((byPart.get(part) ?? 0) > (best ? (byPart.get(best) ?? 0) : 0)) best = part;
  }
  return best;
}

function partMean(matrix: readonly (readonly number[])[], part: DayPart, index: number): number {
  const rows = matrix.filter((_, hour) => dayPartOf(hour) === part);
  const values = rows.map((row) => row[index] ?? 0);
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

const STRESS = EMOTION_DIMENSIONS.indexOf('stress');
const AROUSAL = EMOTION_DIMENSIONS.indexOf('arousal');
const VALENCE = EMOTION_DIMENSIONS.indexOf('valence');

/**
 * One true sentence about a 24 × 8 circadian profile, as data: which part of the day is the
 * calmest (lowest stress + arousal) and which is the brightest (highest valence).
 */
export function circadianParts(matrix: readonly (readonly number[])[]): {
  calmest: DayPart;
  brightest: DayPart;
} {
  const calmness = (part: DayPart) =>
    -(partMean(matrix, part, STRESS) + partMean(matrix, part, AROUSAL));
  const brightness = (part: DayPart) => partMean(matrix, part, VALENCE);
  const calmest = [...DAY_PARTS].sort((a, b) => calmness(b) - calmness(a))[0] ?? 'night';
  const brightest = [...DAY_PARTS].sort((a, b) => brightness(b) - brightness(a))[0] ?? 'morning';
  return { calmest, brightest };
}

export type ValenceTrend = 'brighter' | 'dimmer' | 'steady';

/** Where a valence series (0..1 per day) is going: rising, falling or steady; null under 2 days. */
export function valenceTrend(series: readonly (number | null)[]): ValenceTrend | null {
  const values = series.filter((value): value is number => value !== null);
  if (values.length < 2) return null;
  const half = Math.floor(values.length / 2);
  const mean = (list: number[]) => list.reduce((s, v) => s + v, 0) / Math.max(1, list.length);
  const delta = mean(values.slice(values.length - half)) - mean(values.slice(0, half));
  if (delta > 0.05) return 'brighter';
  if (delta < -0.05) return 'dimmer';
  return 'steady';
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: COMMUNITY_TIME_ZONE,
});

/** YYYY-MM-DD of a moment in the community's time zone. */
export function dayKey(moment: Date): string {
  return dayFormat.format(moment);
}

export interface MoodDay {
  date: string;
  valence: number | null;
  arousal: number | null;
  samples: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Valence and arousal per day over the last `days` days (oldest first, every day present):
 * the mean of the emotion vectors seen that day. All-zero vectors (the analysis fallback)
 * say nothing and are skipped.
 */
export function dailyMood(
  samples: readonly { at: Date; vector: readonly number[] | null }[],
  days: number,
  now: Date,
): MoodDay[] {
  const keys = Array.from({ length: days }, (_, index) =>
    dayKey(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
  );
  const sums = new Map<string, { valence: number; arousal: number; n: number }>();
  for (const sample of samples) {
    const vector = sample.vector;
    if (!vector || vector.every((value) => value === 0)) continue;
    const valence = valenceScore(vector);
    const arousal = arousalScore(vector);
    if (valence === null || arousal === null) continue;
    const key = dayKey(sample.at);
    const sum = sums.get(key) ?? { valence: 0, arousal: 0, n: 0 };
    sums.set(key, { valence: sum.valence + valence, arousal: sum.arousal + arousal, n: sum.n + 1 });
  }
  return keys.map((date) => {
    const sum = sums.get(date);
    if (!sum) return { date, valence: null, arousal: null, samples: 0 };
    return {
      date,
      valence: round3(sum.valence / sum.n),
      arousal: round3(sum.arousal / sum.n),
      samples: sum.n,
    };
  });
}
