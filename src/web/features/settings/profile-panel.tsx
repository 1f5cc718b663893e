import { useState } from 'react';
import type { FormEvent } from 'react';
import { emailChangeSent, MESSAGES } from '../../../shared/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { LockIcon, MailIcon, ProfileIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NewPasswordField, TextField } from '../../components/ui/text-field.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { EditProfileForm } from '../../entities/profile/edit-profile-form.tsx';
import { useProfile } from '../../entities/profile/profile-api.ts';
import type { SessionUser } from '../../entities/session/use-session.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useChangeEmail, useChangePassword } from './settings-api.ts';

function ProfileFields({ user }: { user: SessionUser }) {
  const profile = useProfile(user.id);
  return (
    <section className="settings-card card" aria-labelledby="profile-fields-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <ProfileIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="profile-fields-heading" className="settings-card__title">
          Your profile
        </h3>
        <p className="muted">The same details as Edit Profile on your profile page.</p>
        {profile.data ? (
          <EditProfileForm profile={profile.data.profile} />
        ) : profile.isError ? (
          <LoadError
            message={MESSAGES.profileUpdateFailed}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <p className="muted" role="status">
            Loading your profile…
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found: typeof errors = {};
    if (!current) found.currentPassword = MESSAGES.passwordRequired;
    if (!next) found.newPassword = MESSAGES.passwordRequired;
    else if (next.length < PASSWORD_MIN_LENGTH) found.newPassword = MESSAGES.passwordTooShort;
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
              ? `Password changed. ${otherSessionsEnded} other session${otherSessionsEnded === 1 ? '' : 's'} signed out.`
              : 'Password changed.',
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
      ? errorMessage(change.error, MESSAGES.internalError)
      : null;

  return (
    <section className="settings-card card" aria-labelledby="password-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <form className="settings-card__body settings-form" noValidate onSubmit={onSubmit}>
        <h3 id="password-heading" className="settings-card__title">
          Change password
        </h3>
        <p className="muted">Your other sessions are signed out; this one stays.</p>
        <FormAlert message={general} />
        <TextField
          label="Current password"
          type="password"
          revealable
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
          error={errors.currentPassword}
        />
        <NewPasswordField
          label="New password"
          value={next}
          onValueChange={setNext}
          error={errors.newPassword}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <div className="settings-card__actions">
          <BusyButton type="submit" variant="primary" busy={change.isPending} busyLabel="Saving…">
            Change password
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found: typeof errors = {};
    if (!email.trim()) found.email = MESSAGES.emailRequired;
    if (!password) found.password = MESSAGES.passwordRequired;
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
      ? errorMessage(change.error, MESSAGES.internalError)
      : null;

  return (
    <section className="settings-card card" aria-labelledby="email-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MailIcon />
      </div>
      <form className="settings-card__body settings-form" noValidate onSubmit={onSubmit}>
        <h3 id="email-heading" className="settings-card__title">
          Change email
        </h3>
        <p className="muted">
          You sign in with <strong>{user.email}</strong>. Your password confirms the change.
        </p>
        <FormAlert message={general} />
        {sentTo ? (
          <p className="settings-card__status" role="status">
            {emailChangeSent(sentTo)}
          </p>
        ) : null}
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          revealable
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <div className="settings-card__actions">
          <BusyButton type="submit" variant="primary" busy={change.isPending} busyLabel="Saving…">
            Change email
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
