import { describe, expect, it } from 'vitest';
import { placementReason } from './placement-reason.ts';

describe('placementReason', () => {
  it('explains timeline cards by who posted them', () => {
    expect(placementReason({ kind: 'timeline', isOwn: true, followsAuthor: false }, 'me')).toMatch(
      /^Your post/,
    );
    expect(placementReason({ kind: 'timeline', isOwn: false, followsAuthor: true }, 'ada')).toBe(
      'New from @ada, whom you follow.',
    );
    expect(
      placementReason({ kind: 'timeline', isOwn: false, followsAuthor: false }, 'ada'),
    ).toMatch(/community/);
  });

  it('names shared topics on related posts', () => {
    expect(
      placementReason({ kind: 'related', sharedTopics: ['tea', 'rain'], sameAuthor: true }, 'ada'),
    ).toBe('Shares #tea, #rain with the post you are reading.');
    expect(placementReason({ kind: 'related', sharedTopics: [], sameAuthor: true }, 'ada')).toBe(
      'More from @ada.',
    );
  });

  it('quotes the search', () => {
    expect(placementReason({ kind: 'search', query: ' tea ' }, 'ada')).toBe(
      'Matches your search for “tea”.',
    );
  });
});
