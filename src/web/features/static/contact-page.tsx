import { CONTACT_RESPONSE_TIME } from '../../../shared/constants.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <div className="container public-page">
      <ComingTogether
        eyebrow="Get in touch"
        title="Contact"
        summary={`Questions, feedback, partnerships or press: write to the Lorien team. We reply within ${CONTACT_RESPONSE_TIME}.`}
        plans={[
          'Direct contacts for support, business and press, based in Istanbul.',
          'A message form with a subject for each kind of request.',
          'Answers to the questions we hear most.',
        ]}
        back={{ to: '/', label: 'Back to the home page' }}
      />
    </div>
  );
}
