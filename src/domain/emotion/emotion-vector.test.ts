import { describe, expect, it } from 'vitest';
import {
  EMOTION_DEFAULTS,
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPE_VECTORS,
  EMOTION_PROTOTYPES,
} from '../../shared/constants.ts';
import {
  clampToRanges,
  DEFAULT_EMOTION_VECTOR,
  isEmotionVector,
  nearestPrototype,
  toneOf,
  zeroEmotionVector,
} from './emotion-vector.ts';

describe('emotion vectors', () => {
  it('has the spec defaults in dimension order', () => {
    expect(DEFAULT_EMOTION_VECTOR).toEqual([0, 0.4, 0.5, 0.5, 0.5, 0.4, 0.45, 0.2]);
    expect(EMOTION_DIMENSIONS.map((d) => EMOTION_DEFAULTS[d])).toEqual(DEFAULT_EMOTION_VECTOR);
    expect(zeroEmotionVector()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it.each(EMOTION_PROTOTYPES)("tags the %s prototype's own vector as itself", (name) => {
    expect(nearestPrototype(EMOTION_PROTOTYPE_VECTORS[name])).toBe(name);
  });

  it.each(EMOTION_PROTOTYPES)(
    'tags a faint version of %s (a tenth of the way) as itself',
    (name) => {
      const faint = DEFAULT_EMOTION_VECTOR.map(
        (neutral, i) => neutral + 0.1 * ((EMOTION_PROTOTYPE_VECTORS[name][i] ?? 0) - neutral),
      );
      expect(nearestPrototype(faint)).toBe(name);
    },
  );

  it('gives no tag to the neutral defaults', () => {
    expect(nearestPrototype(DEFAULT_EMOTION_VECTOR)).toBeNull();
  });

  it('keeps every prototype inside the dimension ranges', () => {
    for (const name of EMOTION_PROTOTYPES)
      expect(clampToRanges(EMOTION_PROTOTYPE_VECTORS[name])).toEqual(
        EMOTION_PROTOTYPE_VECTORS[name],
      );
  });

  it('clamps to the ranges and repairs missing values with the defaults', () => {
    expect(clampToRanges([-3, 2, -1, 0.5, Number.NaN])).toEqual([
      -1, 1, 0, 0.5, 0.5, 0.4, 0.45, 0.2,
    ]);
  });

  it('recognises vectors of at least eight finite numbers', () => {
    expect(isEmotionVector(DEFAULT_EMOTION_VECTOR)).toBe(true);
    expect(isEmotionVector([1, 2, 3])).toBe(false);
    expect(isEmotionVector([0, 0, 0, 0, 0, 0, 0, Infinity])).toBe(false);
    expect(isEmotionVector('x')).toBe(false);
  });

  it('reads the tone from the valence and arousal quadrant', () => {
    expect(toneOf(EMOTION_PROTOTYPE_VECTORS.happiness)).toBe('excited');
    expect(toneOf(EMOTION_PROTOTYPE_VECTORS.calm)).toBe('content');
    expect(toneOf(EMOTION_PROTOTYPE_VECTORS.anger)).toBe('tense');
    expect(toneOf(EMOTION_PROTOTYPE_VECTORS.sadness)).toBe('low');
    expect(toneOf(DEFAULT_EMOTION_VECTOR)).toBe('neutral');
  });
});
