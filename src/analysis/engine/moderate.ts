import { readText } from './read.ts';
import type { ModerationResult } from './types.ts';

// Toxicity, hate speech and disinformation in 0..1: the learned model's probabilities (model.ts),
// with the safety rules' labels (safety-rules.ts) as the reasons shown in content_safety.labels.
// Without a usable model the rules' own scores stand.

const DECIMALS = 1e4;
const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * DECIMALS) / DECIMALS;
/** A learned score at or above this adds its own label, so a flag without a listed word says why. */
const LEARNED_LABEL_AT = 0.5;
/**
 * Hate speech also reads as toxic, at this share (a noisy OR, as the rules always did): the data
 * labels an attack on a group as hate only, and the spec's risk weighs hate at 0.35, so a hate post
 * alone could not reach the throttle threshold of 0.3 without it.
 */
const HATE_AS_TOXICITY = 0.6;

export function moderateText(text: string): ModerationResult {
  const reading = readText(text);
  const rules = reading.rules.result;
  if (!reading.prediction) return rules;
  const [toxicity = 0, hatespeech = 0, disinfo = 0] = reading.prediction.harms;
  const labels = new Set(rules.labels);
  if (toxicity >= LEARNED_LABEL_AT) labels.add('learned_toxicity');
  if (hatespeech >= LEARNED_LABEL_AT) labels.add('learned_hatespeech');
  if (disinfo >= LEARNED_LABEL_AT) labels.add('learned_disinfo');
  return {
    toxicity: round(1 - (1 - toxicity) * (1 - HATE_AS_TOXICITY * hatespeech)),
    hatespeech: round(hatespeech),
    disinfo: round(disinfo),
    labels: [...labels].sort(),
  };
}
