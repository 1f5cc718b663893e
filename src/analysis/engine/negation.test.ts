import { describe, expect, it } from 'vitest';
import { analyzeTextWithRules as analyzeText } from './analyze.ts';

// Negation flips or damps the words it reaches: English negators before the word (to the end of
// the clause), Turkish after it ('değil', 'yok') or inside the verb (sev-mi-yor-um, beğen-me-di-m).

const tag = (text: string) => analyzeText(text).emotion_tag;
const valence = (text: string) => analyzeText(text).emo_vector[0] ?? 0;

describe('English negation', () => {
  it.each([
    ['I am not happy at all', 'sadness'],
    ['I never felt hopeful about it', 'sadness'],
    ["I'm hardly excited about it", 'sadness'],
    ["I don't enjoy anything anymore", 'sadness'],
    ["I'm not stressed anymore", 'calm'],
    ['Not anxious at all about the move', 'calm'],
  ])('%s → %s', (text, expected) => {
    expect(tag(text)).toBe(expected);
    expect(tag(text.replace(/\b(not|never|hardly|don't) /i, ''))).not.toBe(expected);
  });

  it('reads a negated feeling as the opposite of the plain one', () => {
    expect(valence('I am happy')).toBeGreaterThan(0.3);
    expect(valence('I am not happy')).toBeLessThan(-0.2);
  });

  it('undoes a negation that is itself negated: can’t stop smiling, can’t wait', () => {
    expect(tag("I can't stop smiling")).toBe('happiness');
    expect(tag("Can't wait for the weekend")).toBe('hope');
  });

  it('stops at the end of the clause: "Can\'t sleep, too worried" is worry', () => {
    expect(tag("Can't sleep, too worried about tomorrow")).toBe('stress');
  });

  it('keeps intensifiers and emoji counting', () => {
    expect(valence('I am not happy 😢')).toBeLessThan(valence('I am not happy'));
    expect(valence('I am very happy')).toBeGreaterThan(valence('I am happy'));
  });
});

describe('Turkish negation', () => {
  it.each([
    ['Seni sevmiyorum', 'Seni seviyorum'],
    ['Bu filmi beğenmedim', 'Bu filmi beğendim'],
    ['Hiç eğlenmedik', 'Çok eğlendik'],
    ['Mutlu değilim', 'Mutluyum'],
  ])('%s is the opposite of %s', (negative, positive) => {
    expect(tag(positive)).toBe('happiness');
    expect(tag(negative)).toBe('sadness');
    expect(valence(negative)).toBeLessThan(0);
  });

  it('reads the negative verb forms -mıyor, -medi, -mez and -emiyor', () => {
    expect(tag('Artık endişelenmiyorum')).toBe('calm');
    expect(tag('Beni hiç sevmez')).toBe('sadness');
    expect(tag('Sevemiyorum bu şehri')).toBe('sadness');
    // A stem that ends in m: özle-me-dim is not özledim. Missing someone is sadness (loneliness
    // is having no one; docs/analysis.md, sixth round), or loneliness when homesick.
    expect(tag('Seni çok özledim')).toBe('sadness');
    expect(tag('Onu hiç özlemedim')).not.toBe('sadness');
    expect(tag('Bu akşam yine memleket özlemi')).toBe('loneliness');
  });

  it('does not take the infinitive for a negative: sevmek, özlemek', () => {
    expect(tag('Seni özlemek zor')).toBe('sadness');
  });

  it('reads yok and negated light verbs after an emotion word', () => {
    expect(tag('Bugün hiç stres yok')).toBe('calm');
    expect(tag('Hiçbir şeyden zevk almıyorum')).toBe('sadness');
    expect(tag('Hiç rahat değilim')).toBe('stress');
  });

  it('reads the privative -sız/-siz as the opposite', () => {
    expect(tag('Heyecansızım bugün')).toBe('sadness');
  });

  it('keeps intensifiers counting: hiç mutlu değilim is sadder than mutlu değilim', () => {
    expect(valence('Hiç mutlu değilim')).toBeLessThan(valence('Mutlu değilim'));
  });
});

describe('Turkish constructions that look negative but are not, and the reverse', () => {
  it('still negates without the comparison', () => {
    expect(tag('Hiç eğlenmedim')).toBe('sadness');
    expect(tag('Mutlu olmadım')).toBe('sadness');
  });

  it('reads laughing or crying from joy as joy', () => {
    expect(tag('Sevinçten ağladım')).toBe('happiness');
    expect(tag('Gülmekten karnım ağrıdı')).toBe('happiness');
  });
});

describe('English constructions', () => {
  it('keeps kind idioms with violent words out of anger', () => {
    expect(tag('You killed it tonight!')).not.toBe('anger');
  });
});
