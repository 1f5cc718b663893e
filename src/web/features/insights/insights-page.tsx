import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <ComingTogether
      title="Insights"
      summary="The emotional shape of what you share: which moods come up, how varied they are, and how steady your rhythm is."
      plans={[
        'Your mix of moods across eight emotions.',
        'Diversity and posting cadence scores, explained.',
      ]}
      back={{ to: '/dashboard', label: 'Back to your feed' }}
    />
  );
}
