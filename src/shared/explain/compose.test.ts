import { describe, expect, it } from 'vitest';
import { REASON_CODES, REASON_POINT_CODES } from '../api/social.ts';
import {
  englishPointText,
  englishReasonText,
  englishValues,
  fillTemplate,
  makeReason,
  point,
} from './compose.ts';
import words from './words.en.ts';

describe('explanations as data', () => {
  it('has English words for every reason and point code', () => {
    const reasons = Object.keys(words.reason).map((key) => key.replace(/_(one|other)$/, ''));
    const points = Object.keys(words.point).map((key) => key.replace(/_(one|other)$/, ''));
    expect(new Set(reasons)).toEqual(new Set(REASON_CODES));
    expect(new Set(points)).toEqual(new Set(REASON_POINT_CODES));
  });

  it('fills placeholders and leaves nothing for a missing value', () => {
    expect(fillTemplate('Hi {{name}}, {{ count }} {{gone}}!', { name: 'Elif', count: 3 })).toBe(
      'Hi Elif, 3 !',
    );
  });

  it('words English values: a name as its handle, a mood by its name, topics with #', () => {
    expect(
      englishValues({ handle: 'elif', mood: 'Calm', topics: ['çay', 'yağmur'], part: 'morning' }),
    ).toMatchObject({ name: '@elif', mood: 'calm', topics: '#çay, #yağmur', part: 'mornings' });
    expect(englishValues({ mood: 'weird' }).mood).toBe('no clear mood');
  });

  it('chooses the English plural by the count', () => {
    expect(englishReasonText('popular-with-follows', { count: 1 })).toBe(
      'Popular with people you follow: one of them echoed or saved it.',
    );
    expect(englishReasonText('popular-with-follows', { count: 4 })).toBe(
      'Popular with people you follow: 4 of them echoed or saved it.',
    );
    expect(englishPointText(point('author-above', { count: 2 }))).toBe(
      '2 more posts by the same author are above it, so it sits a little lower.',
    );
  });

  it('keeps the English line for API clients beside the code and parameters', () => {
    const reason = makeReason('follows-author', 'follows', { handle: 'elif' }, [], []);
    expect(reason).toEqual({
      kind: 'follows-author',
      code: 'follows',
      params: { handle: 'elif' },
      text: 'You follow @elif.',
      points: [],
      factors: [],
    });
    expect(englishPointText(point('mood-fits-you', { mood: 'calm', part: 'morning' }))).toBe(
      'Its mood, calm, suits your mornings.',
    );
  });
});
