import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { commonNs } from '../../i18n/ns/common.ts';
import { isApiError } from '../../lib/api-client.ts';
import {
  adminClient,
  loadStoredCredentials,
  storeCredentials,
  type AdminCredentials,
} from './admin-api.ts';
import { AdminDashboard } from './admin-dashboard.tsx';
import './admin-page.css';

/** Served at /admin and /lorien/admin. Separate chrome: the administrator has their own login. */
export function Component() {
  const [credentials, setCredentials] = useState<AdminCredentials | null>(loadStoredCredentials);
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useTranslation(commonNs);

  const logIn = (next: AdminCredentials) => {
    storeCredentials(next);
    setNotice(null);
    setCredentials(next);
  };
  // Spec section 4: a 401 on any admin call logs out; Logout clears the stored credentials.
  const logOut = (message: string | null = null) => {
    storeCredentials(null);
    setNotice(message);
    setCredentials(null);
  };

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <div className="container admin-header__inner">
          <Link to="/" className="logo-link" aria-label={t('logo.home')}>
            <Logo />
          </Link>
          <div className="admin-header__end">
            <span className="badge">Administrator</span>
            {credentials ? (
              <button type="button" className="btn btn--sm admin-logout" onClick={() => logOut()}>
                Logout
              </button>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="container admin-main" tabIndex={-1}>
        {credentials ? (
          <AdminDashboard
            credentials={credentials}
            onUnauthorized={() => logOut(MESSAGES.adminLoginDenied)}
          />
        ) : (
          <AdminLogin notice={notice} onLoggedIn={logIn} />
        )}
      </main>
    </div>
  );
}

function AdminLogin({
  notice,
  onLoggedIn,
}: {
  notice: string | null;
  onLoggedIn: (credentials: AdminCredentials) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError(MESSAGES.adminCredentialsRequired);
      return;
    }
    setBusy(true);
    setError(null);
    const credentials = { username: username.trim(), password };
    try {
      // Spec section 7: the metrics call also tests the login.
      await adminClient(credentials).metrics();
      onLoggedIn(credentials);
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure) && failure.status === 401) setError(MESSAGES.adminLoginDenied);
      // Too many attempts, or no administrator configured on this server: the server's words.
      else if (isApiError(failure) && (failure.status === 429 || failure.status === 503))
        setError(failure.message);
      else setError(MESSAGES.adminLoginFailed);
    }
  };

  return (
    <section className="card admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className="admin-login__title">
        {MESSAGES.adminLoginTitle}
      </h1>
      <p className="muted">Metrics, moderation and member management for Lorien’s team.</p>
      <form className="admin-login__form" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={error} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onValueChange={setUsername}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          onValueChange={setPassword}
        />
        <BusyButton type="submit" variant="primary" block busy={busy} busyLabel="Checking…">
          Login
        </BusyButton>
      </form>
    </section>
  );
}
