import { Link } from 'react-router';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

const resetHours = PASSWORD_RESET_LINK_LIFETIME_MS / 3_600_000;

export function Component() {
  return (
    <div className="container public-page">
      <ComingTogether
        eyebrow="Welcome back"
        title="Sign in"
        summary="Sign in with your email and password to get back to your feed."
        plans={[
          'Email and password sign-in.',
          `A “Forgot password?” link that emails you a reset link, valid for ${resetHours} hour.`,
        ]}
        back={{ to: '/', label: 'Back to the home page' }}
      >
        <p className="muted">
          New to Lorien? <Link to="/signup">Join with an invite code</Link>.
        </p>
      </ComingTogether>
    </div>
  );
}
