import {
  DISPUTED_DISINFO_MIN,
  REACH_FACTOR,
  REACH_MULTIPLIER,
  SAFETY_RISK_WEIGHTS,
} from '../../shared/constants.ts';
import { fillTemplate } from '../../shared/explain/compose.ts';
import words from '../../shared/explain/words.en.ts';

// Safety throttling (spec section 9): risk from the three moderation scores, the reach factor
// and the reach multiplier; the audience of a throttled post is in audience.ts.

export interface SafetyScores {
  toxicity: number;
  hatespeech: number;
  disinfo: number;
}
export type SafetySignal = keyof SafetyScores;

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** risk = 0.45·toxicity + 0.35·hatespeech + 0.2·disinfo, each score clamped to 0..1. */
export function riskOf(scores: SafetyScores | null | undefined): number {
  if (!scores) return 0;
  return unit(
    SAFETY_RISK_WEIGHTS.toxicity * unit(scores.toxicity) +
      SAFETY_RISK_WEIGHTS.hatespeech * unit(scores.hatespeech) +
      SAFETY_RISK_WEIGHTS.disinfo * unit(scores.disinfo),
  );
}

/** Reach factor = max(0.2, (1 − risk)^0.7). */
export function reachFactor(risk: number): number {
  return Math.max(REACH_FACTOR.floor, (1 - unit(risk)) ** REACH_FACTOR.gamma);
}

/**
 * Reach multiplier = clamp(α·factor + (1 − α)·(1 − δ·risk), 0.5, 1), and at most 0.7 once risk
 * is above 0.3. So a safe post keeps all its reach and a throttled one keeps 0.5 to 0.7 of it.
 */
export function reachMultiplier(risk: number): number {
  const r = unit(risk);
  const { alpha, delta, floor, ceiling, riskCeiling, riskThreshold } = REACH_MULTIPLIER;
  const raw = alpha * reachFactor(r) + (1 - alpha) * (1 - delta * r);
  const top = r > riskThreshold ? riskCeiling : ceiling;
  return Math.min(top, Math.max(floor, raw));
}

/** Throttled: risk above 0.3; shown only to its reach share of the audience. */
export function isThrottled(risk: number): boolean {
  return unit(risk) > REACH_MULTIPLIER.riskThreshold;
}

/**
 * A post whose disinformation score is at least DISPUTED_DISINFO_MIN: its card carries the
 * "disputed claim" label, and it is left out of Trending, Highlight and suggested posts. The
 * risk formula alone cannot throttle it (disinformation weighs 0.2, so its risk is at most 0.2).
 */
export function isDisputed(scores: SafetyScores | null | undefined): boolean {
  return Boolean(scores) && unit(scores!.disinfo) >= DISPUTED_DISINFO_MIN;
}

/** The signal that contributes most to the risk. */
export function dominantSignal(scores: SafetyScores): SafetySignal {
  const parts: Array<[SafetySignal, number]> = [
    ['toxicity', SAFETY_RISK_WEIGHTS.toxicity * unit(scores.toxicity)],
    ['hatespeech', SAFETY_RISK_WEIGHTS.hatespeech * unit(scores.hatespeech)],
    ['disinfo', SAFETY_RISK_WEIGHTS.disinfo * unit(scores.disinfo)],
  ];
  return parts.reduce((best, part) => (part[1] > best[1] ? part : best))[0];
}

/** What the author is told about their throttled post, in plain words; null when not throttled. */
export function reachNoticeFor(
  scores: SafetyScores | null | undefined,
): { share: number; signal: SafetySignal; text: string } | null {
  if (!scores) return null;
  const risk = riskOf(scores);
  if (!isThrottled(risk)) return null;
  const share = reachMultiplier(risk);
  const signal = dominantSignal(scores);
  return {
    share,
    signal,
    // English for API clients; the web app words it from share and signal (issue 27).
    text: fillTemplate(words.reach.notice, {
      percent: Math.round(share * 100),
      signal: words.reach.signal[signal],
    }),
  };
}
