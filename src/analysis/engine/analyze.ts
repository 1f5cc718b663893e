import { EMOTION_PROTOTYPE_VECTORS, EMOTION_PROTOTYPES, type EmotionPrototype } from '../../shared/constants.ts';
import { DEFAULT_EMOTION_VECTOR, nearestPrototype } from '../../domain/emotion/emotion-vector.ts';
import { lexiconVector, roundVector } from './emotion.ts';
import { NONE_CLASS, type Prediction } from './model.ts';
import { readRules, readText, type TextReading } from './read.ts';
import { extractTopics } from './topics.ts';
import type { AnalysisResult } from './types.ts';

const PROTOTYPE_VECTORS = EMOTION_PROTOTYPES.map((name) => EMOTION_PROTOTYPE_VECTORS[name]);
/**
 * A text is 'no emotion' only when the model gives 'none' at least this probability; below it, the
 * likeliest prototype, even when 'none' is the single likeliest class. Chosen on the validation
 * split (docs/analysis.md, "Learned model").
 */
export const NONE_AT = 0.5;

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
  if ((probabilities[NONE_CLASS] ?? 0) >= noneAt) return { vector: [...DEFAULT_EMOTION_VECTOR], tag: null };
  let best = 0;
  for (let index = 1; index < NONE_CLASS; index += 1)
    if ((probabilities[index] ?? 0) > (probabilities[best] ?? 0)) best = index;
  const tag = EMOTION_PROTOTYPES[best] ?? null;
  const strength = 1 - (probabilities[NONE_CLASS] ?? 0);
  let emotional = 0;
  for (let index = 0; index < NONE_CLASS; index += 1) emotional += probabilities[index] ?? 0;
  const toward = (mix: (dimension: number) => number) =>
    roundVector(DEFAULT_EMOTION_VECTOR.map((neutral, dimension) => neutral + strength * (mix(dimension) - neutral)));
  const mixed = toward((dimension) => {
    let sum = 0;
    for (let index = 0; index < NONE_CLASS; index += 1)
      sum += (probabilities[index] ?? 0) * (PROTOTYPE_VECTORS[index]?.[dimension] ?? 0);
    return sum / emotional;
  });
  if (nearestPrototype(mixed) === tag) return { vector: mixed, tag };
  return { vector: toward((dimension) => PROTOTYPE_VECTORS[best]?.[dimension] ?? 0), tag };
}

function result(reading: Omit<TextReading, 'prediction'>, prediction: Prediction | null): AnalysisResult {
  const emotion = prediction
    ? emotionFromPrediction(prediction)
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
