// The whitepaper's formulas, written out from the constants the ranking uses
// (src/shared/constants.ts), so that the page and the code cannot drift apart.
import {
  CIRCADIAN_BLEND_ALPHA,
  ENGAGEMENT_WEIGHTS,
  FEED_SCORE,
  SAFETY_RISK_WEIGHTS,
  TREND_SCORE_WEIGHTS,
} from '../../../shared/constants.ts';

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
