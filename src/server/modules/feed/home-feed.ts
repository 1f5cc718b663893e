import type { PostPage, PostView } from '../../../shared/api/social.ts';
import {
  FEED_CANDIDATE_DAYS,
  FEED_CANDIDATES,
  FEED_FOLLOWED_PER_AUTHOR,
  HOME_TIMELINE_PAGE,
} from '../../../shared/constants.ts';
import {
  rankHome,
  scoreCandidate,
  type HomeCandidate,
  type Reader,
} from '../../../domain/ranking/home-ranking.ts';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { hydrateInOrder, prepareCardsByIds, type CardsByIds } from '../../read/cards.ts';
import { canSee } from '../../read/visibility.ts';
import {
  listCandidateIds,
  prepareSnapshots,
  readRelations,
  pruneSnapshots,
  type ReaderRelations,
} from './home.repository.ts';
import * as parts from './home-parts.ts';
import { CandidateFacts } from './candidate-facts.ts';
import { ReaderSignalsCache, type ReaderSignals } from './reader-signals.ts';
import { RecentRankings, type RankedSnapshot, type RecentRanking } from './home-rankings.ts';
import type { Trending } from './trending.ts';

// For you: candidate ids → facts (cached) → the visibility rule → score and diversify (pure,
// src/domain/ranking) → hydrate the page with the one card → present, with its reason.

const HOUR_MS = 3_600_000;

export type FeedContext = Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;

/** Who is reading: the reader as ranking sees them, their relations and cached signals. */
interface ReaderRead {
  reader: Reader;
  relations: ReaderRelations;
  signals: ReaderSignals;
}

/** The ranked home feed ("For you"). */
export class HomeFeed {
  private readonly ctx: FeedContext;
  private readonly db: Database;
  private readonly trending: Trending;
  // Per-instance read caches (see FEED_CACHE_MS): what ranking reads, never what a card shows.
  private readonly candidates: CandidateFacts;
  private readonly signals: ReaderSignalsCache;
  private readonly rankings: RecentRankings;
  // The home feed's statements, prepared once (src/db/prepared.ts explains why).
  private readonly statements: {
    cards: CardsByIds;
    snapshots: ReturnType<typeof prepareSnapshots>;
  };

  constructor(ctx: FeedContext, trending: Trending) {
    this.ctx = ctx;
    this.db = ctx.database.db;
    this.trending = trending;
    const now = () => this.ctx.clock().getTime();
    this.candidates = new CandidateFacts(ctx);
    this.signals = new ReaderSignalsCache(ctx);
    this.rankings = new RecentRankings(now);
    this.statements = {
      cards: prepareCardsByIds(this.db, 'feed_home_cards'),
      snapshots: prepareSnapshots(this.db),
    };
  }

  /**
   * A member's own actions show in their next page at once (their interests and emotion state);
   * an edited or deleted post leaves the facts. `on` runs before the publisher answers (this
   * instance), `onBroadcast` reaches the others. The rankings' own rules: home-rankings.ts.
   */
  subscribe(events: EventBus): void {
    for (const listen of [events.on.bind(events), events.onBroadcast.bind(events)]) {
      listen('interaction.recorded', ({ payload }) =>
        this.signals.forget(payload.userId, payload.type === 'echo' || payload.type === 'save'),
      );
      listen('follow.created', ({ payload }) => this.signals.forget(payload.followerId));
      // An edit can change a post's safety, topics and emotion: its cached facts go.
      listen('post.edited', ({ payload }) => this.candidates.forgetPost(payload.postId));
      listen('post.deleted', ({ payload }) => this.candidates.forgetPost(payload.postId));
      listen('post.created', () => this.candidates.forgetRecent());
    }
    this.rankings.subscribe(events);
  }

  /** The retention job (home.repository.ts, `pruneSnapshots`). */
  async pruneSnapshots(scale = 1): Promise<void> {
    await pruneSnapshots(this.db, this.ctx.clock(), scale);
  }

  /**
   * The reader: live relations, trends, and the signals a reused ranking was made with (its order
   * and reasons agree; a warm page 1 never waits for expired signals), else cached or fresh ones.
   */
  private async reader(
    viewerId: string,
    reusing?: (relations: ReaderRelations) => RecentRanking | null,
  ): Promise<ReaderRead & { reused: RecentRanking | null }> {
    const [relations, trends] = await Promise.all([
      readRelations(this.db, viewerId),
      this.trending.top(),
    ]);
    const reused = reusing?.(relations) ?? null;
    const signals = reused?.signals ?? (await this.signals.of(viewerId, relations));
    const reader = parts.readerOf(viewerId, relations, signals, trends);
    return { reader, relations, signals, reused };
  }

  /** Score-ready candidates the reader may see, from the facts and the reader's side. */
  private async scoreCandidates(
    ids: readonly string[],
    relations: ReaderRelations,
    signals: ReaderSignals,
  ): Promise<HomeCandidate[]> {
    const facts = await this.candidates.facts(ids);
    // The one visibility rule over the hydrated facts (the relations are its viewer scope); the
    // cards' query applies it again in SQL.
    return facts
      .filter((row) => canSee(relations, row))
      .map((row) => parts.toCandidate(row, relations, signals));
  }

  /** Hydrate for the cards: the one card, for the page's posts only. */
  private async cardRows(viewerId: string, ids: readonly string[]) {
    const rows = await hydrateInOrder(this.statements.cards, viewerId, ids);
    return new Map(rows.map((row) => [row.post.id, row]));
  }

  /**
   * The ranked home feed, 15 per page. Page 1 ranks the candidates and freezes the order in a
   * snapshot; Load More reads the next slice of that snapshot, so there is no duplicate and no
   * gap however many posts arrive or counters move in between. Page 1 within a minute, with
   * nothing changed, serves the member's latest snapshot again (FEED_CACHE_MS.ranking), with
   * followed authors' new posts joined (home-rankings.ts).
   */
  async page(viewerId: string, cursor: string | undefined): Promise<PostPage> {
    const position = parts.decodeCursor(cursor);
    const [snapshot, read] = await Promise.all([
      position
        ? this.statements.snapshots.find
            .execute({ id: position.snapshotId, userId: viewerId })
            .then((rows) => rows[0] ?? null)
        : null,
      this.reader(viewerId, (relations) =>
        position ? null : this.rankings.reusable(viewerId, relations),
      ),
    ]);
    if (position && snapshot) return this.snapshotPage(viewerId, snapshot, position.offset, read);

    const { reused } = read;
    if (reused) {
      const frozen = reused.joining.size > 0 ? await this.join(reused, read) : reused.snapshot;
      const page = await this.snapshotPage(viewerId, frozen, 0, read);
      // A card gone since (deleted, its author blocked or banned): rank afresh instead.
      if (page.posts.length === Math.min(HOME_TIMELINE_PAGE, frozen.postIds.length)) {
        if (this.rankings.claimRefresh(reused)) this.refreshInBackground(viewerId, reused);
        return page;
      }
      this.rankings.forget(viewerId);
    }
    return this.rankAfresh(viewerId, read);
  }

  /** Ranks page 1 again off the request path (home-rankings.ts, "stale while revalidate"). */
  private refreshInBackground(viewerId: string, ranking: RecentRanking): void {
    void this.reader(viewerId)
      .then((read) => this.rankAfresh(viewerId, read))
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'home: background ranking'))
      .finally(() => this.rankings.refreshed(ranking));
  }

  /** Ranks every candidate, freezes the order in a new snapshot and serves its first page. */
  private async rankAfresh(viewerId: string, read: ReaderRead): Promise<PostPage> {
    const now = this.ctx.clock();
    const { reader, relations, signals } = read;
    const since = new Date(now.getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
    const [own, recent] = await Promise.all([
      listCandidateIds(this.db, viewerId, since, [...reader.interests], {
        ...FEED_CANDIDATES,
        perAuthor: FEED_FOLLOWED_PER_AUTHOR,
      }),
      this.candidates.recentIds(since),
    ]);
    const ids = [...new Set([...own, ...recent])];
    const candidates = await this.scoreCandidates(
      ids.slice(0, FEED_CANDIDATES.max),
      relations,
      signals,
    );
    const ranked = rankHome(candidates, reader, now);
    const page = ranked.slice(0, HOME_TIMELINE_PAGE);
    const snapshot = {
      id: newId(),
      postIds: ranked.map((item) => parts.encodeEntry(item.candidate.id, item.redundancy)),
      createdAt: now,
    };
    const [rows] = await Promise.all([
      this.cardRows(
        viewerId,
        page.map((item) => item.candidate.id),
      ),
      this.saveSnapshot(viewerId, snapshot),
    ]);
    this.rankings.remember(viewerId, snapshot, relations, signals);
    return {
      posts: page.flatMap((item) => {
        const row = rows.get(item.candidate.id);
        return row ? [parts.presentHome(row, item, reader, now, viewerId)] : [];
      }),
      nextCursor:
        ranked.length > HOME_TIMELINE_PAGE ? `${snapshot.id}.${HOME_TIMELINE_PAGE}` : null,
    };
  }

  /**
   * Followed authors' new posts join the frozen page 1 where their score puts them
   * (src/domain/ranking/join-ranking.ts), in a new snapshot so that Load More continues the
   * order the member saw; the ranking keeps its expiry.
   */
  private async join(ranking: RecentRanking, read: ReaderRead): Promise<RankedSnapshot> {
    const now = this.ctx.clock();
    const joiningIds = [...ranking.joining];
    const pageIds = ranking.snapshot.postIds
      .slice(0, HOME_TIMELINE_PAGE)
      .map((entry) => parts.decodeEntry(entry).id);
    const candidates = await this.scoreCandidates(
      [...pageIds, ...joiningIds],
      read.relations,
      read.signals,
    );
    const scores = new Map(
      candidates.map((candidate) => [candidate.id, scoreCandidate(candidate, read.reader, now)]),
    );
    const snapshot = {
      id: newId(),
      postIds: parts.joinedEntries(ranking.snapshot.postIds, scores, joiningIds),
      createdAt: ranking.snapshot.createdAt,
    };
    await this.saveSnapshot(read.relations.viewerId, snapshot);
    this.rankings.joined(ranking, snapshot, joiningIds);
    return snapshot;
  }

  private async saveSnapshot(viewerId: string, snapshot: RankedSnapshot): Promise<void> {
    await this.statements.snapshots.insert.execute({
      id: snapshot.id,
      userId: viewerId,
      entries: snapshot.postIds,
      createdAt: snapshot.createdAt,
    });
  }

  /** A slice of a frozen order, scored again only to explain each card. */
  private async snapshotPage(
    viewerId: string,
    snapshot: RankedSnapshot,
    offset: number,
    { reader, relations, signals }: ReaderRead,
  ): Promise<PostPage> {
    const entries = snapshot.postIds
      .slice(offset, offset + HOME_TIMELINE_PAGE)
      .map(parts.decodeEntry);
    const pageIds = entries.map((entry) => entry.id);
    const [candidates, rows] = await Promise.all([
      this.scoreCandidates(pageIds, relations, signals),
      this.cardRows(viewerId, pageIds),
    ]);
    const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
    const at = snapshot.createdAt;
    const posts: PostView[] = [];
    for (const { id, redundancy } of entries) {
      const candidate = byId.get(id);
      const row = rows.get(id);
      // Deleted since, or its author blocked or banned since: skipped, never replaced.
      if (!candidate || !row) continue;
      const item = { ...scoreCandidate(candidate, reader, at), redundancy };
      posts.push(parts.presentHome(row, item, reader, at, viewerId));
    }
    const next = offset + HOME_TIMELINE_PAGE;
    return {
      posts,
      nextCursor: next < snapshot.postIds.length ? `${snapshot.id}.${next}` : null,
    };
  }
}
