import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSessionStatus } from '../../entities/session/session-status.ts';
import { LogoLink } from '../logo-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { commonNs } from '../../i18n/ns/common.ts';
import './public-layout.css';

/** After an account deletion the SPA lands here with `{ accountDeleted: true }` (spec section 4). */
function AccountDeletedNotice() {
  const { state } = useLocation() as { state: { accountDeleted?: boolean } | null };
  const [dismissed, setDismissed] = useState(false);
  const M = useMessages();
  const { t } = useTranslation(commonNs);
  if (!state?.accountDeleted || dismissed) return null;
  return (
    <div className="container public-notice" role="status">
      <p>{M.accountDeleted}</p>
      <button type="button" className="public-notice__close" onClick={() => setDismissed(true)}>
        {t('dismiss')}
      </button>
    </div>
  );
}

/** The shell of the landing, auth and static pages: top bar, content, footer. */
export function Component() {
  const isSignedIn = useSessionStatus().status === 'signed-in';
  const { t } = useTranslation(commonNs);
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="public-header">
        <div className="container public-header__inner">
          <LogoLink />
          <LanguageSwitch className="public-header__language" />
          <nav className="public-header__actions" aria-label={t('publicHeader.navLabel')}>
            {isSignedIn ? (
              <ButtonLink to="/dashboard" variant="primary" size="sm">
                {t('publicHeader.openFeed')}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost" size="sm">
                  {t('publicHeader.signIn')}
                </ButtonLink>
                <ButtonLink to="/signup" variant="primary" size="sm">
                  {t('publicHeader.getIn')}
                </ButtonLink>
              </>
            )}
          </nav>
        </div>
      </header>
      <AccountDeletedNotice />
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
