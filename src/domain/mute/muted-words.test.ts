import { describe, expect, it } from 'vitest';
import { MUTED_WORD_MAX_LENGTH } from '../../shared/constants.ts';
import { matchesMutedWords, muteKey, muteText } from './muted-words.ts';

const key = (input: string) => {
  const parsed = muteKey(input);
  if (!parsed.ok) throw new Error(`not a key: ${input}`);
  return parsed.key;
};
const hides = (word: string, text: string, topics: string[] = []) =>
  matchesMutedWords([key(word)], text, topics);

describe('muteKey', () => {
  it('folds Turkish casing and diacritics into one key', () => {
    for (const word of ['İstanbul', 'ISTANBUL', 'istanbul', 'Istanbul', 'ıstanbul'])
      expect(key(word)).toBe('istanbul');
    expect(key('Çağrı Şölen')).toBe('cagri solen');
  });

  it('reads a #topic as its word and punctuation as word breaks', () => {
    expect(key('#Sunset')).toBe('sunset');
    expect(key('  good,   morning! ')).toBe('good morning');
  });

  it('keeps a trailing * as a prefix mark', () => {
    expect(key('maç*')).toBe('mac*');
  });

  it('refuses empty, punctuation-only and over-long words, counting characters', () => {
    expect(muteKey('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(muteKey('#!?')).toEqual({ ok: false, problem: 'empty' });
    expect(muteKey('ş'.repeat(MUTED_WORD_MAX_LENGTH)).ok).toBe(true);
    expect(muteKey('a'.repeat(MUTED_WORD_MAX_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'too_long',
    });
  });
});

describe('matchesMutedWords', () => {
  it('matches whole words, case- and diacritic-insensitively, with Turkish I/İ', () => {
    expect(hides('istanbul', 'Bugün İSTANBUL çok güzel')).toBe(true);
    expect(hides('İstanbul', 'istanbul trafiği')).toBe(true);
    expect(hides('ılık', 'ILIK bir gün')).toBe(true);
    expect(hides('sınav', 'SINAV haftası')).toBe(true);
    expect(hides('cafe', 'Café au lait')).toBe(true);
  });

  it('is whole-word: a muted word inside a longer word does not hide it', () => {
    expect(hides('cat', 'A category of its own')).toBe(false);
    expect(hides('cat', 'my cat, again')).toBe(true);
    expect(hides('art', 'Smart start')).toBe(false);
  });

  it('cuts at apostrophes, hyphens and hashtags: İstanbul’da, covid-19, #sunset', () => {
    expect(hides('istanbul', "İstanbul'da yağmur")).toBe(true);
    expect(hides('istanbul', 'İstanbul’da yağmur')).toBe(true);
    expect(hides('covid', 'covid-19 again')).toBe(true);
    expect(hides('sunset', 'Look #sunset')).toBe(true);
    expect(hides('#sunset', 'sunset walk')).toBe(true);
  });

  it('with a trailing *, matches words that start with it (Turkish suffixes)', () => {
    expect(hides('maç', 'Maçta gol yok')).toBe(false);
    expect(hides('maç*', 'Maçta gol yok')).toBe(true);
    expect(hides('maç*', 'Bu akşam MAÇI izledim')).toBe(true);
    expect(hides('maç*', 'Ama çok güzel')).toBe(false);
  });

  it('matches phrases as consecutive words, whatever the spacing and punctuation', () => {
    expect(hides('good morning', 'Good   morning, everyone')).toBe(true);
    expect(hides('good morning', 'good, morning')).toBe(true);
    expect(hides('good morning', 'morning good')).toBe(false);
  });

  it('matches topics, each on its own', () => {
    expect(hides('football', 'nothing in the text', ['Football'])).toBe(true);
    expect(hides('text football', 'nothing in the text', ['football'])).toBe(false);
  });

  it('ignores invisible characters hiding letters, and full-width letters', () => {
    expect(hides('spoiler', 'spo\u200Biler ahead')).toBe(true);
    expect(hides('spoiler', 'ＳＰＯＩＬＥＲ ahead')).toBe(true);
  });

  it('matches nothing without keys', () => {
    expect(matchesMutedWords([], 'anything')).toBe(false);
  });

  it('pads the matching form with single spaces', () => {
    expect(muteText('  Hello,\tWorld!  ')).toBe(' hello world ');
  });
});
