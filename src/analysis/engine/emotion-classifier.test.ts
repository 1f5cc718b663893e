import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nearestPrototype } from '../../domain/emotion/emotion-vector.ts';
import { EMOTION_ENGINE, EMOTION_PROTOTYPES } from '../../shared/constants.ts';
import {
  CLASSIFIER_CLASSES,
  classifyEmotion,
  createEmotionClassifier,
  NONE_CLASS,
  shippedClassifier,
  type ClassifierWeights,
  type EmotionClassifier,
} from './emotion-classifier.ts';
import { NEVER_TRUSTED, readEmotion, readEmotionWith, SHIPPED_BLENDS } from './emotion.ts';
import { tokenize } from './tokenize.ts';
import type { Language } from './types.ts';

// The trained classifier on its own, and how emotion.ts blends it into the lexicon's evidence.
// The sentences below were written for this test and are not in the development set.

const WEIGHTS_FILE = new URL('./emotion-classifier-weights.json', import.meta.url);
const probabilities = (text: string, language: Language) =>
  classifyEmotion(tokenize(text), language);
const top = (values: readonly number[]) => CLASSIFIER_CLASSES[values.indexOf(Math.max(...values))];

describe('classifyEmotion', () => {
  it('gives one probability per prototype and none, summing to 1', () => {
    for (const [text, language] of [
      ['Bugün çok yorgunum, gözlerim kapanıyor', 'tr'],
      ['The council opens a new bus line on Monday', 'en'],
      ['', 'tr'],
    ] as const) {
      const values = probabilities(text, language);
      expect(values).toHaveLength(EMOTION_PROTOTYPES.length + 1);
      expect(CLASSIFIER_CLASSES[NONE_CLASS]).toBe('none');
      for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
      expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 10);
    }
  });

  it('is deterministic: the same text, and a second load of the weights, give the same numbers', () => {
    const text = 'Kızımla gurur duyuyorum';
    const again = createEmotionClassifier(
      JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as ClassifierWeights,
    );
    expect(probabilities(text, 'tr')).toEqual(probabilities(text, 'tr'));
    expect(again.classify(tokenize(text).tokens, 'tr')).toEqual(probabilities(text, 'tr'));
  });

  it.each([
    ['I am so lonely tonight, nobody to talk to', 'en', 'loneliness'],
    ['I am so tired, I can barely keep my eyes open', 'en', 'fatigue'],
    ['This is so boring, nothing to do all day', 'en', 'boredom'],
    ['Bugün çok yorgunum, gözlerim kapanıyor', 'tr', 'fatigue'],
    ['Kızımla gurur duyuyorum', 'tr', 'pride'],
    ['Çok yalnızım, kimse aramıyor', 'tr', 'loneliness'],
  ] as const)('reads %s as %s on its own', (text, language, expected) => {
    expect(top(probabilities(text, language))).toBe(expected);
  });

  it('gives unknown text and neutral news a low-confidence answer: no prototype above the floor', () => {
    for (const [text, language] of [
      ['xqzv blorf wummp', 'en'],
      ['', 'tr'],
      ['The council opens a new bus line on Monday', 'en'],
    ] as const) {
      const values = probabilities(text, language);
      expect(top(values)).toBe('none');
      expect(Math.max(...values.slice(0, NONE_CLASS))).toBeLessThan(EMOTION_ENGINE.classifierFloor);
    }
  });

  it('ships compact weights with their provenance', () => {
    expect(statSync(WEIGHTS_FILE).size).toBeLessThan(512 * 1024);
    const weights = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as ClassifierWeights;
    expect(weights.about).toMatch(/CC0/);
    expect(weights.classes).toEqual(CLASSIFIER_CLASSES);
  });
});

/** A classifier that always gives `name` this probability and shares the rest evenly. */
function fixed(name: string, probability: number): EmotionClassifier {
  const index = CLASSIFIER_CLASSES.indexOf(name);
  const rest = (1 - probability) / (CLASSIFIER_CLASSES.length - 1);
  const values = CLASSIFIER_CLASSES.map((_, other) => (other === index ? probability : rest));
  return { classify: () => values };
}

describe('the classifier blend in readEmotion', () => {
  // A plain number: the constant's literal type would make one of the two checks below a type error.
  const shippedWeight: number = EMOTION_ENGINE.classifierWeight;
  const tagWith = (
    text: string,
    classifier: EmotionClassifier,
    language: Language = 'en',
    trust = NEVER_TRUSTED,
  ) =>
    nearestPrototype(
      readEmotionWith(tokenize(text), language, {
        classifier,
        weight: 6,
        floor: 0.4,
        gate: 0.3,
        trust,
        trustShare: 2,
      }).vector,
    );

  it('tags a text with no emotion word by the classifier when it is confident', () => {
    expect(tagWith('We moved the meeting to Thursday', fixed('boredom', 0.9))).toBe('boredom');
  });

  it('adds nothing when the classifier says none or is below the floor', () => {
    expect(tagWith('We moved the meeting to Thursday', fixed('none', 0.9))).toBeNull();
    expect(tagWith('We moved the meeting to Thursday', fixed('boredom', 0.35))).toBeNull();
  });

  it('leaves a text the lexicon reads clearly to the lexicon (the gate)', () => {
    expect(tagWith('I am so happy, what a wonderful day', fixed('boredom', 0.9))).toBe('happiness');
  });

  it('adds nothing to a text of fewer than three words', () => {
    expect(tagWith('Kapı açıldı', fixed('happiness', 0.9), 'tr')).toBeNull();
    expect(tagWith('Kapı yine açıldı', fixed('happiness', 0.9), 'tr')).toBe('happiness');
  });

  it('does not lean a practical question to curiosity', () => {
    expect(tagWith('Randevu nasıl alınıyor?', fixed('curiosity', 0.9), 'tr')).toBeNull();
    expect(tagWith('Bu kuş neden hep burada?', fixed('curiosity', 0.9), 'tr')).toBe('curiosity');
  });

  it('outweighs the lexicon when it is at least as sure as the trust threshold', () => {
    // 'tek başıma' (on my own) reads as loneliness to the lexicon; the sentence is pride.
    const text = 'Projeyi tek başıma teslim ettim, müdür herkesin önünde beni örnek gösterdi';
    expect(tagWith(text, fixed('pride', 0.9), 'tr')).toBe('loneliness');
    expect(tagWith(text, fixed('pride', 0.9), 'tr', 0.7)).toBe('pride');
    expect(tagWith(text, fixed('pride', 0.6), 'tr', 0.7)).toBe('loneliness');
  });

  it('is never trusted in a text with a negation: it cannot read one', () => {
    expect(tagWith('Bugün hiç sıkılmıyom', fixed('boredom', 0.95), 'tr', 0.7)).not.toBe('boredom');
    // 'Never have I been this happy': the trained classifier reads the negative verb as sadness.
    const neverSoHappy = 'Hayatımda hiç bu kadar mutlu olmamıştım';
    expect(tagWith(neverSoHappy, fixed('sadness', 0.97), 'tr', 0.7)).toBe('happiness');
    expect(tagWith("I can't stop smiling today", fixed('sadness', 0.97), 'en', 0.7)).toBe(
      'happiness',
    );
  });

  it('adds nothing to a feeling the text denies: the classifier cannot read negation', () => {
    expect(tagWith('Bugün hiç sıkılmıyom', fixed('boredom', 0.9), 'tr')).not.toBe('boredom');
    expect(tagWith('Bugün hiç sıkılmıyom', fixed('fatigue', 0.9), 'tr')).toBe('fatigue');
  });

  it('adds nothing to the feeling of a word the text only resembles by folding: sakın is not sakin', () => {
    expect(tagWith('Sakın geç kalma', fixed('calm', 0.9), 'tr')).not.toBe('calm');
    expect(tagWith('Sakın geç kalma', fixed('stress', 0.9), 'tr')).toBe('stress');
    expect(tagWith('sakin bir akşam geçirdik', fixed('calm', 0.9), 'tr')).toBe('calm');
  });

  // On since the third Turkish round (docs/analysis.md): it beat the lexicon alone on fresh
  // sentences scored once.
  it.runIf(shippedWeight > 0)('is on in the shipped engine', () => {
    const shipped = { classifier: shippedClassifier(), ...SHIPPED_BLENDS.tr };
    for (const text of ['Saat daha üç, dördüncü bölümü açtım', 'Belediye yarın yeni hat açıyor']) {
      const tokens = tokenize(text);
      expect(readEmotion(tokens, 'tr').vector).toEqual(
        readEmotionWith(tokens, 'tr', shipped).vector,
      );
    }
    expect(
      nearestPrototype(readEmotion(tokenize('Merkez Bankası faizi sabit tuttu'), 'tr').vector),
    ).toBeNull();
  });

  it.runIf(shippedWeight === 0)('is off in the shipped engine', () => {
    for (const text of ['We moved the meeting to Thursday', 'Belediye yarın yeni hat açıyor']) {
      const tokens = tokenize(text);
      expect(readEmotion(tokens, 'tr').vector).toEqual(readEmotionWith(tokens, 'tr', null).vector);
    }
  });
});
