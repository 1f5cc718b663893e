import { readFileSync } from 'node:fs';
import { EMOTION_PROTOTYPES } from '../../shared/constants.ts';
import { turkishStem } from './lexicon.ts';
import type { Token, TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// A small trained emotion classifier: multinomial logistic regression over character n-grams of
// the engine's folded tokens, trained on the development set's dev split
// (`npm run train:analysis`, scripts/train-emotion-classifier.ts). It reads what the lexicon
// cannot: feelings told as situations, without an emotion word. Its probabilities are added to
// the lexicon's evidence in emotion.ts when EMOTION_ENGINE.classifierWeight is above 0 (it ships
// at 0: cross-validation showed no gain). docs/analysis.md, "Trained classifier", has the details.

/** The 12 prototypes in EMOTION_PROTOTYPES order, then 'none' (no feeling, or not one of ours). */
export const CLASSIFIER_CLASSES: readonly string[] = [...EMOTION_PROTOTYPES, 'none'];
export const NONE_CLASS = EMOTION_PROTOTYPES.length;

export interface FeatureOptions {
  /** Shortest and longest character n-gram of a word with its boundary marks ('<word>'). */
  minGram: number;
  maxGram: number;
  /** Also the whole word and, for Turkish, its Snowball stem. */
  words: boolean;
  /** Also pairs of neighbouring words ('canim sikiliyor'). */
  bigrams: boolean;
}

export interface ClassifierWeights {
  about: string;
  classes: readonly string[];
  options: FeatureOptions;
  /** Weights are stored as integers: the real weight times this. */
  scale: number;
  bias: readonly number[];
  /**
   * One row per feature: its integer weight for each class, then the feature itself, separated
   * by single spaces ('12 -3 0 … 5 <sik'); a plain string per row keeps the file small.
   */
  features: readonly string[];
}

/** A row of ClassifierWeights.features as [feature, weights]. */
export function parseFeatureRow(row: string, classCount: number): [string, number[]] {
  const weights: number[] = [];
  let start = 0;
  for (let index = 0; index < classCount; index += 1) {
    const end = row.indexOf(' ', start);
    weights.push(Number(row.slice(start, end)));
    start = end + 1;
  }
  return [row.slice(start), weights];
}

export function featureRow(feature: string, weights: readonly number[]): string {
  return `${weights.join(' ')} ${feature}`;
}

export interface EmotionClassifier {
  /** Probabilities per class (CLASSIFIER_CLASSES order, 'none' last), summing to 1. */
  classify(tokens: readonly Token[], language: Language): number[];
}

/** Word-like tokens, as the features see them. */
function isWordToken(token: Token): boolean {
  return token.kind === 'word' || token.kind === 'hashtag';
}

/**
 * The features of a text, each with value 1 / sqrt(number of distinct features) (a unit-length
 * binary vector), so that long and short posts weigh alike. Deterministic: insertion order.
 */
export function textFeatures(
  tokens: readonly Token[],
  language: Language,
  options: FeatureOptions,
): string[] {
  const seen = new Set<string>();
  seen.add(`l:${language}`);
  let previous: string | null = null;
  for (const token of tokens) {
    if (token.kind === 'emoji') {
      seen.add(`e:${token.key}`);
      previous = null;
      continue;
    }
    if (!isWordToken(token)) {
      previous = null;
      continue;
    }
    const key = token.key;
    const marked = `<${key}>`;
    for (let size = options.minGram; size <= options.maxGram; size += 1)
      for (let start = 0; start + size <= marked.length; start += 1)
        seen.add(marked.slice(start, start + size));
    if (options.words) {
      seen.add(`w:${key}`);
      if (language === 'tr') {
        const stem = turkishStem(token.lower);
        if (stem !== '') seen.add(`s:${stem}`);
      }
    }
    if (options.bigrams && previous !== null && !token.clauseStart)
      seen.add(`b:${previous} ${key}`);
    previous = key;
  }
  return [...seen];
}

function softmax(scores: number[]): number[] {
  let max = -Infinity;
  for (const score of scores) if (score > max) max = score;
  let sum = 0;
  const exps = scores.map((score) => {
    const value = Math.exp(score - max);
    sum += value;
    return value;
  });
  return exps.map((value) => value / sum);
}

/** A classifier from weights: the shipped file, or one trained on some folds (cross-validation). */
export function createEmotionClassifier(weights: ClassifierWeights): EmotionClassifier {
  const classCount = weights.classes.length;
  if (classCount !== CLASSIFIER_CLASSES.length || weights.bias.length !== classCount)
    throw new Error('emotion classifier weights do not match the prototypes');
  const inverseScale = 1 / weights.scale;
  const table = new Map<string, readonly number[]>(
    weights.features.map((row) => parseFeatureRow(row, classCount)),
  );
  return {
    classify(tokens, language) {
      const features = textFeatures(tokens, language, weights.options);
      const norm = 1 / Math.sqrt(features.length);
      const scores = weights.bias.map((value) => value * inverseScale);
      for (const feature of features) {
        const row = table.get(feature);
        if (!row) continue;
        for (let index = 0; index < classCount; index += 1)
          scores[index] = (scores[index] ?? 0) + (row[index] ?? 0) * inverseScale * norm;
      }
      return softmax(scores);
    },
  };
}

const WEIGHTS_FILE = new URL('./emotion-classifier-weights.json', import.meta.url);
let shipped: EmotionClassifier | undefined;

/** The shipped classifier, loaded once. */
export function shippedClassifier(): EmotionClassifier {
  shipped ??= createEmotionClassifier(
    JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as ClassifierWeights,
  );
  return shipped;
}

/** Probabilities per class (the 12 prototypes in EMOTION_PROTOTYPES order, then 'none'). Pure. */
export function classifyEmotion(
  text: TokenizedText | readonly Token[],
  language: Language,
): number[] {
  const tokens = 'tokens' in text ? text.tokens : text;
  return shippedClassifier().classify(tokens, language);
}
