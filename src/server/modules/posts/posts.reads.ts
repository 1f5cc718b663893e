import type { PostPage, PostView } from '../../../shared/api/social.ts';
import {
  FOLLOWING_BLOCK_MAX,
  FOLLOWING_BLOCK_PER_USER,
  POST_SEARCH_LIMIT,
  POST_TOPIC_TAGS_SHOWN,
  RELEVANCE_WEIGHTS,
  SUGGESTED_POSTS_LIMIT,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  decodePageCursor,
  encodePageCursor,
  type PageCursor,
} from '../../../domain/posts/page-cursor.ts';
import type { Placement } from '../../../domain/posts/placement-reason.ts';
import {
  postSearchFactors,
  rankPostSearch,
  searchTerms,
} from '../../../domain/posts/post-search.ts';
import { moodsInQuery } from '../../../domain/ranking/mood-search.ts';
import { rankRelated } from '../../../domain/ranking/related.ts';
import { isDisputed, reachMultiplier, riskOf } from '../../../domain/ranking/safety.ts';
import type { Database } from '../../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { findCard, hydrateInOrder, prepareCardsByIds, type CardsByIds } from '../../read/cards.ts';
import { pageOf } from '../../read/paging.ts';
import { presentCard, topicsOf } from '../../read/present.ts';
import type { GraphService } from '../graph/index.ts';
import {
  countPostsByAuthor,
  findComment,
  findPostRow,
  listAuthorPostsPast,
  listFollowingBlock,
  listPostsSharingTopics,
  listRecentPostsExcept,
  listSavedPosts,
  listTimeline,
  prepareAuthorPosts,
  prepareFollowingBlockCards,
  prepareSearchFacts,
  readSavedAt,
  type AuthorPosts,
  type FollowingBlockCards,
  type PostViewRow,
  type SearchFacts,
} from './posts.repository.ts';

// The posts module's reads: every list is ids → hydrate → rules → present, through the one card
// (src/server/read/cards.ts) and the one visibility rule (src/server/read/visibility.ts).

/** Ours: posts read per source (shared topic, latest) before the 5 suggestions are scored. */
const RELATED_CANDIDATES = 30;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A profile page reads the member's next (page size + 1) x this many posts before the rule, so
 * that posts the rule hides from this viewer (a throttled post outside their audience, a muted
 * word) seldom leave the page short.
 */
const AUTHOR_PAGE_FETCH_FACTOR = 2;

/** Post candidates read for a search before scoring (the spec keeps 12). */
const POST_SEARCH_CANDIDATES = POST_SEARCH_LIMIT * 8;

/** The lists and single reads of posts; PostsService adds the writes. */
export class PostReads {
  protected readonly db: Database;
  protected readonly graph: GraphService;
  // The hottest card queries, prepared once (src/db/prepared.ts explains why).
  private readonly authorPosts: AuthorPosts;
  private readonly cardsByIds: CardsByIds;
  private readonly followingBlockCards: FollowingBlockCards;
  private readonly searchFacts: SearchFacts;

  constructor(deps: { db: Database; graph: GraphService }) {
    this.db = deps.db;
    this.graph = deps.graph;
    this.authorPosts = prepareAuthorPosts(deps.db);
    this.cardsByIds = prepareCardsByIds(deps.db);
    this.followingBlockCards = prepareFollowingBlockCards(deps.db);
    this.searchFacts = prepareSearchFacts(deps.db);
  }

  async timeline(
    viewerId: string,
    cursorValue: string | undefined,
    limit: number,
  ): Promise<PostPage> {
    const cursor = decodePageCursor(cursorValue);
    if (cursorValue !== undefined && cursorValue !== '' && !cursor)
      throw new AppError(400, 'invalid_cursor', MESSAGES.invalidCursor, 'cursor');
    const rows = await listTimeline(this.db, viewerId, cursor, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      posts: page.map((row) =>
        presentCard(row, viewerId, {
          kind: 'timeline',
          isOwn: row.post.authorId === viewerId,
          followsAuthor: Boolean(row.followsAuthor),
        }),
      ),
      nextCursor: rows.length > limit && last ? encodePageCursor(last.post) : null,
    };
  }

  async followingBlock(viewerId: string): Promise<PostView[]> {
    const rows = await listFollowingBlock(
      this.followingBlockCards,
      viewerId,
      FOLLOWING_BLOCK_PER_USER,
      FOLLOWING_BLOCK_MAX,
    );
    return rows.map((row) => presentCard(row, viewerId, { kind: 'following' }));
  }

  /** The post if the viewer may see it; the spec's messages when a block stands in the way. */
  async requireVisiblePost(viewerId: string, postId: string): Promise<PostViewRow> {
    // A direct link: the one rule, without the audience (a throttled post opens, labelled).
    const row = await findCard(this.db, viewerId, postId);
    if (row) return row;
    // Closed: say why only when a block stands in the way (a second read, on this path only).
    const post = await findPostRow(this.db, postId);
    if (post && post.authorId !== viewerId) {
      const status = await this.graph.blockStatus(viewerId, post.authorId);
      if (status.blockedByYou) throw forbidden('blocked_by_you', MESSAGES.postHiddenYouBlocked);
      if (status.blockedYou) throw forbidden('blocked_you', MESSAGES.postHiddenBlockedYou);
    }
    throw notFound('post_not_found', MESSAGES.postNotAvailable);
  }

  protected async viewFor(
    viewerId: string,
    postId: string,
    placement: Placement,
  ): Promise<PostView> {
    return presentCard(await this.requireVisiblePost(viewerId, postId), viewerId, placement);
  }

  detail(viewerId: string, postId: string): Promise<PostView> {
    return this.viewFor(viewerId, postId, { kind: 'detail' });
  }

  /** A post row, for reports (no visibility rules: the caller applies its own). */
  findPost(postId: string) {
    return findPostRow(this.db, postId);
  }

  /** A comment row, for reports (no visibility rules: the caller applies its own). */
  findComment(commentId: string) {
    return findComment(this.db, commentId);
  }

  /**
   * Five suggested posts: posts sharing a topic and the community's latest are scored by topic
   * overlap and emotion similarity (down-weighted by reach), never the post itself.
   */
  async related(viewerId: string, postId: string): Promise<PostView[]> {
    const source = await this.requireVisiblePost(viewerId, postId);
    const topics = topicsOf(source);
    const byTopic = await listPostsSharingTopics(
      this.db,
      viewerId,
      postId,
      topics,
      RELATED_CANDIDATES,
    );
    const recent = await listRecentPostsExcept(
      this.db,
      viewerId,
      [postId, ...byTopic.map((row) => row.post.id)],
      RELATED_CANDIDATES,
    );
    const topicSet = new Set(topics);
    const ranked = rankRelated(
      { id: postId, topics, emoVector: source.post.emoVector },
      // A disputed claim is never suggested (docs/decisions.md, "Disputed claims").
      [...byTopic, ...recent]
        .filter((row) => !isDisputed(row.safety))
        .map((row) => ({
          row,
          id: row.post.id,
          topics: topicsOf(row),
          emoVector: row.post.emoVector,
          reach: reachMultiplier(riskOf(row.safety)),
          createdAt: row.post.createdAt,
        })),
      SUGGESTED_POSTS_LIMIT,
    );
    return ranked.map(({ candidate, topic, emotion }) =>
      presentCard(candidate.row, viewerId, {
        kind: 'related',
        sharedTopics: candidate.topics
          .filter((name) => topicSet.has(name))
          .slice(0, POST_TOPIC_TAGS_SHOWN),
        sameAuthor: candidate.row.post.authorId === source.post.authorId,
        factors: [
          {
            key: 'topic',
            weight: RELEVANCE_WEIGHTS.topic,
            value: round3(topic),
          },
          {
            key: 'emotion',
            weight: RELEVANCE_WEIGHTS.emotion,
            value: round3(emotion),
          },
          {
            key: 'reach',
            weight: 1,
            value: round3(candidate.reach),
          },
        ],
      }),
    );
  }

  /**
   * Two reads: what scoring needs of the newest matching posts the viewer may see (an index walk
   * per term inside the same statement), and the cards of the 12 kept.
   */
  async search(viewerId: string, query: string): Promise<PostView[]> {
    const terms = searchTerms(query);
    const moods = moodsInQuery(terms);
    if (terms.length === 0) return [];
    const facts = await this.searchFacts.execute({
      viewer: viewerId,
      terms,
      candidates: POST_SEARCH_CANDIDATES,
    });
    const ranked = rankPostSearch(
      facts.map((row) => ({
        id: row.id,
        topics: row.searchTerms,
        content: row.content,
        authorName: row.authorName,
        createdAt: row.createdAt,
        emotion: row.emotion,
        reach: reachMultiplier(riskOf(row.safety)),
      })),
      query,
    );
    if (ranked.length === 0) return [];
    const cards = new Map(
      (
        await hydrateInOrder(
          this.cardsByIds,
          viewerId,
          ranked.map((c) => c.id),
        )
      ).map((row) => [row.post.id, row]),
    );
    return ranked.flatMap((candidate) => {
      const row = cards.get(candidate.id);
      if (!row) return []; // deleted or hidden between the two reads
      return [
        presentCard(row, viewerId, {
          kind: 'search',
          query,
          mood:
            candidate.emotion && moods.includes(candidate.emotion as never)
              ? candidate.emotion
              : null,
          factors: postSearchFactors(candidate, query),
        }),
      ];
    });
  }

  /**
   * A page of a member's posts, as their profile shows them, newest first (blocks are the
   * caller's concern). The first page is the prepared statement.
   */
  async byAuthor(
    viewerId: string,
    authorId: string,
    page: { cursor: PageCursor | null; limit: number },
  ): Promise<PostPage> {
    const { cursor, limit } = page;
    // The page's posts among the member's next few (one index range), then the rule; when it
    // hid too many of those (or the member's posts end), the rest of them decide.
    const fetch = (limit + 1) * AUTHOR_PAGE_FETCH_FACTOR;
    let rows = cursor
      ? await listAuthorPostsPast(this.db, viewerId, authorId, cursor, limit + 1, fetch)
      : await this.authorPosts.execute({
          viewer: viewerId,
          author: authorId,
          fetch,
          limit: limit + 1,
        });
    if (rows.length <= limit)
      rows = await listAuthorPostsPast(this.db, viewerId, authorId, cursor, limit + 1, null);
    const { items, nextCursor } = pageOf(rows, limit, (row) => row.post);
    return {
      posts: items.map((row) => presentCard(row, viewerId, { kind: 'profile' })),
      nextCursor,
    };
  }

  countByAuthor(authorId: string): Promise<number> {
    return countPostsByAuthor(this.db, authorId);
  }

  /** A page of the member's saved posts, most recently saved first. */
  async savedBy(
    ownerId: string,
    page: { cursor: PageCursor | null; limit: number },
  ): Promise<PostPage> {
    const rows = await listSavedPosts(this.db, ownerId, page.cursor, page.limit + 1);
    const { items } = pageOf(rows, page.limit, (row) => row.post);
    const last = items.at(-1);
    let nextCursor: string | null = null;
    if (rows.length > page.limit && last) {
      const savedAt = (await readSavedAt(this.db, ownerId, [last.post.id])).get(last.post.id);
      // Unsaved since the page was read: no cursor to go on from (the list ends here).
      if (savedAt) nextCursor = encodePageCursor({ createdAt: savedAt, id: last.post.id });
    }
    return {
      posts: items.map((row) => presentCard(row, ownerId, { kind: 'saved' })),
      nextCursor,
    };
  }
}
