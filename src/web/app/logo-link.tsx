import { Link } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import { useSession } from '../features/auth/use-session.ts';

/** Spec section 2: the logo goes to /dashboard when signed in and to / otherwise. */
export function LogoLink() {
  const { isSignedIn } = useSession();
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
