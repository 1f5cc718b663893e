import { describe, expect, it } from 'vitest';
import { englishSuggestionText } from '../../shared/explain/compose.ts';
import { legacySuggestionReason, suggestionReason } from './people-suggestions.ts';

describe('suggestionReason', () => {
  it('names up to three shared tags, else the post count, else new', () => {
    expect(suggestionReason(['a', 'b', 'c', 'd'], 9)).toEqual({
      code: 'shared-tags',
      params: { topics: ['a', 'b', 'c'] },
    });
    expect(suggestionReason([], 4)).toEqual({ code: 'active', params: { count: 4 } });
    expect(suggestionReason([], 0)).toEqual({ code: 'new', params: {} });
  });

  it('keeps the English line API clients read (one post, many posts)', () => {
    expect(englishSuggestionText(suggestionReason(['kahve', 'kitap'], 2))).toBe(
      'Also into #kahve, #kitap.',
    );
    expect(englishSuggestionText(suggestionReason([], 1))).toBe('Active in the community: 1 post.');
    expect(englishSuggestionText(suggestionReason([], 3))).toBe(
      'Active in the community: 3 posts.',
    );
    expect(englishSuggestionText(suggestionReason([], 0))).toBe('New to Lorien.');
  });
});

describe('legacySuggestionReason', () => {
  it('reads back each English sentence stored before issue 27', () => {
    for (const reason of [
      suggestionReason(['boğaz', 'çay'], 1),
      suggestionReason([], 1),
      suggestionReason([], 12),
      suggestionReason([], 0),
    ])
      expect(legacySuggestionReason(englishSuggestionText(reason))).toEqual(reason);
  });

  it('reads anything else as new', () => {
    expect(legacySuggestionReason('')).toEqual({ code: 'new', params: {} });
    expect(legacySuggestionReason('Something else.')).toEqual({ code: 'new', params: {} });
  });
});
