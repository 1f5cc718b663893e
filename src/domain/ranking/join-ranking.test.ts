import { describe, expect, it } from 'vitest';
import { RELEVANCE_WEIGHTS } from '../../shared/constants.ts';
import { joinRanking, type PlacedEntry } from './join-ranking.ts';

const entry = (id: string, authorId: string, score: number, redundancy = 0): PlacedEntry => ({
  id,
  authorId,
  score,
  redundancy,
});

describe('joinRanking', () => {
  const page = [entry('a', 'ann', 5), entry('b', 'bob', 4), entry('c', 'cem', 3)];

  it('places a new post before the first page post its score beats', () => {
    const joined = joinRanking(page, [{ id: 'n', authorId: 'deniz', score: 4.5 }]);
    expect(joined.map((e) => e.id)).toEqual(['a', 'n', 'b', 'c']);
    expect(joined[1]!.redundancy).toBe(0);
  });

  it('puts a post that beats nothing right after the page, never drops it', () => {
    const joined = joinRanking(page, [{ id: 'n', authorId: 'deniz', score: 0.1 }]);
    expect(joined.map((e) => e.id)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('applies the redundancy penalty for the same author placed above', () => {
    // 4.5 beats bob's 4 alone, but ann is above it: 4.5 × 0.8 = 3.6 < 4, so it goes after bob.
    const joined = joinRanking(page, [{ id: 'n', authorId: 'ann', score: 4.5 }]);
    expect(joined.map((e) => e.id)).toEqual(['a', 'b', 'n', 'c']);
    expect(joined[2]!.redundancy).toBe(1);
    expect(4.5 * (1 - RELEVANCE_WEIGHTS.redundancyPenalty)).toBeLessThan(4);
  });

  it('compares against the page posts after their own penalty', () => {
    const penalised = [entry('a', 'ann', 5), entry('a2', 'ann', 4.8, 1), entry('b', 'bob', 3)];
    // a2 counts as 4.8 × 0.8 = 3.84: a 4.0 post by someone else goes above it.
    const joined = joinRanking(penalised, [{ id: 'n', authorId: 'cem', score: 4 }]);
    expect(joined.map((e) => e.id)).toEqual(['a', 'n', 'a2', 'b']);
  });

  it('joins several posts best first, and a post already on the page only once', () => {
    const joined = joinRanking(page, [
      { id: 'x', authorId: 'xu', score: 3.5 },
      { id: 'y', authorId: 'yu', score: 9 },
      { id: 'b', authorId: 'bob', score: 4 },
    ]);
    expect(joined.map((e) => e.id)).toEqual(['y', 'a', 'b', 'x', 'c']);
  });

  it('leaves the page as it was when nothing joins', () => {
    expect(joinRanking(page, [])).toEqual(page);
  });
});
