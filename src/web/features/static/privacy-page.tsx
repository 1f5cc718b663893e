import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <div className="container public-page">
      <ComingTogether
        eyebrow="Legal"
        title="Privacy Policy"
        summary="What Lorien collects, why, who can see it, and how you export or delete it."
        plans={[
          'The data we keep about you and your posts, and for how long.',
          'How emotion signals are used, and the consents that switch them off.',
          'Exporting your archive and deleting your account for good.',
        ]}
        back={{ to: '/', label: 'Back to the home page' }}
      />
    </div>
  );
}
