import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostVersion, PostView } from '../../../shared/api/social.ts';
import { IMAGE_ALT_MAX, POST_TEXT_MAX } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useFormat, useMessages } from '../../i18n/hooks.ts';
import { threadsNs } from '../../i18n/ns/threads.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { MentionTextarea } from '../mentions/mention-textarea.tsx';
import { useEditPost, usePostEdits } from './post-edits-api.ts';
import { imagesOfPost } from './post-images.tsx';
import '../mentions/mentions.css';

// Editing a post and its edit history (issue 28): the "Edited" marker on the card opens the
// history for anyone who can see the post; the author's Edit button opens the editor.

/** "Edited" beside the time: a button that opens the edit history. */
export function EditedMarker({ post }: { post: PostView }) {
  const { t } = useTranslation(threadsNs);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  if (!post.editedAt) return null;
  const time = format.dateTime(post.editedAt);
  return (
    <>
      <button
        type="button"
        className="post-card__edited"
        title={time}
        aria-label={t('edited.showHistory', { time })}
        onClick={() => setOpen(true)}
      >
        {t('edited.label')}
      </button>
      {open ? <EditHistoryDialog postId={post.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A version's alt texts: every image's, or the single one of versions before issue 28. */
function altsOf(version: PostVersion): Array<string | null> {
  if (version.mediaAlts && version.mediaAlts.length > 0) return version.mediaAlts;
  return version.mediaAlt ? [version.mediaAlt] : [];
}

export function EditHistoryDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { t } = useTranslation(threadsNs);
  const format = useFormat();
  const edits = usePostEdits(postId, true);
  const versions = edits.data?.versions ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('history.title')}
      description={t('history.description')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('history.close')}
        </Button>
      }
    >
      {edits.isPending ? (
        <p className="muted" role="status">
          {t('history.loading')}
        </p>
      ) : edits.isError ? (
        <LoadError message={t('history.failed')} onRetry={() => void edits.refetch()} />
      ) : (
        <ol className="edit-history" role="list">
          {versions.map((version, index) => (
            <li key={`${version.at}-${index}`} className="edit-history__version">
              <p className="edit-history__meta">
                <strong>
                  {version.current
                    ? t('history.current')
                    : index === versions.length - 1
                      ? t('history.original')
                      : t('history.earlier')}
                </strong>{' '}
                <time dateTime={version.at}>{format.dateTime(version.at)}</time>
              </p>
              <p className="edit-history__text">{version.content || t('history.empty')}</p>
              {altsOf(version).map((alt, altIndex, alts) =>
                alt ? (
                  <p key={altIndex} className="edit-history__alt muted">
                    {alts.length === 1
                      ? t('history.altText', { alt })
                      : t('history.altTextNumbered', { index: altIndex + 1, alt })}
                  </p>
                ) : null,
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}

export function EditPostDialog({ post, onClose }: { post: PostView; onClose: () => void }) {
  const { t } = useTranslation(threadsNs);
  const M = useMessages();
  const ids = useId();
  const [text, setText] = useState(post.content);
  const images = imagesOfPost(post);
  const [alts, setAlts] = useState(() => images.map((image) => image.alt ?? ''));
  const edit = useEditPost(post.id);
  const length = text.trim().length;
  const tooLong = length > POST_TEXT_MAX;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.isPending || tooLong) return;
    edit.mutate(
      { content: text, ...(images.length > 0 ? { imageAlts: alts } : {}) },
      {
        onSuccess: () => {
          showToast(t('edit.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('edit.title')} description={t('edit.description')}>
      <form className="edit-post" noValidate onSubmit={onSubmit}>
        <FormAlert message={edit.isError ? errorMessage(edit.error, M.postEditFailed) : null} />
        <label className="field__label" htmlFor={`${ids}-text`}>
          {t('edit.textLabel')}
        </label>
        <MentionTextarea
          id={`${ids}-text`}
          className="textarea edit-post__text"
          rows={4}
          value={text}
          onValueChange={setText}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${ids}-count`}
        />
        <CharCounter id={`${ids}-count`} length={length} max={POST_TEXT_MAX} />
        {images.map((image, index) => (
          <div key={image.url} className="edit-post__image">
            <img className="edit-post__thumb" src={image.thumbUrl ?? image.url} alt="" />
            <div className="edit-post__alt">
              <label className="field__label" htmlFor={`${ids}-alt-${index}`}>
                {images.length === 1
                  ? t('edit.altLabel')
                  : t('edit.altLabelNumbered', { index: index + 1 })}
              </label>
              <textarea
                id={`${ids}-alt-${index}`}
                className="textarea"
                rows={2}
                maxLength={IMAGE_ALT_MAX}
                value={alts[index] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAlts((list) => list.map((item, at) => (at === index ? value : item)));
                }}
              />
            </div>
          </div>
        ))}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <BusyButton
            type="submit"
            variant="primary"
            busy={edit.isPending}
            busyLabel={t('edit.saving')}
            disabled={tooLong}
          >
            {t('edit.save')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
