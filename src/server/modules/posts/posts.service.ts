import type { z } from 'zod';
import type {
  CommentView,
  createPostRequest,
  PostPage,
  PostView,
  ToggleResponse,
} from '../../../shared/api/social.ts';
import {
  COMMENTS_DEFAULT,
  FOLLOWING_BLOCK_MAX,
  FOLLOWING_BLOCK_PER_USER,
  POST_SEARCH_LIMIT,
  POST_TOPIC_TAGS_SHOWN,
  RELEVANCE_WEIGHTS,
  SUGGESTED_POSTS_LIMIT,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { foldText } from '../../../shared/text/fold.ts';
import type { PostComment } from '../../../db/schema/comments.ts';
import { extractHashtags } from '../../../domain/posts/hashtags.ts';
import { decodePageCursor, encodePageCursor } from '../../../domain/posts/page-cursor.ts';
import { placementReason, type Placement } from '../../../domain/posts/placement-reason.ts';
import {
  postSearchFactors,
  postSearchKeys,
  rankPostSearch,
  searchTerms,
} from '../../../domain/posts/post-search.ts';
import { moodsInQuery } from '../../../domain/ranking/mood-search.ts';
import { rankRelated } from '../../../domain/ranking/related.ts';
import { reachMultiplier, reachNoticeFor, riskOf } from '../../../domain/ranking/safety.ts';
import { composeShareMessage } from '../../../domain/social/share-message.ts';
import type { Database } from '../../../db/client.ts';
import type { User } from '../../../db/schema/users.ts';
import type { Clock } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { EventBus, EventScope } from '../../events/event-bus.ts';
import type { InteractionType } from '../../events/domain-events.ts';
import { newId } from '../../lib/ids.ts';
import type { GraphService } from '../graph/index.ts';
import { mediaUrl, STORED_IMAGE_TYPE, type MediaService } from '../media/index.ts';
import type { MessagesService } from '../messages/index.ts';
import {
  deleteComment,
  deletePostCascade,
  findComment,
  findPostRow,
  findPostView,
  incrementViews,
  insertComment,
  insertPost,
  countPostsByAuthor,
  listComments,
  listFollowingBlock,
  prepareAuthorPosts,
  type AuthorPosts,
  listSavedPosts,
  listPostsSharingTopics,
  prepareCardsByIds,
  prepareFollowingBlockCards,
  prepareSearchFacts,
  type CardsByIds,
  type FollowingBlockCards,
  type SearchFacts,
  listRecentPostsExcept,
  listTimeline,
  setMark,
  type PostViewRow,
} from './posts.repository.ts';

type CreatePostInput = z.output<typeof createPostRequest>;

/** Ours: posts read per source (shared topic, latest) before the 5 suggestions are scored. */
const RELATED_CANDIDATES = 30;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Post candidates read for a search before scoring (the spec keeps 12). */
const POST_SEARCH_CANDIDATES = POST_SEARCH_LIMIT * 8;

/** The analysis topics of a post, or its hashtags when it was not (or could not be) analysed. */
function topicsOf(row: PostViewRow): string[] {
  return row.topics && row.topics.length > 0 ? row.topics : row.post.hashtags;
}

/**
 * The automatic topics of a post: its analysis topics less those that fold to one of its hashtags
 * (the analysis puts the hashtags first), at most POST_TOPIC_TAGS_SHOWN. The author's hashtags
 * travel separately, as written, so the card can tell the two apart.
 */
function automaticTopicsOf(row: PostViewRow): string[] {
  const topics = row.topics ?? [];
  if (row.post.hashtags.length === 0) return topics.slice(0, POST_TOPIC_TAGS_SHOWN);
  // Every card of every feed passes here: fold only until enough topics are kept.
  const hashtags = new Set(row.post.hashtags.map(foldText));
  const shown: string[] = [];
  for (const topic of topics) {
    if (shown.length === POST_TOPIC_TAGS_SHOWN) break;
    if (!hashtags.has(foldText(topic))) shown.push(topic);
  }
  return shown;
}

export function toPostView(row: PostViewRow, viewerId: string, placement: Placement): PostView {
  const { post } = row;
  const topics = automaticTopicsOf(row);
  return {
    id: post.id,
    authorId: post.authorId,
    authorName: post.authorName,
    authorHandle: row.authorHandle,
    content: post.content,
    hashtags: post.hashtags,
    topics,
    emotion: post.emotion,
    createdAt: post.createdAt.toISOString(),
    metrics: {
      echoes: post.echoes,
      saves: post.saves,
      responses: post.responses,
      views: post.views,
    },
    media:
      post.mediaStoragePath && post.mediaUrl
        ? {
            url: post.mediaUrl,
            thumbUrl: post.mediaThumbUrl,
            contentType: post.mediaContentType ?? STORED_IMAGE_TYPE,
            alt: post.mediaAlt,
            width: post.mediaWidth,
            height: post.mediaHeight,
          }
        : null,
    echoed: Boolean(row.echoed),
    saved: Boolean(row.saved),
    isAuthor: post.authorId === viewerId,
    reason: placementReason(placement, row.authorHandle),
    reach: post.authorId === viewerId ? reachNoticeFor(row.safety) : null,
  };
}

function toCommentView(comment: PostComment, viewerId: string): CommentView {
  return {
    id: comment.id,
    postId: comment.postId,
    authorId: comment.authorId,
    authorName: comment.authorName,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    isAuthor: comment.authorId === viewerId,
  };
}

/** Posts, their comments, echoes, saves, views and sharing; every rule is checked here. */
export class PostsService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly media: MediaService;
  private readonly graph: GraphService;
  private readonly messages: MessagesService;
  private readonly events: EventBus;
  // The hottest card queries, prepared once (src/db/prepared.ts explains why).
  private readonly authorPosts: AuthorPosts;
  private readonly cardsByIds: CardsByIds;
  private readonly followingBlockCards: FollowingBlockCards;
  private readonly searchFacts: SearchFacts;

  constructor(deps: {
    db: Database;
    clock: Clock;
    media: MediaService;
    graph: GraphService;
    messages: MessagesService;
    events: EventBus;
  }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.media = deps.media;
    this.graph = deps.graph;
    this.messages = deps.messages;
    this.events = deps.events;
    this.authorPosts = prepareAuthorPosts(deps.db);
    this.cardsByIds = prepareCardsByIds(deps.db);
    this.followingBlockCards = prepareFollowingBlockCards(deps.db);
    this.searchFacts = prepareSearchFacts(deps.db);
  }

  async create(author: User, input: CreatePostInput): Promise<PostView> {
    const id = newId();
    const createdAt = this.clock();
    const hashtags = extractHashtags(input.content);
    const { mediaPath } = input;
    // The claim and the post commit together: a double submit gets one post and one 409. The
    // event is published in the same transaction (the outbox): its reactions that write rows
    // commit with the post, and the analysis pipeline reacts after the commit (inline with the
    // built-in engine, as a background job when the analysis service is remote).
    await this.events.transaction(this.db, async (scope) => {
      const { tx } = scope;
      const upload = mediaPath
        ? await this.media.claim(tx, {
            ownerId: author.id,
            path: mediaPath,
            folder: 'posts',
            field: 'mediaPath',
          })
        : null;
      await insertPost(tx, {
        id,
        authorId: author.id,
        authorName: author.displayName,
        content: input.content,
        hashtags,
        // Searchable by its hashtags at once; the analysis adds topics and the emotion tag.
        searchTerms: postSearchKeys({ hashtags }),
        createdAt,
        mediaUrl: upload ? mediaUrl(upload.path) : null,
        mediaThumbUrl: upload?.thumbPath ? mediaUrl(upload.thumbPath) : null,
        mediaStoragePath: upload?.path ?? null,
        mediaContentType: upload?.contentType ?? null,
        mediaAlt: upload && input.mediaAlt ? input.mediaAlt : null,
        mediaWidth: upload?.width ?? null,
        mediaHeight: upload?.height ?? null,
      });
      await this.events.publish('post.created', { postId: id, authorId: author.id }, scope);
    });
    return this.viewFor(author.id, id, { kind: 'detail' });
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
        toPostView(row, viewerId, {
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
    return rows.map((row) => toPostView(row, viewerId, { kind: 'following' }));
  }

  /** The post if the viewer may see it; the spec's messages when a block stands in the way. */
  async requireVisiblePost(viewerId: string, postId: string): Promise<PostViewRow> {
    const row = await findPostView(this.db, viewerId, postId);
    if (!row) throw notFound('post_not_found', MESSAGES.postNotAvailable);
    if (row.post.authorId !== viewerId) {
      const status = await this.graph.blockStatus(viewerId, row.post.authorId);
      if (status.blockedByYou) throw forbidden('blocked_by_you', MESSAGES.postHiddenYouBlocked);
      if (status.blockedYou) throw forbidden('blocked_you', MESSAGES.postHiddenBlockedYou);
    }
    return row;
  }

  private async viewFor(viewerId: string, postId: string, placement: Placement): Promise<PostView> {
    return toPostView(await this.requireVisiblePost(viewerId, postId), viewerId, placement);
  }

  detail(viewerId: string, postId: string): Promise<PostView> {
    return this.viewFor(viewerId, postId, { kind: 'detail' });
  }

  async remove(viewerId: string, postId: string): Promise<void> {
    const post = await findPostRow(this.db, postId);
    if (!post) throw notFound('post_not_found', MESSAGES.postNotAvailable);
    if (post.authorId !== viewerId) throw forbidden('not_post_author', MESSAGES.postDeleteFailed);
    await deletePostCascade(this.db, postId);
    if (post.mediaStoragePath) await this.media.discard(post.mediaStoragePath);
    await this.events.publish('post.deleted', { postId, authorId: post.authorId });
  }

  async recordView(viewerId: string, postId: string): Promise<number> {
    await this.requireVisiblePost(viewerId, postId);
    const views = await incrementViews(this.db, postId);
    await this.track(viewerId, 'view', postId);
    return views;
  }

  async setEcho(viewerId: string, postId: string, on: boolean): Promise<ToggleResponse> {
    return this.setMark('echoes', viewerId, postId, on);
  }

  async setSave(viewerId: string, postId: string, on: boolean): Promise<ToggleResponse> {
    return this.setMark('saves', viewerId, postId, on);
  }

  private async setMark(mark: 'echoes' | 'saves', viewerId: string, postId: string, on: boolean) {
    await this.requireVisiblePost(viewerId, postId);
    // The mark, its counter and the author's notification commit together (the outbox).
    const count = await this.events.transaction(this.db, async (scope) => {
      const value = await setMark(scope.tx, mark, viewerId, postId, on, this.clock());
      if (on) await this.track(viewerId, mark === 'echoes' ? 'echo' : 'save', postId, scope);
      return value;
    });
    return { on, count };
  }

  async comments(
    viewerId: string,
    postId: string,
    limit = COMMENTS_DEFAULT,
  ): Promise<CommentView[]> {
    await this.requireVisiblePost(viewerId, postId);
    const rows = await listComments(this.db, viewerId, postId, limit);
    return rows.map(({ comment }) => toCommentView(comment, viewerId));
  }

  async addComment(author: User, postId: string, text: string) {
    await this.requireVisiblePost(author.id, postId);
    const comment = {
      id: newId(),
      postId,
      authorId: author.id,
      authorName: author.displayName,
      text,
      createdAt: this.clock(),
    };
    const responses = await this.events.transaction(this.db, async (scope) => {
      const value = await insertComment(scope.tx, comment);
      await this.track(author.id, 'comment', postId, scope);
      return value;
    });
    return { comment: toCommentView(comment, author.id), responses };
  }

  async removeComment(viewerId: string, commentId: string): Promise<void> {
    const comment = await findComment(this.db, commentId);
    if (!comment) throw notFound('comment_not_found', MESSAGES.commentDeleteFailed);
    if (comment.authorId !== viewerId)
      throw forbidden('not_comment_author', MESSAGES.commentDeleteFailed);
    await deleteComment(this.db, commentId, comment.postId);
  }

  /**
   * The administrator removes a post (moderation queue): the same path as the author's delete.
   * Returns the removed post's author, or null when it was already gone.
   */
  async removeByModerator(postId: string): Promise<{ authorId: string; content: string } | null> {
    const post = await findPostRow(this.db, postId);
    if (!post) return null;
    await deletePostCascade(this.db, postId);
    if (post.mediaStoragePath) await this.media.discard(post.mediaStoragePath);
    await this.events.publish('post.deleted', { postId, authorId: post.authorId });
    return { authorId: post.authorId, content: post.content };
  }

  /** The administrator removes a comment (moderation queue). */
  async removeCommentByModerator(
    commentId: string,
  ): Promise<{ authorId: string; postId: string; text: string } | null> {
    const comment = await findComment(this.db, commentId);
    if (!comment) return null;
    await deleteComment(this.db, commentId, comment.postId);
    return { authorId: comment.authorId, postId: comment.postId, text: comment.text };
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
      [...byTopic, ...recent].map((row) => ({
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
      toPostView(candidate.row, viewerId, {
        kind: 'related',
        sharedTopics: candidate.topics
          .filter((name) => topicSet.has(name))
          .slice(0, POST_TOPIC_TAGS_SHOWN),
        sameAuthor: candidate.row.post.authorId === source.post.authorId,
        factors: [
          {
            key: 'topic',
            label: 'Topic overlap',
            weight: RELEVANCE_WEIGHTS.topic,
            value: round3(topic),
          },
          {
            key: 'emotion',
            label: 'Emotion similarity',
            weight: RELEVANCE_WEIGHTS.emotion,
            value: round3(emotion),
          },
          {
            key: 'reach',
            label: 'Reach multiplier (safety)',
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
      (await this.cardsByIds.execute({ viewer: viewerId, ids: ranked.map((c) => c.id) })).map(
        (row) => [row.post.id, row],
      ),
    );
    return ranked.flatMap((candidate) => {
      const row = cards.get(candidate.id);
      if (!row) return []; // deleted or hidden between the two reads
      return [
        toPostView(row, viewerId, {
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

  /** A member's own posts, as their profile shows them (blocks are the caller's concern). */
  async byAuthor(viewerId: string, authorId: string, limit: number): Promise<PostView[]> {
    const rows = await this.authorPosts.execute({ viewer: viewerId, author: authorId, limit });
    return rows.map((row) => toPostView(row, viewerId, { kind: 'profile' }));
  }

  countByAuthor(authorId: string): Promise<number> {
    return countPostsByAuthor(this.db, authorId);
  }

  async savedBy(ownerId: string, limit: number): Promise<PostView[]> {
    const rows = await listSavedPosts(this.db, ownerId, limit);
    return rows.map((row) => toPostView(row, ownerId, { kind: 'saved' }));
  }

  /** Spec: sends the post to a member by DM (both mailboxes), subject to blocks and allowDMs. */
  async share(sender: User, postId: string, recipientId: string, note: string | undefined) {
    const recipient = await this.messages.requireReachableRecipient(sender, recipientId);
    const post = await this.requireVisiblePost(sender.id, postId);
    // The recipient must be able to see the post too: a share never carries a post across a
    // block between its author and the recipient. One answer for both directions, so the
    // sender does not learn who blocked whom.
    if (recipient.id !== post.post.authorId) {
      const status = await this.graph.blockStatus(recipient.id, post.post.authorId);
      if (status.blockedByYou || status.blockedYou)
        throw new AppError(403, 'share_not_available', MESSAGES.shareNotAvailable, 'recipientId');
    }
    const { messageId } = await this.messages.deliver(
      sender,
      recipient,
      composeShareMessage({ postId, content: post.post.content, note }),
      { sharedPostId: postId },
    );
    await this.track(sender.id, 'share', postId);
    return { messageId, recipientId: recipient.id };
  }

  /** Interactions feed the emotion model and ranking; the analysis pipeline reacts. */
  private async track(
    userId: string,
    type: InteractionType,
    contentId: string,
    scope?: EventScope,
  ): Promise<void> {
    await this.events.publish('interaction.recorded', { userId, type, contentId }, scope);
  }
}
