import { Link } from 'react-router';
import { ComingTogether } from '../../components/ui/coming-together.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import './admin-page.css';

/** Served at /admin and /lorien/admin. Separate chrome: the admin has their own login. */
export function Component() {
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <div className="container admin-header__inner">
          <Link to="/" className="logo-link" aria-label="Lorien, home">
            <Logo />
          </Link>
          <span className="badge">Administrator</span>
        </div>
      </header>
      <main id="main" className="container admin-main" tabIndex={-1}>
        <ComingTogether
          eyebrow="Administration"
          title="Admin dashboard"
          summary="Metrics, growth and user management for Lorien’s administrator, behind a separate administrator login."
          plans={[
            'Growth, engagement and emotion-mix overviews for the last 7 days.',
            'System status, and a user table with ban, unban and delete.',
          ]}
          back={{ to: '/', label: 'Back to the home page' }}
        />
      </main>
    </div>
  );
}
