// The sign-up page renders without TanStack Query and zod (issue 16: it must paint as soon as the
// landing page). Who is signed in comes from the status store, the house's room from a plain
// request, and the zod contracts load with the first request, after the form is on screen.
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
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
import { normalizeEmail } from '../../../shared/validation/email.ts';
import { normalizeUsername, sanitizeUsernameInput } from '../../../shared/validation/username.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { DownloadIcon, ShieldIcon, SparkIcon, TicketIcon } from '../../components/ui/icons.tsx';
import { NewPasswordField, TextField } from '../../components/ui/text-field.tsx';
import { publishSession, useSessionStatus } from '../../entities/session/session-status.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBotCheck } from '../../lib/use-bot-check.ts';
import { fetchSignupStatus, signUp } from './signup-api.ts';
import { authErrorMessage, errorField, isAbortError } from './auth-errors.ts';
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
  return (
    <aside className="auth-aside" aria-labelledby="signup-aside-title">
      <div className="auth-aside__head">
        <p className="eyebrow auth-aside__eyebrow">Private beta</p>
        <h2 id="signup-aside-title" className="auth-aside__title">
          Lorien grows by invitation
        </h2>
      </div>
      <ul className="auth-aside__list" role="list">
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <TicketIcon />
          </span>
          <p>
            <strong>Codes that stay fresh</strong>
            <span>
              Every member’s code refreshes every {INVITE_LIFETIME_HOURS} hours, so invitations stay
              personal.
            </span>
          </p>
        </li>
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <SparkIcon />
          </span>
          <p>
            <strong>A feed that meets your mood</strong>
            <span>
              Curated for how you feel and the hour you are in, with a reason on every card.
            </span>
          </p>
        </li>
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <ShieldIcon />
          </span>
          <p>
            <strong>Calmer by design</strong>
            <span>Hate speech and disinformation travel less far here.</span>
          </p>
        </li>
        <li className="auth-aside__item">
          <span className="auth-aside__icon" aria-hidden="true">
            <DownloadIcon />
          </span>
          <p>
            <strong>Your data stays yours</strong>
            <span>Download everything or delete your account from Settings, any time.</span>
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
  const isSignedIn = useSessionStatus().status === 'signed-in';
  const { status, refresh: refreshStatus } = useSignupStatus();
  const bot = useBotCheck();

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

  if (isSignedIn) return <Navigate to="/dashboard" replace />;

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
    ? 'Registration Full'
    : submitting
      ? 'Creating Account...'
      : 'Create Account';

  return (
    <AuthShell
      title="Join Lorien"
      documentTitle="Sign up"
      eyebrow="Private beta"
      wide
      description={
        <p>
          A private-beta invite is required to join. Invite codes refresh every{' '}
          {INVITE_LIFETIME_HOURS} hours, so use yours soon after you receive it.
        </p>
      }
      aside={<SignupAside />}
      footer={
        <p>
          Already a member? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {full ? (
        <div className="alert alert--warning" role="status">
          <p>{MESSAGES.capacityReached}</p>
        </div>
      ) : null}

      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormAlert message={generalError} />
        <div className="auth-form__row">
          <TextField
            id={FIELD_IDS.firstName}
            label="First name"
            value={values.firstName}
            onValueChange={change('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
          <TextField
            id={FIELD_IDS.lastName}
            label="Last name"
            value={values.lastName}
            onValueChange={change('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
        </div>
        <TextField
          id={FIELD_IDS.username}
          label="Username"
          value={values.username}
          onValueChange={change('username')}
          transform={sanitizeUsernameInput}
          error={errors.username}
          hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: lowercase letters, numbers, dots, dashes and underscores.`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          value={values.email}
          onValueChange={change('email')}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <div className="auth-form__row">
          <NewPasswordField
            id={FIELD_IDS.password}
            label="Password"
            value={values.password}
            onValueChange={change('password')}
            error={errors.password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <NewPasswordField
            id={FIELD_IDS.confirmPassword}
            label="Confirm password"
            value={values.confirmPassword}
            onValueChange={change('confirmPassword')}
            error={errors.confirmPassword}
          />
        </div>
        <TextField
          id={FIELD_IDS.inviteCode}
          label="Invite code"
          className="input--code"
          value={values.inviteCode}
          onValueChange={change('inviteCode')}
          transform={toUpper}
          error={errors.inviteCode}
          hint={
            codeFromLink && values.inviteCode === codeFromLink
              ? 'Filled in from your invite link.'
              : `The ${INVITE_CODE_LENGTH}-character code a member shared with you.`
          }
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          required
        />

        <p className="auth-legal">
          By creating an account you confirm you are at least {MINIMUM_AGE} and agree to the{' '}
          <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </p>

        <AuthSubmitButton busy={submitting} disabled={full}>
          {buttonLabel}
        </AuthSubmitButton>
        {checking ? (
          <p className="auth-note" role="status">
            Still checking that you are not a bot: this takes a few seconds on some devices.
          </p>
        ) : null}
        <p className="auth-note">
          <ShieldIcon width={16} height={16} />
          <span>
            Instead of a captcha, your browser solves a small puzzle in the background to show it is
            not a bot. Nothing is sent to anyone else.
          </span>
        </p>
      </form>
    </AuthShell>
  );
}
