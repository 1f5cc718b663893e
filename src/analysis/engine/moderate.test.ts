import { describe, expect, it } from 'vitest';
import { moderateTextWithRules as moderateText } from './safety-rules.ts';

// Insults without a listed word, threats, and kind posts that use violent or rude words.

const toxicity = (text: string) => moderateText(text).toxicity;
const TOXIC = 0.5;
const CLEAN = 0.1;

describe('insult frames and threats', () => {
  it.each([
    ['en', 'you stupid cow'],
    ['en', 'You are so trash'],
    ['en', 'I will punch you'],
    ['en', 'You deserve to die'],
    ['en', 'Wait till I get my hands on you'],
    ['tr', 'seni salak seni'],
    ['tr', 'Sen ne biçim bir aptalsın'],
    ['tr', 'Yüzünü dağıtırım'],
    ['tr', 'Seni bıçaklarım'],
    ['tr', 'Tam bir gerzeksin'],
  ])('%s: %s is toxic', (_lang, text) => {
    expect(toxicity(text)).toBeGreaterThan(TOXIC);
  });

  it.each([
    ['en', 'You absolute legend'],
    ['en', 'you little angel'],
    ['en', 'Break a leg tonight!'],
    ['en', 'You killed it!'],
    ['en', 'I could kill for a coffee'],
    ['en', '5G towers went up in our street'],
    ['tr', 'Seni özledim seni'],
    ['tr', 'Ödümü kopardın be'],
    ['tr', 'Kiracağım evi buldum'],
    ['tr', 'Minareden ezan okunuyor'],
    ['tr', 'Bugün 5G hızında internet geldi'],
  ])('%s: %s stays clean', (_lang, text) => {
    expect(toxicity(text)).toBeLessThan(CLEAN);
  });

  it('reads a listed Turkish insult with a second-person ending as aimed at someone', () => {
    expect(moderateText('budalasın').labels).toContain('targeted');
  });
});
