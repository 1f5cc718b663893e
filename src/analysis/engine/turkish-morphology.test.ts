import { describe, expect, it } from 'vitest';
import { analyzeTextWithRules as analyzeText } from './analyze.ts';
import { createLexicon, turkishStem } from './lexicon.ts';
import { tokenize } from './tokenize.ts';

// Turkish matching that reaches past the dictionary form: verb roots at the end of phrases,
// softened consonants, endings stacked deeper than one layer (Snowball), phrases with a filler
// word inside, and the constructions that look negative but are not.

const tag = (text: string) => analyzeText(text).emotion_tag;
const keys = (text: string) => tokenize(text).tokens.map((token) => token.key);
const token = (text: string) => {
  const [first] = tokenize(text).tokens;
  if (!first) throw new Error(`no token in ${text}`);
  return first;
};

describe('Turkish lexicon morphology', () => {
  const lexicon = createLexicon(
    [
      ['tepem at+', 'anger'],
      ['kafa dinle+', 'calm'],
      ['iyi hisset+', 'happy'],
      ['kaybet+', 'loss'],
      ['sev+', 'love'],
      ['bitik', 'worn out'],
      ['yorgunluk', 'tiredness'],
      ['acı', 'pain'],
    ],
    { turkish: true, deepInflection: true },
  );

  it.each([
    ['tepem atıyor', 'anger'],
    ['tepem attı', 'anger'],
    ['kafa dinliyorum', 'calm'],
    ['iyi hissediyorum', 'happy'],
  ])('matches a phrase ending in a verb root with its endings: %s', (text, expected) => {
    expect(lexicon.matchPhrase(keys(text), 0, 2)).toBe(expected);
  });

  it('keeps the verb ending of a phrase, so a negative one can be read', () => {
    expect(lexicon.matchPhraseEnding(keys('tepem atmadı'), 0, 2)).toEqual({
      value: 'anger',
      remainder: 'madi',
    });
    expect(lexicon.matchPhrase(keys('tepem at'), 0, 2)).toBeUndefined();
  });

  it('reads the future as typed colloquially, with the ı of yapıcam (fourth Turkish round)', () => {
    expect(lexicon.match(token('severim'))?.value).toBe('love');
    expect(lexicon.match(token('kaybedicem'))?.value).toBe('loss');
    expect(lexicon.matchPhrase(keys('tepem atıcak'), 0, 2)).toBeUndefined();
    expect(lexicon.matchPhrase(keys('tepem atıcam'), 0, 2)).toBe('anger');
  });

  it('names the exact-letter entry a different word folds to (for the classifier blend)', () => {
    const exact = createLexicon(
      [
        ['=sakin*', 'calm'],
        ['=acı', 'pain'],
      ],
      { turkish: true },
    );
    expect(exact.foldTwin(token('Sakın'))).toBe('calm');
    expect(exact.foldTwin(token('aci'))).toBeUndefined();
    expect(exact.foldTwin(token('açı'))).toBe('pain');
    expect(exact.foldTwin(token('sakinim'))).toBeUndefined();
    expect(exact.foldTwin(token('acı'))).toBeUndefined();
  });

  it('softens a root or whole word ending in k, p or t before a vowel', () => {
    expect(lexicon.match(token('kaybediyorum'))?.value).toBe('loss');
    expect(lexicon.match(token('kaybettim'))?.value).toBe('loss');
    expect(lexicon.match(token('bitiğim'))?.value).toBe('worn out');
    expect(lexicon.match(token('bitigim'))?.value).toBe('worn out');
    // Softening only happens before a vowel.
    expect(lexicon.match(token('kaybedtim'))).toBeUndefined();
  });

  it('reaches a whole word through endings stacked deeper than one layer', () => {
    expect(lexicon.match(token('yorgunluğumuzdan'))?.value).toBe('tiredness');
    expect(turkishStem('yorgunluğumuzdan')).toBe('yorgunluk');
  });

  it('does not match short stems or roots inside other words', () => {
    // Snowball stems shorter than four letters are not trusted: açılarından is not acı.
    expect(turkishStem('acılarından')).toBe('');
    expect(lexicon.match(token('acılarımızdan'))).toBeUndefined();
    // A verb root needs a verb ending: seviye (level) is not sev-.
    expect(lexicon.match(token('seviye'))).toBeUndefined();
    expect(lexicon.match(token('sevdim'))?.value).toBe('love');
  });

  it('leaves lexicons without deepInflection as they were', () => {
    const narrow = createLexicon([['bitik', 'worn out']], { turkish: true });
    expect(narrow.match(token('bitiğim'))).toBeUndefined();
    expect(narrow.match(token('bitikim'))?.value).toBe('worn out');
  });
});

describe('Turkish emotion phrases and constructions', () => {
  it.each([
    ['Moralim çok bozuk', 'sadness'],
    ['Kimse beni anlamıyor', 'loneliness'],
    ['Tepem atıyor artık', 'anger'],
    ['Kaybettim onu, kahroldum', 'sadness'],
  ])('lets a filler or an inflected last word inside a phrase: %s → %s', (text, expected) => {
    expect(tag(text)).toBe(expected);
  });

  it("reads 'kimse ... yok' as agreement, not as a negation of loneliness", () => {
    expect(tag('Konuşacak kimse yok')).toBe('loneliness');
    expect(tag('Arayanım soranım yok')).toBe('loneliness');
  });

  it('negates a phrase whose last verb is negative', () => {
    expect(tag('Hiçbir şey beni kızdıramaz')).not.toBe('anger');
    expect(tag('Beni kızdırıyor')).toBe('anger');
  });

  it('does not let a post-negator reach back across punctuation', () => {
    const lexiconTag = tag;
    expect(lexiconTag('Bütün gün kod yazacağım, toplantı yok')).toBe('focus');
    expect(lexiconTag('Bütün gün kod yazacağım toplantı yok')).not.toBe('focus');
  });

  it("applies a negated light verb to the word right before it: 'kabul etmiyorum'", () => {
    expect(tag('Bu adaletsizliği kabul etmiyorum')).toBe('anger');
    expect(tag('Hiç mutlu olmadım')).toBe('sadness');
  });

  it('does not read a Turkish word as an English stem: çalmadı is not calm', () => {
    expect(tag('Kapı çalmadı')).not.toBe('calm');
    expect(tag('Feeling calm today')).toBe('calm');
  });

  it('keeps words apart that fold to the same letters: açıldı is not acil, sakın is not sakin', () => {
    expect(tag('Kapı açıldı')).toBeNull();
    expect(tag('Sakın gitme')).not.toBe('calm');
    expect(tag('Bugün çok sakinim')).toBe('calm');
  });

  it('reads a colloquial negative progressive as negated: sevmiyom, sıkılmıyom', () => {
    expect(tag('Onu hiç sevmiyom')).not.toBe('happiness');
    expect(tag('Çok sıkılıyom ya')).toBe('boredom');
    expect(tag('Bugün hiç sıkılmıyom')).not.toBe('boredom');
  });

  it('does not read kızarmış (fried, blushing) as anger', () => {
    expect(tag('Kahvaltıda kızarmış ekmek yedik')).not.toBe('anger');
    expect(tag('Bana yine kızıyor')).toBe('anger');
    expect(tag('Ona hiç kızmadım')).not.toBe('anger');
  });

  it('reads a question with a question word as curiosity', () => {
    expect(tag('Bu ağacın adı ne, neden yaprakları mor?')).toBe('curiosity');
    // 'adı' (its name) is not the insult 'adi'.
    expect(tag('Bu ağacın adı ne?')).toBe('curiosity');
  });
});
