import type { PostPage, PostView } from '../../../shared/api/social.ts';
import {
  FEED_CACHE_MS,
  FEED_CANDIDATE_DAYS,
  FEED_CANDIDATES,
  FEED_FOLLOWED_PER_AUTHOR,
  FEED_SNAPSHOT_TTL_HOURS,
  HOME_TIMELINE_PAGE,
} from '../../../shared/constants.ts';
import {
  explainHome,
  rankHome,
  scoreCandidate,
  type HomeCandidate,
  type Reader,
} from '../../../domain/ranking/home-ranking.ts';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { EventBus } from '../../events/event-bus.ts';
import {
  hydrateInOrder,
  prepareCardsByIds,
  type CardRow,
  type CardsByIds,
} from '../../read/cards.ts';
import { presentCard } from '../../read/present.ts';
import { canSee } from '../../read/visibility.ts';
import {
  listCandidateIds,
  prepareSnapshots,
  readRelations,
  deleteSnapshotsBefore,
  type ReaderRelations,
} from './home.repository.ts';
import * as parts from './home-parts.ts';
import { CandidateFacts } from './candidate-facts.ts';
import { ReaderSignalsCache, type ReaderSignals } from './reader-signals.ts';
import type { Trending } from './trending.ts';

// For you: candidate ids → facts (cached) → the visibility rule → score and diversify (pure,
// src/domain/ranking) → hydrate the page with the one card → present, with its reason.

const HOUR_MS = 3_600_000;

export type FeedContext = Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;

/** A member's latest ranking (see FEED_CACHE_MS.ranking): its snapshot and what it was made for. */
interface RecentRanking {
  snapshot: { id: string; postIds: string[]; createdAt: Date };
  relationsKey: string;
  /** Whom the member followed: a new post by one of them (or by the member) ranks afresh. */
  followees: ReadonlySet<string>;
}

/** The ranked home feed ("For you"). */
export class HomeFeed {
  private readonly ctx: FeedContext;
  private readonly db: Database;
  private readonly trending: Trending;
  // Per-instance read caches (see FEED_CACHE_MS): what ranking reads, never what a card shows.
  private readonly candidates: CandidateFacts;
  private readonly signals: ReaderSignalsCache;
  private readonly rankings: TtlCache<string, RecentRanking>;
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
    this.rankings = new TtlCache({ ttlMs: FEED_CACHE_MS.ranking, maxEntries: 5_000, now });
    this.statements = {
      cards: prepareCardsByIds(this.db, 'feed_home_cards'),
      snapshots: prepareSnapshots(this.db),
    };
  }

  /**
   * A member's own actions show in their next page at once: their interactions change their
   * interests and emotion state; a deleted post leaves the facts. Other instances' changes arrive
   * when the entries expire.
   */
  subscribe(events: EventBus): void {
    // `on` runs before the publisher answers (this instance, at once); `onBroadcast` reaches the
    // other instances too.
    for (const listen of [events.on.bind(events), events.onBroadcast.bind(events)]) {
      listen('interaction.recorded', ({ payload }) => {
        this.signals.forget(payload.userId, payload.type === 'echo' || payload.type === 'save');
        this.rankings.delete(payload.userId);
      });
      listen('follow.created', ({ payload }) => {
        this.signals.forget(payload.followerId);
        this.rankings.delete(payload.followerId);
      });
      // An edit can change a post's safety, topics and emotion: its cached facts go.
      listen('post.edited', ({ payload }) => {
        this.candidates.forgetPost(payload.postId);
        this.rankings.clear();
      });
      listen('post.deleted', ({ payload }) => {
        this.candidates.forgetPost(payload.postId);
        this.rankings.clear(); // rare: no page 1 should come back a card short
      });
      // A new post is a candidate for everyone (the community's newest), but only its author and
      // their followers rank afresh at once; everyone else's page 1 takes it in when their
      // ranking expires (FEED_CACHE_MS.ranking), so a busy community does not rank every member
      // again on every post (docs/decisions.md, "A new post evicts only its audience").
      listen('post.created', ({ payload }) => {
        this.candidates.forgetRecent();
        this.rankings.deleteWhere(
          (viewerId, ranking) =>
            viewerId === payload.authorId || ranking.followees.has(payload.authorId),
        );
      });
    }
  }

  /** The retention job: ranked snapshots older than FEED_SNAPSHOT_TTL_HOURS (times `scale`) go. */
  async pruneSnapshots(scale = 1): Promise<void> {
    const ttl = FEED_SNAPSHOT_TTL_HOURS * HOUR_MS * scale;
    await deleteSnapshotsBefore(this.db, new Date(this.ctx.clock().getTime() - ttl));
  }

  private candidateWindowStart(): Date {
    return new Date(this.ctx.clock().getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
  }

  /** The reader: live relations (follows, blocks, hidden, consent), cached signals, trends. */
  private async reader(viewerId: string) {
    const [relations, trends] = await Promise.all([
      readRelations(this.db, viewerId),
      this.trending.top(),
    ]);
    const signals = await this.signals.of(viewerId, relations);
    return { reader: parts.readerOf(viewerId, relations, signals, trends), relations, signals };
  }

  /** Score-ready candidates the reader may see, from the facts and the reader's side. */
  private async scoreCandidates(
    ids: readonly string[],
    relations: ReaderRelations,
    signals: ReaderSignals,
  ): Promise<HomeCandidate[]> {
    const facts = await this.candidates.facts(ids);
    // The one visibility rule over the hydrated facts; the cards' query applies it again in SQL.
    const scope = {
      viewerId: relations.viewerId,
      blocked: relations.blocked,
      hidden: relations.hidden,
      muted: relations.muted,
      mutedWords: relations.mutedWords,
    };
    return facts
      .filter((row) => canSee(scope, row))
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
   * nothing changed, serves the member's latest snapshot again (FEED_CACHE_MS.ranking).
   */
  async page(viewerId: string, cursor: string | undefined): Promise<PostPage> {
    const now = this.ctx.clock();
    const position = parts.decodeCursor(cursor);
    const snapshot = position
      ? ((
          await this.statements.snapshots.find.execute({
            id: position.snapshotId,
            userId: viewerId,
          })
        )[0] ?? null)
      : null;
    const { reader, relations, signals } = await this.reader(viewerId);

    if (!position) {
      const reused = this.reusableRanking(viewerId, relations);
      if (reused) {
        const page = await this.snapshotPage(
          viewerId,
          reused.snapshot,
          0,
          reader,
          relations,
          signals,
        );
        // A card gone since (deleted, its author blocked or banned): rank afresh instead.
        if (page.posts.length === Math.min(HOME_TIMELINE_PAGE, reused.snapshot.postIds.length))
          return page;
        this.rankings.delete(viewerId);
      }
    }

    if (!snapshot || !position) {
      const since = this.candidateWindowStart();
      const [own, recent] = await Promise.all([
        listCandidateIds(this.db, viewerId, since, [...reader.interests], {
          ...FEED_CANDIDATES,
          perAuthor: FEED_FOLLOWED_PER_AUTHOR,
        }),
        this.candidates.recentIds(this.candidateWindowStart()),
      ]);
      const ids = [...new Set([...own, ...recent])];
      const candidates = await this.scoreCandidates(
        ids.slice(0, FEED_CANDIDATES.max),
        relations,
        signals,
      );
      const ranked = rankHome(candidates, reader, now);
      const id = newId();
      const page = ranked.slice(0, HOME_TIMELINE_PAGE);
      const entries = ranked.map((item) => parts.encodeEntry(item.candidate.id, item.redundancy));
      const [rows] = await Promise.all([
        this.cardRows(
          viewerId,
          page.map((item) => item.candidate.id),
        ),
        this.statements.snapshots.insert.execute({
          id,
          userId: viewerId,
          entries,
          createdAt: now,
        }),
      ]);
      this.rankings.set(viewerId, {
        snapshot: { id, postIds: entries, createdAt: now },
        relationsKey: parts.relationsKeyOf(relations),
        followees: relations.followees,
      });
      return {
        posts: page.flatMap((item) => {
          const row = rows.get(item.candidate.id);
          return row ? [this.present(row, item, reader, now, viewerId)] : [];
        }),
        nextCursor: ranked.length > HOME_TIMELINE_PAGE ? `${id}.${HOME_TIMELINE_PAGE}` : null,
      };
    }

    return this.snapshotPage(viewerId, snapshot, position.offset, reader, relations, signals);
  }

  /**
   * The member's latest ranking if page 1 may be served from it again: made within
   * FEED_CACHE_MS.ranking for the same follows, blocks and consent, and at least a page long. A
   * new post of theirs or of someone they follow, an interaction of theirs, a follow or a deleted
   * post drops it (see `subscribe`).
   */
  private reusableRanking(viewerId: string, relations: ReaderRelations): RecentRanking | null {
    const ranking = this.rankings.get(viewerId);
    // A ranking shorter than a page means a small community: ranking it again is cheap, and a
    // post by someone the member does not follow must not wait for the ranking to expire.
    if (!ranking || ranking.snapshot.postIds.length < HOME_TIMELINE_PAGE) return null;
    return ranking.relationsKey === parts.relationsKeyOf(relations) ? ranking : null;
  }

  /** A slice of a frozen order, scored again only to explain each card. */
  private async snapshotPage(
    viewerId: string,
    snapshot: { id: string; postIds: string[]; createdAt: Date },
    offset: number,
    reader: Reader,
    relations: ReaderRelations,
    signals: ReaderSignals,
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
    const scoredAt = snapshot.createdAt;
    const posts: PostView[] = [];
    for (const entry of entries) {
      const candidate = byId.get(entry.id);
      const row = rows.get(entry.id);
      // Deleted since, or its author blocked or banned since: skipped, never replaced.
      if (!candidate || !row) continue;
      const scored = scoreCandidate(candidate, reader, scoredAt);
      posts.push(
        this.present(row, { ...scored, redundancy: entry.redundancy }, reader, scoredAt, viewerId),
      );
    }
    const next = offset + HOME_TIMELINE_PAGE;
    return {
      posts,
      nextCursor: next < snapshot.postIds.length ? `${snapshot.id}.${next}` : null,
    };
  }

  private present(
    row: CardRow,
    item: Parameters<typeof explainHome>[0],
    reader: Reader,
    now: Date,
    viewerId: string,
  ): PostView {
    const view = presentCard(row, viewerId, { kind: 'detail' });
    return { ...view, reason: explainHome(item, reader, now) };
  }
}
