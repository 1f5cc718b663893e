import { describe, expect, it } from 'vitest';
import { articleForNumber, ArticleForNumber } from './english.ts';

describe('a or an before a number', () => {
  it('reads the number aloud', () => {
    const an = [8, 11, 18, 80, 800, 8000, 11_000, 18_000, 11_000_000];
    const a = [1, 2, 7, 10, 12, 100, 110, 180, 1000, 1100, 1800, 111, 100_000];
    for (const n of an) expect(articleForNumber(n), String(n)).toBe('an');
    for (const n of a) expect(articleForNumber(n), String(n)).toBe('a');
  });

  it('starts a sentence: "An 8-dimension emotion model"', () => {
    expect(`${ArticleForNumber(8)} 8-dimension emotion model`).toBe('An 8-dimension emotion model');
  });
});
