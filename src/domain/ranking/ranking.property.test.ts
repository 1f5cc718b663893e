import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REACH_MULTIPLIER } from '../../shared/constants.ts';
import { feedScore } from './feed-score.ts';
import { highlightScore } from './highlight.ts';
import { scoreCandidate, type HomeCandidate } from './home-ranking.ts';
import { reachMultiplier, riskOf } from './safety.ts';
import { trendScore } from './trends.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1_000_000, max: 1_000_000 }));
const metrics = fc.record({
  echoes: anyNumber,
  saves: anyNumber,
  responses: anyNumber,
  views: anyNumber,
});
const count = fc.integer({ min: 0, max: 100_000 });
const goodMetrics = fc.record({ echoes: count, saves: count, responses: count, views: count });
const unit = fc.double({ min: 0, max: 1, noNaN: true });
const anyDate = fc.oneof(fc.date(), fc.constant(null));
const vector = fc.array(anyNumber, { minLength: 0, maxLength: 10 });
const safety = fc.option(
  fc.record({ toxicity: anyNumber, hatespeech: anyNumber, disinfo: anyNumber }),
);

describe('ranking properties', () => {
  it('every score is finite for any input', () => {
    fc.assert(
      fc.property(
        metrics,
        anyDate,
        vector,
        vector,
        safety,
        fc.boolean(),
        (m, date, post, state, s, media) => {
          expect(Number.isFinite(feedScore(m, date, NOW))).toBe(true);
          const candidate: HomeCandidate = {
            id: 'p',
            authorId: 'a',
            authorHandle: 'a',
            createdAt: date ?? new Date(Number.NaN),
            metrics: m,
            topics: [],
            emotion: null,
            emoVector: post,
            hasMedia: media,
            safety: s,
            followsAuthor: false,
            interactedWithAuthor: false,
            followeeEngagement: 0,
          };
          const scored = scoreCandidate(
            candidate,
            {
              id: 'r',
              emotionState: state,
              stateSource: 'member',
              stateMood: null,
              interests: new Set(),
              trendingTopics: new Set(),
            },
            NOW,
          );
          expect(Number.isFinite(scored.score)).toBe(true);
          const parts = highlightScore(
            { id: 'p', createdAt: date ?? NOW, metrics: m, emoVector: post, safety: s },
            state,
            NOW,
          );
          expect(Number.isFinite(parts.score)).toBe(true);
          expect(Number.isFinite(riskOf(s))).toBe(true);
        },
      ),
    );
  });

  it('the reach multiplier stays within its floor and ceiling', () => {
    fc.assert(
      fc.property(anyNumber, (risk) => {
        const m = reachMultiplier(risk);
        expect(m).toBeGreaterThanOrEqual(REACH_MULTIPLIER.floor);
        expect(m).toBeLessThanOrEqual(REACH_MULTIPLIER.ceiling);
        if (risk > REACH_MULTIPLIER.riskThreshold && risk <= 1)
          expect(m).toBeLessThanOrEqual(REACH_MULTIPLIER.riskCeiling);
      }),
    );
  });

  it('more risk never increases reach', () => {
    fc.assert(
      fc.property(unit, unit, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(reachMultiplier(high)).toBeLessThanOrEqual(reachMultiplier(low));
      }),
    );
  });

  it('newer never scores lower, all else equal', () => {
    fc.assert(
      fc.property(
        goodMetrics,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (m, x, y) => {
          const [newer, older] = x <= y ? [x, y] : [y, x];
          const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
          expect(feedScore(m, at(newer), NOW)).toBeGreaterThanOrEqual(feedScore(m, at(older), NOW));
        },
      ),
    );
  });

  it('trend scores stay within −0.3..1 for parts in 0..1', () => {
    fc.assert(
      fc.property(unit, unit, unit, unit, unit, (freshness, trust, locality, emotion, risk) => {
        const score = trendScore({ freshness, trust, locality, emotion, risk });
        expect(score).toBeGreaterThanOrEqual(-0.3 - 1e-9);
        expect(score).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });
});
