import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <ComingTogether
      title="Inbox"
      summary="Your notifications and direct-message threads in one place, with an unread count for each conversation."
      plans={[
        'Notifications about your posts and your people.',
        'Direct messages with text and images, one thread per person.',
      ]}
      back={{ to: '/dashboard', label: 'Back to your feed' }}
    />
  );
}
