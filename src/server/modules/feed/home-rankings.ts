import { FEED_CACHE_MS, HOME_TIMELINE_PAGE } from '../../../shared/constants.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { ReaderRelations } from './home.repository.ts';
import type { ReaderSignals } from './reader-signals.ts';
import { relationsKeyOf } from './home-parts.ts';

// Each member's latest page-1 ranking on this instance (FEED_CACHE_MS.ranking), and what may
// change it before it expires. The rules, in one place:
// - an interaction of theirs, a follow of theirs, a post of their own: ranked afresh;
// - an edited or deleted post anywhere: every ranking goes (rare; a page must not come back a
//   card short or with stale safety);
// - a new post by someone they follow JOINS the ranking (src/domain/ranking/join-ranking.ts)
//   instead of dropping it, so a community posting every half second does not rank all of its
//   followers again on every post (issue 25);
// - anyone else's new post joins page 1 when the ranking is made again: a ranking served after
//   half its life or more is ranked again in the background (stale while revalidate), so one who
//   keeps reading never waits for a cold ranking, and one who left costs nothing.

/** A frozen order: the snapshot row's id, its entries (`id|redundancy`) and when it was made. */
export interface RankedSnapshot {
  id: string;
  postIds: string[];
  createdAt: Date;
}

/** A member's latest ranking and what it was made for. */
export interface RecentRanking {
  snapshot: RankedSnapshot;
  relationsKey: string;
  /** Whom the member followed when it was made. */
  followees: ReadonlySet<string>;
  /** The reader's signals it was ranked with: its reasons are explained from the same. */
  signals: ReaderSignals;
  /** New posts by followees since, waiting to join page 1 at the next read. */
  joining: Set<string>;
  /** Being ranked again in the background. */
  refreshing: boolean;
  /** The age (ms) after which a read ranks it again in the background. */
  refreshAfterMs: number;
}

/** More followees' posts than this waiting: ranking afresh is as cheap as joining them. */
const MAX_JOINING = HOME_TIMELINE_PAGE;
/**
 * A ranking served after this share of its life is ranked again in the background, drawn per
 * ranking so that members who arrived together (a restart, a notification to many) are not all
 * ranked again in the same second.
 */
const REFRESH_AFTER = { from: 0.5, to: 0.8 } as const;
/**
 * Background rankings at once on this instance: beyond it a ranking simply expires and the next
 * read ranks it (the old path), so a burst of readers cannot queue unbounded background work.
 */
const MAX_REFRESHING = 2;

export class RecentRankings {
  private readonly cache: TtlCache<string, RecentRanking>;
  private readonly now: () => number;
  private refreshing = 0;

  constructor(now: () => number) {
    this.now = now;
    this.cache = new TtlCache({ ttlMs: FEED_CACHE_MS.ranking, maxEntries: 5_000, now });
  }

  subscribe(events: EventBus): void {
    // `on` runs before the publisher answers (this instance, at once); `onBroadcast` reaches the
    // other instances too.
    for (const listen of [events.on.bind(events), events.onBroadcast.bind(events)]) {
      listen('interaction.recorded', ({ payload }) => this.cache.delete(payload.userId));
      listen('follow.created', ({ payload }) => this.cache.delete(payload.followerId));
      listen('post.edited', () => this.cache.clear());
      listen('post.deleted', () => this.cache.clear());
      listen('post.created', ({ payload }) => {
        this.cache.deleteWhere((viewerId, ranking) => {
          if (viewerId === payload.authorId) return true;
          if (!ranking.followees.has(payload.authorId)) return false;
          ranking.joining.add(payload.postId);
          return ranking.joining.size > MAX_JOINING;
        });
      });
    }
  }

  /**
   * The member's ranking if page 1 may be served from it: made for the same follows, blocks,
   * mutes and consent, and at least a page long. A ranking shorter than a page means a small
   * community: ranking it again is cheap, and a post by someone the member does not follow must
   * not wait for the ranking to expire.
   */
  reusable(viewerId: string, relations: ReaderRelations): RecentRanking | null {
    const ranking = this.cache.get(viewerId);
    if (!ranking || ranking.snapshot.postIds.length < HOME_TIMELINE_PAGE) return null;
    return ranking.relationsKey === relationsKeyOf(relations) ? ranking : null;
  }

  remember(
    viewerId: string,
    snapshot: RankedSnapshot,
    relations: ReaderRelations,
    signals: ReaderSignals,
  ): void {
    this.cache.set(viewerId, {
      snapshot,
      relationsKey: relationsKeyOf(relations),
      followees: relations.followees,
      signals,
      joining: new Set(),
      refreshing: false,
      refreshAfterMs:
        FEED_CACHE_MS.ranking *
        (REFRESH_AFTER.from + Math.random() * (REFRESH_AFTER.to - REFRESH_AFTER.from)),
    });
  }

  /**
   * Whether the ranking just served should be ranked again in the background: past its refresh age,
   * not already being ranked, and room for one more. The caller ranks, then calls `refreshed`.
   */
  claimRefresh(ranking: RecentRanking): boolean {
    const age = this.now() - ranking.snapshot.createdAt.getTime();
    if (age < ranking.refreshAfterMs || ranking.refreshing || this.refreshing >= MAX_REFRESHING)
      return false;
    ranking.refreshing = true;
    this.refreshing += 1;
    return true;
  }

  refreshed(ranking: RecentRanking): void {
    ranking.refreshing = false;
    this.refreshing -= 1;
  }

  /** `ids` joined: the same ranking (its expiry unchanged) now serves the new order. */
  joined(ranking: RecentRanking, snapshot: RankedSnapshot, ids: readonly string[]): void {
    ranking.snapshot = snapshot;
    for (const id of ids) ranking.joining.delete(id);
  }

  forget(viewerId: string): void {
    this.cache.delete(viewerId);
  }
}
