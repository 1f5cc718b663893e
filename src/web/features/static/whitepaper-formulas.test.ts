import { describe, expect, it } from 'vitest';
import {
  circadianBlendFormula,
  claimReachRows,
  engagementFormula,
  highlightFormula,
  rankedScoreFormula,
  reachFactorFormula,
  reachMultiplierFormula,
  relevanceFormula,
  suggestionFormula,
  feedScoreFormula,
  formatFigure,
  riskFormula,
  trendFormula,
} from './whitepaper-formulas.ts';

// The spec's own wording of each formula (section 9), so a changed constant shows up here.
describe('whitepaper formulas, written from the constants', () => {
  it('prints figures without float noise', () => {
    expect(formatFigure(1 - 0.35)).toBe('0.65');
    expect(formatFigure(0.1 + 0.2)).toBe('0.3');
    expect(formatFigure(2)).toBe('2');
  });

  it('gives the feed score of spec section 9', () => {
    expect(feedScoreFormula()).toBe(
      'score = 2 × (4·echoes + 3·saves + 2·responses + ln(1 + views)) + 100 × e^(−age / 18 h)',
    );
  });

  it('weighs safety risk 0.45, 0.35 and 0.2', () => {
    expect(riskFormula()).toBe('risk = 0.45·toxicity + 0.35·hate speech + 0.2·disinformation');
  });

  it('blends the hour’s profile in with alpha 0.35', () => {
    expect(circadianBlendFormula()).toBe('state(now) = 0.35·profile[hour] + 0.65·short-term state');
  });

  it('scores trends with freshness 0.35, trust 0.25, locality 0.2, emotion 0.2 and penalty 0.3', () => {
    expect(trendFormula()).toBe(
      'trend = 0.35·freshness + 0.25·trust + 0.2·locality + 0.2·emotion − 0.3·risk penalty',
    );
  });

  it('weighs engagement with echoes 2, saves 1.5, responses 1.2 and views 0.05', () => {
    expect(engagementFormula()).toBe(
      'engagement = 2·echoes + 1.5·saves + 1.2·responses + 0.05·views',
    );
  });
});

describe('whitepaper formulas for ranking (issue 11), from the ranking’s constants and functions', () => {
  it('writes the reach factor and multiplier with their floors, gamma, alpha, delta and ceilings', () => {
    expect(reachFactorFormula()).toBe('reach factor = max(0.2, (1 − risk)^0.7)');
    expect(reachMultiplierFormula()).toBe(
      'reach = clamp(0.7·reach factor + 0.3·(1 − 0.2·risk), 0.5, 1); at most 0.7 when risk > 0.3',
    );
  });

  it('computes the claim risks with the ranking’s own reach multiplier', () => {
    expect(claimReachRows([0.8, 0.6, 0.2])).toEqual([
      ['0.8', '0.5', '500 of 1,000'],
      ['0.6', '0.633', '633 of 1,000'],
      ['0.2', '0.887', '887 of 1,000'],
    ]);
  });

  it('writes relevance, rank and highlight with the spec weights', () => {
    expect(relevanceFormula()).toBe(
      'relevance = 0.5·emotional fit + 0.35·(0.6·quality + 0.4·topic match)',
    );
    expect(rankedScoreFormula()).toContain('0.15·has image');
    expect(rankedScoreFormula()).toContain('(1 − 0.2)^');
    expect(highlightFormula()).toBe(
      'highlight = (0.5·quality + 0.3·e^(−age / 24 h) + 0.2·resonance with the day’s mood) × reach',
    );
    expect(suggestionFormula()).toBe('suggestion = (5 × shared tags + post count) × reach');
  });
});
