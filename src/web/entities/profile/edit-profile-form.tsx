// Edit Profile's fields and rules, shared by the profile page's dialog and Settings > Profile.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ProfileView, UpdateProfileRequest } from '../../../shared/api/social.ts';
import { PROFILE_LIMITS, TAGS_MAX } from '../../../shared/constants.ts';
import { translateMessage } from '../../i18n/messages.ts';
import {
  displayNameOrFallback,
  normalizeHandle,
  normalizeThemeColor,
  parseTags,
} from '../../../shared/validation/profile.ts';
import { nameProblem } from '../../../shared/validation/unicode.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { profileNs } from '../../i18n/ns/profile.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useUpdateProfile } from './profile-api.ts';
import './edit-profile-form.css';

type Field = keyof UpdateProfileRequest;

interface Values {
  displayName: string;
  handle: string;
  headline: string;
  bio: string;
  location: string;
  themeColor: string;
  tags: string;
}

function valuesOf(profile: ProfileView): Values {
  return {
    displayName: profile.displayName,
    handle: profile.handle,
    headline: profile.headline ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    themeColor: profile.themeColor,
    tags: profile.tags.join(', '),
  };
}

/** `<input type="color">` speaks only #rrggbb. */
function pickerValue(color: string): string {
  const hex = normalizeThemeColor(color).slice(1);
  const six = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex.slice(0, 6);
  return `#${six}`;
}

export interface EditProfileFormProps {
  profile: ProfileView;
  /** Called after a successful save (the dialog closes). */
  onSaved?: () => void;
  /** Shows a Cancel button (the dialog); the Settings panel has none. */
  onCancel?: () => void;
}

/** Edit Profile's form: one component for the dialog and Settings > Profile. */
export function EditProfileForm({ profile, onSaved, onCancel }: EditProfileFormProps) {
  const ids = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateProfile(profile.id);
  const { t } = useTranslation(profileNs);
  const M = useMessages();
  const language = useLanguage();
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** What every text field of the form shares: its id, value, change handler and error. */
  const bind = (field: Field) => ({
    id: `${ids}-${field}`,
    value: values[field],
    onValueChange: set(field),
    error: fieldErrors[field],
  });

  // Live previews, computed by the same rules the server applies.
  const handlePreview = normalizeHandle(values.handle, profile.handle);
  const namePreview = displayNameOrFallback(values.displayName, profile.displayName);
  const colorPreview = normalizeThemeColor(values.themeColor);
  const tags = parseTags(values.tags);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    update.reset();
    const nameError = nameProblem(values.displayName);
    if (nameError) {
      setFieldErrors({ displayName: translateMessage(nameError, language) });
      document.getElementById(`${ids}-displayName`)?.focus();
      return;
    }
    setFieldErrors({});
    update.mutate(values, {
      onSuccess: () => {
        showToast(M.profileUpdated);
        onSaved?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.field && error.field in values) {
          setFieldErrors({ [error.field]: error.message });
          document.getElementById(`${ids}-${error.field}`)?.focus();
        }
      },
    });
  };

  const generalError =
    update.isError && !(isApiError(update.error) && update.error.field)
      ? errorMessage(update.error, M.profileUpdateFailed)
      : null;

  return (
    <form className="edit-profile" noValidate onSubmit={onSubmit}>
      <FormAlert message={generalError} />
      <div className="edit-profile__pair">
        <TextField
          {...bind('displayName')}
          label={t('edit.displayName')}
          maxLength={PROFILE_LIMITS.displayName}
          autoComplete="name"
          hint={
            values.displayName.trim() ? undefined : t('edit.displayNameHint', { name: namePreview })
          }
        />
        <TextField
          {...bind('handle')}
          label={t('edit.handle')}
          maxLength={PROFILE_LIMITS.handle * 2}
          autoComplete="off"
          spellCheck={false}
          hint={
            <Trans
              t={t}
              i18nKey="edit.handleHint"
              values={{ handle: handlePreview }}
              components={{ strong: <strong className="edit-profile__handle" /> }}
            />
          }
        />
      </div>
      <TextField
        {...bind('headline')}
        label={t('edit.headline')}
        maxLength={PROFILE_LIMITS.headline}
        placeholder={t('edit.headlinePlaceholder')}
      />
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={`${ids}-bio`}>
            {t('edit.bio')}
          </label>
          <CharCounter
            id={`${ids}-bio-count`}
            length={values.bio.length}
            max={PROFILE_LIMITS.bio}
          />
        </div>
        <textarea
          id={`${ids}-bio`}
          className="textarea edit-profile__bio"
          value={values.bio}
          onChange={(event) => set('bio')(event.currentTarget.value)}
          maxLength={PROFILE_LIMITS.bio}
          rows={3}
          aria-describedby={`${ids}-bio-count`}
          aria-invalid={fieldErrors.bio ? true : undefined}
        />
        {fieldErrors.bio ? <p className="field__error">{fieldErrors.bio}</p> : null}
      </div>
      <div className="edit-profile__pair">
        <TextField
          {...bind('location')}
          label={t('edit.location')}
          maxLength={PROFILE_LIMITS.location}
          autoComplete="address-level2"
        />
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-themeColor`}>
            {t('edit.themeColour')}
          </label>
          <div className="edit-profile__color">
            <input
              className="edit-profile__picker"
              type="color"
              value={pickerValue(values.themeColor)}
              onChange={(event) => set('themeColor')(event.currentTarget.value)}
              aria-label={t('edit.pickColour')}
            />
            <input
              id={`${ids}-themeColor`}
              className="input edit-profile__hex"
              value={values.themeColor}
              onChange={(event) => set('themeColor')(event.currentTarget.value)}
              maxLength={16}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${ids}-themeColor-hint`}
              aria-invalid={fieldErrors.themeColor ? true : undefined}
            />
          </div>
          <p id={`${ids}-themeColor-hint`} className="field__hint">
            {t('edit.colourHint', { colour: colorPreview })}
          </p>
          {fieldErrors.themeColor ? <p className="field__error">{fieldErrors.themeColor}</p> : null}
        </div>
      </div>
      <TextField
        {...bind('tags')}
        label={t('edit.interests')}
        maxLength={PROFILE_LIMITS.tagsInput}
        placeholder={t('edit.interestsPlaceholder')}
        hint={t('edit.interestsHint', { max: TAGS_MAX })}
      />
      {tags.length > 0 ? (
        <ul className="profile-tags" role="list" aria-label={t('edit.interestsPreview')}>
          {tags.slice(0, TAGS_MAX).map((tag) => (
            <li key={tag} className="profile-tags__tag">
              {tag}
            </li>
          ))}
          {tags.length > TAGS_MAX ? (
            <li className="profile-tags__more">
              {t('edit.more', { count: tags.length - TAGS_MAX })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="dialog__actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
        ) : null}
        <BusyButton
          type="submit"
          variant="primary"
          busy={update.isPending}
          busyLabel={t('edit.saving')}
        >
          {t('edit.save')}
        </BusyButton>
      </div>
    </form>
  );
}
