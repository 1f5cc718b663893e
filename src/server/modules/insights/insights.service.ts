import type { Database } from '../../../db/client.ts';
import { HOURS_PER_DAY } from '../../../shared/constants.ts';
import type { InsightsResponse } from '../../../shared/api/settings.ts';
import { memberHour } from '../../../domain/emotion/emotion-state.ts';
import { isEmotionVector } from '../../../domain/emotion/emotion-vector.ts';
import {
  cadenceScore,
  dailyMood,
  diversityPercent,
  emotionMix,
  emotionVariety,
} from '../../../domain/insights/insights.ts';
import type { Clock } from '../../context.ts';
import { readInsightsFacts } from './insights.read-model.ts';

/** Ours: insights look at the last 30 days (cadence counts posts in this window). */
export const INSIGHTS_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export class InsightsService {
  private readonly db: Database;
  private readonly clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  /** The member's own emotional analytics; nothing tracked is returned while tracking is off. */
  async forMember(memberId: string): Promise<InsightsResponse> {
    const now = this.clock();
    const since = new Date(now.getTime() - INSIGHTS_WINDOW_DAYS * DAY_MS);
    const facts = await readInsightsFacts(this.db, memberId, since);

    const byHour = Array.from({ length: HOURS_PER_DAY }, () => 0);
    for (const post of facts.windowPosts) {
      const hour = memberHour(post.createdAt);
      byHour[hour] = (byHour[hour] ?? 0) + 1;
    }
    const base = {
      windowDays: INSIGHTS_WINDOW_DAYS,
      posts: {
        total: facts.totalPosts,
        inWindow: facts.windowPosts.length,
        cadenceScore: cadenceScore(facts.windowPosts.length),
        byHour,
      },
    };
    if (!facts.tracking) {
      return {
        tracking: false,
        ...base,
        posts: { ...base.posts, diversityPercent: null, distinctEmotions: null, mix: [] },
        engaged: null,
        mood: null,
        circadian: null,
        state: null,
      };
    }

    const postEmotions = facts.windowPosts.map((post) => post.emotion);
    const variety = emotionVariety(postEmotions);
    const samples = [
      ...facts.windowPosts.map((post) => ({ at: post.createdAt, vector: post.emoVector })),
      ...facts.engaged.map((item) => ({ at: item.at, vector: item.emoVector })),
    ];
    const matrix = facts.circadian?.matrix;
    return {
      tracking: true,
      ...base,
      posts: {
        ...base.posts,
        diversityPercent: diversityPercent(variety.distinct),
        distinctEmotions: variety.distinct,
        mix: emotionMix(postEmotions),
      },
      engaged: {
        total: facts.engaged.length,
        mix: emotionMix(facts.engaged.map((item) => item.emotion)),
      },
      mood: dailyMood(samples, INSIGHTS_WINDOW_DAYS, now),
      circadian:
        facts.circadian &&
        Array.isArray(matrix) &&
        matrix.length === HOURS_PER_DAY &&
        matrix.every(isEmotionVector)
          ? { matrix, updatedAt: facts.circadian.updatedAt.toISOString() }
          : null,
      state:
        facts.state && isEmotionVector(facts.state.vector)
          ? { vector: facts.state.vector, lastUpdated: facts.state.lastUpdated.toISOString() }
          : null,
    };
  }
}
