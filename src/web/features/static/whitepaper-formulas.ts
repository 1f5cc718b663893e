// The whitepaper's formulas, written out from the constants the ranking uses
// (src/shared/constants.ts), so that the page and the code cannot drift apart.
import {
  CIRCADIAN_BLEND_ALPHA,
  ENGAGEMENT_WEIGHTS,
  FEED_SCORE,
  HIGHLIGHT_FRESHNESS_HOURS,
  HIGHLIGHT_SCORE_WEIGHTS,
  PROFILE_SUGGESTION_TAG_POINTS,
  QUALITY_HALF_ENGAGEMENT,
  REACH_FACTOR,
  REACH_MULTIPLIER,
  RELEVANCE_WEIGHTS,
  SAFETY_RISK_WEIGHTS,
  TREND_MOMENTUM_HALF_LIFE_HOURS,
  TREND_SCORE_WEIGHTS,
} from '../../../shared/constants.ts';
import { reachMultiplier } from '../../../domain/ranking/safety.ts';

/** A figure as people write it: at most 3 decimals, no float noise (1 − 0.35 is 0.65). */
export function formatFigure(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Terms joined with plus signs: "0.45·toxicity + 0.35·hate speech". */
function weightedSum(terms: ReadonlyArray<readonly [weight: number, name: string]>): string {
  return terms.map(([weight, name]) => `${formatFigure(weight)}·${name}`).join(' + ');
}

export function feedScoreFormula(): string {
  const f = FEED_SCORE;
  return `score = ${f.multiplier} × (${weightedSum([
    [f.echoes, 'echoes'],
    [f.saves, 'saves'],
    [f.responses, 'responses'],
  ])} + ln(1 + views)) + ${f.freshnessWeight} × e^(−age / ${f.freshnessTauHours} h)`;
}

export function riskFormula(): string {
  const w = SAFETY_RISK_WEIGHTS;
  return `risk = ${weightedSum([
    [w.toxicity, 'toxicity'],
    [w.hatespeech, 'hate speech'],
    [w.disinfo, 'disinformation'],
  ])}`;
}

export function circadianBlendFormula(): string {
  return `state(now) = ${formatFigure(CIRCADIAN_BLEND_ALPHA)}·profile[hour] + ${formatFigure(
    1 - CIRCADIAN_BLEND_ALPHA,
  )}·short-term state`;
}

export function trendFormula(): string {
  const w = TREND_SCORE_WEIGHTS;
  return `trend = ${weightedSum([
    [w.freshness, 'freshness'],
    [w.trust, 'trust'],
    [w.locality, 'locality'],
    [w.emotion, 'emotion'],
  ])} − ${formatFigure(w.penalty)}·risk penalty`;
}

export function engagementFormula(): string {
  const w = ENGAGEMENT_WEIGHTS;
  return `engagement = ${weightedSum([
    [w.echoes, 'echoes'],
    [w.saves, 'saves'],
    [w.responses, 'responses'],
    [w.views, 'views'],
  ])}`;
}

// Issue 11: the ranking's own functions and constants, so the page shows what the code computes.

export function reachFactorFormula(): string {
  return `reach factor = max(${formatFigure(REACH_FACTOR.floor)}, (1 − risk)^${formatFigure(REACH_FACTOR.gamma)})`;
}

export function reachMultiplierFormula(): string {
  const m = REACH_MULTIPLIER;
  return `reach = clamp(${formatFigure(m.alpha)}·reach factor + ${formatFigure(1 - m.alpha)}·(1 − ${formatFigure(
    m.delta,
  )}·risk), ${formatFigure(m.floor)}, ${formatFigure(m.ceiling)}); at most ${formatFigure(
    m.riskCeiling,
  )} when risk > ${formatFigure(m.riskThreshold)}`;
}

export function relevanceFormula(): string {
  const w = RELEVANCE_WEIGHTS;
  return `relevance = ${weightedSum([
    [w.emotion, 'emotional fit'],
    [w.interest, `(${formatFigure(w.quality)}·quality + ${formatFigure(w.topic)}·topic match)`],
  ])}`;
}

export function rankedScoreFormula(): string {
  const w = RELEVANCE_WEIGHTS;
  return `rank = score × (1 + relevance + ${formatFigure(w.format)}·has image) × reach × (1 − ${formatFigure(
    w.redundancyPenalty,
  )})^(posts by the same author above)`;
}

export function qualityFormula(): string {
  return `quality = engagement / (engagement + ${QUALITY_HALF_ENGAGEMENT})`;
}

export function momentumFormula(): string {
  return `momentum = Σ (1 + ln(1 + engagement)) × 0.5^(age / ${TREND_MOMENTUM_HALF_LIFE_HOURS} h)`;
}

export function highlightFormula(): string {
  const w = HIGHLIGHT_SCORE_WEIGHTS;
  return `highlight = (${weightedSum([
    [w.engagement, 'quality'],
    [w.freshness, `e^(−age / ${HIGHLIGHT_FRESHNESS_HOURS} h)`],
    [w.resonance, 'resonance with the day’s mood'],
  ])}) × reach`;
}

export function suggestionFormula(): string {
  return `suggestion = (${PROFILE_SUGGESTION_TAG_POINTS} × shared tags + post count) × reach`;
}

/** The reach the code gives each claim risk, computed by the ranking's own function. */
export function claimReachRows(risks: readonly number[]): Array<[string, string, string]> {
  return risks.map((risk) => {
    const share = reachMultiplier(risk);
    return [formatFigure(risk), formatFigure(share), `${Math.round(share * 1000)} of 1,000`];
  });
}
