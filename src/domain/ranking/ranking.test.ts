import { describe, expect, it } from 'vitest';
import { THROTTLED_REACH_CLAIM } from '../../shared/constants.ts';
import { ageHours, engagementScore, feedScore, qualityOf } from './feed-score.ts';
import {
  highlightAuthorName,
  highlightHandle,
  highlightScore,
  highlightTags,
  rankHighlight,
} from './highlight.ts';
import {
  communityDayPart,
  diversify,
  explainHome,
  scoreCandidate,
  type HomeCandidate,
  type Reader,
} from './home-ranking.ts';
import { moodsInQuery } from './mood-search.ts';
import { rankSuggestions, suggestionScore, tagsAreStale } from './people-suggestions.ts';
import { rankRelated, topicOverlap } from './related.ts';
import {
  emotionSimilarity,
  interestRelevance,
  MAX_EMOTION_DISTANCE,
  relevance,
  topicMatch,
} from './relevance.ts';
import { audienceSlot, inAudience } from './audience.ts';
import {
  isDisputed,
  isThrottled,
  reachFactor,
  reachMultiplier,
  reachNoticeFor,
  riskOf,
} from './safety.ts';
import { computeTrends, momentumWeight, trendScore } from './trends.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const zero = { echoes: 0, saves: 0, responses: 0, views: 0 };

describe('feed score (spec section 9)', () => {
  it('is 2·(4e + 3s + 2r + ln(1+v)) + 100·e^(−age/18)', () => {
    // 2·(12 + 6 + 2 + ln 11) + 100·e^(−5/18) = 44.795791 + 75.746513
    expect(
      feedScore({ echoes: 3, saves: 2, responses: 1, views: 10 }, hoursAgo(5), NOW),
    ).toBeCloseTo(120.542303, 5);
  });

  it('counts age as at least one hour, and 48 hours when unknown', () => {
    expect(ageHours(hoursAgo(0.25), NOW)).toBe(1);
    expect(ageHours(null, NOW)).toBe(48);
    expect(ageHours(new Date(Number.NaN), NOW)).toBe(48);
    expect(feedScore(zero, hoursAgo(0), NOW)).toBeCloseTo(94.595947, 5); // 100·e^(−1/18)
    expect(feedScore(zero, null, NOW)).toBeCloseTo(6.948345, 5); // 100·e^(−48/18)
  });

  it('weighs engagement 2, 1.5, 1.2, 0.05 and turns it into quality e/(e+10)', () => {
    expect(engagementScore({ echoes: 1, saves: 2, responses: 3, views: 20 })).toBeCloseTo(
      2 + 3 + 3.6 + 1,
      9,
    );
    expect(qualityOf({ echoes: 5, saves: 0, responses: 0, views: 0 })).toBeCloseTo(0.5, 9);
  });
});

describe('safety throttling', () => {
  it('weighs risk 0.45, 0.35, 0.2', () => {
    expect(riskOf({ toxicity: 0.2, hatespeech: 0.4, disinfo: 1 })).toBeCloseTo(
      0.09 + 0.14 + 0.2,
      9,
    );
    expect(riskOf({ toxicity: 0, hatespeech: 0, disinfo: 0.8 })).toBeCloseTo(0.16, 9);
    expect(riskOf(null)).toBe(0);
  });

  it('computes the reach factor max(0.2, (1 − risk)^0.7)', () => {
    expect(reachFactor(0)).toBe(1);
    expect(reachFactor(0.6)).toBeCloseTo(0.526553, 5); // 0.4^0.7
    expect(reachFactor(1)).toBe(0.2);
  });

  it('keeps the multiplier within 0.5..1, and at most 0.7 above risk 0.3', () => {
    expect(reachMultiplier(0)).toBe(1);
    // 0.7·0.8^0.7 + 0.3·(1 − 0.04) = 0.598772 + 0.288
    expect(reachMultiplier(0.2)).toBeCloseTo(0.886771, 5);
    expect(reachMultiplier(0.3)).toBeCloseTo(0.827339, 5);
    expect(reachMultiplier(0.4)).toBe(0.7); // raw 0.7656, capped
    expect(reachMultiplier(0.6)).toBeCloseTo(0.632587, 5); // 0.7·0.526553 + 0.3·0.88
    expect(reachMultiplier(0.8)).toBe(0.5); // raw 0.4789, floored
    expect(isThrottled(0.3)).toBe(false);
    expect(isThrottled(0.31)).toBe(true);
  });

  it('a throttled post reaches 500 to 700 of 1000 members, as the landing page claims', () => {
    const members = Array.from(
      { length: THROTTLED_REACH_CLAIM.of },
      (_, index) => `member-${index}`,
    );
    for (const risk of [0.8, 0.6, 0.45]) {
      for (const postId of ['post-a', 'post-b', 'post-c']) {
        const reached = members.filter((member) => inAudience(member, postId, risk)).length;
        const expected = reachMultiplier(risk) * members.length;
        // Binomial spread: 3 standard deviations around the share.
        expect(Math.abs(reached - expected)).toBeLessThanOrEqual(3 * Math.sqrt(expected));
        expect(reached).toBeGreaterThanOrEqual(THROTTLED_REACH_CLAIM.min - 3 * Math.sqrt(500));
        expect(reached).toBeLessThanOrEqual(THROTTLED_REACH_CLAIM.max + 3 * Math.sqrt(700));
      }
    }
    // A safe post reaches everyone.
    expect(members.filter((member) => inAudience(member, 'post-a', 0.2))).toHaveLength(1000);
  });

  it('marks a post as a disputed claim from disinformation alone, which risk cannot throttle', () => {
    const disinfo = { toxicity: 0, hatespeech: 0, disinfo: 1 };
    expect(isThrottled(riskOf(disinfo))).toBe(false); // risk 0.2 at most
    expect(isDisputed(disinfo)).toBe(true);
    expect(isDisputed({ ...disinfo, disinfo: 0.79 })).toBe(false);
    expect(isDisputed(null)).toBe(false);
  });

  it('decides the audience the same way every time', () => {
    expect(audienceSlot('ada', 'p1')).toBe(audienceSlot('ada', 'p1'));
    expect(audienceSlot('ada', 'p1')).not.toBe(audienceSlot('ada', 'p2'));
  });

  it('tells the author which signal limited the reach', () => {
    const notice = reachNoticeFor({ toxicity: 0, hatespeech: 0, disinfo: 0 });
    expect(notice).toBeNull();
    const hate = reachNoticeFor({ toxicity: 0.3, hatespeech: 0.9, disinfo: 0 });
    expect(hate?.signal).toBe('hatespeech');
    expect(hate?.text).toMatch(/^Reach limited: shown to about 70% of members/);
  });
});

describe('relevance', () => {
  it('measures emotion fit as 1 − distance / √11', () => {
    expect(MAX_EMOTION_DISTANCE).toBeCloseTo(Math.sqrt(11), 12);
    const a = [0, 0.4, 0.5, 0.5, 0.5, 0.4, 0.45, 0.2];
    expect(emotionSimilarity(a, a)).toBe(1);
    const b = [1, 0.4, 0.5, 0.5, 0.5, 0.4, 0.45, 0.2]; // valence differs by 1
    expect(emotionSimilarity(a, b)).toBeCloseTo(1 - 1 / Math.sqrt(11), 9);
    expect(emotionSimilarity([-1, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1])).toBe(0);
  });

  it('weighs interest 0.6 quality + 0.4 topic and relevance 0.5 emotion + 0.35 interest', () => {
    expect(topicMatch(['tea', 'rain'], new Set(['tea']))).toBe(0.5);
    expect(topicMatch([], new Set(['tea']))).toBe(0);
    expect(interestRelevance(0.5, 0.5)).toBeCloseTo(0.5, 9);
    expect(relevance(0.8, 0.5)).toBeCloseTo(0.4 + 0.175, 9);
    expect(relevance(null, 0.5)).toBeCloseTo(0.175, 9);
  });
});

const candidate = (over: Partial<HomeCandidate> = {}): HomeCandidate => ({
  id: 'p1',
  authorId: 'ada',
  authorHandle: 'ada',
  createdAt: hoursAgo(2),
  metrics: zero,
  topics: [],
  emotion: null,
  emoVector: null,
  hasMedia: false,
  safety: null,
  followsAuthor: false,
  interactedWithAuthor: false,
  followeeEngagement: 0,
  ...over,
});
const calm = [0.45, 0.1, 0.55, 0.4, 0.55, 0.35, 0.3, 0.02];
const reader = (over: Partial<Reader> = {}): Reader => ({
  id: 'me',
  emotionState: calm,
  stateSource: 'member',
  stateMood: 'calm',
  interests: new Set(),
  trendingTopics: new Set(),
  ...over,
});

describe('home ranking', () => {
  it('multiplies the feed score by (1 + relevance + format) and the reach', () => {
    const scored = scoreCandidate(
      candidate({ emoVector: calm, hasMedia: true, createdAt: hoursAgo(1) }),
      reader(),
      NOW,
    );
    // base 100·e^(−1/18) = 94.595947; relevance 0.5·1 + 0.35·0; format 0.15
    expect(scored.score).toBeCloseTo(94.595947 * 1.65, 4);
    const risky = scoreCandidate(
      candidate({ createdAt: hoursAgo(1), safety: { toxicity: 1, hatespeech: 1, disinfo: 1 } }),
      reader({ emotionState: null }),
      NOW,
    );
    expect(risky.score).toBeCloseTo(94.595947 * 0.5, 4);
  });

  it('penalises a second post by the same author by 0.2', () => {
    const a1 = scoreCandidate(
      candidate({ id: 'a1', createdAt: hoursAgo(1) }),
      reader({ emotionState: null }),
      NOW,
    );
    const a2 = scoreCandidate(
      candidate({ id: 'a2', createdAt: hoursAgo(2) }),
      reader({ emotionState: null }),
      NOW,
    );
    const b = scoreCandidate(
      candidate({ id: 'b', authorId: 'ben', createdAt: hoursAgo(4) }),
      reader({ emotionState: null }),
      NOW,
    );
    // a2 = 94.6·e^(−1/18) ≈ 89.5 raw, 71.6 after the penalty; b = 100·e^(−4/18) ≈ 80.1
    const order = diversify([a2, b, a1]).map((item) => item.candidate.id);
    expect(order).toEqual(['a1', 'b', 'a2']);
  });

  it('names the part of the day in the community time zone', () => {
    // 12:00 UTC is 15:00 in Istanbul; 03:30 UTC is 06:30 there.
    expect(communityDayPart(NOW)).toBe('afternoon');
    expect(communityDayPart(new Date('2026-11-21T03:30:00.000Z'))).toBe('morning');
    expect(communityDayPart(new Date('2026-11-21T21:30:00.000Z'))).toBe('night');
  });

  it('explains with the strongest true signal', () => {
    const explain = (c: HomeCandidate, r: Reader = reader()) =>
      explainHome({ ...scoreCandidate(c, r, NOW), redundancy: 0 }, r, NOW);
    expect(explain(candidate({ authorId: 'me' }), reader({ id: 'me' })).points).toEqual([
      { code: 'own', params: {} },
    ]);
    expect(explain(candidate({ followsAuthor: true })).text).toBe('You follow @ada.');
    const moody = explain(candidate({ emotion: 'calm', emoVector: calm }));
    expect(moody.code).toBe('mood');
    expect(moody.params).toEqual({ mood: 'calm' });
    expect(moody.text).toBe('Its calm suits this time of day.');
    // "Why this post?": the true signals as plain sentences, never a formula.
    expect(moody.points.map((point) => point.code)).toEqual(['mood-fits-you', 'fresh']);
    expect(moody.points[0]!.params).toEqual({ mood: 'calm', part: 'afternoon' });
    expect(
      explain(candidate({ emotion: 'calm', emoVector: calm }), reader({ emotionState: null })).kind,
    ).toBe('fresh');
    expect(
      explain(candidate({ topics: ['tea'] }), reader({ trendingTopics: new Set(['tea']) })).text,
    ).toBe('Trending in #tea.');
    const popular = explain(candidate({ followeeEngagement: 2 }));
    expect(popular.kind).toBe('popular-with-follows');
    expect(popular.params).toEqual({ count: 2 });
    expect(popular.text).toBe('Popular with people you follow: 2 of them echoed or saved it.');
    expect(explain(candidate({ followeeEngagement: 1 })).text).toBe(
      'Popular with people you follow: one of them echoed or saved it.',
    );
    const followed = explain(candidate({ followsAuthor: true, hasMedia: true }));
    expect(followed.points).toEqual([
      { code: 'you-follow', params: { handle: 'ada' } },
      { code: 'fresh', params: {} },
      { code: 'has-image', params: {} },
    ]);
    expect(explain(candidate({ interactedWithAuthor: true })).text).toBe(
      'New from @ada, whom you interacted with.',
    );
    expect(
      explain(candidate({ topics: ['tea'] }), reader({ interests: new Set(['tea']) })).kind,
    ).toBe('interest');
    expect(
      explain(candidate({ metrics: { echoes: 20, saves: 0, responses: 0, views: 0 } })).kind,
    ).toBe('popular');
    const factors = explain(candidate({ emoVector: calm })).factors.map((factor) => [
      factor.key,
      factor.weight,
    ]);
    expect(factors).toEqual([
      ['engagement', 2],
      ['freshness', 100],
      ['emotion', 0.5],
      ['interest', 0.35],
      ['quality', 0.6],
      ['match', 0.4],
      ['format', 0.15],
      ['reach', 1],
      ['redundancy', 0.2],
    ]);
  });
});

describe('trends', () => {
  it('scores 0.35 freshness + 0.25 trust + 0.2 locality + 0.2 emotion − 0.3 risk', () => {
    expect(trendScore({ freshness: 1, trust: 1, locality: 1, emotion: 1, risk: 0 })).toBeCloseTo(
      1,
      9,
    );
    expect(
      trendScore({ freshness: 0.5, trust: 0.8, locality: 0, emotion: 0.5, risk: 0.2 }),
    ).toBeCloseTo(0.175 + 0.2 + 0 + 0.1 - 0.06, 9);
    expect(momentumWeight(12)).toBeCloseTo(0.5, 12);
  });

  it('ranks topics from the last 24 hours, penalising risky ones', () => {
    const post = (id: string, topics: string[], hours: number, risk = 0) => ({
      id,
      createdAt: hoursAgo(hours),
      topics,
      region: 'TR',
      metrics: zero,
      emoVector: calm,
      safety: { toxicity: risk, hatespeech: risk, disinfo: risk },
    });
    const trends = computeTrends(
      [
        post('1', ['tea'], 1),
        post('2', ['tea'], 2),
        post('3', ['war'], 1, 1),
        post('4', ['war'], 1, 1),
        post('5', ['old'], 30),
      ],
      NOW,
    );
    expect(trends.map((t) => t.topic)).toEqual(['tea', 'war']);
    expect(trends[0]!.volume).toBe(2);
  });

  it('groups topics folded: yürüyüş and yuruyus are one trend, shown as first spelled', () => {
    const post = (id: string, topics: string[]) => ({
      id,
      createdAt: hoursAgo(1),
      topics,
      region: 'TR',
      metrics: zero,
      emoVector: calm,
      safety: null,
    });
    const trends = computeTrends(
      [post('1', ['yürüyüş']), post('2', ['yuruyus', 'Yürüyüş']), post('3', ['çay'])],
      NOW,
    );
    expect(trends.map((t) => [t.topic, t.volume])).toEqual([
      ['yürüyüş', 2],
      ['çay', 1],
    ]);
  });
});

describe('trend kinds', () => {
  it('marks a trend a hashtag when members typed it in at least half its posts', () => {
    const post = (id: string, topics: string[], hashtags: string[]) => ({
      id,
      createdAt: hoursAgo(1),
      topics,
      hashtags,
      region: 'TR',
      metrics: zero,
      emoVector: calm,
      safety: null,
    });
    const trends = computeTrends(
      [
        post('1', ['kahve', 'deniz'], ['Kahve']),
        post('2', ['kahve', 'deniz'], []),
        post('3', ['deniz'], []),
        post('4', ['çay'], []),
      ],
      NOW,
    );
    const kinds = Object.fromEntries(trends.map((t) => [t.topic, t.hashtag]));
    expect(kinds).toEqual({ kahve: true, deniz: false, çay: false });
  });
});

describe('highlight', () => {
  it('scores (0.5 quality + 0.3 freshness + 0.2 resonance) × reach and keeps the top 20', () => {
    const parts = highlightScore(
      {
        id: 'x',
        createdAt: hoursAgo(24),
        metrics: { echoes: 5, saves: 0, responses: 0, views: 0 },
        emoVector: calm,
        safety: null,
      },
      calm,
      NOW,
    );
    expect(parts.score).toBeCloseTo(0.5 * 0.5 + 0.3 * Math.exp(-1) + 0.2, 9);
    const many = Array.from({ length: 80 }, (_, index) => ({
      id: `p${index}`,
      createdAt: hoursAgo(index),
      metrics: zero,
      emoVector: null,
      safety: null,
    }));
    const top = rankHighlight(many, NOW);
    expect(top).toHaveLength(20);
    expect(top[0]!.candidate.id).toBe('p0');
  });

  it('applies the card fallbacks', () => {
    expect(highlightAuthorName('  ')).toBe('Anonymous');
    expect(highlightHandle('Ada  Lovelace')).toBe('ada-lovelace');
    expect(highlightHandle('')).toBe('user');
    // Turkish casing for a Turkish name (no combining dot, and I → ı), plain casing otherwise.
    expect(highlightHandle('İpek Işık')).toBe('ipek-ışık');
    expect(highlightHandle('İpek Işık')).not.toMatch(/\u0307/);
    expect(highlightHandle('İlkay Şahin')).toBe('ilkay-şahin');
    expect(highlightHandle('Isabel Iris')).toBe('isabel-iris');
    expect(highlightHandle('İSTANBUL')).toBe('istanbul');
    expect(highlightTags(['#çay!', 'rain-day', '***', 'a b', 'fourth'])).toEqual([
      'çay',
      'rain-day',
      'ab',
    ]);
  });
});

describe('suggested people and posts, mood search', () => {
  it('scores 5 per shared tag plus post count, down-weighted by reach', () => {
    const ben = { id: 'ben', displayName: 'Ben', tags: ['Tea', 'rain'], postCount: 3, reach: 1 };
    expect(suggestionScore(ben, ['tea', 'rain', 'sea'])).toBe(13);
    expect(suggestionScore({ ...ben, reach: 0.5 }, ['tea'])).toBe(4);
    const cem = { id: 'cem', displayName: 'Cem', tags: [], postCount: 13, reach: 1 };
    const ada = { id: 'ada', displayName: 'Ada', tags: [], postCount: 13, reach: 1 };
    expect(rankSuggestions([ben, cem, ada], ['tea']).map((p) => p.person.id)).toEqual([
      'ada',
      'cem',
      'ben',
    ]);
    expect(tagsAreStale(null, NOW)).toBe(true);
    expect(tagsAreStale(hoursAgo(24 * 6), NOW)).toBe(false);
    expect(tagsAreStale(hoursAgo(24 * 8), NOW)).toBe(true);
  });

  it('orders suggested posts by topic overlap and emotion similarity', () => {
    expect(topicOverlap(['a', 'b'], ['b', 'c'])).toBeCloseTo(1 / 3, 9);
    const ranked = rankRelated({ id: 's', topics: ['tea'], emoVector: calm }, [
      { id: 'x', topics: ['tea'], emoVector: calm, reach: 1, createdAt: NOW },
      { id: 'y', topics: [], emoVector: calm, reach: 1, createdAt: NOW },
      { id: 's', topics: ['tea'], emoVector: calm, reach: 1, createdAt: NOW },
    ]);
    expect(ranked.map((r) => r.candidate.id)).toEqual(['x', 'y']);
    expect(ranked[0]!.score).toBeCloseTo(0.9, 9);
  });

  it('reads moods in English and Turkish', () => {
    expect(moodsInQuery(['calm'])).toEqual(['calm']);
    expect(moodsInQuery(['sakin'])).toEqual(['calm']);
    expect(moodsInQuery(['stress'])).toEqual(['stress']);
    expect(moodsInQuery(['tea'])).toEqual([]);
  });
});

describe('the match behind people and trending reasons', () => {
  it('counts a trending topic half and the author affinity 1, 0.75 or 0.5', async () => {
    const { topicMatch, authorAffinity } = await import('./relevance.ts');
    expect(topicMatch(['tea', 'rain'], new Set(['tea']), new Set(['rain']))).toBe(0.75);
    const base = { followsAuthor: false, followeeEngagement: 0, interactedWithAuthor: false };
    expect(authorAffinity({ ...base, followsAuthor: true })).toBe(1);
    expect(authorAffinity({ ...base, followeeEngagement: 2 })).toBe(0.75);
    expect(authorAffinity({ ...base, interactedWithAuthor: true })).toBe(0.5);
    expect(authorAffinity(base)).toBe(0);
  });

  it('lets the match it explains raise the score', () => {
    const plain = scoreCandidate(candidate(), reader({ emotionState: null }), NOW);
    const followed = scoreCandidate(
      candidate({ followsAuthor: true }),
      reader({ emotionState: null }),
      NOW,
    );
    // interest rises by 0.4 × 1, relevance by 0.35 × 0.4 = 0.14
    expect(followed.score / plain.score).toBeCloseTo(1.14, 9);
  });
});
