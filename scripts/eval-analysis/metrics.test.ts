import { describe, expect, it } from 'vitest';
import { accuracy, auc, rateAbove, topConfusions } from './metrics.ts';

describe('auc', () => {
  it('is 1 when every positive outranks every negative and 0 the other way round', () => {
    expect(auc([0.9, 0.8], [0.1, 0.2, 0.3])).toBe(1);
    expect(auc([0.1], [0.5, 0.6])).toBe(0);
  });

  it('counts ties as half and mixes as a share of pairs', () => {
    expect(auc([0.5], [0.5])).toBe(0.5);
    // Pairs: 0.9 beats both, 0.4 beats 0.3 only: 3 of 4.
    expect(auc([0.9, 0.4], [0.3, 0.6])).toBe(0.75);
    expect(auc([0, 0], [0, 0, 0.2])).toBeCloseTo(1 / 3);
  });

  it('is NaN with no positives or no negatives', () => {
    expect(auc([], [0.1])).toBeNaN();
    expect(auc([0.1], [])).toBeNaN();
  });
});

describe('accuracy and confusions', () => {
  const predictions = [
    { expected: 'calm', actual: 'calm' },
    { expected: 'calm', actual: 'happiness' },
    { expected: 'hope', actual: 'happiness' },
    { expected: 'calm', actual: 'happiness' },
    { expected: 'anger', actual: null },
  ];

  it('gives the share answered right', () => {
    expect(accuracy(predictions)).toBeCloseTo(0.2);
    expect(accuracy([])).toBeNaN();
  });

  it('lists the most frequent wrong answers first, with no answer shown as none', () => {
    expect(topConfusions(predictions, 2)).toEqual([
      { expected: 'calm', actual: 'happiness', count: 2 },
      { expected: 'anger', actual: 'none', count: 1 },
    ]);
  });

  it('gives the share above a threshold', () => {
    expect(rateAbove([0.1, 0.31, 0.3, 0.9], 0.3)).toBe(0.5);
  });
});
