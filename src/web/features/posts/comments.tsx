import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CommentView, PostView } from '../../../shared/api/social.ts';
import { COMMENT_TEXT_MAX } from '../../../shared/constants.ts';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { CommentIcon, FlagIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RelativeTimeLabel } from '../../components/ui/relative-time-label.tsx';
import { commentProblem } from '../../entities/post/post-rules.ts';
import { useAddComment, useComments, useDeleteComment } from '../../entities/post/posts-api.ts';
import { ReportDialog } from '../../entities/post/report-dialog.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { profilePath } from '../../lib/paths.ts';
import { submitOnModEnter } from '../../lib/submit-shortcut.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

function CommentForm({ postId }: { postId: string }) {
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
    add.mutate(text.trim(), {
      onSuccess: ({ comment }) => {
        setText('');
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
        {t('comments.write')}
      </label>
      <textarea
        id={textId}
        className="textarea comment-form__text"
        value={text}
        placeholder={t('comments.placeholder')}
        onKeyDown={submitOnModEnter}
        rows={2}
        onChange={(event) => {
          setText(event.currentTarget.value);
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
        <BusyButton
          type="submit"
          variant="primary"
          size="sm"
          busy={add.isPending}
          busyLabel={t('comments.replying')}
        >
          {t('comments.reply')}
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

function CommentItem({ comment }: { comment: CommentView }) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { t } = useTranslation(postNs);
  return (
    <li id={`comment-${comment.id}`} className="comment">
      <Avatar name={comment.authorName} seed={comment.authorId} size="sm" />
      <div className="comment__body">
        <p className="comment__byline">
          <Link className="comment__author" to={profilePath(comment.authorId)}>
            {comment.authorName}
          </Link>
          <span className="comment__time">
            <RelativeTimeLabel iso={comment.createdAt} />
          </span>
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
        </p>
        <p className="comment__text">{comment.text}</p>
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

/** Responses under a post: the form first, then the conversation, oldest first. */
export function Comments({ post }: { post: PostView }) {
  const comments = useComments(post.id, true);
  const count = post.metrics.responses;
  const { t } = useTranslation(postNs);
  const M = useMessages();
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
      ) : comments.data.comments.length === 0 ? (
        <p className="comments__empty">
          <CommentIcon className="comments__empty-icon" />
          {t('comments.empty')}
        </p>
      ) : (
        <ol className="comments__list" role="list">
          {comments.data.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      )}
    </section>
  );
}
