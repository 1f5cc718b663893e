import { useParams } from 'react-router';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <ComingTogether
      title="Post"
      summary="The full post with its author, topic tags and comments, and a few related posts to read next."
      back={{ to: '/dashboard', label: 'Back to your feed' }}
    >
      <p className="muted">
        Post <code>{id}</code>
      </p>
    </ComingTogether>
  );
}
