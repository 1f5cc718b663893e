import {
  FEED_CACHE_MS,
  FEED_CANDIDATE_DAYS,
  FEED_INTEREST_EVENTS,
  FEED_INTEREST_TOPICS,
} from '../../../shared/constants.ts';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { currentEmotionState } from '../analysis-pipeline/index.ts';
import { listMarksBy, readInteractions, type ReaderRelations } from './home.repository.ts';

// The home feed reader's slower signals (interests, interacted authors, emotion state, what
// their followees marked), cached per instance for FEED_CACHE_MS.readerSignals.

const HOUR_MS = 3_600_000;

export interface ReaderSignals {
  emotion: { state: number[]; personal: boolean } | null;
  interests: Set<string>;
  interactedAuthors: Set<string>;
  /** The followee set these counts were made for: a follow or unfollow makes them stale. */
  followeeKey: string;
  followeeEngagement: Map<string, number>;
}

export const followeeKeyOf = (followees: ReadonlySet<string>) => [...followees].sort().join(',');

export class ReaderSignalsCache {
  private readonly ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;
  private readonly db: Database;
  private readonly signals: TtlCache<string, ReaderSignals>;
  private readonly personMarks: TtlCache<string, readonly string[]>;

  constructor(ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>) {
    this.ctx = ctx;
    this.db = ctx.database.db;
    const now = () => ctx.clock().getTime();
    this.signals = new TtlCache({ ttlMs: FEED_CACHE_MS.readerSignals, maxEntries: 5_000, now });
    this.personMarks = new TtlCache({ ttlMs: FEED_CACHE_MS.personMarks, maxEntries: 5_000, now });
  }

  /** The member's own action changed their signals (and, for a mark, what they marked). */
  forget(memberId: string, marks = false): void {
    this.signals.delete(memberId);
    if (marks) this.personMarks.delete(memberId);
  }

  private windowStart(): Date {
    return new Date(this.ctx.clock().getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
  }

  /** Interests, interacted authors, emotion state and followees' engagement, cached briefly. */
  async of(viewerId: string, relations: ReaderRelations): Promise<ReaderSignals> {
    const followeeKey = followeeKeyOf(relations.followees);
    const cached = this.signals.get(viewerId);
    if (cached && cached.followeeKey === followeeKey) return cached;
    const [interactions, emotion, followeeEngagement] = await Promise.all([
      readInteractions(this.db, viewerId, FEED_INTEREST_EVENTS),
      relations.emotionTracking ? currentEmotionState(this.ctx, viewerId) : null,
      this.followeeEngagement(relations.followees),
    ]);
    const topicCounts = new Map<string, number>();
    const interactedAuthors = new Set<string>();
    for (const row of interactions) {
      if (row.authorId !== viewerId) interactedAuthors.add(row.authorId);
      for (const topic of row.topics ?? [])
        topicCounts.set(topic, (topicCounts.get(topic) ?? 0) + 1);
    }
    const interests = new Set(
      [...topicCounts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, FEED_INTEREST_TOPICS)
        .map(([topic]) => topic),
    );
    const signals = { emotion, interests, interactedAuthors, followeeKey, followeeEngagement };
    this.signals.set(viewerId, signals);
    return signals;
  }

  /**
   * How many of the reader's followees echoed or saved each post in the window. What one person
   * marked is the same for every reader, so it is cached per person (popular accounts are
   * followed by many) and only the missing people are read, in one query.
   */
  private async followeeEngagement(followees: ReadonlySet<string>): Promise<Map<string, number>> {
    const marksByPerson = new Map<string, readonly string[]>();
    const missing: string[] = [];
    for (const person of followees) {
      const hit = this.personMarks.get(person);
      if (hit) marksByPerson.set(person, hit);
      else missing.push(person);
    }
    if (missing.length > 0)
      for (const [person, postIds] of await listMarksBy(this.db, missing, this.windowStart())) {
        this.personMarks.set(person, postIds);
        marksByPerson.set(person, postIds);
      }
    const engagement = new Map<string, number>();
    for (const postIds of marksByPerson.values())
      for (const postId of new Set(postIds))
        engagement.set(postId, (engagement.get(postId) ?? 0) + 1);
    return engagement;
  }
}
