import { Link } from 'react-router';
import { INVITE_LIFETIME_HOURS } from '../../../shared/constants.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <div className="container public-page">
      <ComingTogether
        eyebrow="Private beta"
        title="Join Lorien"
        documentTitle="Sign up"
        summary={`A private-beta invite is required to join. Invite codes refresh every ${INVITE_LIFETIME_HOURS} hours, so use yours soon after you receive it.`}
        plans={[
          'A short form: your name, a username, email and password.',
          'The invite code a member shared with you.',
          'Straight into your feed as soon as your account is ready.',
        ]}
        back={{ to: '/', label: 'Back to the home page' }}
      >
        <p className="muted">
          Already a member? <Link to="/login">Sign in</Link>.
        </p>
      </ComingTogether>
    </div>
  );
}
