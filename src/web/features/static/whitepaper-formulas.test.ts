import { describe, expect, it } from 'vitest';
import {
  circadianBlendFormula,
  engagementFormula,
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
