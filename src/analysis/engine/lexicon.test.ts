import { describe, expect, it } from 'vitest';
import {
  colloquialProgressive,
  createLexicon,
  softenedStem,
  TURKISH_NOMINAL_ENDING,
  TURKISH_VERB_ENDING,
} from './lexicon.ts';
import { tokenize } from './tokenize.ts';

const keys = (text: string) => tokenize(text).tokens.map((token) => token.key);

describe('createLexicon phrases', () => {
  const lexicon = createLexicon([
    ['ders çalış*', 'focus'],
    ['ders çalışmadım', 'guilt'],
    ['kafa dinle*', 'calm'],
  ]);

  it('matches a phrase whose last word is a stem, on folded keys', () => {
    expect(lexicon.matchPhrase(keys('Bütün gün ders çalıştım'), 2, 2)).toBe('focus');
    expect(lexicon.matchPhrase(keys('kafa dinliyorum'), 0, 2)).toBeUndefined();
    expect(lexicon.matchPhrase(keys('kafa dinledim'), 0, 2)).toBe('calm');
  });

  it('prefers an exact phrase to a stem phrase', () => {
    expect(lexicon.matchPhrase(keys('ders çalışmadım'), 0, 2)).toBe('guilt');
    expect(lexicon.startsPhrase('ders')).toBe(true);
  });
});

const token = (text: string) => {
  const [first] = tokenize(text).tokens;
  if (!first) throw new Error(`no token in ${text}`);
  return first;
};

describe('Turkish morphology in lexicons', () => {
  const turkish = createLexicon(
    [
      ['kork+', 'fear'],
      ['özle+', 'longing'],
      ['harika', 'great'],
      ['umut*', 'hope'],
      ['of', 'sigh'],
      ['deniz kenarı', 'seaside'],
    ],
    { turkish: true },
  );
  const english = createLexicon(
    [
      ['sad', 'sad'],
      ['great', 'great'],
      ['hurt*', 'hurt'],
    ],
    { turkish: false },
  );

  it.each(['korkuyorum', 'korktum', 'korkarım', 'korkacağım', 'korkmuyorum', 'korkmuştum'])(
    'matches a verb root with a verb ending: %s',
    (word) => expect(turkish.match(token(word))?.value).toBe('fear'),
  );

  it('keeps the ending, so a negative verb can be read as negated', () => {
    expect(turkish.match(token('korkmuyorum'))?.remainder).toBe('muyorum');
  });

  it('matches a root ending in a vowel before -iyor: özlüyorum, özledim', () => {
    expect(turkish.match(token('özlüyorum'))?.value).toBe('longing');
    expect(turkish.match(token('özledim'))?.value).toBe('longing');
  });

  it.each(['korkuyom', 'korkuyo', 'korkuyoz', 'korkuyodum', 'özlüyom', 'özlüyo'])(
    'matches the progressive typed without its r: %s',
    (word) => expect(turkish.match(token(word))?.value).toMatch(/fear|longing/),
  );

  it.each(['korkcam', 'korkacaz', 'özlicem'])(
    'matches the future typed without its ğ: %s',
    (word) => expect(turkish.match(token(word))?.value).toMatch(/fear|longing/),
  );

  it('does not take -iyon, a noun ending, for the progressive', () => {
    expect(turkish.match(token('korkuyon'))).toBeUndefined();
  });

  it('does not match a word that merely starts with a root', () => {
    expect(turkish.match(token('korkuluk'))).toBeUndefined();
    expect(turkish.match(token('özlem'))).toBeUndefined();
  });

  it.each(['harikaydı', 'harikayım', 'harikasın', 'harikaymış', 'harikalar'])(
    'matches a whole word with a person or tense ending: %s',
    (word) => expect(turkish.match(token(word))?.value).toBe('great'),
  );

  it('takes no ending on short words, nor a foreign one: ofis is not of', () => {
    expect(turkish.match(token('ofis'))).toBeUndefined();
    expect(turkish.match(token('harikatör'))).toBeUndefined();
  });

  it('softens a final k, p or t before a vowel: umut* matches umudum', () => {
    expect(turkish.match(token('umudum'))?.value).toBe('hope');
    expect(softenedStem('umut')).toBe('umud');
    expect(softenedStem('dilek')).toBe('dileg');
    expect(softenedStem('sev')).toBeUndefined();
  });

  it('lets the last word of a Turkish phrase take a case ending', () => {
    expect(turkish.matchPhrase(keys('deniz kenarında oturduk'), 0, 2)).toBe('seaside');
    expect(turkish.matchPhrase(keys('deniz kenarx'), 0, 2)).toBeUndefined();
  });

  it('leaves English words as they are: no endings, no softening', () => {
    expect(english.match(token('sadim'))).toBeUndefined();
    expect(english.match(token('greatdi'))).toBeUndefined();
    expect(english.match(token('hurting'))?.value).toBe('hurt');
    expect(english.match(token('hurdle'))).toBeUndefined();
  });
});

describe('colloquial spellings of listed progressive forms', () => {
  it.each([
    ['agliyorum', 'agliyom'],
    ['sikiliyor', 'sikiliyo'],
    ['ozluyoruz', 'ozluyoz'],
    ['uzuluyordum', 'uzuluyodum'],
  ])('%s is also typed %s', (key, colloquial) => {
    expect(colloquialProgressive(key)).toBe(colloquial);
  });

  it('leaves other words alone', () => {
    expect(colloquialProgressive('yorgun')).toBeUndefined();
    expect(colloquialProgressive('mutlu')).toBeUndefined();
  });

  it('lets a listed form, stem or phrase match its colloquial spelling', () => {
    const lexicon = createLexicon(
      [
        ['umuyorum', 'hope'],
        ['ağlıyor*', 'crying'],
        ['canım sıkılıyor', 'bored'],
      ],
      { turkish: true },
    );
    expect(lexicon.match(token('umuyom'))?.value).toBe('hope');
    expect(lexicon.match(token('ağlıyom'))?.value).toBe('crying');
    expect(lexicon.matchPhrase(keys('canım sıkılıyo ya'), 0, 2)).toBe('bored');
  });

  it('lets a stem ending in a vowel drop it before the progressive: pinekle* → pinekliyorum', () => {
    const lexicon = createLexicon(
      [
        ['pinekle*', 'bored'],
        ['kafa dinle*', 'calm'],
      ],
      { turkish: true },
    );
    expect(lexicon.match(token('pinekliyorum'))?.value).toBe('bored');
    expect(lexicon.match(token('pinekledim'))?.value).toBe('bored');
    expect(lexicon.matchPhrase(keys('kafa dinliyorum'), 0, 2)).toBe('calm');
  });
});

describe('Turkish ending patterns', () => {
  it.each(['yum', 'sun', 'ydi', 'ydim', 'mis', 'dir', 'lik', 'da', 'dan', 'ya', 'nda', 'ndan'])(
    'nominal ending %s',
    (ending) => expect(TURKISH_NOMINAL_ENDING.test(ending)).toBe(true),
  );
  it.each(['xyz', 'tor', 'ler2'])('not a nominal ending: %s', (ending) =>
    expect(TURKISH_NOMINAL_ENDING.test(ending)).toBe(false),
  );
  it.each(['uyorum', 'tum', 'acagim', 'arim', 'muyorum', 'madim', 'maz', 'mus', 'mali', 'abildim'])(
    'verb ending %s',
    (ending) => expect(TURKISH_VERB_ENDING.test(ending)).toBe(true),
  );
  it.each(['erinde', 'ler', 'um', 'i'])('not a verb ending: %s', (ending) =>
    expect(TURKISH_VERB_ENDING.test(ending)).toBe(false),
  );
});
