// The sign-up page renders without TanStack Query and zod (issue 16: it must paint as soon as the
// landing page). Who is signed in comes from the status store, the house's room from a plain
// request, and the zod contracts load with the first request, after the form is on screen.
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { SignupStatusResponse } from '../../../shared/api/accounts.ts';
import {
  INVITE_CODE_LENGTH,
  INVITE_LIFETIME_HOURS,
  MINIMUM_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { useMessages } from '../../i18n/hooks.ts';
import { authNs } from '../../i18n/ns/auth.ts';
import { normalizeEmail } from '../../../shared/validation/email.ts';
import { normalizeUsername, sanitizeUsernameInput } from '../../../shared/validation/username.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { DownloadIcon, ShieldIcon, SparkIcon, TicketIcon } from '../../components/ui/icons.tsx';
import { NewPasswordField, TextField } from '../../components/ui/text-field.tsx';
import { publishSession, useSessionStatus } from '../../entities/session/session-status.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBotCheck } from '../../lib/use-bot-check.ts';
import { fetchSignupStatus, signUp } from './signup-api.ts';
import { authErrorMessage, errorField, isAbortError, useShowMessage } from './auth-errors.ts';
import { AuthShell, AuthSubmitButton } from './auth-shell.tsx';
import {
  SIGNUP_CHECK_ORDER,
  firstErrorField,
  signupFieldProblem,
  validateSignup,
} from './auth-validation.ts';
import type { FieldErrors, SignupField, SignupValues } from './auth-validation.ts';

const FIELD_IDS: Record<SignupField, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  username: 'signup-username',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
  inviteCode: 'signup-invite-code',
};

const toUpper = (value: string) => value.toUpperCase();

function SignupAside() {
  const { t } = useTranslation(authNs);
  return (
    <aside className="auth-aside" aria-labelledby="signup-aside-title">
      <div className="auth-aside__head">
        <p className="eyebrow auth-aside__eyebrow">{t('aside.eyebrow')}</p>
        <h2 id="signup-aside-title" className="auth-aside__title">
          {t('aside.title')}
        </h2>
      </div>
      <ul className="auth-aside__list" role="list">
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <TicketIcon />
          </span>
          <p>
            <strong>{t('aside.freshTitle')}</strong>
            <span>{t('aside.freshBody', { hours: INVITE_LIFETIME_HOURS })}</span>
          </p>
        </li>
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <SparkIcon />
          </span>
          <p>
            <strong>{t('aside.moodTitle')}</strong>
            <span>{t('aside.moodBody')}</span>
          </p>
        </li>
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <ShieldIcon />
          </span>
          <p>
            <strong>{t('aside.calmTitle')}</strong>
            <span>{t('aside.calmBody')}</span>
          </p>
        </li>
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <DownloadIcon />
          </span>
          <p>
            <strong>{t('aside.dataTitle')}</strong>
            <span>{t('aside.dataBody')}</span>
          </p>
        </li>
      </ul>
    </aside>
  );
}

function focusField(field: SignupField) {
  document.getElementById(FIELD_IDS[field])?.focus();
}

type SignupStatus = { state: 'pending' } | { state: 'known'; data: SignupStatusResponse | null };

/**
 * Whether the house has room, asked once when the page opens and again on `refresh`. A failed
 * request counts as known with no answer (the form stays usable; the server decides on submit).
 */
function useSignupStatus() {
  const [status, setStatus] = useState<SignupStatus>({ state: 'pending' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchSignupStatus(controller.signal).then(
      (data) => setStatus({ state: 'known', data }),
      () => {
        if (!controller.signal.aborted) setStatus({ state: 'known', data: null });
      },
    );
    return () => controller.abort();
  }, [asked]);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { status, refresh };
}

export function Component() {
  const [searchParams] = useSearchParams();
  const codeFromLink = (searchParams.get('code') ?? '').trim().toUpperCase();
  const sessionStatus = useSessionStatus();
  const isSignedIn = sessionStatus.status === 'signed-in';
  const { status, refresh: refreshStatus } = useSignupStatus();
  const bot = useBotCheck();
  const { t } = useTranslation(authNs);
  const M = useMessages();
  const show = useShowMessage();

  const [values, setValues] = useState<SignupValues>({
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    inviteCode: codeFromLink,
  });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The bot check normally finishes while the form is filled in; if not, say what is happening.
  const [checking, setChecking] = useState(false);

  const full = status.state === 'known' && status.data?.full === true;

  // Solve the bot check while the person fills the form, so submitting does not wait for it
  // (once we know there is room: a full house cannot sign up anyway).
  const { prepare } = bot;
  const statusKnown = status.state === 'known';
  useEffect(() => {
    if (statusKnown && !full) prepare();
  }, [statusKnown, full, prepare]);

  // A new member is welcomed first (issue 27: the first run); the feed comes after it.
  if (isSignedIn)
    return <Navigate to={sessionStatus.user?.welcomePending ? '/welcome' : '/dashboard'} replace />;

  const change = (field: SignupField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => {
      const updated = { ...current };
      // Before the first submit, only clear (a server message no longer applies once edited);
      // after it, re-check as the person types so errors disappear the moment they are fixed.
      const recheck = (f: SignupField) => {
        const problem = attempted ? signupFieldProblem(f, next) : null;
        if (problem) updated[f] = problem;
        else delete updated[f];
      };
      recheck(field);
      if (field === 'password' && (attempted || current.confirmPassword) && next.confirmPassword) {
        recheck('confirmPassword');
      }
      return updated;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || full) return;
    setGeneralError(null);
    setAttempted(true);

    const problems = validateSignup(values);
    const first = firstErrorField(problems, SIGNUP_CHECK_ORDER);
    if (first) {
      // Render the messages first, so the focused field is announced with its error.
      flushSync(() => setErrors(problems));
      focusField(first);
      return;
    }

    setErrors({});
    setSubmitting(true);
    const slow = setTimeout(() => setChecking(true), 1_500);
    try {
      const altcha = await bot.take().finally(() => {
        clearTimeout(slow);
        setChecking(false);
      });
      const user = await signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: normalizeUsername(values.username),
        email: normalizeEmail(values.email),
        password: values.password,
        inviteCode: values.inviteCode.trim().toUpperCase(),
        altcha,
      });
      // Signed in: the page re-renders as a redirect to the feed (the query cache follows).
      publishSession(user);
    } catch (error) {
      if (isAbortError(error)) return;
      setSubmitting(false);
      // Challenges are single-use: get the next one ready for the retry.
      bot.prepare();
      if (isApiError(error) && error.code === 'capacity_reached') refreshStatus();
      const message = authErrorMessage(error, MESSAGES.signupFailed);
      const field = errorField(error, SIGNUP_CHECK_ORDER);
      if (field) {
        flushSync(() => setErrors({ [field]: message }));
        focusField(field);
      } else {
        setGeneralError(message);
      }
    }
  };

  const buttonLabel = full
    ? t('signup.full')
    : submitting
      ? t('signup.submitting')
      : t('signup.submit');

  return (
    <AuthShell
      title={t('signup.title')}
      documentTitle={t('signup.documentTitle')}
      eyebrow={t('signup.eyebrow')}
      wide
      description={<p>{t('signup.description', { hours: INVITE_LIFETIME_HOURS })}</p>}
      aside={<SignupAside />}
      footer={
        <p>
          <Trans t={t} i18nKey="signup.footer" components={{ a: <Link to="/login" /> }} />
        </p>
      }
    >
      {full ? (
        <div className="alert alert--warning" role="status">
          <p>{M.capacityReached}</p>
        </div>
      ) : null}

      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormAlert message={show(generalError)} />
        <div className="auth-form__row">
          <TextField
            id={FIELD_IDS.firstName}
            label={t('signup.firstName')}
            value={values.firstName}
            onValueChange={change('firstName')}
            error={show(errors.firstName)}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
          <TextField
            id={FIELD_IDS.lastName}
            label={t('signup.lastName')}
            value={values.lastName}
            onValueChange={change('lastName')}
            error={show(errors.lastName)}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
        </div>
        <TextField
          id={FIELD_IDS.username}
          label={t('signup.username')}
          value={values.username}
          onValueChange={change('username')}
          transform={sanitizeUsernameInput}
          error={show(errors.username)}
          hint={t('signup.usernameHint', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH })}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
        <TextField
          id={FIELD_IDS.email}
          label={t('signup.email')}
          type="email"
          value={values.email}
          onValueChange={change('email')}
          error={show(errors.email)}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <div className="auth-form__row">
          <NewPasswordField
            id={FIELD_IDS.password}
            label={t('signup.password')}
            value={values.password}
            onValueChange={change('password')}
            error={show(errors.password)}
            hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <NewPasswordField
            id={FIELD_IDS.confirmPassword}
            label={t('signup.confirmPassword')}
            value={values.confirmPassword}
            onValueChange={change('confirmPassword')}
            error={show(errors.confirmPassword)}
          />
        </div>
        <TextField
          id={FIELD_IDS.inviteCode}
          label={t('signup.inviteCode')}
          className="input--code"
          value={values.inviteCode}
          onValueChange={change('inviteCode')}
          transform={toUpper}
          error={show(errors.inviteCode)}
          hint={
            codeFromLink && values.inviteCode === codeFromLink
              ? t('signup.inviteHintFromLink')
              : t('signup.inviteHint', { length: INVITE_CODE_LENGTH })
          }
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          required
        />

        <p className="auth-legal">
          <Trans
            t={t}
            i18nKey="signup.legal"
            values={{ age: MINIMUM_AGE }}
            components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
          />
        </p>

        <AuthSubmitButton busy={submitting} disabled={full}>
          {buttonLabel}
        </AuthSubmitButton>
        {checking ? (
          <p className="auth-note" role="status">
            {t('signup.botSlow')}
          </p>
        ) : null}
        <p className="auth-note">
          <ShieldIcon width={16} height={16} />
          <span>{t('signup.botNote')}</span>
        </p>
      </form>
    </AuthShell>
  );
}
