import { describe, expect, it } from 'vitest';
import { placementReason } from './placement-reason.ts';

describe('placementReason', () => {
  it('explains timeline cards by who posted them', () => {
    expect(
      placementReason({ kind: 'timeline', isOwn: true, followsAuthor: false }, 'me').text,
    ).toMatch(/^Your post/);
    expect(placementReason({ kind: 'timeline', isOwn: false, followsAuthor: true }, 'ada')).toEqual(
      {
        kind: 'follows-author',
        code: 'latest-follows',
        params: { handle: 'ada' },
        text: 'New from @ada, whom you follow.',
        points: [
          { code: 'you-follow', params: { handle: 'ada' } },
          { code: 'newest-first', params: {} },
        ],
        factors: [{ key: 'order', weight: 1, value: 1 }],
      },
    );
    expect(
      placementReason({ kind: 'timeline', isOwn: false, followsAuthor: false }, 'ada').text,
    ).toMatch(/community/);
  });

  it('names shared topics on related posts', () => {
    expect(
      placementReason({ kind: 'related', sharedTopics: ['tea', 'rain'], sameAuthor: true }, 'ada')
        .text,
    ).toBe('Shares #tea, #rain with the post you are reading.');
    expect(
      placementReason({ kind: 'related', sharedTopics: [], sameAuthor: true }, 'ada').text,
    ).toBe('More from @ada.');
  });

  it('quotes the search', () => {
    expect(placementReason({ kind: 'search', query: ' tea ' }, 'ada').text).toBe(
      'Matches your search for “tea”.',
    );
    expect(placementReason({ kind: 'search', query: 'sakin', mood: 'calm' }, 'ada').text).toBe(
      'Its mood is calm, which you searched for.',
    );
  });
});
