import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommentView, PostView } from '../../../shared/api/social.ts';
import { COMMENT_TEXT_MAX } from '../../../shared/constants.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { CommentIcon, FlagIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { RelativeTimeLabel } from '../../components/ui/relative-time-label.tsx';
import { shapeThreads } from '../../../domain/posts/comment-threads.ts';
import { MentionTextarea } from '../../entities/mentions/mention-textarea.tsx';
import { PostText } from '../../entities/post/post-card.tsx';
import { commentProblem } from '../../entities/post/post-rules.ts';
import { threadsNs } from '../../i18n/ns/threads.ts';
import { useAddComment, useComments, useDeleteComment } from '../../entities/post/posts-api.ts';
import { ReportDialog } from '../../entities/post/report-dialog.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { profilePath } from '../../lib/paths.ts';
import { submitOnModEnter } from '../../lib/submit-shortcut.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

interface ReplyTarget {
  id: string;
  authorName: string;
}

function CommentForm({
  postId,
  replyTo,
  onDone,
}: {
  postId: string;
  /** A reply form under a comment (issue 28). */
  replyTo?: ReplyTarget;
  onDone?: () => void;
}) {
  const { t: tThreads } = useTranslation(threadsNs);
  const ids = useId();
  const textId = `${ids}-text`;
  const errorId = `${ids}-error`;
  const counterId = `${ids}-count`;
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useAddComment(postId);
  const { t } = useTranslation(postNs);
  const M = useMessages();
  const language = useLanguage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    add.reset();
    const problem = commentProblem(text);
    if (problem) {
      flushSync(() => setFieldError(translateMessage(problem, language)));
      document.getElementById(textId)?.focus();
      return;
    }
    setFieldError(null);
    add.mutate(replyTo ? { text: text.trim(), parentCommentId: replyTo.id } : text.trim(), {
      onSuccess: ({ comment }) => {
        setText('');
        onDone?.();
        // Show the new response where it landed (the list runs oldest first).
        requestAnimationFrame(() =>
          document
            .getElementById(`comment-${comment.id}`)
            ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
        );
      },
      onError: (error) => {
        if (isApiError(error) && error.field === 'text') setFieldError(error.message);
      },
    });
  };

  const generalError =
    add.isError && !(isApiError(add.error) && add.error.field === 'text')
      ? errorMessage(add.error, M.internalError)
      : null;
  const length = text.trim().length;

  return (
    <form className="comment-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={generalError} />
      <label className="visually-hidden" htmlFor={textId}>
        {replyTo ? tThreads('reply.formLabel', { name: replyTo.authorName }) : t('comments.write')}
      </label>
      <MentionTextarea
        id={textId}
        className="textarea comment-form__text"
        value={text}
        placeholder={replyTo ? tThreads('reply.placeholder') : t('comments.placeholder')}
        onKeyDown={submitOnModEnter}
        rows={2}
        autoFocus={Boolean(replyTo)}
        onValueChange={(value) => {
          setText(value);
          if (fieldError) setFieldError(null);
        }}
        aria-invalid={fieldError || length > COMMENT_TEXT_MAX ? true : undefined}
        aria-describedby={[fieldError ? errorId : null, counterId].filter(Boolean).join(' ')}
      />
      {fieldError ? (
        <p id={errorId} className="field__error">
          {fieldError}
        </p>
      ) : null}
      <div className="comment-form__bar">
        <CharCounter id={counterId} length={length} max={COMMENT_TEXT_MAX} />
        {replyTo && onDone ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {tThreads('reply.cancel')}
          </Button>
        ) : null}
        <BusyButton
          type="submit"
          variant="primary"
          size="sm"
          busy={add.isPending}
          busyLabel={replyTo ? tThreads('reply.sending') : t('comments.replying')}
        >
          {replyTo ? tThreads('reply.send') : t('comments.reply')}
        </BusyButton>
      </div>
    </form>
  );
}

function DeleteCommentDialog({ comment, onClose }: { comment: CommentView; onClose: () => void }) {
  const remove = useDeleteComment(comment.postId);
  useReturnFocus('comments');
  const { t } = useTranslation(postNs);
  const M = useMessages();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('comments.deleteTitle')}
      description={t('comments.deleteDescription')}
      confirmLabel={t('comments.delete')}
      busyLabel={t('comments.deleting')}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, M.commentDeleteFailed) : null}
      onConfirm={() => remove.mutate(comment.id, { onSuccess: onClose })}
    />
  );
}

function CommentItem({ comment, children }: { comment: CommentView; children?: ReactNode }) {
  const { t: tThreads } = useTranslation(threadsNs);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  const { t } = useTranslation(postNs);
  return (
    <li id={`comment-${comment.id}`} className="comment">
      <Avatar
        name={comment.authorName}
        seed={comment.authorId}
        src={comment.authorAvatarUrl}
        size="sm"
      />
      <div className="comment__body">
        <p className="comment__byline">
          <Link className="comment__author" to={profilePath(comment.authorId)}>
            {comment.authorName}
          </Link>
          <span className="comment__time">
            <RelativeTimeLabel iso={comment.createdAt} />
          </span>
        </p>
        {comment.parentCommentId && comment.replyToHandle ? (
          <p className="comment__replying">
            {tThreads('reply.replyingTo', { handle: comment.replyToHandle })}
          </p>
        ) : null}
        <PostText
          className="comment__text"
          content={comment.text}
          mentions={comment.mentions ?? []}
        />
        {/* Below the text, as Mastodon and Bluesky do: on a phone the byline stays one line. */}
        <div className="comment__actions">
          <button
            type="button"
            className="post-card__delete"
            aria-label={tThreads('reply.actionLabel', { name: comment.authorName })}
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
          >
            <CommentIcon className="post-card__delete-icon" />
            <span>{tThreads('reply.action')}</span>
          </button>
          {comment.isAuthor ? (
            <button type="button" className="post-card__delete" onClick={() => setConfirming(true)}>
              <TrashIcon className="post-card__delete-icon" />
              <span>
                {t('comments.delete')}
                <span className="visually-hidden">{t('comments.yourResponse')}</span>
              </span>
            </button>
          ) : (
            <button type="button" className="post-card__delete" onClick={() => setReporting(true)}>
              <FlagIcon className="post-card__delete-icon" />
              <span>
                {t('comments.report')}
                <span className="visually-hidden">{t('comments.thisResponse')}</span>
              </span>
            </button>
          )}
        </div>
        {replying ? (
          <CommentForm
            postId={comment.postId}
            replyTo={{ id: comment.id, authorName: comment.authorName }}
            onDone={() => setReplying(false)}
          />
        ) : null}
        {children}
      </div>
      {confirming ? (
        <DeleteCommentDialog comment={comment} onClose={() => setConfirming(false)} />
      ) : null}
      {reporting ? (
        <ReportDialog
          targetType="comment"
          targetId={comment.id}
          authorId={comment.authorId}
          authorName={comment.authorName}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </li>
  );
}

/** Replies under their comment, one level deep; a gone comment leaves a placeholder. */
function CommentThreads({ comments }: { comments: readonly CommentView[] }) {
  const { t } = useTranslation(threadsNs);
  return (
    <ol className="comments__list" role="list">
      {shapeThreads(comments).map((thread) => {
        const replies =
          thread.replies.length > 0 ? (
            <ol
              className="comments__list comment__replies"
              role="list"
              aria-label={
                thread.placeholder
                  ? undefined
                  : t('reply.repliesLabel', { name: thread.root.authorName })
              }
            >
              {thread.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} />
              ))}
            </ol>
          ) : null;
        if (thread.placeholder)
          return (
            <li key={thread.root.id} className="comment comment--placeholder">
              <div className="comment__body">
                <p className="comment__text">{t('reply.unavailable')}</p>
                {replies}
              </div>
            </li>
          );
        return (
          <CommentItem key={thread.root.id} comment={thread.root}>
            {replies}
          </CommentItem>
        );
      })}
    </ol>
  );
}

/**
 * Responses under a post: the form first, then the conversation, oldest first: the newest 50,
 * with earlier ones a button away (issue 28).
 */
export function Comments({ post }: { post: PostView }) {
  const comments = useComments(post.id, true);
  const { t: paging } = useTranslation(pagingNs);
  const M = useMessages();
  const count = post.metrics.responses;
  const { t } = useTranslation(postNs);
  return (
    <section className="comments card" aria-labelledby="comments">
      <h2 id="comments" className="comments__title" tabIndex={-1}>
        {t('comments.title')} <span className="comments__count">{count}</span>
      </h2>
      <CommentForm postId={post.id} />
      {comments.isPending ? (
        <p className="muted" role="status">
          {t('comments.loading')}
        </p>
      ) : comments.isError ? (
        <LoadError message={M.commentsLoadFailed} onRetry={() => void comments.refetch()} />
      ) : !comments.comments || comments.comments.length === 0 ? (
        <p className="comments__empty">
          <CommentIcon className="comments__empty-icon" />
          {t('comments.empty')}
        </p>
      ) : (
        <>
          {/* The newest page shows first; older responses load above it. */}
          <LoadMore
            query={comments}
            label={paging('more.comments')}
            busyLabel={paging('loading')}
            errorMessage={M.commentsLoadFailed}
          />
          <CommentThreads comments={comments.comments} />
        </>
      )}
    </section>
  );
}
