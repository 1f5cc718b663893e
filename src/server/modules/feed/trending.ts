import type { TrendItemView } from '../../../shared/api/feed.ts';
import {
  ACTIVITY_DECAY_HOURS,
  HOT_SIGNALS_RETENTION_MINUTES,
  TREND_INGEST_INTERVAL_MINUTES,
  TREND_ITEMS_STORED,
  TRENDING_LIMIT,
} from '../../../shared/constants.ts';
import { computeTrends } from '../../../domain/ranking/trends.ts';
import { matchesMutedWords } from '../../../domain/mute/muted-words.ts';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { listLatestTrends, listTrendPosts, saveTrendItems } from './trending.repository.ts';

// Trending: the ingest job scores the last 24 hours' topics into trend_items; a GET only reads
// the latest ingest (never recomputes: a cold start shows the analysis fallback until the job's
// first run, which the job runner schedules at once).

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Ours: how long an instance reuses the trends it read (an ingest runs every 10 minutes). */
const TRENDS_MEMO_MS = 30_000;
/** Trends read beyond the six shown, so a member who muted some still sees six. */
const TRENDS_READ = TRENDING_LIMIT * 3;

export class Trending {
  private readonly ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;
  private readonly db: Database;
  private memo: { at: number; items: TrendItemView[] } | null = null;

  constructor(ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>) {
    this.ctx = ctx;
    this.db = ctx.database.db;
  }

  /** The periodic ingest (its job only): score the window's topics into trend_items. */
  async recompute(): Promise<number> {
    const now = this.ctx.clock();
    const since = new Date(now.getTime() - ACTIVITY_DECAY_HOURS * HOUR_MS);
    const rows = await listTrendPosts(this.db, since);
    const trends = computeTrends(
      rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        topics: row.topics,
        hashtags: row.hashtags,
        region: row.region,
        metrics: {
          echoes: row.echoes,
          saves: row.saves,
          responses: row.responses,
          views: row.views,
        },
        emoVector: row.emoVector,
        safety: row.safety,
      })),
      now,
    ).slice(0, TREND_ITEMS_STORED);
    const slotMs = TREND_INGEST_INTERVAL_MINUTES * MINUTE_MS;
    const windowStart = new Date(Math.floor(now.getTime() / slotMs) * slotMs);
    await saveTrendItems(
      this.db,
      trends.map((trend) => ({
        id: newId(),
        topic: trend.topic,
        volume: trend.volume,
        score: trend.score,
        hashtag: trend.hashtag,
        windowStart,
      })),
      new Date(now.getTime() - HOT_SIGNALS_RETENTION_MINUTES * MINUTE_MS),
    );
    this.memo = null;
    return trends.length;
  }

  /**
   * Six trends from the latest ingest; the analysis service's fallback when there are none.
   * Trends change once per ingest (10 minutes), so each instance keeps the answer 30 seconds.
   */
  async top(): Promise<TrendItemView[]> {
    return (await this.candidates()).slice(0, TRENDING_LIMIT);
  }

  /** Six trends for a member: those matching their muted words are left out (issue 28). */
  async topFor(mutedKeys: readonly string[]): Promise<TrendItemView[]> {
    const items = await this.candidates();
    return items
      .filter((item) => !matchesMutedWords(mutedKeys, item.topic))
      .slice(0, TRENDING_LIMIT);
  }

  private async candidates(): Promise<TrendItemView[]> {
    const now = this.ctx.clock().getTime();
    if (this.memo && now - this.memo.at < TRENDS_MEMO_MS) return this.memo.items;
    const items = await this.read();
    // The fallback too (no ingest yet): an ingest on this instance forgets the memo at once,
    // one on another instance is read within TRENDS_MEMO_MS, like any other change of trends.
    this.memo = { at: now, items };
    return items;
  }

  private async read(): Promise<TrendItemView[]> {
    const retained = new Date(
      this.ctx.clock().getTime() - HOT_SIGNALS_RETENTION_MINUTES * MINUTE_MS,
    );
    const items = await listLatestTrends(this.db, retained, TRENDS_READ);
    if (items && items.length > 0)
      return items.map((item) => ({
        topic: item.topic,
        volume: item.volume,
        kind: item.hashtag ? 'hashtag' : 'topic',
        source: 'community',
      }));
    const fallback = await this.ctx.analysis.trendsFallback().catch((error: unknown) => {
      this.ctx.log.warn({ err: error }, 'trends fallback failed');
      return [] as string[];
    });
    return fallback
      .slice(0, TRENDS_READ)
      .map((topic) => ({ topic, volume: 0, kind: 'topic', source: 'fallback' }));
  }
}
