import { describe, expect, it } from 'vitest';
import { SAFETY_RISK_WEIGHTS } from '../../shared/constants.ts';
import { moderateTextWithRules as moderateText } from './safety-rules.ts';

// Each hate-speech pattern family in both languages, and the hard negatives that must stay low:
// counter-speech, news and reported speech, quotes condemned, and the same words with no group.

const HATEFUL = 0.6;
const LOW = 0.3;
const hate = (text: string) => moderateText(text).hatespeech;
const risk = (text: string) => {
  const score = moderateText(text);
  return (
    SAFETY_RISK_WEIGHTS.toxicity * score.toxicity +
    SAFETY_RISK_WEIGHTS.hatespeech * score.hatespeech +
    SAFETY_RISK_WEIGHTS.disinfo * score.disinfo
  );
};

describe.each([
  [
    'generalisation',
    ['Refugees are all criminals', 'Gays are all perverts'],
    ['Mültecilerin hepsi hırsız', 'Kürtlerin hepsi hain'],
    'generalisation',
  ],
  [
    'dehumanising',
    ['Immigrants are parasites', 'Asylum seekers are an infestation'],
    ['Göçmenler asalak', 'Bu mülteciler haşere gibi'],
    'dehumanising',
  ],
  [
    'exclusion',
    ['Migrants should be deported', 'Send the Syrians back where they came from'],
    ['Suriyeliler sınır dışı edilmeli', 'Bütün yabancılar kovulmalı', 'Defolsunlar, bu Afganlar'],
    'exclusion',
  ],
  [
    'stereotype',
    ["Women can't drive", "Muslims can't be trusted, it's in their religion"],
    ['Kadınlar araba kullanamaz', 'Alevilere güvenilmez', 'Kadının yeri mutfaktır'],
    'stereotype',
  ],
])('%s', (_family, english, turkish, label) => {
  it.each([...english, ...turkish])('%s is hate speech', (text) => {
    const result = moderateText(text);
    expect(result.hatespeech).toBeGreaterThanOrEqual(HATEFUL);
    expect(result.labels).toContain(label);
    // Toxicity and hate are separate signals: group hate is mostly hate.
    expect(result.hatespeech).toBeGreaterThan(result.toxicity);
  });
});

describe('hard negatives stay low', () => {
  it.each([
    // Negated: a correction, not an attack.
    'Immigrants are not parasites',
    'Göçmenler asalak değil, şehirlerimizi onlar inşa ediyor',
    // Counter-speech.
    'Stop calling refugees vermin',
    'Mültecilere haşere demek iğrenç',
    // News and court reports.
    'Court jails man for inciting hatred against refugees, who he called parasites',
    'Mahkeme, göçmenlere asalak diyen kişiye hapis cezası verdi',
    // An insult quoted to condemn it.
    'Someone wrote "gays should be wiped out" under my post. Reported.',
    'Biri gönderime "eşcinseller yok edilmeli" yazmış, şikayet ettim',
  ])('%s', (text) => {
    expect(hate(text)).toBeLessThan(LOW);
    expect(risk(text)).toBeLessThanOrEqual(LOW);
  });

  it.each([
    'Women can do anything men can do',
    'All refugees deserve safety',
    'Criminals were arrested downtown',
    'They should be removed from the building',
    'Kadınlar erkeklerin yaptığı her şeyi yapabilir',
    'Meclis bugün sınır dışı etme usullerini görüştü',
  ])('%s has no group attack', (text) => {
    expect(hate(text)).toBe(0);
  });
});

describe('toxicity stays a separate signal', () => {
  it('reads a dehumanising word aimed at one person as an insult, not hate speech', () => {
    for (const text of ['You are a parasite', 'Sen bir hainsin']) {
      const result = moderateText(text);
      expect(result.toxicity).toBeGreaterThanOrEqual(0.5);
      expect(result.hatespeech).toBe(0);
    }
  });
});
