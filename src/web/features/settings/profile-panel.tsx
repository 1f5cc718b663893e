import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formattersFor } from '../../i18n/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { LockIcon, MailIcon, ProfileIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NewPasswordField, TextField } from '../../components/ui/text-field.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { EditProfileForm } from '../../entities/profile/edit-profile-form.tsx';
import { useProfile } from '../../entities/profile/profile-api.ts';
import { ProfileImagesForm } from '../../entities/profile/profile-images.tsx';
import type { SessionUser } from '../../entities/session/use-session.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';
import { useChangeEmail, useChangePassword } from './settings-api.ts';

function ProfileFields({ user }: { user: SessionUser }) {
  const profile = useProfile(user.id);
  const { t } = useTranslation(settingsNs);
  const M = useMessages();
  return (
    <section className="settings-card card" aria-labelledby="profile-fields-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <ProfileIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="profile-fields-heading" className="settings-card__title">
          {t('profile.title')}
        </h3>
        <p className="muted">{t('profile.intro')}</p>
        {profile.data ? (
          <>
            <ProfileImagesForm profile={profile.data.profile} />
            <EditProfileForm profile={profile.data.profile} />
          </>
        ) : profile.isError ? (
          <LoadError message={M.profileUpdateFailed} onRetry={() => void profile.refetch()} />
        ) : (
          <p className="muted" role="status">
            {t('profile.loading')}
          </p>
        )}
      </div>
    </section>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});
  const change = useChangePassword();
  const { t } = useTranslation(settingsNs);
  const M = useMessages();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found: typeof errors = {};
    if (!current) found.currentPassword = M.passwordRequired;
    if (!next) found.newPassword = M.passwordRequired;
    else if (next.length < PASSWORD_MIN_LENGTH) found.newPassword = M.passwordTooShort;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: ({ otherSessionsEnded }) => {
          setCurrent('');
          setNext('');
          showToast(
            otherSessionsEnded > 0
              ? t('profile.password.changedSignedOut', { count: otherSessionsEnded })
              : t('profile.password.changed'),
          );
        },
        onError: (error) => {
          if (
            isApiError(error) &&
            (error.field === 'currentPassword' || error.field === 'newPassword')
          )
            setErrors({ [error.field]: error.message });
        },
      },
    );
  };
  const general =
    change.isError && !(isApiError(change.error) && change.error.field)
      ? errorMessage(change.error, M.internalError)
      : null;

  return (
    <section className="settings-card card" aria-labelledby="password-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <form className="settings-card__body settings-form" noValidate onSubmit={onSubmit}>
        <h3 id="password-heading" className="settings-card__title">
          {t('profile.password.title')}
        </h3>
        <p className="muted">{t('profile.password.intro')}</p>
        <FormAlert message={general} />
        <TextField
          label={t('profile.password.current')}
          type="password"
          revealable
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
          error={errors.currentPassword}
        />
        <NewPasswordField
          label={t('profile.password.new')}
          value={next}
          onValueChange={setNext}
          error={errors.newPassword}
          hint={t('profile.password.hint', { count: PASSWORD_MIN_LENGTH })}
        />
        <div className="settings-card__actions">
          <BusyButton
            type="submit"
            variant="primary"
            busy={change.isPending}
            busyLabel={t('profile.saving')}
          >
            {t('profile.password.submit')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

function EmailForm({ user }: { user: SessionUser }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const { t } = useTranslation(settingsNs);
  const { emailChangeSent } = formattersFor(useLanguage());
  const M = useMessages();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found: typeof errors = {};
    if (!email.trim()) found.email = M.emailRequired;
    if (!password) found.password = M.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { email, password },
      {
        onSuccess: (result) => {
          setEmail('');
          setPassword('');
          // The address changes only when the link sent to the new one is opened.
          setSentTo(result.pendingEmail);
          if (result.pendingEmail) showToast(emailChangeSent(result.pendingEmail));
        },
        onError: (error) => {
          if (isApiError(error) && (error.field === 'email' || error.field === 'password'))
            setErrors({ [error.field]: error.message });
        },
      },
    );
  };
  const general =
    change.isError && !(isApiError(change.error) && change.error.field)
      ? errorMessage(change.error, M.internalError)
      : null;

  return (
    <section className="settings-card card" aria-labelledby="email-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MailIcon />
      </div>
      <form className="settings-card__body settings-form" noValidate onSubmit={onSubmit}>
        <h3 id="email-heading" className="settings-card__title">
          {t('profile.email.title')}
        </h3>
        <p className="muted">
          <Trans
            t={t}
            i18nKey="profile.email.intro"
            values={{ email: user.email }}
            components={{ strong: <strong /> }}
          />
        </p>
        <FormAlert message={general} />
        {sentTo ? (
          <p className="settings-card__status" role="status">
            {emailChangeSent(sentTo)}
          </p>
        ) : null}
        <TextField
          label={t('profile.email.new')}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <TextField
          label={t('profile.email.password')}
          type="password"
          revealable
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <div className="settings-card__actions">
          <BusyButton
            type="submit"
            variant="primary"
            busy={change.isPending}
            busyLabel={t('profile.saving')}
          >
            {t('profile.email.submit')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

export function ProfilePanel({ user }: { user: SessionUser | null }) {
  if (!user) return null;
  return (
    <div className="settings-panel__stack">
      <ProfileFields user={user} />
      <PasswordForm />
      <EmailForm user={user} />
    </div>
  );
}
