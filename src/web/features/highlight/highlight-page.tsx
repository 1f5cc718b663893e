import { HIGHLIGHT_SHOWN } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ComingTogether } from '../../components/ui/coming-together.tsx';

export function Component() {
  return (
    <ComingTogether
      title={MESSAGES.highlightTitle}
      summary={MESSAGES.highlightSubtitle}
      plans={[
        `The ${HIGHLIGHT_SHOWN} posts that resonate most today, each with its topics and views.`,
      ]}
      back={{ to: '/dashboard', label: MESSAGES.highlightBack }}
    />
  );
}
