import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLOR } from '../../../shared/constants.ts';
import type { ProfileView } from '../../../shared/api/social.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { imageFileProblem } from '../../lib/upload.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { profileNs } from '../../i18n/ns/profile.ts';
import { useProfileImage, type ProfileImageKind } from './profile-api.ts';
import './profile-images.css';

/**
 * Settings › Profile: the profile photo and the header image. A chosen file is sent at once;
 * the server crops it (a centred square, a centred 3:1 banner) and the preview shows the result.
 */
export function ProfileImagesForm({ profile }: { profile: ProfileView }) {
  return (
    <div className="profile-images">
      <ProfileImageField kind="header" profile={profile} />
      <ProfileImageField kind="avatar" profile={profile} />
    </div>
  );
}

function ProfileImageField({ kind, profile }: { kind: ProfileImageKind; profile: ProfileView }) {
  const { t } = useTranslation(profileNs);
  const language = useLanguage();
  const M = useMessages();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const image = useProfileImage(profile.id, kind);
  const current = kind === 'avatar' ? profile.avatarUrl : profile.headerUrl;
  const labels = kind === 'avatar' ? 'images.photo' : 'images.header';
  const busy = image.upload.isPending || image.remove.isPending;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) {
      // Client-side checks return the English message; show it in the interface language.
      setProblem(translateMessage(local, language));
      return;
    }
    setProblem(null);
    image.upload.mutate(file, {
      onSuccess: () => showToast(t(`${labels}.saved`)),
      onError: (error) =>
        setProblem(translateMessage(errorMessage(error, M.imageUnreadable), language)),
    });
  };

  const onRemove = () => {
    setProblem(null);
    image.remove.mutate(undefined, {
      onSuccess: () => showToast(t(`${labels}.removed`)),
      onError: (error) =>
        setProblem(translateMessage(errorMessage(error, M.imageUnreadable), language)),
    });
  };

  const inputId = `profile-image-${kind}`;
  return (
    <section
      className={`profile-image profile-image--${kind}`}
      aria-labelledby={`${inputId}-title`}
    >
      <h4 id={`${inputId}-title`} className="profile-image__title">
        {t(`${labels}.title`)}
      </h4>
      <p className="muted profile-image__hint" id={`${inputId}-hint`}>
        {t(`${labels}.hint`)}
      </p>
      <div className="profile-image__preview">
        {kind === 'avatar' ? (
          <Avatar
            name={profile.displayName}
            seed={profile.id}
            color={profile.themeColor === DEFAULT_THEME_COLOR ? undefined : profile.themeColor}
            src={current}
            size="xl"
          />
        ) : current ? (
          <img className="profile-image__header" src={current} alt={t('images.header.alt')} />
        ) : (
          <div className="profile-image__header profile-image__header--empty">
            {t('images.header.none')}
          </div>
        )}
      </div>
      <div className="profile-image__actions">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="visually-hidden"
          tabIndex={-1}
          aria-describedby={`${inputId}-hint`}
          aria-label={t(`${labels}.choose`)}
          onChange={onChoose}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onClick={() => input.current?.click()}
        >
          {image.upload.isPending
            ? t('images.uploading')
            : current
              ? t(`${labels}.replace`)
              : t(`${labels}.choose`)}
        </Button>
        {current ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
            {image.remove.isPending ? t('images.removing') : t(`${labels}.remove`)}
          </Button>
        ) : null}
      </div>
      <FormAlert message={problem} />
    </section>
  );
}
