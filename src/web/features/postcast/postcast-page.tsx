import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <ComingTogether
      eyebrow="Coming soon"
      title="Postcast"
      summary="Postcast is a new way to catch up on Lorien. It is not ready yet; we will share more when it is."
      back={{ to: '/dashboard', label: 'Back to your feed' }}
    />
  );
}
