import { describe, expect, it } from 'vitest';
import { EMOTION_PROTOTYPES, INSIGHT_COLOUR_KEYS } from '../../shared/constants.ts';
import {
  arousalScore,
  barWidthPercent,
  cadenceScore,
  circadianParts,
  dailyMood,
  diversityPercent,
  emotionMix,
  emotionVariety,
  insightColourOf,
  postingTimePart,
  PROTOTYPE_INSIGHT_COLOUR,
  valenceScore,
  valenceTrend,
} from './insights.ts';

describe('cadence score (spec section 9)', () => {
  it('is 0 for no posts and 9 per post under 7', () => {
    expect(cadenceScore(0)).toBe(0);
    expect(cadenceScore(1)).toBe(9);
    expect(cadenceScore(3)).toBe(27);
    expect(cadenceScore(6)).toBe(54);
  });
  it('steps to 72 at 7, 88 at 14 and 96 at 21 posts', () => {
    expect(cadenceScore(7)).toBe(72);
    expect(cadenceScore(13)).toBe(72);
    expect(cadenceScore(14)).toBe(88);
    expect(cadenceScore(20)).toBe(88);
    expect(cadenceScore(21)).toBe(96);
    expect(cadenceScore(500)).toBe(96);
  });
  it('never goes negative', () => {
    expect(cadenceScore(-3)).toBe(0);
  });
});

describe('diversity', () => {
  it('is distinct emotions divided by min(8, distinct), as the spec writes it', () => {
    expect(diversityPercent(0)).toBe(0);
    expect(diversityPercent(1)).toBe(100);
    expect(diversityPercent(3)).toBe(100);
    expect(diversityPercent(8)).toBe(100);
    expect(diversityPercent(9)).toBe(100);
  });
  it('counts distinct insight colours, leaving unknown out', () => {
    expect(emotionVariety(['happiness', 'pride', 'calm', null, 'weird', 'sadness'])).toEqual({
      distinct: 4,
      tagged: 4,
    });
    expect(emotionVariety(['fatigue', 'boredom', 'sadness', 'loneliness'])).toEqual({
      distinct: 1,
      tagged: 4,
    });
  });
});

describe('valence and arousal', () => {
  it('maps valence x to (x+1)/2 clamped to 0..1', () => {
    expect(valenceScore([-1, 0])).toBe(0);
    expect(valenceScore([0, 0])).toBe(0.5);
    expect(valenceScore([1, 0])).toBe(1);
    expect(valenceScore([0.5, 0])).toBe(0.75);
    expect(valenceScore([-3, 0])).toBe(0);
    expect(valenceScore([2.5, 0])).toBe(1);
    expect(valenceScore(null)).toBeNull();
    expect(valenceScore([])).toBeNull();
  });
  it('takes arousal from the second vector value', () => {
    expect(arousalScore([0.9, 0.4, 0.1])).toBe(0.4);
    expect(arousalScore([0, 1.7])).toBe(1);
    expect(arousalScore([0.3])).toBeNull();
  });
});

describe('bar widths', () => {
  it('are at least 4% for any bar drawn', () => {
    expect(barWidthPercent(1, 1000)).toBe(4);
    expect(barWidthPercent(3, 100)).toBe(4);
    expect(barWidthPercent(50, 100)).toBe(50);
    expect(barWidthPercent(100, 100)).toBe(100);
  });
  it('are 0 for nothing', () => {
    expect(barWidthPercent(0, 100)).toBe(0);
    expect(barWidthPercent(5, 0)).toBe(0);
  });
});

describe('prototype to insight colour', () => {
  it('maps every one of the 12 prototypes to one of the 8 colours', () => {
    for (const prototype of EMOTION_PROTOTYPES)
      expect(INSIGHT_COLOUR_KEYS).toContain(PROTOTYPE_INSIGHT_COLOUR[prototype]);
  });
  it('follows the written mapping', () => {
    expect(insightColourOf('happiness')).toBe('joy');
    expect(insightColourOf('pride')).toBe('trust');
    expect(insightColourOf('calm')).toBe('calm');
    expect(insightColourOf('hope')).toBe('anticipation');
    expect(insightColourOf('focus')).toBe('anticipation');
    expect(insightColourOf('curiosity')).toBe('surprise');
    expect(insightColourOf('fatigue')).toBe('sadness');
    expect(insightColourOf('boredom')).toBe('sadness');
    expect(insightColourOf('sadness')).toBe('sadness');
    expect(insightColourOf('loneliness')).toBe('sadness');
    expect(insightColourOf('stress')).toBe('fear');
    expect(insightColourOf('anger')).toBe('anger');
  });
  it('falls back to unknown', () => {
    expect(insightColourOf(null)).toBe('unknown');
    expect(insightColourOf('')).toBe('unknown');
    expect(insightColourOf('toString')).toBe('unknown');
    expect(insightColourOf('melancholy')).toBe('unknown');
    expect(insightColourOf('Joy')).toBe('joy');
  });
  it('builds a mix biggest first with shares, named by mood and drawn in its colour', () => {
    expect(emotionMix(['happiness', 'happiness', 'stress', null])).toEqual([
      { emotion: 'happiness', colour: 'joy', count: 2, share: 0.5 },
      { emotion: 'stress', colour: 'fear', count: 1, share: 0.25 },
      { emotion: 'unknown', colour: 'unknown', count: 1, share: 0.25 },
    ]);
    // Two moods of one colour stay two feelings, as on their cards.
    expect(emotionMix(['fatigue', 'Loneliness']).map((entry) => entry.emotion)).toEqual([
      'fatigue',
      'loneliness',
    ]);
    expect(emotionMix([])).toEqual([]);
  });
});

describe('sentences', () => {
  it('names the part of the day with the most posts', () => {
    const hours = Array.from({ length: 24 }, () => 0);
    expect(postingTimePart(hours)).toBeNull();
    hours[20] = 3;
    hours[8] = 2;
    expect(postingTimePart(hours)).toBe('evening');
    hours[2] = 9;
    expect(postingTimePart(hours)).toBe('night');
  });
  it('describes a circadian profile truthfully', () => {
    // Evenings: low stress and arousal, high valence; mornings: tense.
    const matrix = Array.from({ length: 24 }, (_, hour) =>
      hour >= 18
        ? [0.8, 0.1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.05]
        : [0, 0.6, 0.5, 0.5, 0.5, 0.5, 0.5, 0.6],
    );
    expect(circadianParts(matrix)).toEqual({ calmest: 'evening', brightest: 'evening' });
    const tenseEvenings = matrix.map((row, hour) =>
      hour >= 18
        ? [0.8, 0.9, 0.5, 0.5, 0.5, 0.5, 0.5, 0.9]
        : [0.1, 0.1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.1],
    );
    expect(circadianParts(tenseEvenings).calmest).not.toBe('evening');
    expect(circadianParts(tenseEvenings).brightest).toBe('evening');
  });
  it('reads a valence trend', () => {
    expect(valenceTrend([0.3, 0.35, null, 0.6, 0.7])).toBe('brighter');
    expect(valenceTrend([0.7, 0.6, 0.3])).toBe('dimmer');
    expect(valenceTrend([0.5, 0.5])).toBe('steady');
    expect(valenceTrend([0.5])).toBeNull();
  });
});

describe('daily mood', () => {
  it('averages valence and arousal per day, skipping fallback vectors', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const days = dailyMood(
      [
        { at: new Date('2026-11-20T09:00:00Z'), vector: [0.5, 0.2, 0, 0, 0, 0, 0, 0] },
        { at: new Date('2026-11-20T10:00:00Z'), vector: [-0.5, 0.6, 0, 0, 0, 0, 0, 0] },
        { at: new Date('2026-11-20T11:00:00Z'), vector: [0, 0, 0, 0, 0, 0, 0, 0] },
        { at: new Date('2026-11-18T11:00:00Z'), vector: [1, 1, 0, 0, 0, 0, 0, 0] },
      ],
      3,
      now,
    );
    expect(days).toEqual([
      { date: '2026-11-18', valence: 1, arousal: 1, samples: 1 },
      { date: '2026-11-19', valence: null, arousal: null, samples: 0 },
      { date: '2026-11-20', valence: 0.5, arousal: 0.4, samples: 2 },
    ]);
  });
});
