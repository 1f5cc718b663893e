import { PASSWORD_RESET_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

const resetHours = PASSWORD_RESET_LINK_LIFETIME_MS / 3_600_000;

export function Component() {
  return (
    <div className="container public-page">
      <ComingTogether
        eyebrow="Account"
        title="Reset your password"
        summary={`Choose a new password from the link we emailed you. Reset links expire after ${resetHours} hour.`}
        back={{ to: '/login', label: 'Back to sign in' }}
      />
    </div>
  );
}
