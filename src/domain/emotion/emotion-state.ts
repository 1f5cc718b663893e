import {
  CIRCADIAN_BLEND_ALPHA,
  COLD_START_DAILY_RHYTHM,
  COMMUNITY_TIME_ZONE,
  EMOTION_DIMENSIONS,
  EMOTION_EVENT_WEIGHTS,
  EMOTION_STATE_CHANGE_CAP,
  EMOTION_STATE_DECAY,
  EMOTION_VIEW_DWELL_FACTOR,
  EMOTION_VIEW_DWELL_FULL_MS,
  HOURS_PER_DAY,
} from '../../shared/constants.ts';
import { clampDimension, clampToRanges, DEFAULT_EMOTION_VECTOR } from './emotion-vector.ts';

// The member's emotion state: pure maths, no I/O and no clock (the caller passes the hour).

export type TrackedEventType = keyof typeof EMOTION_EVENT_WEIGHTS;
export const TRACKED_EVENT_TYPES = Object.keys(EMOTION_EVENT_WEIGHTS) as TrackedEventType[];

/** Spec section 7: an echo is tracked as a share. Null for types the state does not learn from. */
export function trackedTypeOf(type: string): TrackedEventType | null {
  if (type === 'echo') return 'share';
  return type in EMOTION_EVENT_WEIGHTS ? (type as TrackedEventType) : null;
}

/** How strongly one interaction moves the state; a view counts more the longer it was read. */
export function eventWeight(type: TrackedEventType, dwellMs: number): number {
  const base = EMOTION_EVENT_WEIGHTS[type];
  if (type !== 'view') return base;
  const { min, max } = EMOTION_VIEW_DWELL_FACTOR;
  const dwell = Number.isFinite(dwellMs) && dwellMs > 0 ? dwellMs : 0;
  return base * Math.min(max, min + (max - min) * (dwell / EMOTION_VIEW_DWELL_FULL_MS));
}

/**
 * One interaction's effect: the vector keeps EMOTION_STATE_DECAY of itself and moves the rest,
 * times the event's weight, towards the content's vector; no dimension moves more than
 * EMOTION_STATE_CHANGE_CAP, and each stays in its range.
 */
export function applyEmotionEvent(
  vector: readonly number[],
  contentVector: readonly number[],
  weight: number,
): number[] {
  const current = clampToRanges(vector);
  const target = clampToRanges(contentVector);
  const rate = (1 - EMOTION_STATE_DECAY) * weight;
  return current.map((value, index) => {
    const step = rate * ((target[index] ?? value) - value);
    const capped = Math.max(-EMOTION_STATE_CHANGE_CAP, Math.min(EMOTION_STATE_CHANGE_CAP, step));
    return clampDimension(index, value + capped);
  });
}

/** Spec section 4: the current state is the hour's circadian row blended with the short-term state. */
export function blendWithCircadian(
  circadianRow: readonly number[],
  shortTerm: readonly number[],
): number[] {
  const row = clampToRanges(circadianRow);
  const state = clampToRanges(shortTerm);
  return row.map(
    (value, index) =>
      CIRCADIAN_BLEND_ALPHA * value + (1 - CIRCADIAN_BLEND_ALPHA) * (state[index] ?? value),
  );
}

/** 0..23 for any whole or fractional hour, negative ones included. */
export function normaliseHour(hour: number): number {
  const whole = Number.isFinite(hour) ? Math.floor(hour) : 0;
  return ((whole % HOURS_PER_DAY) + HOURS_PER_DAY) % HOURS_PER_DAY;
}

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: COMMUNITY_TIME_ZONE,
});

/** The hour (0..23) of a moment in the community's time zone: the circadian row it belongs to. */
export function memberHour(moment: Date): number {
  return normaliseHour(Number(hourFormat.format(moment)));
}

const PRIOR_DECIMALS = 1e4;

/** The population prior for an hour: the defaults with a daily rhythm (energy by day, social by evening...). */
export function coldStartPrior(hour: number): number[] {
  const h = normaliseHour(hour);
  return EMOTION_DIMENSIONS.map((dimension, index) => {
    const neutral = DEFAULT_EMOTION_VECTOR[index] ?? 0;
    const rhythm = COLD_START_DAILY_RHYTHM[dimension];
    if (!rhythm) return neutral;
    const phase = (2 * Math.PI * (h - rhythm.peakHour)) / HOURS_PER_DAY;
    const value = neutral + rhythm.amplitude * Math.cos(phase);
    return clampDimension(index, Math.round(value * PRIOR_DECIMALS) / PRIOR_DECIMALS);
  });
}

/** A new member's circadian profile: the population prior for each of the 24 hours. */
export function initialCircadianProfile(): number[][] {
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) => coldStartPrior(hour));
}

/** The profile's row for an hour, or the prior when the stored matrix lacks a usable row. */
export function circadianRow(
  matrix: readonly (readonly number[])[] | null,
  hour: number,
): number[] {
  const h = normaliseHour(hour);
  const row = matrix?.[h];
  return row && row.length >= EMOTION_DIMENSIONS.length ? clampToRanges(row) : coldStartPrior(h);
}

/** A copy of the profile with the hour's row moved by the interaction, the same rule as the state. */
export function updateCircadianProfile(
  matrix: readonly (readonly number[])[] | null,
  hour: number,
  contentVector: readonly number[],
  weight: number,
): number[][] {
  const h = normaliseHour(hour);
  return Array.from({ length: HOURS_PER_DAY }, (_, index) => {
    const row = circadianRow(matrix, index);
    return index === h ? applyEmotionEvent(row, contentVector, weight) : row;
  });
}
