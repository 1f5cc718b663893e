import type { z } from 'zod';
import type {
  CommentList,
  createPostRequest,
  editPostRequest,
  PostEditsResponse,
  PostView,
  ToggleResponse,
} from '../../../shared/api/social.ts';
import { COMMENTS_DEFAULT } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { replyPlacement } from '../../../domain/posts/comment-threads.ts';
import { extractHashtags } from '../../../domain/posts/hashtags.ts';
import { mentionedHandles } from '../../../domain/posts/mentions.ts';
import { postSearchKeys } from '../../../domain/posts/post-search.ts';
import { composeShareMessage } from '../../../domain/social/share-message.ts';
import type { Database } from '../../../db/client.ts';
import type { User } from '../../../db/schema/users.ts';
import type { Clock } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { InlinePostAnalysis } from './inline-analysis.ts';
import type { EventBus, EventScope } from '../../events/event-bus.ts';
import type { InteractionType } from '../../events/domain-events.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, readCursor } from '../../read/paging.ts';
import { imagesOf } from '../../read/present.ts';
import type { GraphService } from '../graph/index.ts';
import { mediaUrl, type MediaService } from '../media/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { applyPostEdit, listPostEdits, recordMentions } from './post-edits.repository.ts';
import { toCommentView } from './comment-view.ts';
import { presentNewTextPost } from './new-post-card.ts';
import { PostReads } from './posts.reads.ts';
import {
  deleteComment,
  deletePostCascade,
  findComment,
  findPostRow,
  incrementViews,
  insertComment,
  insertPost,
  insertPostImages,
  listComments,
  listPostImages,
  postImagePaths,
} from './posts.repository.ts';
import { setMark } from './marks.repository.ts';

type CreatePostInput = z.output<typeof createPostRequest>;
type EditPostInput = z.output<typeof editPostRequest>;

/** The images a new post asks for, in order: the list, or the older single image. */
function requestedImages(
  input: CreatePostInput,
): Array<{ path: string; alt: string | null; field: string }> {
  if (input.images && input.images.length > 0)
    return input.images.map((image, index) => ({
      path: image.path,
      alt: image.alt || null,
      field: `images.${index}.path`,
    }));
  if (input.mediaPath)
    return [{ path: input.mediaPath, alt: input.mediaAlt || null, field: 'mediaPath' }];
  return [];
}

/**
 * Posts, their comments, echoes, saves, views and sharing; every rule is checked here. The
 * lists and single reads are PostReads' (posts.reads.ts).
 */
export class PostsService extends PostReads {
  private readonly clock: Clock;
  private readonly media: MediaService;
  private readonly messages: MessagesService;
  private readonly events: EventBus;
  private readonly analysis: InlinePostAnalysis | null;

  constructor(deps: {
    db: Database;
    clock: Clock;
    media: MediaService;
    graph: GraphService;
    messages: MessagesService;
    events: EventBus;
    /** The built-in analysis, run before a new post is written (absent: after its commit). */
    analysis?: InlinePostAnalysis;
  }) {
    super({ db: deps.db, graph: deps.graph });
    this.clock = deps.clock;
    this.media = deps.media;
    this.messages = deps.messages;
    this.events = deps.events;
    this.analysis = deps.analysis ?? null;
  }

  async create(author: User, input: CreatePostInput): Promise<PostView> {
    const id = newId();
    const createdAt = this.clock();
    const hashtags = extractHashtags(input.content);
    const images = requestedImages(input);
    const analysed = this.analysis
      ? await this.analysis.prepare({
          id,
          authorId: author.id,
          content: input.content,
          hasMedia: images.length > 0,
          createdAt,
          hashtags,
        })
      : null;
    // The claims and the post commit together: a double submit gets one post and one 409, and
    // a refused image (not yours, already used) leaves nothing written. The event is published
    // in the same transaction (the outbox): its reactions that write rows commit with the post.
    // The built-in engine's analysis (above) is written by the post's own insert; otherwise the
    // analysis pipeline reacts after the commit (a background job when the service is remote).
    const written = await this.events.transaction(this.db, async (scope) => {
      const { tx } = scope;
      const claimed = [];
      for (const image of images) {
        claimed.push(
          await this.media.claim(tx, {
            ownerId: author.id,
            path: image.path,
            folder: 'posts',
            field: image.field,
          }),
        );
      }
      const rows = claimed.map((upload, position) => ({
        postId: id,
        position,
        storagePath: upload.path,
        url: mediaUrl(upload.path),
        thumbUrl: upload.thumbPath ? mediaUrl(upload.thumbPath) : null,
        contentType: upload.contentType,
        alt: images[position]?.alt || null,
        width: upload.width,
        height: upload.height,
      }));
      // The first image stays on the post row too (older readers, and a text card's no-lookup).
      const first = rows[0];
      const post = {
        id,
        authorId: author.id,
        authorName: author.displayName,
        content: input.content,
        hashtags,
        // Searchable by its hashtags at once; the analysis adds topics and the emotion tag
        // (here when it ran before the insert, else after the commit).
        searchTerms: postSearchKeys({ hashtags }),
        ...analysed?.columns,
        createdAt,
        mediaUrl: first?.url ?? null,
        mediaThumbUrl: first?.thumbUrl ?? null,
        mediaStoragePath: first?.storagePath ?? null,
        mediaContentType: first?.contentType ?? null,
        mediaAlt: first?.alt ?? null,
        mediaWidth: first?.width ?? null,
        mediaHeight: first?.height ?? null,
      };
      await insertPost(tx, post, analysed?.rows);
      await insertPostImages(tx, rows);
      await this.events.publish(
        'post.created',
        { postId: id, authorId: author.id, ...(analysed ? { analysed: true } : {}) },
        scope,
      );
      await this.mention(
        scope,
        { type: 'post', id, postId: id, authorId: author.id },
        input.content,
      );
      return post;
    });
    if (analysed && images.length === 0 && mentionedHandles(input.content).length === 0)
      return presentNewTextPost(author, written, analysed);
    return this.viewFor(author.id, id, { kind: 'detail' });
  }

  /**
   * The author edits their post's text and image alt text. The version it replaces is kept (the
   * edit history), and the post is analysed again, so its safety, topics and trends follow the
   * new text; echoes, saves and comments stay. An edit that changes nothing writes nothing.
   */
  async edit(viewerId: string, postId: string, input: EditPostInput): Promise<PostView> {
    const post = await findPostRow(this.db, postId);
    if (!post) throw notFound('post_not_found', MESSAGES.postNotAvailable);
    if (post.authorId !== viewerId) throw forbidden('not_post_author', MESSAGES.postEditNotYours);
    const images = await listPostImages(this.db, postId);
    const current =
      images.length > 0
        ? images.map((image) => image.alt)
        : post.mediaStoragePath
          ? [post.mediaAlt]
          : [];
    if (input.content.length === 0 && current.length === 0)
      throw new AppError(400, 'post_empty', MESSAGES.postEmptyService, 'content');
    let imageAlts = current;
    if (input.imageAlts !== undefined) {
      if (input.imageAlts.length !== current.length)
        throw new AppError(400, 'image_alts_mismatch', MESSAGES.postImageAltsMismatch, 'imageAlts');
      imageAlts = input.imageAlts.map((alt) => alt || null);
    } else if (input.mediaAlt !== undefined && current.length > 0) {
      imageAlts = [input.mediaAlt || null, ...current.slice(1)];
    }
    const mediaAlt = imageAlts[0] ?? null;
    if (
      input.content === post.content &&
      mediaAlt === post.mediaAlt &&
      imageAlts.every((alt, index) => alt === current[index])
    )
      return this.viewFor(viewerId, postId, { kind: 'detail' });
    const hashtags = extractHashtags(input.content);
    await this.events.transaction(this.db, async (scope) => {
      const applied = await applyPostEdit(scope.tx, {
        postId,
        content: input.content,
        mediaAlt,
        imageAlts,
        hashtags,
        // The hashtags at once; the analysis that follows adds topics and the emotion tag.
        searchTerms: postSearchKeys({ hashtags }),
        editedAt: this.clock(),
      });
      if (!applied) throw notFound('post_not_found', MESSAGES.postNotAvailable);
      await this.events.publish('post.edited', { postId, authorId: viewerId }, scope);
      await this.mention(
        scope,
        { type: 'post', id: postId, postId, authorId: viewerId },
        input.content,
      );
    });
    return this.viewFor(viewerId, postId, { kind: 'detail' });
  }

  /** Every version of a post, the current one first: for anyone who may see the post. */
  async editHistory(viewerId: string, postId: string): Promise<PostEditsResponse> {
    const row = await this.requireVisiblePost(viewerId, postId);
    const { post } = row;
    const images = imagesOf(row);
    const earlier = await listPostEdits(this.db, postId);
    return {
      versions: [
        {
          content: post.content,
          mediaAlt: post.mediaAlt,
          mediaAlts: images.map((image) => image.alt ?? null),
          at: (post.editedAt ?? post.createdAt).toISOString(),
          current: true,
        },
        ...earlier.map((edit) => ({
          content: edit.content,
          mediaAlt: edit.mediaAlt,
          mediaAlts: edit.mediaAlts ?? (edit.mediaAlt ? [edit.mediaAlt] : []),
          at: edit.versionAt.toISOString(),
          current: false,
        })),
      ],
    };
  }

  /**
   * Records the members a post or comment mentions and tells the notifications about the new
   * ones (each member once per item), inside the action's transaction. `except`: members told
   * otherwise about this item (the reply's or comment's own notice).
   */
  private async mention(
    scope: EventScope,
    item: { type: 'post' | 'comment'; id: string; postId: string; authorId: string },
    text: string,
    except: ReadonlyArray<string | null> = [],
  ): Promise<void> {
    const added = await recordMentions(scope.tx, {
      sourceId: item.id,
      postId: item.postId,
      authorId: item.authorId,
      handles: mentionedHandles(text),
      at: this.clock(),
    });
    const userIds = added.filter((id) => !except.includes(id));
    if (userIds.length === 0) return;
    await this.events.publish(
      'mentions.recorded',
      {
        sourceType: item.type,
        sourceId: item.id,
        postId: item.postId,
        authorId: item.authorId,
        userIds,
      },
      scope,
    );
  }

  async remove(viewerId: string, postId: string): Promise<void> {
    const post = await findPostRow(this.db, postId);
    if (!post) throw notFound('post_not_found', MESSAGES.postNotAvailable);
    if (post.authorId !== viewerId) throw forbidden('not_post_author', MESSAGES.postDeleteFailed);
    const files = await postImagePaths(this.db, post);
    await deletePostCascade(this.db, postId);
    for (const path of files) await this.media.discard(path);
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
    // The mark, its counter and the author's notification commit together (the outbox). The
    // visibility check is the mark's own statement; only a refusal reads again, to say why.
    const count = await this.events.transaction(this.db, async (scope) => {
      const marked = await setMark(scope.tx, mark, viewerId, postId, on, this.clock());
      if (!marked) return null;
      scope.posts.set(postId, { authorId: marked.authorId, content: marked.content });
      if (on) await this.track(viewerId, mark === 'echoes' ? 'echo' : 'save', postId, scope);
      return marked.count;
    });
    if (count === null) {
      await this.requireVisiblePost(viewerId, postId);
      throw notFound('post_not_found', MESSAGES.postNotAvailable);
    }
    return { on, count };
  }

  /**
   * A page of comments: the newest `limit` before the cursor, shown oldest first (a member's new
   * comment is on the first page, so it stays after a reload); `nextCursor` reads older ones.
   */
  async comments(
    viewerId: string,
    postId: string,
    page: { cursor?: string | undefined; limit?: number } = {},
  ): Promise<CommentList> {
    const cursor = readCursor(page.cursor);
    const limit = page.limit ?? COMMENTS_DEFAULT;
    await this.requireVisiblePost(viewerId, postId);
    const rows = await listComments(this.db, viewerId, postId, cursor, limit);
    const { items, nextCursor } = pageOf(rows, limit, ({ comment }) => comment);
    return {
      comments: items
        .reverse()
        .map(({ comment, replyToHandle, mentions, authorAvatarUrl }) =>
          toCommentView(comment, viewerId, { replyToHandle, mentions, authorAvatarUrl }),
        ),
      nextCursor,
    };
  }

  /**
   * A comment on the post, or a reply to one of its comments (one level of nesting: a reply to
   * a reply joins the same thread). The answered comment must be one the author can see.
   */
  async addComment(author: User, postId: string, text: string, parentCommentId?: string | null) {
    const { post } = await this.requireVisiblePost(author.id, postId);
    const parent = parentCommentId
      ? await this.requireVisibleParent(author.id, postId, parentCommentId)
      : null;
    const placement = parent ? replyPlacement(parent.comment) : null;
    const comment = {
      id: newId(),
      postId,
      authorId: author.id,
      authorName: author.displayName,
      text,
      createdAt: this.clock(),
      parentCommentId: placement?.parentCommentId ?? null,
      rootCommentId: placement?.rootCommentId ?? null,
    };
    const parentAuthorId = parent ? parent.comment.authorId : null;
    const responses = await this.events.transaction(this.db, async (scope) => {
      const value = await insertComment(scope.tx, comment);
      await this.events.publish(
        'comment.created',
        { commentId: comment.id, postId, authorId: author.id, parentAuthorId },
        scope,
      );
      await this.track(author.id, 'comment', postId, scope, parentAuthorId ?? undefined);
      // The post's author hears of the comment and the parent's of the reply: not again as a mention.
      await this.mention(
        scope,
        { type: 'comment', id: comment.id, postId, authorId: author.id },
        text,
        [parentAuthorId, post.authorId],
      );
      return value;
    });
    // Read back as the list shows it: "Replying to @x" and the mention links.
    const [shown] = await listComments(this.db, author.id, postId, null, 1, comment.id);
    return {
      comment: toCommentView(comment, author.id, {
        replyToHandle: shown?.replyToHandle ?? null,
        mentions: shown?.mentions ?? [],
        authorAvatarUrl: shown?.authorAvatarUrl ?? null,
      }),
      responses,
    };
  }

  /** The comment replied to: of this post, and one the replier can see (else a 404). */
  private async requireVisibleParent(viewerId: string, postId: string, parentId: string) {
    const [found] = await listComments(this.db, viewerId, postId, null, 1, parentId);
    if (!found)
      throw new AppError(
        404,
        'reply_parent_unavailable',
        MESSAGES.replyParentUnavailable,
        'parentCommentId',
      );
    return found;
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
    const files = await postImagePaths(this.db, post);
    await deletePostCascade(this.db, postId);
    for (const path of files) await this.media.discard(path);
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
    replyToUserId?: string,
  ): Promise<void> {
    await this.events.publish(
      'interaction.recorded',
      { userId, type, contentId, ...(replyToUserId ? { replyToUserId } : {}) },
      scope,
    );
  }
}
