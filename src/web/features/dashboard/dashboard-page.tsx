import { HOME_TIMELINE_PAGE } from '../../../shared/constants.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <ComingTogether
      title="Home"
      summary="Your feed, ranked for your mood and the hour you are in, with a reason on every card."
      plans={[
        'A composer for short posts with an optional image.',
        `Your timeline, ${HOME_TIMELINE_PAGE} posts at a time, and recent posts from people you follow.`,
        'A Mood Check that opens Today’s Highlight.',
        'Explore search, what is trending, and people you might like to follow.',
      ]}
      back={{ to: '/highlight', label: 'Open Today’s Highlight', forward: true }}
    />
  );
}
