import { useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { useMessages } from '../../i18n/hooks.ts';
import { authNs } from '../../i18n/ns/auth.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AlertIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { NewPasswordField } from '../../components/ui/text-field.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { confirmPasswordReset } from './auth-api.ts';
import { authErrorMessage, errorField, isAbortError, useShowMessage } from './auth-errors.ts';
import { AuthShell, AuthSubmitButton } from './auth-shell.tsx';
import { confirmPasswordProblem, firstErrorField, newPasswordProblem } from './auth-validation.ts';
import type { FieldErrors } from './auth-validation.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const IDS: Record<Field, string> = {
  password: 'reset-new-password',
  confirmPassword: 'reset-confirm-password',
};

type Values = Record<Field, string>;

function problems(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const password = newPasswordProblem(values.password);
  if (password) errors.password = password;
  const confirmation = confirmPasswordProblem(values.password, values.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

/** The link to ask for a fresh reset email: the sign-in page, opened on its reset form. */
const REQUEST_NEW_LINK = '/login?reset=1';

function InvalidLink() {
  const { t } = useTranslation(authNs);
  const M = useMessages();
  return (
    <AuthShell
      title={t('newPassword.invalidTitle')}
      documentTitle={t('reset.title')}
      eyebrow={t('reset.eyebrow')}
    >
      <div className="auth-done">
        <span className="auth-done__icon auth-done__icon--danger" aria-hidden="true">
          <AlertIcon />
        </span>
        <p role="alert">{M.resetLinkInvalid}</p>
        <ButtonLink to={REQUEST_NEW_LINK} variant="primary" size="lg" block>
          {t('newPassword.requestNew')}
        </ButtonLink>
        <p className="muted">
          <Trans t={t} i18nKey="newPassword.remembered" components={{ a: <Link to="/login" /> }} />
        </p>
      </div>
    </AuthShell>
  );
}

function PasswordUpdated() {
  const { t } = useTranslation(authNs);
  const M = useMessages();
  return (
    <AuthShell
      title={t('newPassword.updatedTitle')}
      documentTitle={t('reset.title')}
      eyebrow={t('reset.eyebrow')}
    >
      <div className="auth-done">
        <span className="auth-done__icon auth-done__icon--success" aria-hidden="true">
          <ShieldIcon />
        </span>
        <p role="status">{M.passwordUpdated}</p>
        <ButtonLink to="/login" variant="primary" size="lg" block>
          {t('newPassword.signIn')}
        </ButtonLink>
      </div>
    </AuthShell>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { t } = useTranslation(authNs);
  const show = useShowMessage();
  const [values, setValues] = useState<Values>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<'form' | 'updated' | 'invalid'>('form');

  if (!token || outcome === 'invalid') return <InvalidLink />;
  if (outcome === 'updated') return <PasswordUpdated />;

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => {
      if (!attempted) {
        const { [field]: _cleared, ...rest } = current;
        return rest;
      }
      return problems(next);
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    setAttempted(true);
    const found = problems(values);
    const first = firstErrorField(found, FIELDS);
    if (first) {
      flushSync(() => setErrors(found));
      document.getElementById(IDS[first])?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await confirmPasswordReset({ token, password: values.password });
      setOutcome('updated');
    } catch (error) {
      if (isAbortError(error)) return;
      setSubmitting(false);
      if (isApiError(error) && error.code === 'reset_link_invalid') {
        setOutcome('invalid');
        return;
      }
      const message = authErrorMessage(error, MESSAGES.internalError);
      const field = errorField(error, FIELDS);
      if (field) {
        flushSync(() => setErrors({ [field]: message }));
        document.getElementById(IDS[field])?.focus();
      } else {
        setGeneralError(message);
      }
    }
  };

  return (
    <AuthShell
      title={t('newPassword.title')}
      documentTitle={t('reset.title')}
      eyebrow={t('reset.eyebrow')}
      description={<p>{t('newPassword.description')}</p>}
      footer={
        <p>
          <Trans t={t} i18nKey="newPassword.footer" components={{ a: <Link to="/login" /> }} />
        </p>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormAlert message={show(generalError)} />
        <NewPasswordField
          id={IDS.password}
          label={t('newPassword.password')}
          value={values.password}
          onValueChange={change('password')}
          error={show(errors.password)}
          hint={t('newPassword.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <NewPasswordField
          id={IDS.confirmPassword}
          label={t('newPassword.confirmPassword')}
          value={values.confirmPassword}
          onValueChange={change('confirmPassword')}
          error={show(errors.confirmPassword)}
        />
        <AuthSubmitButton busy={submitting}>
          {submitting ? t('newPassword.submitting') : t('newPassword.submit')}
        </AuthSubmitButton>
      </form>
    </AuthShell>
  );
}
