import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { UploadResponse } from '../../../shared/api/social.ts';
import { IMAGE_ALT_MAX, POST_TEXT_MAX } from '../../../shared/constants.ts';
import { translateMessage } from '../../../shared/i18n/messages.ts';
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
  previewUrl: string;
  name: string;
  progress: number;
  /** Settles with the stored image, or rejects (the error is already shown). */
  upload: Promise<UploadResponse>;
  done: UploadResponse | null;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface ComposerProps {
  author: { id: string; displayName: string; avatarUrl?: string | null | undefined };
}

/** Write a post (spec section 5): up to 280 characters with a live counter, and one image. */
export function Composer({ author }: ComposerProps) {
  const ids = useId();
  const textId = `${ids}-text`;
  const counterId = `${ids}-count`;
  const imageErrorId = `${ids}-image-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [alt, setAlt] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
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

  // The preview's object URL and any upload still running go away with the attachment.
  const controller = attachment?.controller;
  const previewUrl = attachment?.previewUrl;
  useEffect(() => {
    if (!controller || !previewUrl) return;
    return () => {
      controller.abort();
      URL.revokeObjectURL(previewUrl);
    };
  }, [controller, previewUrl]);

  const removeImage = () => {
    setAttachment(null);
    setAlt('');
    setImageError(null);
    fileInput.current?.focus();
  };

  const onPickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setFormError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setAttachment(null);
      setImageError(inLanguage(problem));
      return;
    }
    setImageError(null);
    const controller = new AbortController();
    const upload = uploadImage(file, 'posts', {
      signal: controller.signal,
      onProgress: (fraction) =>
        setAttachment((current) =>
          current?.controller === controller ? { ...current, progress: fraction } : current,
        ),
    });
    const next: Attachment = {
      previewUrl: URL.createObjectURL(file),
      name: file.name,
      progress: 0,
      upload,
      done: null,
      controller,
    };
    setAttachment(next);
    upload.then(
      (done) =>
        setAttachment((current) =>
          current?.controller === controller ? { ...current, progress: 1, done } : current,
        ),
      (error: unknown) => {
        if (isAbort(error)) return;
        setAttachment((current) => (current?.controller === controller ? null : current));
        setImageError(inLanguage(errorMessage(error, M.imageUnreadable)));
      },
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publishing) return;
    setFormError(null);
    const problem = postProblem(text, attachment !== null);
    if (problem) {
      flushSync(() => setFormError(inLanguage(problem)));
      document.getElementById(textId)?.focus();
      return;
    }
    setPublishing(true);
    let media: UploadResponse | null;
    try {
      // An image still on its way is waited for: Publish never loses it.
      media = attachment ? (attachment.done ?? (await attachment.upload)) : null;
    } catch {
      // The upload's own error already shows beside the image.
      setPublishing(false);
      return;
    }
    try {
      await create.mutateAsync({
        content: text.trim(),
        mediaPath: media?.path ?? null,
        mediaAlt: media && alt.trim() ? alt.trim() : null,
      });
      setText('');
      setAlt('');
      setAttachment(null);
      showToast(M.publishSuccess);
    } catch (error) {
      setFormError(inLanguage(errorMessage(error, M.publishFailed)));
    } finally {
      setPublishing(false);
    }
  };

  const uploading = attachment !== null && attachment.done === null;

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

        {attachment ? (
          <div className="composer__attachment">
            <img
              src={attachment.previewUrl}
              alt={t('composer.selectedImage', { name: attachment.name })}
            />
            <button
              type="button"
              className="composer__remove"
              onClick={removeImage}
              aria-label={t('composer.removeImage')}
            >
              <CloseIcon width={18} height={18} />
            </button>
            {uploading ? (
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
        ) : null}
        {attachment ? (
          <div className="composer__alt field">
            <label className="field__label" htmlFor={`${ids}-alt`}>
              {t('composer.describe')}
            </label>
            <input
              id={`${ids}-alt`}
              className="input"
              type="text"
              value={alt}
              maxLength={IMAGE_ALT_MAX}
              placeholder={t('composer.describePlaceholder')}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
          </div>
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
            onChange={onPickFile}
            aria-describedby={imageError ? imageErrorId : undefined}
          />
          <label className="composer__tool" htmlFor={`${ids}-file`} title={t('composer.addImage')}>
            <ImageIcon className="composer__tool-icon" />
            <span className="visually-hidden">{t('composer.addImage')}</span>
          </label>
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
