import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent, MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { DirectMessageView } from '../../../shared/api/inbox.ts';
import type { UploadResponse } from '../../../shared/api/social.ts';
import { MESSAGE_TEXT_MAX } from '../../../shared/constants.ts';
import { translateMessage } from '../../i18n/messages.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { messageText } from '../../../shared/validation/unicode.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { CloseIcon, ImageIcon, SendIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { RelativeTimeLabel } from '../../components/ui/relative-time-label.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { inboxNs } from '../../i18n/ns/inbox.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { postPath, profilePath } from '../../lib/paths.ts';
import { imageFileProblem, uploadImage } from '../../lib/upload.ts';
import { useDeleteMessage, useMarkThreadRead, useSendMessage, useThread } from './inbox-api.ts';
import { MentionText } from '../mentions/mention-text.tsx';
import { MentionTextarea } from '../mentions/mention-textarea.tsx';
import './conversation.css';

/** How near the top of the messages (px) the window starts reading older ones. */
const OLDER_THRESHOLD_PX = 48;

interface Attachment {
  previewUrl: string;
  name: string;
  progress: number;
  upload: Promise<UploadResponse>;
  done: UploadResponse | null;
  controller: AbortController;
}

/** A refusal the member can act on (blocked, too long...) in its own words; else the spec's. */
function sendFailure(error: unknown, M: Record<MessageKey, string>): string {
  if (isApiError(error) && error.isFromServer && error.status >= 400 && error.status < 500)
    return error.message;
  return M.messageSendFailed;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A shared post as a small card (issue 27): its author, the first words and the image's
 * thumbnail; a post the reader may not see, or one since deleted, keeps only the sender's note.
 */
function SharedPostCard({ post }: { post: NonNullable<DirectMessageView['sharedPost']> }) {
  const { t } = useTranslation(inboxNs);
  const { author, image } = post;
  return (
    <article
      className="shared-post"
      aria-label={
        author
          ? t('conversation.sharedPostBy', { name: author.displayName })
          : t('conversation.sharedPost')
      }
    >
      {post.note ? <p className="shared-post__note">{post.note}</p> : null}
      <Link
        to={postPath(post.id)}
        className="shared-post__card"
        data-has-image={image ? '' : undefined}
      >
        <span className="shared-post__body">
          {author ? (
            <span className="shared-post__author">
              <Avatar name={author.displayName} seed={author.id} size="sm" />
              <span className="shared-post__who">
                <span className="shared-post__name">{author.displayName}</span>
                <span className="shared-post__handle">@{author.handle}</span>
              </span>
            </span>
          ) : (
            <span className="shared-post__label">{t('conversation.sharedPost')}</span>
          )}
          <span className="shared-post__snippet">
            {post.snippet || (author ? t('conversation.openPost') : t('conversation.unavailable'))}
          </span>
        </span>
        {image ? (
          <img
            className="shared-post__thumb"
            src={image.url}
            alt={image.alt ?? t('conversation.sharedImage')}
            loading="lazy"
            width={64}
            height={64}
          />
        ) : null}
      </Link>
    </article>
  );
}

function MessageBubble({
  message,
  onDelete,
}: {
  message: DirectMessageView;
  onDelete: (message: DirectMessageView) => void;
}) {
  const outgoing = message.direction === 'outgoing';
  const { t } = useTranslation(inboxNs);
  return (
    <li className={`bubble-row ${outgoing ? 'bubble-row--out' : 'bubble-row--in'}`}>
      <div className="bubble" data-message-id={message.id}>
        {message.sharedPost ? (
          <SharedPostCard post={message.sharedPost} />
        ) : message.text ? (
          <p className="bubble__text">
            <MentionText text={message.text} mentions={message.mentions} />
          </p>
        ) : null}
        {message.image ? (
          <a href={message.image.url} target="_blank" rel="noreferrer" className="bubble__image">
            <img src={message.image.url} alt={t('conversation.image')} loading="lazy" />
          </a>
        ) : null}
        <div className="bubble__meta">
          <RelativeTimeLabel iso={message.createdAt} />
          {outgoing ? (
            <span className="bubble__receipt">
              {message.read ? t('conversation.seen') : t('conversation.sent')}
            </span>
          ) : null}
          <button
            type="button"
            className="bubble__delete"
            aria-label={t(outgoing ? 'conversation.unsendMessage' : 'conversation.deleteMessage')}
            onClick={() => onDelete(message)}
          >
            <TrashIcon width={14} height={14} />
          </button>
        </div>
      </div>
    </li>
  );
}

export interface ConversationDialogProps {
  peerId: string;
  onClose: () => void;
}

/** The conversation modal: history (newest at the bottom), composer with an image, delete. */
export function ConversationDialog({ peerId, onClose }: ConversationDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const titleId = `${ids}-title`;
  const textId = `${ids}-text`;
  const thread = useThread(peerId);
  const { t: paging } = useTranslation(pagingNs);
  const M = useMessages();
  const send = useSendMessage(peerId);
  const markRead = useMarkThreadRead(peerId);
  const remove = useDeleteMessage(peerId);
  const [text, setText] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [sending, setSending] = useState(false);
  const [toDelete, setToDelete] = useState<DirectMessageView | null>(null);
  const unsending = toDelete?.direction === 'outgoing';
  const { t } = useTranslation(inboxNs);
  const language = useLanguage();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    document.getElementById(textId)?.focus();
  }, [textId]);

  const messages = thread.data?.messages ?? [];
  const unread = messages.some((m) => m.direction === 'incoming' && !m.read);
  const { mutate: markThreadRead, isPending: marking } = markRead;
  // Opening the thread (and any message arriving while it is open) marks it read.
  useEffect(() => {
    if (unread && !marking) markThreadRead();
  }, [unread, marking, markThreadRead]);

  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  // Older messages (issue 28): scrolled to the top, the window reads the page before; the
  // messages in view stay where they were while the older ones land above them.
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const loadOlder = useCallback(() => {
    const list = listRef.current;
    if (!list || !hasNextPage || isFetchingNextPage) return;
    anchor.current = { height: list.scrollHeight, top: list.scrollTop };
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    const kept = anchor.current;
    if (!list || !kept) return;
    anchor.current = null;
    list.scrollTop = list.scrollHeight - kept.height + kept.top;
  }, [firstId]);
  const atTop = () => (listRef.current?.scrollTop ?? 1) <= OLDER_THRESHOLD_PX;
  const onMessagesScroll = () => {
    if (atTop()) loadOlder();
  };
  // A refetch (a message read, a live event) cancels an older page on its way; still at the top
  // when the fetching ends, the reader would wait for a scroll that never comes: ask again.
  const fetching = thread.isFetching;
  useEffect(() => {
    if (!fetching && atTop()) loadOlder();
  }, [fetching, loadOlder]);

  const controller = attachment?.controller;
  const previewUrl = attachment?.previewUrl;
  useEffect(() => {
    if (!controller || !previewUrl) return;
    return () => {
      controller.abort();
      URL.revokeObjectURL(previewUrl);
    };
  }, [controller, previewUrl]);

  const onPickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setAttachment(null);
      setImageError(translateMessage(problem, language));
      return;
    }
    setImageError(null);
    setFormError(null);
    const abort = new AbortController();
    const upload = uploadImage(file, 'messages', {
      signal: abort.signal,
      onProgress: (fraction) =>
        setAttachment((current) =>
          current?.controller === abort ? { ...current, progress: fraction } : current,
        ),
    });
    setAttachment({
      previewUrl: URL.createObjectURL(file),
      name: file.name,
      progress: 0,
      upload,
      done: null,
      controller: abort,
    });
    upload.then(
      (done) =>
        setAttachment((current) =>
          current?.controller === abort ? { ...current, progress: 1, done } : current,
        ),
      (error: unknown) => {
        if (isAbort(error)) return;
        setAttachment((current) => (current?.controller === abort ? null : current));
        setImageError(translateMessage(errorMessage(error, M.imageUnreadable), language));
      },
    );
  };

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending) return;
    setFormError(null);
    const body = text.trim();
    if (!messageText(body) && !attachment) {
      flushSync(() => setFormError(M.messageEmpty));
      document.getElementById(textId)?.focus();
      return;
    }
    if ([...body].length > MESSAGE_TEXT_MAX) {
      setFormError(M.messageTooLong);
      return;
    }
    setSending(true);
    let image: UploadResponse | null;
    try {
      image = attachment ? (attachment.done ?? (await attachment.upload)) : null;
    } catch {
      setSending(false);
      return;
    }
    try {
      await send.mutateAsync({ text: body, imagePath: image?.path ?? null });
      setText('');
      setAttachment(null);
    } catch (error) {
      // The text stays in the composer so nothing is lost.
      setFormError(sendFailure(error, M));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter breaks the line (and IME composition is left alone).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void onSubmit();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const peer = thread.data?.peer;
  const uploading = attachment !== null && attachment.done === null;

  return (
    <dialog
      ref={ref}
      className="dialog conversation"
      aria-labelledby={titleId}
      onClose={(event) => {
        // React bubbles the nested confirmation dialog's close up to here: not ours.
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={onBackdropClick}
    >
      <div className="conversation__body">
        <header className="conversation__header">
          {peer ? (
            <Avatar
              name={peer.displayName}
              seed={peer.id}
              color={peer.themeColor}
              src={peer.avatarUrl}
              size="sm"
            />
          ) : null}
          <div className="conversation__who">
            <h2 id={titleId} className="conversation__title">
              {peer ? peer.displayName : t('conversation.title')}
            </h2>
            {peer ? (
              <Link to={profilePath(peer.id)} className="conversation__handle">
                @{peer.handle}
              </Link>
            ) : null}
          </div>
          <button
            type="button"
            className="conversation__close"
            aria-label={t('conversation.close')}
            onClick={onClose}
          >
            <CloseIcon width={20} height={20} />
          </button>
        </header>

        {thread.isError ? (
          <div className="conversation__state">
            <LoadError
              message={errorMessage(thread.error, M.internalError)}
              onRetry={() => void thread.refetch()}
            />
          </div>
        ) : thread.isPending ? (
          <div className="conversation__state" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('conversation.loading')}</span>
          </div>
        ) : (
          <div
            ref={listRef}
            className="conversation__messages"
            role="log"
            aria-label={t('conversation.messagesWith', {
              name: peer?.displayName ?? t('conversation.thisMember'),
            })}
            aria-live="polite"
            tabIndex={0}
            onScroll={onMessagesScroll}
          >
            <LoadMore
              className="load-more conversation__more"
              query={{ ...thread, fetchNextPage: async () => loadOlder() }}
              label={paging('more.messages')}
              busyLabel={paging('more.messagesBusy')}
              errorMessage={M.internalError}
            />
            {messages.length === 0 ? (
              <p className="conversation__empty muted">
                {t('conversation.empty', { name: peer?.displayName ?? '' })}
              </p>
            ) : (
              <ol className="conversation__list">
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} onDelete={setToDelete} />
                ))}
              </ol>
            )}
          </div>
        )}

        {thread.data?.cannotMessage ? (
          <p className="conversation__blocked alert alert--warning" role="status">
            {thread.data.cannotMessage}
          </p>
        ) : (
          <form className="conversation__composer" noValidate onSubmit={onSubmit}>
            <FormAlert message={formError} />
            {attachment ? (
              <div className="conversation__attachment">
                <img
                  src={attachment.previewUrl}
                  alt={t('conversation.selectedImage', { name: attachment.name })}
                />
                <button
                  type="button"
                  className="composer__remove"
                  onClick={() => setAttachment(null)}
                  aria-label={t('conversation.removeImage')}
                >
                  <CloseIcon width={16} height={16} />
                </button>
                {uploading ? (
                  <progress
                    className="progress conversation__progress"
                    max={1}
                    value={attachment.progress}
                    aria-label={t('conversation.uploading')}
                  />
                ) : null}
              </div>
            ) : null}
            {imageError ? (
              <p className="field__error" role="alert">
                {imageError}
              </p>
            ) : null}
            <div className="conversation__row">
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={onPickFile}
              />
              <button
                type="button"
                className="conversation__attach"
                aria-label={t('conversation.addImage')}
                onClick={() => fileInput.current?.click()}
              >
                <ImageIcon width={20} height={20} />
              </button>
              <label className="visually-hidden" htmlFor={textId}>
                {t('conversation.message')}
              </label>
              <MentionTextarea
                id={textId}
                className="conversation__text"
                placeholder={t('conversation.placeholder')}
                rows={1}
                value={text}
                onValueChange={(value) => {
                  setText(value);
                  if (formError) setFormError(null);
                }}
                onKeyDown={onKeyDown}
              />
              <BusyButton
                type="submit"
                variant="primary"
                busy={sending}
                busyLabel={t('conversation.sending')}
                icon={<SendIcon className="btn__icon" />}
                className="conversation__send"
              >
                <span className="conversation__send-label">{t('conversation.send')}</span>
              </BusyButton>
            </div>
            <p className="conversation__hint muted">{t('conversation.hint')}</p>
          </form>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
        // The sender unsends for both; the recipient deletes their own copy only (issue 28).
        title={t(unsending ? 'conversation.unsendTitle' : 'conversation.deleteTitle')}
        description={
          unsending
            ? t('conversation.unsendDescription')
            : t('conversation.deleteDescription', {
                name: peer?.displayName ?? t('conversation.thisMember'),
              })
        }
        confirmLabel={t(unsending ? 'conversation.unsend' : 'conversation.delete')}
        busyLabel={t(unsending ? 'conversation.unsending' : 'conversation.deleting')}
        busy={remove.isPending}
        error={remove.isError ? M.messageDeleteFailed : null}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => setToDelete(null),
          });
        }}
      />
    </dialog>
  );
}
