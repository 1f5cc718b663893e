import { ANALYSIS_TEXT_MAX } from '../../shared/constants.ts';
import { readLexicon, type EmotionReading } from './emotion.ts';
import { featureBuckets, featureStrings, type Buckets } from './features.ts';
import { detectLanguage } from './language.ts';
import { predict, shippedModel, type Model, type Prediction } from './model.ts';
import { moderateWithRules, type RuleModeration } from './safety-rules.ts';
import { tokenize, type TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// One reading of a text, shared by analyzeText and moderateText: tokens, language, the rules'
// readings (lexicon and safety) and, when the model is loaded, its prediction from features of
// all of these. The last few readings are kept, since the app analyses and moderates the same
// post one call after the other.

export interface TextReading {
  input: string;
  tokenized: TokenizedText;
  language: Language;
  emotion: EmotionReading;
  rules: RuleModeration;
  /** null: no usable model, the rules decide. */
  prediction: Prediction | null;
}

/** The rules' readings and the feature buckets the model would see. Pure. */
export function readRules(text: string): Omit<TextReading, 'prediction'> {
  const input = text.slice(0, ANALYSIS_TEXT_MAX);
  const tokenized = tokenize(input);
  const language = detectLanguage(tokenized);
  return {
    input,
    tokenized,
    language,
    emotion: readLexicon(tokenized, language),
    rules: moderateWithRules(input, tokenized, language),
  };
}

/** The feature buckets of a reading for a model with this configuration. */
export function readingBuckets(
  reading: Omit<TextReading, 'prediction'>,
  model: Pick<Model, 'header'>,
): Buckets {
  const config = model.header.features;
  const features = featureStrings(
    reading.tokenized,
    reading.input,
    reading.language,
    {
      emotion: reading.emotion,
      safety: reading.rules.result,
      safetyCategories: reading.rules.categories,
    },
    config,
  );
  return featureBuckets(features, config.buckets);
}

// Loaded at start-up (when the engine is first imported), not on the first post: a request that
// falls back to the in-process engine must not wait for the file.
shippedModel();

const RECENT = 4;
const recent: TextReading[] = [];

export function readText(text: string): TextReading {
  const model = shippedModel();
  const cached = recent.find((reading) => reading.input === text.slice(0, ANALYSIS_TEXT_MAX));
  if (cached && (cached.prediction !== null) === (model !== null)) return cached;
  const reading = readRules(text);
  const result = {
    ...reading,
    prediction: model ? predict(model, readingBuckets(reading, model)) : null,
  };
  recent.unshift(result);
  if (recent.length > RECENT) recent.pop();
  return result;
}
