import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageKey } from '../../../shared/messages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { adminNs } from '../../i18n/ns/admin.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
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
  const { t } = useTranslation(adminNs);
  const [credentials, setCredentials] = useState<AdminCredentials | null>(loadStoredCredentials);
  // A key, so the notice follows the interface language.
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const { t: tCommon } = useTranslation(commonNs);

  const logIn = (next: AdminCredentials) => {
    storeCredentials(next);
    setNotice(null);
    setCredentials(next);
  };
  // Spec section 4: a 401 on any admin call logs out; Logout clears the stored credentials.
  const logOut = (message: MessageKey | null = null) => {
    storeCredentials(null);
    setNotice(message);
    setCredentials(null);
  };

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <div className="container admin-header__inner">
          <Link to="/" className="logo-link" aria-label={tCommon('logo.home')}>
            <Logo />
          </Link>
          <div className="admin-header__end">
            <LanguageSwitch />
            <span className="badge admin-header__badge">{t('header.badge')}</span>
            {credentials ? (
              <button type="button" className="btn btn--sm admin-logout" onClick={() => logOut()}>
                {t('header.logout')}
              </button>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="container admin-main" tabIndex={-1}>
        {credentials ? (
          <AdminDashboard
            credentials={credentials}
            onUnauthorized={() => logOut('adminLoginDenied')}
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
  notice: MessageKey | null;
  onLoggedIn: (credentials: AdminCredentials) => void;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // Our messages by key (shown in the current language); the server's words as they came.
  const [error, setError] = useState<{ key: MessageKey } | { text: string } | null>(
    notice ? { key: notice } : null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError({ key: 'adminCredentialsRequired' });
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
      if (isApiError(failure) && failure.status === 401) setError({ key: 'adminLoginDenied' });
      // Too many attempts, or no administrator configured on this server: the server's words.
      else if (isApiError(failure) && (failure.status === 429 || failure.status === 503))
        setError({ text: failure.message });
      else setError({ key: 'adminLoginFailed' });
    }
  };

  return (
    <section className="card admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className="admin-login__title">
        {M.adminLoginTitle}
      </h1>
      <p className="muted">{t('login.intro')}</p>
      <form className="admin-login__form" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={error ? ('key' in error ? M[error.key] : error.text) : null} />
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onValueChange={setUsername}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          onValueChange={setPassword}
        />
        <BusyButton type="submit" variant="primary" block busy={busy} busyLabel={t('login.busy')}>
          {t('login.submit')}
        </BusyButton>
      </form>
    </section>
  );
}
