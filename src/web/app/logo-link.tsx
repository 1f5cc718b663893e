import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import { useSessionStatus } from '../entities/session/session-status.ts';
import { commonNs } from '../i18n/ns/common.ts';

/** Spec section 2: the logo goes to /dashboard when signed in and to / otherwise. */
export function LogoLink() {
  const isSignedIn = useSessionStatus().status === 'signed-in';
  const { t } = useTranslation(commonNs);
  const to = isSignedIn ? '/dashboard' : '/';
  return (
    <Link to={to} className="logo-link" aria-label={t(isSignedIn ? 'logo.feed' : 'logo.home')}>
      <Logo />
    </Link>
  );
}
