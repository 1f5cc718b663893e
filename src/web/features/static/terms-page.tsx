import { MINIMUM_AGE } from '../../../shared/constants.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <div className="container public-page">
      <ComingTogether
        eyebrow="Legal"
        title="Terms of Service"
        summary={`The rules of membership: who can join (you must be ${MINIMUM_AGE} or older), what you may post, and how we keep the community safe.`}
        back={{ to: '/', label: 'Back to the home page' }}
      />
    </div>
  );
}
