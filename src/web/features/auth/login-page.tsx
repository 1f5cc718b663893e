import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { normalizeEmail } from '../../../shared/validation/email.ts';
import { authNs } from '../../i18n/ns/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ArrowLeftIcon, ClockIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { publishSession, useSessionStatus } from '../../entities/session/session-status.ts';
import { useBotCheck } from '../../lib/use-bot-check.ts';
import { loadContractsAfterPaint, requestPasswordReset, signIn } from './signup-api.ts';
import { authErrorMessage, errorField, isAbortError, useShowMessage } from './auth-errors.ts';
import { AuthShell, AuthSubmitButton } from './auth-shell.tsx';
import { emailProblem, firstErrorField, safeNextPath } from './auth-validation.ts';
import type { FieldErrors } from './auth-validation.ts';

type Mode = 'signin' | 'reset' | 'sent';

const resetLinkHours = PASSWORD_RESET_LINK_LIFETIME_MS / 3_600_000;

/** "1 hour" in the interface language (with a no-break space). */
function useResetLinkLifetime(): string {
  const { t } = useTranslation(authNs);
  return t('reset.lifetime', { count: resetLinkHours });
}

const SIGNIN_FIELDS = ['email', 'password'] as const;
type SigninField = (typeof SIGNIN_FIELDS)[number];
const SIGNIN_IDS: Record<SigninField, string> = {
  email: 'signin-email',
  password: 'signin-password',
};
const RESET_EMAIL_ID = 'reset-email';

function signinProblems(values: Record<SigninField, string>): FieldErrors<SigninField> {
  const errors: FieldErrors<SigninField> = {};
  const email = emailProblem(values.email, {
    required: MESSAGES.emailRequired,
    invalid: MESSAGES.invalidEmail,
  });
  if (email) errors.email = email;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

function resetEmailProblem(email: string): string | null {
  return emailProblem(email, {
    required: MESSAGES.resetEmailRequired,
    invalid: MESSAGES.resetEmailInvalid,
  });
}

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
}

function SignInForm({ email, onEmailChange, onForgot }: SignInFormProps) {
  const { t } = useTranslation(authNs);
  const show = useShowMessage();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SigninField>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const recheck = (next: Record<SigninField, string>, field: SigninField) =>
    setErrors((current) => {
      const updated = { ...current };
      const problem = attempted ? signinProblems(next)[field] : undefined;
      if (problem) updated[field] = problem;
      else delete updated[field];
      return updated;
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    setAttempted(true);
    const problems = signinProblems({ email, password });
    const first = firstErrorField(problems, SIGNIN_FIELDS);
    if (first) {
      flushSync(() => setErrors(problems));
      document.getElementById(SIGNIN_IDS[first])?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await signIn({ email: normalizeEmail(email), password });
      // Signed in: the page re-renders as a redirect to where the member was going; the query
      // cache, if loaded, follows the status store (app/providers.tsx), as after a sign-up.
      publishSession(user);
    } catch (error) {
      if (isAbortError(error)) return;
      setSubmitting(false);
      const message = authErrorMessage(error, MESSAGES.loginFailed);
      const field = errorField(error, SIGNIN_FIELDS);
      if (field) {
        flushSync(() => setErrors({ [field]: message }));
        document.getElementById(SIGNIN_IDS[field])?.focus();
      } else {
        setGeneralError(message);
      }
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={show(generalError)} />
      <TextField
        id={SIGNIN_IDS.email}
        label={t('signin.email')}
        type="email"
        value={email}
        onValueChange={(value) => {
          onEmailChange(value);
          recheck({ email: value, password }, 'email');
        }}
        error={show(errors.email)}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <div className="auth-form__password">
        <TextField
          id={SIGNIN_IDS.password}
          label={t('signin.password')}
          type="password"
          revealable
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            recheck({ email, password: value }, 'password');
          }}
          error={show(errors.password)}
          autoComplete="current-password"
          required
        />
        <p className="auth-form__forgot">
          <button type="button" className="link-button" onClick={onForgot}>
            {t('signin.forgot')}
          </button>
        </p>
      </div>
      <AuthSubmitButton busy={submitting}>
        {submitting ? t('signin.submitting') : t('signin.submit')}
      </AuthSubmitButton>
    </form>
  );
}

interface ResetFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  onBack: () => void;
}

function ResetRequestForm({ email, onEmailChange, onSent, onBack }: ResetFormProps) {
  const bot = useBotCheck();
  const { t } = useTranslation(authNs);
  const show = useShowMessage();
  const [error, setError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const { prepare } = bot;
  useEffect(() => prepare(), [prepare]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    setAttempted(true);
    const problem = resetEmailProblem(email);
    if (problem) {
      flushSync(() => setError(problem));
      document.getElementById(RESET_EMAIL_ID)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const normalized = normalizeEmail(email);
      const altcha = await bot.take();
      await requestPasswordReset({ email: normalized, altcha });
      onSent(normalized);
    } catch (failure) {
      if (isAbortError(failure)) return;
      setSubmitting(false);
      bot.prepare();
      const message = authErrorMessage(failure, MESSAGES.resetFailed);
      if (errorField(failure, ['email'] as const)) {
        flushSync(() => setError(message));
        document.getElementById(RESET_EMAIL_ID)?.focus();
      } else {
        setGeneralError(message);
      }
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={show(generalError)} />
      <TextField
        id={RESET_EMAIL_ID}
        label={t('reset.email')}
        type="email"
        value={email}
        onValueChange={(value) => {
          onEmailChange(value);
          setError(attempted ? resetEmailProblem(value) : null);
        }}
        error={show(error)}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <AuthSubmitButton busy={submitting}>
        {submitting ? t('reset.submitting') : t('reset.submit')}
      </AuthSubmitButton>
      <p>
        <button type="button" className="auth-back" onClick={onBack}>
          <ArrowLeftIcon width={16} height={16} />
          {t('reset.back')}
        </button>
      </p>
    </form>
  );
}

function ResetSent({
  email,
  onBack,
  onResend,
}: {
  email: string;
  onBack: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation(authNs);
  const lifetime = useResetLinkLifetime();
  return (
    <div className="auth-done">
      <span className="auth-done__icon" aria-hidden="true">
        <ClockIcon />
      </span>
      <p>
        <Trans
          t={t}
          i18nKey="reset.sentBody"
          values={{ email, lifetime }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p className="muted">
        <Trans
          t={t}
          i18nKey="reset.sentSpam"
          components={{
            resend: <button type="button" className="link-button" onClick={onResend} />,
          }}
        />
      </p>
      <Button variant="primary" size="lg" block onClick={onBack}>
        {t('reset.back')}
      </Button>
    </div>
  );
}

const TITLE_KEYS = {
  signin: { title: 'signin.title', description: 'signin.description' },
  reset: { title: 'reset.title', description: 'reset.description' },
  sent: { title: 'reset.sentTitle', description: 'reset.sentDescription' },
} as const satisfies Record<Mode, { title: string; description: string }>;

export function Component() {
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get('next')) ?? '/dashboard';
  const isSignedIn = useSessionStatus().status === 'signed-in';
  const { t } = useTranslation(authNs);
  const lifetime = useResetLinkLifetime();
  const [mode, setMode] = useState<Mode>(searchParams.get('reset') === '1' ? 'reset' : 'signin');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');

  // The form paints without zod; its contracts download right after (signup-api.ts).
  useEffect(() => loadContractsAfterPaint(), []);

  // Swapping forms is a new view in the same page: move focus to its title, as a navigation does.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('[data-page-title]')?.focus();
  }, [mode]);

  if (isSignedIn) return <Navigate to={destination} replace />;

  const keys = TITLE_KEYS[mode];
  return (
    <AuthShell
      title={t(keys.title)}
      documentTitle={mode === 'signin' ? t('signin.title') : t('reset.title')}
      eyebrow={mode === 'signin' ? t('signin.eyebrow') : t('reset.eyebrow')}
      description={<p>{t(keys.description, { lifetime })}</p>}
      footer={
        <p>
          <Trans t={t} i18nKey="signin.footer" components={{ a: <Link to="/signup" /> }} />
        </p>
      }
    >
      {mode === 'signin' ? (
        <SignInForm email={email} onEmailChange={setEmail} onForgot={() => setMode('reset')} />
      ) : null}
      {mode === 'reset' ? (
        <ResetRequestForm
          email={email}
          onEmailChange={setEmail}
          onBack={() => setMode('signin')}
          onSent={(to) => {
            setSentTo(to);
            setMode('sent');
          }}
        />
      ) : null}
      {mode === 'sent' ? (
        <ResetSent
          email={sentTo}
          onBack={() => setMode('signin')}
          onResend={() => setMode('reset')}
        />
      ) : null}
    </AuthShell>
  );
}
