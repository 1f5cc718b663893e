import { ButtonLink } from '../../components/ui/button.tsx';
import { ClockIcon, PostcastIcon, SparkIcon, InviteIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSessionStatus } from '../../entities/session/session-status.ts';
import './postcast-page.css';

const IDEAS = [
  {
    Icon: InviteIcon,
    title: 'The people you follow, in a few minutes',
    body: 'What your circle shared while you were away, gathered into one short catch-up instead of an endless scroll.',
  },
  {
    Icon: ClockIcon,
    title: 'Paced for your hour',
    body: 'A brisk morning edition, a slower one for the evening, shaped by the same rhythm that tunes your feed.',
  },
  {
    Icon: SparkIcon,
    title: 'Explained, like everything else',
    body: 'Every item still says why it made the cut. No mystery, no filler.',
  },
] as const;

/**
 * Postcast's coming-soon page (spec section 2). Members read it inside their app shell,
 * visitors inside the public one (see the router and docs/decisions.md).
 */
export function Component() {
  const isMember = useSessionStatus().status === 'signed-in';
  return (
    <div className={isMember ? 'postcast' : 'postcast container public-page'}>
      <div className="postcast__hero">
        <span className="postcast__mark" aria-hidden="true">
          <PostcastIcon />
        </span>
        <PageHeader
          eyebrow="Coming soon"
          title="Postcast"
          description="A calmer way to catch up on Lorien. We are still shaping it with beta members, and it is not ready yet."
          metaDescription="Postcast is coming to Lorien: a short, calm catch-up on the people you follow, paced for your hour."
        />
      </div>
      <section className="postcast__ideas" aria-labelledby="postcast-ideas-title">
        <h2 id="postcast-ideas-title">What we are exploring</h2>
        <ul className="postcast__list" role="list">
          {IDEAS.map(({ Icon, title, body }) => (
            <li key={title} className="postcast__idea card card--flat">
              <Icon className="postcast__icon" />
              <h3>{title}</h3>
              <p className="muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="postcast__actions">
        {isMember ? (
          <ButtonLink to="/dashboard" variant="primary">
            Back to your feed
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/signup" variant="primary">
              Get In Now
            </ButtonLink>
            <ButtonLink to="/whitepaper" variant="secondary">
              How Lorien works
            </ButtonLink>
          </>
        )}
        <p className="muted postcast__note">
          {isMember
            ? 'Have an idea for Postcast? Tell us with Share Feedback in the header.'
            : 'Postcast will be for members. Lorien is invite-only during the private beta.'}
        </p>
      </div>
    </div>
  );
}
