import { Link } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import { useSessionStatus } from '../entities/session/session-status.ts';

/** Spec section 2: the logo goes to /dashboard when signed in and to / otherwise. */
export function LogoLink() {
  const isSignedIn = useSessionStatus().status === 'signed-in';
  const to = isSignedIn ? '/dashboard' : '/';
  return (
    <Link
      to={to}
      className="logo-link"
      aria-label={isSignedIn ? 'Lorien, home feed' : 'Lorien, home'}
    >
      <Logo />
    </Link>
  );
}
