import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { UploadResponse } from '../../../shared/api/social.ts';
import { IMAGE_ALT_MAX, POST_IMAGES_MAX, POST_TEXT_MAX } from '../../../shared/constants.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { CloseIcon, ImageIcon } from '../../components/ui/icons.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { submitOnModEnter } from '../../lib/submit-shortcut.ts';
import { imageFileProblem, uploadImage } from '../../lib/upload.ts';
import { postProblem } from './post-rules.ts';
import { useCreatePost } from './posts-api.ts';
import { MentionTextarea } from '../mentions/mention-textarea.tsx';
import './composer.css';

interface Attachment {
  /** A key for the list (the upload's controller is unique per pick). */
  key: number;
  previewUrl: string;
  name: string;
  alt: string;
  progress: number;
  /** Settles with the stored image, or rejects (the error is already shown). */
  upload: Promise<UploadResponse>;
  done: UploadResponse | null;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Stops an attachment's upload (if still running) and frees its preview. */
function release(attachment: Attachment): void {
  attachment.controller.abort();
  URL.revokeObjectURL(attachment.previewUrl);
}

let nextAttachmentKey = 1;

export interface ComposerProps {
  author: { id: string; displayName: string; avatarUrl?: string | null | undefined };
}

/**
 * Write a post (spec section 5): up to 280 characters with a live counter, and up to
 * POST_IMAGES_MAX images, each with its own description (issue 28).
 */
export function Composer({ author }: ComposerProps) {
  const ids = useId();
  const textId = `${ids}-text`;
  const counterId = `${ids}-count`;
  const imageErrorId = `${ids}-image-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const create = useCreatePost(author.id);
  const { t } = useTranslation(postNs);
  const M = useMessages();
  const language = useLanguage();
  // Client-side checks return the English message; show it in the interface language.
  const inLanguage = (message: string) => translateMessage(message, language);

  const length = text.trim().length;
  const tooLong = length > POST_TEXT_MAX;
  const full = attachments.length >= POST_IMAGES_MAX;

  // Uploads still running and previews go away with the composer.
  const current = useRef(attachments);
  useEffect(() => {
    current.current = attachments;
  }, [attachments]);
  useEffect(() => () => current.current.forEach(release), []);

  const update = (key: number, change: (attachment: Attachment) => Attachment) =>
    setAttachments((list) => list.map((item) => (item.key === key ? change(item) : item)));

  const removeImage = (key: number) => {
    setAttachments((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone) release(gone);
      return list.filter((item) => item.key !== key);
    });
    setImageError(null);
    fileInput.current?.focus();
  };

  const startUpload = (file: File): Attachment => {
    const controller = new AbortController();
    const key = nextAttachmentKey++;
    const upload = uploadImage(file, 'posts', {
      signal: controller.signal,
      onProgress: (fraction) => update(key, (item) => ({ ...item, progress: fraction })),
    });
    upload.then(
      (done) => update(key, (item) => ({ ...item, progress: 1, done })),
      (error: unknown) => {
        if (isAbort(error)) return;
        setAttachments((list) => list.filter((item) => item.key !== key));
        setImageError(inLanguage(errorMessage(error, M.imageUnreadable)));
      },
    );
    return {
      key,
      previewUrl: URL.createObjectURL(file),
      name: file.name,
      alt: '',
      progress: 0,
      upload,
      done: null,
      controller,
    };
  };

  const onPickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setFormError(null);
    setImageError(null);
    const room = POST_IMAGES_MAX - attachments.length;
    if (files.length > room) setImageError(inLanguage(M.postTooManyImages));
    const added: Attachment[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = imageFileProblem(file);
      if (problem) {
        setImageError(inLanguage(problem));
        continue;
      }
      added.push(startUpload(file));
    }
    if (added.length > 0) setAttachments((list) => [...list, ...added]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publishing) return;
    setFormError(null);
    const problem = postProblem(text, attachments.length > 0);
    if (problem) {
      flushSync(() => setFormError(inLanguage(problem)));
      document.getElementById(textId)?.focus();
      return;
    }
    setPublishing(true);
    const chosen = attachments;
    let stored: UploadResponse[];
    try {
      // Images still on their way are waited for: Publish never loses one.
      stored = await Promise.all(
        chosen.map((item) => (item.done ? Promise.resolve(item.done) : item.upload)),
      );
    } catch {
      // The upload's own error already shows beside the images.
      setPublishing(false);
      return;
    }
    try {
      await create.mutateAsync({
        content: text.trim(),
        images: stored.map((upload, index) => ({
          path: upload.path,
          alt: chosen[index]?.alt.trim() || null,
        })),
      });
      setText('');
      chosen.forEach(release);
      setAttachments([]);
      showToast(M.publishSuccess);
    } catch (error) {
      setFormError(inLanguage(errorMessage(error, M.publishFailed)));
    } finally {
      setPublishing(false);
    }
  };

  return (
    <form className="composer card" noValidate onSubmit={onSubmit} aria-label={t('composer.label')}>
      <Avatar
        name={author.displayName}
        seed={author.id}
        src={author.avatarUrl}
        className="composer__avatar"
      />
      <div className="composer__main">
        <FormAlert message={formError} />
        <label className="visually-hidden" htmlFor={textId}>
          {t('composer.write')}
        </label>
        <MentionTextarea
          id={textId}
          className="composer__text"
          placeholder={t('composer.placeholder')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            if (formError) setFormError(null);
          }}
          rows={2}
          aria-describedby={counterId}
          aria-invalid={tooLong || undefined}
          onKeyDown={submitOnModEnter}
        />

        {attachments.length > 0 ? (
          <ul
            className={`composer__attachments composer__attachments--${attachments.length}`}
            role="list"
          >
            {attachments.map((attachment, index) => (
              <li key={attachment.key} className="composer__item">
                <div className="composer__attachment">
                  <img
                    src={attachment.previewUrl}
                    alt={
                      attachments.length === 1
                        ? t('composer.selectedImage', { name: attachment.name })
                        : t('composer.selectedImageNumbered', {
                            index: index + 1,
                            name: attachment.name,
                          })
                    }
                  />
                  <button
                    type="button"
                    className="composer__remove"
                    onClick={() => removeImage(attachment.key)}
                    aria-label={
                      attachments.length === 1
                        ? t('composer.removeImage')
                        : t('composer.removeImageNumbered', { index: index + 1 })
                    }
                  >
                    <CloseIcon width={18} height={18} />
                  </button>
                  {attachment.done === null ? (
                    <div className="composer__progress">
                      <progress
                        className="progress"
                        max={1}
                        value={attachment.progress}
                        aria-label={t('composer.uploading')}
                      />
                    </div>
                  ) : null}
                </div>
                <div className="composer__alt field">
                  <label className="field__label" htmlFor={`${ids}-alt-${attachment.key}`}>
                    {attachments.length === 1
                      ? t('composer.describe')
                      : t('composer.describeNumbered', { index: index + 1 })}
                  </label>
                  <input
                    id={`${ids}-alt-${attachment.key}`}
                    className="input"
                    type="text"
                    value={attachment.alt}
                    maxLength={IMAGE_ALT_MAX}
                    placeholder={t('composer.describePlaceholder')}
                    onChange={(event) => {
                      const alt = event.currentTarget.value;
                      update(attachment.key, (item) => ({ ...item, alt }));
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {imageError ? (
          <p id={imageErrorId} className="field__error composer__image-error" role="alert">
            {imageError}
          </p>
        ) : null}

        <div className="composer__bar">
          <input
            ref={fileInput}
            id={`${ids}-file`}
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            disabled={full}
            onChange={onPickFile}
            aria-describedby={imageError ? imageErrorId : undefined}
          />
          <label
            className={`composer__tool${full ? ' composer__tool--off' : ''}`}
            htmlFor={`${ids}-file`}
            title={t('composer.addImages', { max: POST_IMAGES_MAX })}
          >
            <ImageIcon className="composer__tool-icon" />
            <span className="visually-hidden">
              {t('composer.addImages', { max: POST_IMAGES_MAX })}
            </span>
          </label>
          {attachments.length > 0 ? (
            <span className="composer__count">
              {t('composer.imageCount', { count: attachments.length, max: POST_IMAGES_MAX })}
            </span>
          ) : null}
          <span className="composer__spacer" />
          <CharCounter id={counterId} length={length} max={POST_TEXT_MAX} />
          <BusyButton
            type="submit"
            variant="primary"
            size="sm"
            busy={publishing}
            busyLabel={t('composer.publishing')}
          >
            {t('composer.publish')}
          </BusyButton>
        </div>
      </div>
    </form>
  );
}
