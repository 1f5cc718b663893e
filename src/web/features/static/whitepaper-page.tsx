import { Link } from 'react-router';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <div className="container public-page">
      <nav className="doc-nav" aria-label="Whitepaper">
        <Link to="/">Home</Link>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms</Link>
      </nav>
      <ComingTogether
        eyebrow="How Lorien works"
        title="Whitepaper"
        summary="How Lorien ranks what you see: the emotion model, circadian blending, safety throttling and the explanation on every card."
        plans={[
          'The eight-dimension emotion model and how your state blends with the hour.',
          'Ranking: freshness, engagement, relevance and the safety multiplier.',
          'Data ownership: per-member data, export and deletion.',
        ]}
        back={{ to: '/', label: 'Back to the home page' }}
      />
    </div>
  );
}
