import type { EmotionPrototype } from '../../shared/constants.ts';

// The analysis service's answers. Field names are the spec's wire names (section 7), so the
// in-process engine and the HTTP service return the very same objects.

export type Language = 'tr' | 'en';

export interface AnalysisResult {
  /** The 8 dimensions in EMOTION_DIMENSIONS order. */
  emo_vector: number[];
  /** Hashtags first, then salient keywords; normalised (lowercase, no '#'). */
  topics: string[];
  lang: string;
  /** The nearest prototype, or null for a text with no emotional signal (and on failure). */
  emotion_tag: EmotionPrototype | null;
}

export interface ModerationResult {
  toxicity: number;
  hatespeech: number;
  disinfo: number;
  /** Why: the kinds of signal found ('profanity', 'slur', 'health_claim'...), for content_safety.labels. */
  labels: string[];
}
