import type { CommentView, MentionLink } from '../../../shared/api/social.ts';
import type { PostComment } from '../../../db/schema/comments.ts';

/** A comment as the API shows it to this viewer. */
export function toCommentView(
  comment: PostComment,
  viewerId: string,
  extra: {
    replyToHandle: string | null;
    mentions: MentionLink[];
    authorAvatarUrl: string | null;
  },
): CommentView {
  return {
    id: comment.id,
    postId: comment.postId,
    authorId: comment.authorId,
    authorName: comment.authorName,
    authorAvatarUrl: extra.authorAvatarUrl,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    isAuthor: comment.authorId === viewerId,
    parentCommentId: comment.parentCommentId,
    rootCommentId: comment.rootCommentId,
    replyToHandle: extra.replyToHandle,
    mentions: extra.mentions,
  };
}
