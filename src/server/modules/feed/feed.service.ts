import type { SuggestedPerson, HighlightCard, TrendItemView } from '../../../shared/api/feed.ts';
import type { PostPage, PostView } from '../../../shared/api/social.ts';
import {
  FEED_CACHE_MS,
  FEED_CANDIDATE_DAYS,
  FEED_CANDIDATES,
  FEED_FOLLOWED_PER_AUTHOR,
  FEED_INTEREST_EVENTS,
  FEED_INTEREST_TOPICS,
  FEED_SNAPSHOT_TTL_HOURS,
  HIGHLIGHT_CANDIDATES,
  HIGHLIGHT_CONSIDERED,
  HIGHLIGHT_SHOWN,
  HOME_TIMELINE_PAGE,
  HOT_SIGNALS_RETENTION_MINUTES,
  SUGGESTED_PROFILES_DEFAULT,
  SUGGESTED_PROFILES_TAG_LOOKUPS,
  TAGS_MAX,
  TREND_INGEST_INTERVAL_MINUTES,
  TREND_ITEMS_STORED,
  TRENDING_LIMIT,
  ACTIVITY_DECAY_HOURS,
} from '../../../shared/constants.ts';
import { nearestPrototype } from '../../../domain/emotion/emotion-vector.ts';
import {
  explainHome,
  rankHome,
  scoreCandidate,
  type HomeCandidate,
  type Reader,
} from '../../../domain/ranking/home-ranking.ts';
import {
  highlightAuthorName,
  highlightHandle,
  highlightReason,
  highlightTags,
  rankHighlight,
} from '../../../domain/ranking/highlight.ts';
import {
  rankSuggestions,
  suggestionReason,
  tagsAreStale,
} from '../../../domain/ranking/people-suggestions.ts';
import { reachMultiplier, riskOf } from '../../../domain/ranking/safety.ts';
import { computeTrends } from '../../../domain/ranking/trends.ts';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { currentEmotionState } from '../analysis-pipeline/index.ts';
import { setMemberTags } from '../auth/index.ts';
import { toPostView } from '../posts/index.ts';
import {
  deleteSnapshotsBefore,
  findTaggingFacts,
  listCandidateIds,
  listLatestTrends,
  listMarksBy,
  listPostSignals,
  listRecentIds,
  listSuggestionCandidates,
  listTrendPosts,
  prepareHighlightCandidates,
  prepareHomeCards,
  preparePostFacts,
  prepareSnapshots,
  readInteractions,
  readRelations,
  saveTrendItems,
  type HydratedRow,
  type PostFacts,
  type PostSignals,
  type ReaderRelations,
} from './feed.repository.ts';

// The feed pipeline: candidates (I/O) → hydrate (I/O) → score, filter, diversify (pure,
// src/domain/ranking) → present (the card with its reason as data).

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Ours: how long an instance reuses the trends it read (an ingest runs every 10 minutes). */
const TRENDS_MEMO_MS = 30_000;
/** Ours: recent posts read per member when asking tag_user for their tags (spec: up to 6). */
const TAGGING_POSTS = 6;

export type FeedContext = Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;

/** A snapshot entry: the post id and how many posts by its author were placed above it. */
const encodeEntry = (id: string, redundancy: number) => `${id}|${redundancy}`;
function decodeEntry(entry: string): { id: string; redundancy: number } {
  const at = entry.lastIndexOf('|');
  if (at < 0) return { id: entry, redundancy: 0 };
  return { id: entry.slice(0, at), redundancy: Number(entry.slice(at + 1)) || 0 };
}

function decodeCursor(cursor: string | undefined): { snapshotId: string; offset: number } | null {
  if (!cursor) return null;
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,4})$/.exec(cursor);
  if (!match) return null;
  return { snapshotId: match[1]!, offset: Number(match[2]) };
}

function toCandidate(
  row: PostFacts,
  relations: ReaderRelations,
  signals: ReaderSignals,
): HomeCandidate {
  return {
    id: row.id,
    authorId: row.authorId,
    authorHandle: row.authorHandle,
    createdAt: row.createdAt,
    metrics: { echoes: row.echoes, saves: row.saves, responses: row.responses, views: row.views },
    topics: row.topics && row.topics.length > 0 ? row.topics : row.hashtags,
    emotion: row.emotion,
    emoVector: row.emoVector,
    hasMedia: Boolean(row.hasMedia),
    safety: row.safety,
    followsAuthor: relations.followees.has(row.authorId),
    interactedWithAuthor: signals.interactedAuthors.has(row.authorId),
    followeeEngagement: signals.followeeEngagement.get(row.id) ?? 0,
  };
}

/** A post the reader may see: it exists, its author is not banned, no block either way. */
function visibleFacts(row: PostFacts, relations: ReaderRelations): boolean {
  return !row.authorBanned && !relations.blocked.has(row.authorId);
}

/** The reader's slower signals, kept per instance for FEED_CACHE_MS.readerSignals. */
interface ReaderSignals {
  emotion: { state: number[]; personal: boolean } | null;
  interests: Set<string>;
  interactedAuthors: Set<string>;
  /** The followee set these counts were made for: a follow or unfollow makes them stale. */
  followeeKey: string;
  followeeEngagement: Map<string, number>;
}

const followeeKeyOf = (followees: ReadonlySet<string>) => [...followees].sort().join(',');

/** Everything about the reader's relations that decides what page 1 may hold. */
const relationsKeyOf = (relations: ReaderRelations) =>
  `${followeeKeyOf(relations.followees)}|${[...relations.blocked].sort().join(',')}|${relations.emotionTracking}`;

/** A member's latest ranking (see FEED_CACHE_MS.ranking): its snapshot and what it was made for. */
interface RecentRanking {
  snapshot: { id: string; postIds: string[]; createdAt: Date };
  relationsKey: string;
}

export class FeedService {
  private readonly ctx: FeedContext;
  private readonly db: Database;
  private trendsMemo: { at: number; items: TrendItemView[] } | null = null;
  // Per-instance read caches (see FEED_CACHE_MS): what ranking reads, never what a card shows.
  private readonly facts: TtlCache<string, PostFacts>;
  private readonly recentIds: TtlCache<number, string[]>;
  private readonly signals: TtlCache<string, ReaderSignals>;
  private readonly personMarks: TtlCache<string, readonly string[]>;
  private readonly rankings: TtlCache<string, RecentRanking>;
  // The home feed's statements, prepared once (src/db/prepared.ts explains why).
  private readonly statements: {
    postFacts: ReturnType<typeof preparePostFacts>;
    homeCards: ReturnType<typeof prepareHomeCards>;
    snapshots: ReturnType<typeof prepareSnapshots>;
    highlightCandidates: ReturnType<typeof prepareHighlightCandidates>;
  };

  constructor(ctx: FeedContext) {
    this.ctx = ctx;
    this.db = ctx.database.db;
    const now = () => this.ctx.clock().getTime();
    this.facts = new TtlCache({ ttlMs: FEED_CACHE_MS.postFacts, maxEntries: 50_000, now });
    this.recentIds = new TtlCache({ ttlMs: FEED_CACHE_MS.recentIds, maxEntries: 1, now });
    this.signals = new TtlCache({ ttlMs: FEED_CACHE_MS.readerSignals, maxEntries: 5_000, now });
    this.personMarks = new TtlCache({ ttlMs: FEED_CACHE_MS.personMarks, maxEntries: 5_000, now });
    this.rankings = new TtlCache({ ttlMs: FEED_CACHE_MS.ranking, maxEntries: 5_000, now });
    this.statements = {
      postFacts: preparePostFacts(this.db),
      homeCards: prepareHomeCards(this.db),
      snapshots: prepareSnapshots(this.db),
      highlightCandidates: prepareHighlightCandidates(this.db),
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
        this.signals.delete(payload.userId);
        this.rankings.delete(payload.userId);
        if (payload.type === 'echo' || payload.type === 'save')
          this.personMarks.delete(payload.userId);
      });
      listen('follow.created', ({ payload }) => {
        this.signals.delete(payload.followerId);
        this.rankings.delete(payload.followerId);
      });
      listen('post.deleted', ({ payload }) => {
        this.facts.delete(payload.postId);
        this.rankings.clear(); // rare: no page 1 should come back a card short
      });
      // A new post is a candidate for everyone (the community's newest): rank afresh.
      listen('post.created', () => {
        this.recentIds.clear();
        this.rankings.clear();
      });
    }
  }

  // ---- Home ----

  private candidateWindowStart(): Date {
    return new Date(this.ctx.clock().getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
  }

  /** The reader: live relations (follows, blocks, consent), cached signals, trending topics. */
  private async reader(
    viewerId: string,
  ): Promise<{ reader: Reader; relations: ReaderRelations; signals: ReaderSignals }> {
    const [relations, trends] = await Promise.all([
      readRelations(this.db, viewerId),
      this.trending(),
    ]);
    const signals = await this.readerSignals(viewerId, relations);
    const emotion = relations.emotionTracking ? signals.emotion : null;
    const reader: Reader = {
      id: viewerId,
      emotionState: emotion?.state ?? null,
      stateSource: emotion?.personal ? 'member' : 'cold-start',
      stateMood: emotion ? nearestPrototype(emotion.state) : null,
      interests: signals.interests,
      trendingTopics: new Set(trends.filter((t) => t.source === 'community').map((t) => t.topic)),
    };
    return { reader, relations, signals };
  }

  /** Interests, interacted authors, emotion state and followees' engagement, cached briefly. */
  private async readerSignals(
    viewerId: string,
    relations: ReaderRelations,
  ): Promise<ReaderSignals> {
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
      for (const [person, postIds] of await listMarksBy(
        this.db,
        missing,
        this.candidateWindowStart(),
      )) {
        this.personMarks.set(person, postIds);
        marksByPerson.set(person, postIds);
      }
    const engagement = new Map<string, number>();
    for (const postIds of marksByPerson.values())
      for (const postId of new Set(postIds))
        engagement.set(postId, (engagement.get(postId) ?? 0) + 1);
    return engagement;
  }

  /** The scoring facts of these posts: from the cache, the rest in one query. */
  private async factsOf(ids: readonly string[]): Promise<PostFacts[]> {
    const found: PostFacts[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.facts.get(id);
      if (hit) found.push(hit);
      else missing.push(id);
    }
    const rows =
      missing.length > 0 ? await this.statements.postFacts.execute({ ids: missing }) : [];
    for (const row of rows) {
      this.facts.set(row.id, row);
      found.push(row);
    }
    return found;
  }

  /** Score-ready candidates the reader may see, from the facts and the reader's side. */
  private async scoreCandidates(
    ids: readonly string[],
    relations: ReaderRelations,
    signals: ReaderSignals,
  ): Promise<HomeCandidate[]> {
    const facts = await this.factsOf(ids);
    return facts
      .filter((row) => visibleFacts(row, relations))
      .map((row) => toCandidate(row, relations, signals));
  }

  /** The community's newest post ids in the window: the same for everyone, cached briefly. */
  private async communityRecentIds(): Promise<string[]> {
    const cached = this.recentIds.get(0);
    if (cached) return cached;
    const ids = await listRecentIds(this.db, this.candidateWindowStart(), FEED_CANDIDATES.recent);
    this.recentIds.set(0, ids);
    return ids;
  }

  /** Hydrate for the cards: the full rows of the page's posts only. */
  private async cardRows(viewerId: string, ids: readonly string[]) {
    const rows =
      ids.length > 0 ? await this.statements.homeCards.execute({ viewer: viewerId, ids }) : [];
    return new Map(rows.map((row) => [row.post.id, row]));
  }

  /**
   * The ranked home feed, 15 per page. Page 1 ranks the candidates and freezes the order in a
   * snapshot; Load More reads the next slice of that snapshot, so there is no duplicate and no
   * gap however many posts arrive or counters move in between. Page 1 within a minute, with
   * nothing changed, serves the member's latest snapshot again (FEED_CACHE_MS.ranking).
   */
  async home(viewerId: string, cursor: string | undefined): Promise<PostPage> {
    const now = this.ctx.clock();
    const position = decodeCursor(cursor);
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
        this.communityRecentIds(),
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
      const entries = ranked.map((item) => encodeEntry(item.candidate.id, item.redundancy));
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
        relationsKey: relationsKeyOf(relations),
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
   * FEED_CACHE_MS.ranking for the same follows, blocks and consent. A new post anywhere, an
   * interaction of theirs, a follow or a deleted post drops it (see `subscribe`).
   */
  private reusableRanking(viewerId: string, relations: ReaderRelations): RecentRanking | null {
    const ranking = this.rankings.get(viewerId);
    return ranking && ranking.relationsKey === relationsKeyOf(relations) ? ranking : null;
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
    const entries = snapshot.postIds.slice(offset, offset + HOME_TIMELINE_PAGE).map(decodeEntry);
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
    row: HydratedRow,
    item: Parameters<typeof explainHome>[0],
    reader: Reader,
    now: Date,
    viewerId: string,
  ): PostView {
    const view = toPostView(row, viewerId, { kind: 'detail' });
    return { ...view, reason: explainHome(item, reader, now) };
  }

  // ---- Trending ----

  /** The periodic ingest: score the last 24 hours' topics into trend_items; keep 120 minutes. */
  async recomputeTrends(): Promise<number> {
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
    this.trendsMemo = null;
    await deleteSnapshotsBefore(
      this.db,
      new Date(now.getTime() - FEED_SNAPSHOT_TTL_HOURS * HOUR_MS),
    );
    return trends.length;
  }

  /**
   * Six trends from the latest ingest; the analysis service's fallback when there are no topics.
   * Trends change once per ingest (10 minutes), so each instance keeps the answer 30 seconds.
   */
  async trending(): Promise<TrendItemView[]> {
    const now = this.ctx.clock().getTime();
    if (this.trendsMemo && now - this.trendsMemo.at < TRENDS_MEMO_MS) return this.trendsMemo.items;
    const items = await this.readTrending();
    // Only the community's own trends are kept: a fallback means no topics yet, so look again.
    this.trendsMemo = items.some((item) => item.source === 'community') ? { at: now, items } : null;
    return items;
  }

  private async readTrending(): Promise<TrendItemView[]> {
    const retained = new Date(
      this.ctx.clock().getTime() - HOT_SIGNALS_RETENTION_MINUTES * MINUTE_MS,
    );
    let items = await listLatestTrends(this.db, retained, TRENDING_LIMIT);
    if (items === null) {
      // No ingest within the retention yet (a fresh start): run one now.
      await this.recomputeTrends();
      items = await listLatestTrends(this.db, retained, TRENDING_LIMIT);
    }
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
      .slice(0, TRENDING_LIMIT)
      .map((topic) => ({ topic, volume: 0, kind: 'topic', source: 'fallback' }));
  }

  // ---- Suggested people ----

  private async lookUpTags(userId: string): Promise<string[] | null> {
    const facts = await findTaggingFacts(this.db, userId, TAGGING_POSTS);
    if (!facts) return null;
    try {
      const tags = (
        await this.ctx.analysis.tagUser(
          `${facts.firstName} ${facts.lastName}`.trim(),
          facts.recentPosts,
        )
      ).slice(0, TAGS_MAX);
      await setMemberTags(this.db, userId, tags, this.ctx.clock());
      return tags;
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'tag_user failed');
      return null;
    }
  }

  /**
   * Six people to follow: 5 points per tag shared with you plus their post count, down-weighted
   * by the risk of their recent posts; tags from tag_user, cached 7 days, at most 5 lookups.
   */
  async suggestedPeople(viewerId: string): Promise<SuggestedPerson[]> {
    const now = this.ctx.clock();
    let lookups = 0;
    const me = await findTaggingFacts(this.db, viewerId, 0);
    let myTags = me?.tags ?? [];
    if (me && tagsAreStale(me.tagsUpdatedAt, now)) {
      lookups += 1;
      myTags = (await this.lookUpTags(viewerId)) ?? myTags;
    }
    const since = new Date(now.getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
    const rows = await listSuggestionCandidates(this.db, viewerId, since);
    const people = rows.map((row) => ({
      ...row,
      reach:
        row.toxicity === null
          ? 1
          : reachMultiplier(
              riskOf({
                toxicity: Number(row.toxicity),
                hatespeech: Number(row.hatespeech),
                disinfo: Number(row.disinfo),
              }),
            ),
    }));
    // Refresh the stale tags of the likeliest suggestions first, within the budget of lookups.
    for (const { person } of rankSuggestions(people, myTags, people.length)) {
      if (lookups >= SUGGESTED_PROFILES_TAG_LOOKUPS) break;
      if (!tagsAreStale(person.tagsUpdatedAt, now)) continue;
      lookups += 1;
      const tags = await this.lookUpTags(person.id);
      if (tags) {
        person.tags = tags;
        person.tagsUpdatedAt = now;
      }
    }
    return rankSuggestions(people, myTags, SUGGESTED_PROFILES_DEFAULT).map(
      ({ person, shared }) => ({
        uid: person.id,
        name: person.displayName,
        handle: person.handle,
        reason: suggestionReason(shared, person.postCount),
        tags: person.tags.slice(0, TAGS_MAX),
      }),
    );
  }

  // ---- Today's Highlight ----

  /** Spec: 80 candidates, scored, the top 20 considered with their signals, 10 shown. */
  async highlight(viewerId: string): Promise<HighlightCard[]> {
    const now = this.ctx.clock();
    const rows = await this.statements.highlightCandidates.execute({
      viewer: viewerId,
      limit: HIGHLIGHT_CANDIDATES,
    });
    const ranked = rankHighlight(
      rows.map((row) => ({
        ...row,
        metrics: {
          echoes: row.echoes,
          saves: row.saves,
          responses: row.responses,
          views: row.views,
        },
      })),
      now,
      HIGHLIGHT_CONSIDERED,
    );
    // The considered posts' signals in one read; a failure falls back to the bare posts.
    const signalsById = await listPostSignals(
      this.db,
      ranked.map(({ candidate }) => candidate.id),
    ).catch((error: unknown) => {
      this.ctx.log.warn({ err: error }, 'highlight signals failed');
      return new Map<string, PostSignals>();
    });
    const cards = ranked.map(({ candidate, parts }) => {
      const signals = signalsById.get(candidate.id) ?? null;
      const topics = signals?.topics?.length ? signals.topics : (signals?.hashtags ?? []);
      return {
        id: candidate.id,
        authorId: candidate.authorId,
        authorName: highlightAuthorName(candidate.authorName),
        handle: highlightHandle(candidate.authorName),
        content: candidate.content,
        mediaUrl: candidate.mediaUrl,
        views: candidate.views ?? 0,
        tags: highlightTags(topics),
        emotion: signals?.emotion ?? candidate.emotion ?? null,
        reason: highlightReason(parts),
      };
    });
    return cards.slice(0, HIGHLIGHT_SHOWN);
  }
}
