import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSessionStatus } from '../../entities/session/session-status.ts';
import { LogoLink } from '../logo-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import './public-layout.css';

/** After an account deletion the SPA lands here with `{ accountDeleted: true }` (spec section 4). */
function AccountDeletedNotice() {
  const { state } = useLocation() as { state: { accountDeleted?: boolean } | null };
  const [dismissed, setDismissed] = useState(false);
  if (!state?.accountDeleted || dismissed) return null;
  return (
    <div className="container public-notice" role="status">
      <p>{MESSAGES.accountDeleted}</p>
      <button type="button" className="public-notice__close" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}

/** The shell of the landing, auth and static pages: top bar, content, footer. */
export function Component() {
  const isSignedIn = useSessionStatus().status === 'signed-in';
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="public-header">
        <div className="container public-header__inner">
          <LogoLink />
          <nav className="public-header__actions" aria-label="Account">
            {isSignedIn ? (
              <ButtonLink to="/dashboard" variant="primary" size="sm">
                Open your feed
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost" size="sm">
                  Sign in
                </ButtonLink>
                <ButtonLink to="/signup" variant="primary" size="sm">
                  Get In Now
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
