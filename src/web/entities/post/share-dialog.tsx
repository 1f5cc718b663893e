import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { snippetOf } from '../../../domain/social/share-message.ts';
import type { PersonSummary, PostView } from '../../../shared/api/social.ts';
import { SHARE_NOTE_MAX, SHARE_SUGGESTIONS_SHOW } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AlertIcon, CloseIcon, SendIcon } from '../../components/ui/icons.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { PersonRow } from '../../components/ui/person-row.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { useSession } from '../session/use-session.ts';
import { useSharePeopleSearch, useSharePost, useShareSuggestions } from './posts-api.ts';
import './share-dialog.css';

const SUGGEST_DELAY_MS = 200;

/**
 * What the recipient will read: the note, then the post as the inbox shows it, a small card
 * with its author, the first words (the same snippet rule as the server) and the image.
 */
function MessagePreview({ post, note }: { post: PostView; note: string }) {
  const { t } = useTranslation(postNs);
  const snippet = snippetOf(post.content);
  const thumb = post.media ? (post.media.thumbUrl ?? post.media.url) : null;
  return (
    <figure className="share-preview">
      <figcaption className="overline">{t('share.preview')}</figcaption>
      <div className="share-preview__bubble">
        {note.trim() ? <p className="share-preview__note">{note.trim()}</p> : null}
        <div className="share-preview__card">
          <div className="share-preview__body">
            <span className="share-preview__author">
              <Avatar name={post.authorName} seed={post.authorId} size="sm" />
              <span className="share-preview__who">
                <span className="share-preview__name">{post.authorName}</span>
                <span className="share-preview__handle">@{post.authorHandle}</span>
              </span>
            </span>
            {snippet ? <p className="share-preview__snippet">{snippet}</p> : null}
          </div>
          {thumb ? (
            <img
              className="share-preview__thumb"
              src={thumb}
              alt={post.media?.alt ?? t('share.image')}
              width={64}
              height={64}
            />
          ) : null}
        </div>
      </div>
    </figure>
  );
}

/** People you follow who match first (the spec's share suggestions), then anyone else found. */
function mergePeople(
  followed: PersonSummary[],
  found: PersonSummary[],
  selfId: string | undefined,
): PersonSummary[] {
  const seen = new Set<string>(selfId ? [selfId] : []);
  const merged: PersonSummary[] = [];
  for (const person of [...followed, ...found]) {
    if (seen.has(person.id)) continue;
    seen.add(person.id);
    merged.push(person);
  }
  return merged.slice(0, SHARE_SUGGESTIONS_SHOW);
}

/** Share Post (spec sections 2 and 5): send a post to someone by direct message. */
export function ShareDialog({ post, onClose }: { post: PostView; onClose: () => void }) {
  const ids = useId();
  const recipientInputId = `${ids}-recipient`;
  const recipientErrorId = `${ids}-recipient-error`;
  const noteId = `${ids}-note`;
  const counterId = `${ids}-note-count`;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<PersonSummary | null>(null);
  const [note, setNote] = useState('');
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const share = useSharePost(post.id);
  const { t } = useTranslation(postNs);
  const M = useMessages();
  useReturnFocus();
  const q = useDebouncedValue(query.trim(), SUGGEST_DELAY_MS);
  const suggestions = useShareSuggestions(q, selected === null);
  const found = useSharePeopleSearch(q, selected === null);
  const { session } = useSession();
  const people = mergePeople(
    suggestions.data?.people ?? [],
    q ? (found.data?.people ?? []) : [],
    session.user?.id,
  );
  const searching = q !== '' && (suggestions.isFetching || found.isFetching);

  const focusRecipient = () => document.getElementById(recipientInputId)?.focus();

  const pick = (person: PersonSummary | null) => {
    flushSync(() => {
      setSelected(person);
      setRecipientError(null);
      if (person === null) setQuery('');
    });
    if (person === null) focusRecipient();
    else document.getElementById(noteId)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (share.isPending) return;
    share.reset();
    // A person is chosen from the list; a typed @handle that names exactly one of them counts too.
    const typed = query.trim().replace(/^@/, '').toLocaleLowerCase();
    const recipientId =
      selected?.id ?? people.find((person) => typed && person.handle === typed)?.id;
    if (!recipientId) {
      flushSync(() => setRecipientError(t('share.chooseSomeone')));
      focusRecipient();
      return;
    }
    if (note.trim().length > SHARE_NOTE_MAX) return;
    share.mutate(
      { recipientId, note: note.trim() || undefined },
      {
        onSuccess: () => {
          showToast(M.shareSent);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'recipientId') {
            setRecipientError(error.message);
          }
        },
      },
    );
  };

  const shareError =
    share.isError && !(isApiError(share.error) && share.error.field === 'recipientId')
      ? errorMessage(share.error, M.messageSendFailed)
      : null;
  const noteTooLong = note.trim().length > SHARE_NOTE_MAX;

  return (
    <Dialog open onClose={onClose} title={t('share.title')} description={t('share.description')}>
      <form className="share-form" noValidate onSubmit={onSubmit}>
        <FormAlert message={shareError} />
        <div className="field">
          <label className="field__label" htmlFor={recipientInputId}>
            {t('share.sendTo')}
          </label>
          {selected ? (
            <div className="person-row share-person share-person--chosen">
              <PersonRow person={selected} />
              <button
                type="button"
                className="icon-button"
                onClick={() => pick(null)}
                aria-label={t('share.remove', { name: selected.displayName })}
              >
                <CloseIcon width={18} height={18} />
              </button>
              {/* Keeps the label's target in the form while a person is chosen. */}
              <input id={recipientInputId} type="hidden" value={selected.id} />
            </div>
          ) : (
            <input
              id={recipientInputId}
              className="input"
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                if (event.currentTarget.value.trim()) setRecipientError(null);
              }}
              placeholder={t('share.placeholder')}
              autoComplete="off"
              aria-invalid={recipientError ? true : undefined}
              aria-describedby={recipientError ? recipientErrorId : undefined}
            />
          )}
          {recipientError ? (
            <p id={recipientErrorId} className="field__error">
              <AlertIcon className="field__error-icon" width={16} height={16} />
              <span>{recipientError}</span>
            </p>
          ) : null}
        </div>

        {selected === null && q && people.length === 0 && !searching ? (
          <p className="share-suggestions__none muted" role="status">
            {t('share.noMatch', { query: q })}
          </p>
        ) : null}
        {selected === null && people.length > 0 ? (
          <div className="share-suggestions">
            <p className="overline" id={`${ids}-suggestions`}>
              {q ? t('share.matching') : t('share.following')}
            </p>
            <ul
              className="share-suggestions__list"
              role="list"
              aria-labelledby={`${ids}-suggestions`}
            >
              {people.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    className="person-row share-person"
                    onClick={() => pick(person)}
                  >
                    <PersonRow person={person} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor={noteId}>
              {t('share.note')} <span className="muted">{t('share.optional')}</span>
            </label>
            <CharCounter id={counterId} length={note.trim().length} max={SHARE_NOTE_MAX} />
          </div>
          <textarea
            id={noteId}
            className="textarea share-form__note"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={2}
            aria-invalid={noteTooLong || undefined}
            aria-describedby={counterId}
          />
          {noteTooLong ? <p className="field__error">{M.shareNoteTooLong}</p> : null}
        </div>

        <MessagePreview post={post} note={note} />

        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('share.cancel')}
          </Button>
          <BusyButton
            type="submit"
            variant="primary"
            busy={share.isPending}
            busyLabel={t('share.sending')}
            icon={<SendIcon className="btn__icon" />}
            aria-disabled={share.isPending || noteTooLong || undefined}
          >
            {t('share.send')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
