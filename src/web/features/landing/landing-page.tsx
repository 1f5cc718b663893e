import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  INVITE_LIFETIME_HOURS,
  LANDING_HIGHLIGHT_MS,
  MEMBER_CAPACITY_DEFAULT,
  MINIMUM_AGE,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import {
  ArrowDownIcon,
  ArrowRightIcon,
  ClockIcon,
  DownloadIcon,
  LockIcon,
  ShieldIcon,
  SparkIcon,
  TicketIcon,
} from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import './landing-page.css';

/** 'Need More Information' scrolls here and highlights it (spec section 2). */
const WHY_IT_MATTERS_ID = 'why-it-matters';

const capacity = MEMBER_CAPACITY_DEFAULT.toLocaleString('en');
const reachOf = THROTTLED_REACH_CLAIM.of.toLocaleString('en');

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function useScrollAndHighlight(durationMs: number) {
  const ref = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [highlighted, setHighlighted] = useState(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const trigger = () => {
    const target = ref.current;
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen-reader users land where sighted users look.
    target.focus({ preventScroll: true });
    window.clearTimeout(timer.current);
    setHighlighted(false);
    // Restart the highlight on the next frame when clicked again mid-highlight.
    window.requestAnimationFrame(() => {
      setHighlighted(true);
      timer.current = window.setTimeout(() => setHighlighted(false), durationMs);
    });
  };

  return { ref, highlighted, trigger };
}

function ExampleCard() {
  return (
    <figure className="example">
      <div className="example__clock" aria-hidden="true">
        <ClockIcon width={16} height={16} />
        <span>08:40 · your mornings lean calm</span>
      </div>
      <div className="example__card">
        <div className="example__author">
          <span className="example__avatar" aria-hidden="true">
            DA
          </span>
          <p className="example__byline">
            <strong>Deniz Aydın</strong>
            <span className="example__meta">@deniz · 2h</span>
          </p>
          <span className="example__emotion">
            <span className="dot example__dot--calm" aria-hidden="true" />
            calm
          </span>
        </div>
        <p className="example__text">
          Slow morning on the Bosphorus: tea, the 8:15 ferry, and no notifications until ten.
        </p>
        <div className="example__why">
          <p className="example__why-title">
            <SparkIcon width={14} height={14} />
            Why you’re seeing this
          </p>
          <p>You follow Deniz, and calm posts suit your mornings.</p>
        </div>
      </div>
      <div className="example__card example__card--behind" aria-hidden="true">
        <div className="example__line example__line--short" />
        <div className="example__line" />
        <div className="example__line example__line--mid" />
      </div>
      <figcaption className="example__caption">
        An example card. Every card in Lorien says why it is there.
      </figcaption>
    </figure>
  );
}

const REASONS = [
  {
    title: 'Mood-aware',
    body: 'An eight-dimension emotion model reads the tone of what is posted, so a tense afternoon is not met with a wall of more tension.',
  },
  {
    title: 'Circadian-aware',
    body: 'Late night is not mid-morning. Lorien blends how you have felt lately with your usual rhythm for the hour you are in.',
  },
  {
    title: 'Explained, card by card',
    body: 'No mystery ranking. Each card carries a short, plain reason: who posted it, what it is about and why it is in front of you now.',
  },
] as const;

const EXPLANATIONS = [
  'You follow Deniz, and calm posts suit your mornings.',
  'Trending in #istanbul among people you follow.',
  'Fresh: posted 20 minutes ago and picking up echoes.',
  'Similar in tone to posts you saved this week.',
] as const;

/** The public front door: what Lorien is, honestly, with the way in. */
export function Component() {
  const {
    ref: whyRef,
    highlighted: whyHighlighted,
    trigger: showWhy,
  } = useScrollAndHighlight(LANDING_HIGHLIGHT_MS);

  return (
    <div className="landing">
      <DocumentTitle title="Lorien" />
      <div className="draft-notice" role="note">
        <div className="container draft-notice__inner">
          <span className="badge badge--accent">Private beta draft</span>
          <p>Lorien is in early development. What you read here may still change before launch.</p>
        </div>
      </div>

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">Invite-only · {capacity} members</p>
            <h1 id="hero-title" className="hero__title" tabIndex={-1} data-page-title="">
              A feed tuned to your mood and your hour.{' '}
              <span className="hero__title-soft">Every card tells you why.</span>
            </h1>
            <p className="hero__lede">
              Lorien curates posts around how you feel and the hour you are in, and puts a
              plain-language explanation on every card. Calmer by design, built for people rather
              than for attention.
            </p>
            <div className="hero__actions">
              <ButtonLink to="/signup" variant="primary" size="lg">
                Get In Now
              </ButtonLink>
              <Button
                variant="secondary"
                size="lg"
                onClick={showWhy}
                aria-controls={WHY_IT_MATTERS_ID}
                icon={<ArrowDownIcon className="btn__icon" />}
              >
                Need More Information
              </Button>
            </div>
            <p className="hero__note">
              <TicketIcon width={16} height={16} />
              An invite code is required. Codes refresh every {INVITE_LIFETIME_HOURS} hours.
            </p>
          </div>
          <ExampleCard />
        </div>
      </section>

      <section
        id={WHY_IT_MATTERS_ID}
        ref={whyRef}
        tabIndex={-1}
        className="section why"
        data-highlighted={whyHighlighted ? 'true' : undefined}
        aria-labelledby="why-title"
      >
        <div className="container">
          <div className="section__intro">
            <p className="eyebrow">Why it matters</p>
            <h2 id="why-title">
              Most feeds optimise for attention. Lorien optimises for how your day feels.
            </h2>
            <p className="lede">
              The ranking still weighs what matters to a social feed, like freshness and what people
              engage with. It also asks whether a post fits the moment you are in.
            </p>
          </div>
          <ul className="reasons" role="list">
            {REASONS.map((reason, index) => (
              <li key={reason.title} className="reason card">
                <span className="reason__index" aria-hidden="true">
                  0{index + 1}
                </span>
                <h3>{reason.title}</h3>
                <p className="muted">{reason.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section explain" aria-labelledby="explain-title">
        <div className="container explain__grid">
          <div className="section__intro">
            <p className="eyebrow">Explanations on every card</p>
            <h2 id="explain-title">You always know why a post is in your feed.</h2>
            <p className="lede">
              Every card shows the reason it was picked, written for people, not engineers. If a
              reason does not sit right with you, you will know exactly what to change.
            </p>
          </div>
          <ul className="explain__list" role="list" aria-label="Example explanations">
            {EXPLANATIONS.map((text) => (
              <li key={text} className="explain__item">
                <SparkIcon className="explain__icon" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section safety" aria-labelledby="safety-title">
        <div className="container safety__grid">
          <div className="section__intro">
            <p className="eyebrow">Safety</p>
            <h2 id="safety-title">Hate speech and disinformation travel less far.</h2>
            <p className="lede">
              Every post gets a safety read for toxicity, hate speech and disinformation. A post
              that looks risky is not amplified: it reaches roughly {THROTTLED_REACH_CLAIM.min} to{' '}
              {THROTTLED_REACH_CLAIM.max} of every {reachOf} people it otherwise would.
            </p>
            <p className="muted">
              Throttling limits how far a post spreads. It does not rewrite what anyone said.
            </p>
          </div>
          <div
            className="reach card"
            role="img"
            aria-label={`Reach comparison: an ordinary post reaches ${reachOf} of ${reachOf} people, a throttled post about ${THROTTLED_REACH_CLAIM.min} to ${THROTTLED_REACH_CLAIM.max}.`}
          >
            <div className="reach__row">
              <span className="reach__label">Ordinary post</span>
              <span className="reach__bar">
                <span className="reach__fill reach__fill--full" />
              </span>
              <span className="reach__value">{reachOf}</span>
            </div>
            <div className="reach__row">
              <span className="reach__label">Throttled post</span>
              <span className="reach__bar">
                <span className="reach__fill reach__fill--throttled" />
                <span className="reach__range" />
              </span>
              <span className="reach__value">
                {THROTTLED_REACH_CLAIM.min}–{THROTTLED_REACH_CLAIM.max}
              </span>
            </div>
            <p className="reach__caption">
              <ShieldIcon width={16} height={16} />
              People reached, out of every {reachOf} it could have reached
            </p>
          </div>
        </div>
      </section>

      <section className="section data" aria-labelledby="data-title">
        <div className="container">
          <div className="section__intro">
            <p className="eyebrow">Your data</p>
            <h2 id="data-title">Your data is yours, and it leaves with you.</h2>
          </div>
          <ul className="data__grid" role="list">
            <li className="data__item card card--flat">
              <DownloadIcon className="data__icon" />
              <h3>Export everything</h3>
              <p className="muted">
                Download your posts, saves and settings as a single archive, whenever you like, from
                Settings.
              </p>
            </li>
            <li className="data__item card card--flat">
              <LockIcon className="data__icon" />
              <h3>Delete for good</h3>
              <p className="muted">
                Delete your account and everything in it. Deletion is permanent; we do not keep a
                shadow copy.
              </p>
            </li>
            <li className="data__item card card--flat">
              <ShieldIcon className="data__icon" />
              <h3>Consent you control</h3>
              <p className="muted">
                Emotion tracking and ad personalisation are consents, and you can switch either off
                in Settings.
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section beta" aria-labelledby="beta-title">
        <div className="container beta__inner">
          <div className="beta__copy">
            <p className="eyebrow beta__eyebrow">Private beta</p>
            <h2 id="beta-title">A small beta, by invitation.</h2>
            <p>
              Lorien opens to {capacity} members while we get it right. Every member has an invite
              code to share, and codes refresh every {INVITE_LIFETIME_HOURS} hours, so ask a friend
              for a fresh one.
            </p>
            <div className="beta__actions">
              <ButtonLink to="/signup" variant="accent" size="lg">
                I have an invite code
                <ArrowRightIcon className="btn__icon" />
              </ButtonLink>
              <Link to="/login" className="beta__link">
                Already a member? Sign in
              </Link>
            </div>
          </div>
          <dl className="beta__stats">
            <div>
              <dt>Members, at most</dt>
              <dd>{capacity}</dd>
            </div>
            <div>
              <dt>Invite codes refresh</dt>
              <dd>{INVITE_LIFETIME_HOURS} h</dd>
            </div>
            <div>
              <dt>Minimum age</dt>
              <dd>{MINIMUM_AGE}+</dd>
            </div>
          </dl>
        </div>
      </section>
    </div>
  );
}
