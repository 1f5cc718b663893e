import { ANALYSIS_TEXT_MAX } from '../../shared/constants.ts';
import { nearestPrototype } from '../../domain/emotion/emotion-vector.ts';
import { readEmotion } from './emotion.ts';
import { detectLanguage } from './language.ts';
import { tokenize } from './tokenize.ts';
import { extractTopics } from './topics.ts';
import type { AnalysisResult } from './types.ts';

/** The built-in engine's analysis: emotion vector and tag, topics and language. Pure. */
export function analyzeText(text: string): AnalysisResult {
  const tokenized = tokenize(text.slice(0, ANALYSIS_TEXT_MAX));
  const lang = detectLanguage(tokenized);
  const emotion = readEmotion(tokenized, lang);
  return {
    emo_vector: emotion.vector,
    topics: extractTopics(tokenized, lang, emotion.emotive),
    lang,
    emotion_tag: nearestPrototype(emotion.vector),
  };
}
