import {
  EMOTION_ENGINE,
  EMOTION_PROTOTYPE_VECTORS,
  EMOTION_PROTOTYPES,
  type EmotionPrototype,
} from '../../shared/constants.ts';
import { DEFAULT_EMOTION_VECTOR, nearestPrototype } from '../../domain/emotion/emotion-vector.ts';
import { lexiconVector, roundVector } from './emotion.ts';
import { NONE_CLASS, type Prediction } from './model.ts';
import { readRules, readText, type TextReading } from './read.ts';
import { extractTopics } from './topics.ts';
import type { AnalysisResult } from './types.ts';

const PROTOTYPE_VECTORS = EMOTION_PROTOTYPES.map((name) => EMOTION_PROTOTYPE_VECTORS[name]);
const VALENCE = 0;
const AROUSAL = 1;
/** AFINN's -5..5 scale. */
const AFINN_RANGE = 5;
/**
 * A text is 'no emotion' only when the model gives 'none' at least this probability; below it, the
 * likeliest prototype, even when 'none' is the single likeliest class. Chosen on the validation
 * split (docs/analysis.md, "Learned model").
 */
export const NONE_AT = 0.35;

/**
 * The 8 dimensions from the model's prototype probabilities: the probability-weighted mix of the
 * prototype points, moved from the neutral defaults as far as the text is not 'none'. Its tag is
 * the most probable class; the vector is kept on the tag's side (nearestPrototype agrees).
 */
export function emotionFromPrediction(
  prediction: Prediction,
  noneAt = NONE_AT,
): {
  vector: number[];
  tag: EmotionPrototype | null;
} {
  const probabilities = prediction.emotion;
  if ((probabilities[NONE_CLASS] ?? 0) >= noneAt)
    return { vector: [...DEFAULT_EMOTION_VECTOR], tag: null };
  let best = 0;
  for (let index = 1; index < NONE_CLASS; index += 1)
    if ((probabilities[index] ?? 0) > (probabilities[best] ?? 0)) best = index;
  const tag = EMOTION_PROTOTYPES[best] ?? null;
  const strength = 1 - (probabilities[NONE_CLASS] ?? 0);
  let emotional = 0;
  for (let index = 0; index < NONE_CLASS; index += 1) emotional += probabilities[index] ?? 0;
  const toward = (mix: (dimension: number) => number) =>
    roundVector(
      DEFAULT_EMOTION_VECTOR.map(
        (neutral, dimension) => neutral + strength * (mix(dimension) - neutral),
      ),
    );
  const mixed = toward((dimension) => {
    let sum = 0;
    for (let index = 0; index < NONE_CLASS; index += 1)
      sum += (probabilities[index] ?? 0) * (PROTOTYPE_VECTORS[index]?.[dimension] ?? 0);
    return sum / emotional;
  });
  if (nearestPrototype(mixed) === tag) return { vector: mixed, tag };
  return { vector: toward((dimension) => PROTOTYPE_VECTORS[best]?.[dimension] ?? 0), tag };
}

/** Nothing to read: no word and no emoji (an empty text, a bare link or number). */
function hasNothingToRead(reading: Omit<TextReading, 'prediction'>): boolean {
  return !reading.tokenized.tokens.some(
    (token) =>
      (token.kind === 'word' && !/^\d+$/.test(token.key)) ||
      token.kind === 'hashtag' ||
      token.kind === 'emoji',
  );
}

/**
 * The lexicon's valence and the text's exclamation marks on top of the model's vector, as the rules
 * read them ('so happy, joyful' is more positive than 'happy'), unless that would change its tag.
 */
function withLexicalNuance(
  reading: Omit<TextReading, 'prediction'>,
  vector: number[],
  tag: EmotionPrototype | null,
): number[] {
  if (tag === null) return vector;
  const adjusted = [...vector];
  if (reading.emotion.hits.length > 0) {
    const lexical = Math.tanh(reading.emotion.valence / AFINN_RANGE);
    adjusted[VALENCE] =
      (adjusted[VALENCE] ?? 0) + EMOTION_ENGINE.valencePull * (lexical - (adjusted[VALENCE] ?? 0));
  }
  if (reading.tokenized.exclamations > 0)
    adjusted[AROUSAL] =
      (adjusted[AROUSAL] ?? 0) +
      Math.min(
        EMOTION_ENGINE.exclamationArousalMax,
        reading.tokenized.exclamations * EMOTION_ENGINE.exclamationArousal,
      );
  const rounded = roundVector(adjusted);
  return nearestPrototype(rounded) === tag ? rounded : vector;
}

function result(
  reading: Omit<TextReading, 'prediction'>,
  prediction: Prediction | null,
): AnalysisResult {
  const emotion = hasNothingToRead(reading)
    ? { vector: [...DEFAULT_EMOTION_VECTOR], tag: null }
    : prediction
      ? (() => {
          const read = emotionFromPrediction(prediction);
          return { vector: withLexicalNuance(reading, read.vector, read.tag), tag: read.tag };
        })()
      : (() => {
          const vector = lexiconVector(reading.tokenized, reading.emotion);
          return { vector, tag: nearestPrototype(vector) };
        })();
  return {
    emo_vector: emotion.vector,
    topics: extractTopics(reading.tokenized, reading.language, reading.emotion.emotive),
    lang: reading.language,
    emotion_tag: emotion.tag,
  };
}

/** The built-in engine's analysis: emotion vector and tag (the model's), topics and language. */
export function analyzeText(text: string): AnalysisResult {
  const reading = readText(text);
  return result(reading, reading.prediction);
}

/** The rules alone (the fallback when the model cannot be loaded). */
export function analyzeTextWithRules(text: string): AnalysisResult {
  return result(readRules(text), null);
}
