import { describe, expect, it } from 'vitest';
import { PEOPLE_SEARCH_LIMIT, SHARE_SUGGESTIONS_SHOW } from '../../shared/constants.ts';
import { rankPeopleSearch, rankShareSuggestions, shareSuggestionScore } from './people-ranking.ts';

const person = (
  id: string,
  displayName: string,
  handle: string,
  extra: Record<string, string> = {},
) => ({
  id,
  displayName,
  handle,
  ...extra,
});

describe('share suggestions', () => {
  const ada = person('1', 'Ada Lovelace', 'ada');
  const mark = person('2', 'Mark Adams', 'mark');
  const daria = person('3', 'Daria', 'lovelace-fan');

  it('scores 3 for a handle prefix, 2 for a name prefix, 1 for contains, 0 otherwise', () => {
    expect(shareSuggestionScore(ada, 'ad')).toBe(3);
    expect(shareSuggestionScore(mark, 'Mark')).toBe(3);
    expect(shareSuggestionScore(person('4', 'Zeynep', 'zk'), 'zey')).toBe(2);
    expect(shareSuggestionScore(mark, 'adams')).toBe(1);
    expect(shareSuggestionScore(daria, 'xyz')).toBe(0);
  });

  it('orders by score then name and shows at most 6', () => {
    expect(rankShareSuggestions([daria, mark, ada], 'ada').map((p) => p.id)).toEqual(['1', '2']);
    const many = Array.from({ length: 10 }, (_, i) => person(String(i), `Name ${i}`, `h${i}`));
    expect(rankShareSuggestions(many, '')).toHaveLength(SHARE_SUGGESTIONS_SHOW);
  });
});

describe('people search', () => {
  const people = [
    person('1', 'Zeynep Kaya', 'zeynep'),
    person('2', 'Ali Veli', 'ali', { bio: 'Loves zeytin and coffee' }),
    person('3', 'Ayşe Yılmaz', 'ayse', { headline: 'Designer in İzmir' }),
    person('4', 'Bora Zeybek', 'bora'),
  ];

  it('needs at least 2 characters', () => {
    expect(rankPeopleSearch(people, 'z')).toEqual([]);
  });

  it('puts prefix matches first, then the rest alphabetically', () => {
    expect(rankPeopleSearch(people, 'zey').map((p) => p.id)).toEqual(['4', '1', '2']);
  });

  it('searches bio and headline case-insensitively, Turkish letters included', () => {
    expect(rankPeopleSearch(people, 'İZMİR').map((p) => p.id)).toEqual(['3']);
  });

  it('folds Turkish letters both ways: yilmaz finds Yılmaz, yılmaz finds Yilmaz', () => {
    expect(rankPeopleSearch(people, 'yilmaz').map((p) => p.id)).toEqual(['3']);
    expect(rankPeopleSearch(people, 'YILMAZ').map((p) => p.id)).toEqual(['3']);
    const plain = [person('5', 'Can Yilmaz', 'can')];
    expect(rankPeopleSearch(plain, 'yılmaz').map((p) => p.id)).toEqual(['5']);
    expect(shareSuggestionScore(person('6', 'Çağrı', 'cagri'), 'çağ')).toBe(3);
  });

  it('returns at most 8', () => {
    const many = Array.from({ length: 20 }, (_, i) => person(String(i), `Deniz ${i}`, `deniz${i}`));
    expect(rankPeopleSearch(many, 'deniz')).toHaveLength(PEOPLE_SEARCH_LIMIT);
  });
});
