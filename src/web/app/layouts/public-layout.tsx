import { Outlet } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSessionStatus } from '../../entities/session/session-status.ts';
import { LogoLink } from '../logo-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import './public-layout.css';

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
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
