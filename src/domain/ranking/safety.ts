import { REACH_FACTOR, REACH_MULTIPLIER, SAFETY_RISK_WEIGHTS } from '../../shared/constants.ts';

// Safety throttling (spec section 9): risk from the three moderation scores, the reach factor
// and the reach multiplier, and the deterministic audience of a throttled post.

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

/** FNV-1a over "member:post", as a number in [0, 1): the same for a member and post every time. */
export function audienceSlot(memberId: string, postId: string): number {
  let hash = 0x811c9dc5;
  const text = `${memberId}:${postId}`;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche so that ids differing in one character spread across the range.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}

/** Whether a member is in a post's audience: everyone for a safe post, its reach share if throttled. */
export function inAudience(memberId: string, postId: string, risk: number): boolean {
  if (!isThrottled(risk)) return true;
  return audienceSlot(memberId, postId) < reachMultiplier(risk);
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

const SIGNAL_WORDS: Readonly<Record<SafetySignal, string>> = {
  toxicity: 'it reads as hostile or insulting',
  hatespeech: 'it may attack people for who they are',
  disinfo: 'it may spread a misleading claim',
};

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
    text: `Reach limited: shown to about ${Math.round(share * 100)}% of members, because our safety check found ${SIGNAL_WORDS[signal]}.`,
  };
}
