import { useParams } from 'react-router';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  const { uid = '' } = useParams();
  return (
    <ComingTogether
      title="Profile"
      summary="A member’s posts and saved items, with Follow, Message and Block, or Edit Profile on your own."
      back={{ to: '/dashboard', label: 'Back to your feed' }}
    >
      <p className="muted">
        Member <code>{uid}</code>
      </p>
    </ComingTogether>
  );
}
