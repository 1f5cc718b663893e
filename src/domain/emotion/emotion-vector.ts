import {
  EMOTION_DEFAULTS,
  EMOTION_DIMENSION_RANGES,
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPE_VECTORS,
  EMOTION_PROTOTYPES,
  TONE_VALENCE_THRESHOLD,
  type EmotionPrototype,
} from '../../shared/constants.ts';

// Vectors in the 8-dimensional emotion space, always in EMOTION_DIMENSIONS order.

export const EMOTION_DIMENSION_COUNT = EMOTION_DIMENSIONS.length;
const VALENCE = EMOTION_DIMENSIONS.indexOf('valence');
const AROUSAL = EMOTION_DIMENSIONS.indexOf('arousal');

/** The spec's defaults: what an empty or neutral text gets. */
export const DEFAULT_EMOTION_VECTOR: readonly number[] = Object.freeze(
  EMOTION_DIMENSIONS.map((dimension) => EMOTION_DEFAULTS[dimension]),
);

/** The spec's fallback when analysis fails (section 7). */
export function zeroEmotionVector(): number[] {
  return new Array<number>(EMOTION_DIMENSION_COUNT).fill(0);
}

const RANGE_MIN = EMOTION_DIMENSIONS.map((dimension) => EMOTION_DIMENSION_RANGES[dimension][0]);
const RANGE_MAX = EMOTION_DIMENSIONS.map((dimension) => EMOTION_DIMENSION_RANGES[dimension][1]);

export function clampDimension(index: number, value: number): number {
  const min = RANGE_MIN[index] ?? 0;
  const max = RANGE_MAX[index] ?? 1;
  return value < min ? min : value > max ? max : value;
}

/** A copy with every dimension inside its range; missing or non-finite values become the default. */
export function clampToRanges(vector: readonly number[]): number[] {
  return DEFAULT_EMOTION_VECTOR.map((fallback, index) => {
    const value = vector[index];
    return clampDimension(
      index,
      typeof value === 'number' && Number.isFinite(value) ? value : fallback,
    );
  });
}

export function isEmotionVector(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length >= EMOTION_DIMENSION_COUNT &&
    value.every((item) => typeof item === 'number' && Number.isFinite(item))
  );
}

// Valence spans 2 units where the others span 1; halving its offset gives each dimension the same say.
const DIMENSION_SCALE = EMOTION_DIMENSIONS.map((dimension) => (dimension === 'valence' ? 0.5 : 1));

function scaledOffset(vector: readonly number[]): number[] {
  return DEFAULT_EMOTION_VECTOR.map(
    (neutral, index) => ((vector[index] ?? neutral) - neutral) * (DIMENSION_SCALE[index] ?? 1),
  );
}

function norm(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value * value;
  return Math.sqrt(sum);
}

const PROTOTYPE_DIRECTIONS = EMOTION_PROTOTYPES.map((name) => {
  const offset = scaledOffset(EMOTION_PROTOTYPE_VECTORS[name]);
  const length = norm(offset);
  return { name, direction: offset.map((value) => value / length) };
});

/** Offsets shorter than this are the neutral point itself: no tag. */
const NEUTRAL_RADIUS = 1e-6;

/**
 * The prototype whose direction from the neutral defaults is closest (cosine) to the vector's own.
 * Direction rather than distance, so a faint text still gets the emotion it leans towards; the
 * defaults themselves (a neutral text) get null.
 */
export function nearestPrototype(vector: readonly number[]): EmotionPrototype | null {
  const offset = scaledOffset(vector);
  const length = norm(offset);
  if (length < NEUTRAL_RADIUS) return null;
  let best: EmotionPrototype | null = null;
  let bestCosine = -Infinity;
  for (const { name, direction } of PROTOTYPE_DIRECTIONS) {
    let dot = 0;
    for (let index = 0; index < direction.length; index += 1)
      dot += (direction[index] ?? 0) * (offset[index] ?? 0);
    const cosine = dot / length;
    if (cosine > bestCosine) {
      bestCosine = cosine;
      best = name;
    }
  }
  return best;
}

export function isEmotionPrototype(value: unknown): value is EmotionPrototype {
  return typeof value === 'string' && (EMOTION_PROTOTYPES as readonly string[]).includes(value);
}

export type Tone = 'excited' | 'content' | 'tense' | 'low' | 'neutral';

/** The circumplex quadrant of valence and arousal, for content_embeddings.tone. */
export function toneOf(vector: readonly number[]): Tone {
  const valence = vector[VALENCE] ?? 0;
  if (Math.abs(valence) < TONE_VALENCE_THRESHOLD) return 'neutral';
  const aroused = (vector[AROUSAL] ?? 0) > (DEFAULT_EMOTION_VECTOR[AROUSAL] ?? 0);
  if (valence > 0) return aroused ? 'excited' : 'content';
  return aroused ? 'tense' : 'low';
}
