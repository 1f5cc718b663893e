import { describe, expect, it } from 'vitest';
import {
  CIRCADIAN_BLEND_ALPHA,
  EMOTION_EVENT_WEIGHTS,
  EMOTION_PROTOTYPE_VECTORS,
  EMOTION_STATE_CHANGE_CAP,
  EMOTION_STATE_DECAY,
  HOURS_PER_DAY,
} from '../../shared/constants.ts';
import {
  applyEmotionEvent,
  blendWithCircadian,
  circadianRow,
  coldStartPrior,
  eventWeight,
  initialCircadianProfile,
  memberHour,
  normaliseHour,
  trackedTypeOf,
  updateCircadianProfile,
} from './emotion-state.ts';
import { DEFAULT_EMOTION_VECTOR } from './emotion-vector.ts';

const calm = [...EMOTION_PROTOTYPE_VECTORS.calm];
const anger = [...EMOTION_PROTOTYPE_VECTORS.anger];

describe('one interaction', () => {
  it('keeps the decay share of the state and moves the rest towards the content', () => {
    const next = applyEmotionEvent(DEFAULT_EMOTION_VECTOR, calm, 1);
    next.forEach((value, i) => {
      const expected =
        EMOTION_STATE_DECAY * (DEFAULT_EMOTION_VECTOR[i] ?? 0) +
        (1 - EMOTION_STATE_DECAY) * (calm[i] ?? 0);
      expect(value).toBeCloseTo(expected, 10);
    });
  });

  it('never moves a dimension by more than the cap', () => {
    const next = applyEmotionEvent(calm, anger, 5);
    next.forEach((value, i) => {
      expect(Math.abs(value - (calm[i] ?? 0))).toBeLessThanOrEqual(
        EMOTION_STATE_CHANGE_CAP + 1e-12,
      );
    });
    // Valence goes from 0.45 to -0.8: 1.25 apart, so the cap binds.
    expect(next[0]).toBeCloseTo(0.45 - EMOTION_STATE_CHANGE_CAP, 10);
  });

  it('stays inside the ranges and converges on repeated content', () => {
    let state = [...DEFAULT_EMOTION_VECTOR];
    for (let i = 0; i < 200; i += 1) state = applyEmotionEvent(state, anger, 2);
    state.forEach((value, i) => expect(value).toBeCloseTo(anger[i] ?? 0, 6));
  });

  it('weighs shares over saves and comments over views, views by dwell', () => {
    expect(trackedTypeOf('echo')).toBe('share');
    expect(trackedTypeOf('dwell')).toBeNull();
    expect(eventWeight('share', 0)).toBe(EMOTION_EVENT_WEIGHTS.share);
    expect(eventWeight('view', 0)).toBeCloseTo(EMOTION_EVENT_WEIGHTS.view * 0.5);
    expect(eventWeight('view', 5_000)).toBeCloseTo(EMOTION_EVENT_WEIGHTS.view);
    expect(eventWeight('view', 60_000)).toBeCloseTo(EMOTION_EVENT_WEIGHTS.view * 1.5);
  });
});

describe('the blend', () => {
  it('is alpha of the circadian row and the rest of the short-term state', () => {
    const blended = blendWithCircadian(calm, anger);
    blended.forEach((value, i) => {
      expect(value).toBeCloseTo(
        CIRCADIAN_BLEND_ALPHA * (calm[i] ?? 0) + (1 - CIRCADIAN_BLEND_ALPHA) * (anger[i] ?? 0),
        10,
      );
    });
  });
});

describe('cold start and the circadian profile', () => {
  it('gives a prior in range with more energy by day than at night', () => {
    const afternoon = coldStartPrior(14);
    const night = coldStartPrior(3);
    expect(afternoon[3]).toBeGreaterThan(night[3] ?? 1);
    expect(coldStartPrior(20)[5]).toBeGreaterThan(coldStartPrior(8)[5] ?? 1);
    for (const value of [...afternoon, ...night]) expect(Number.isFinite(value)).toBe(true);
    expect(afternoon[0]).toBe(0);
  });

  it('normalises hours, negative and fractional ones included', () => {
    expect(normaliseHour(25)).toBe(1);
    expect(normaliseHour(-1)).toBe(23);
    expect(normaliseHour(7.9)).toBe(7);
    expect(coldStartPrior(26)).toEqual(coldStartPrior(2));
  });

  it('starts every profile with 24 rows of the prior', () => {
    const profile = initialCircadianProfile();
    expect(profile).toHaveLength(HOURS_PER_DAY);
    expect(profile[9]).toEqual(coldStartPrior(9));
  });

  it("moves only the interaction's hour row", () => {
    const before = initialCircadianProfile();
    const after = updateCircadianProfile(before, 21, anger, 2);
    after.forEach((row, hour) => {
      if (hour === 21) expect(row).toEqual(applyEmotionEvent(before[21] ?? [], anger, 2));
      else expect(row).toEqual(before[hour]);
    });
  });

  it('falls back to the prior for a missing or short row', () => {
    expect(circadianRow(null, 5)).toEqual(coldStartPrior(5));
    expect(circadianRow([[1, 2]], 0)).toEqual(coldStartPrior(0));
  });

  it("reads the hour in the community's time zone (Istanbul, UTC+3)", () => {
    expect(memberHour(new Date('2024-06-01T21:30:00Z'))).toBe(0);
    expect(memberHour(new Date('2024-01-01T09:00:00Z'))).toBe(12);
  });
});
