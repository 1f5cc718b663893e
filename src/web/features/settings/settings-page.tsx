import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <ComingTogether
      title="Settings"
      summary="Control your profile, notifications, safety, privacy and data, invites and experimental features."
      plans={[
        'Profile, notifications and safety preferences.',
        'Privacy & Data: consents, archive export and account deletion.',
        'Your invite code, and Labs for features still in testing.',
      ]}
      back={{ to: '/dashboard', label: 'Back to your feed' }}
    />
  );
}
