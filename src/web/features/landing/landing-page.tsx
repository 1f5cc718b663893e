import { useEffect, useState } from 'react';
import {
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPES,
  HOURS_PER_DAY,
  INVITE_LIFETIME_HOURS,
  LANDING_HIGHLIGHT_MS,
  MEMBER_CAPACITY_DEFAULT,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ArrowDownIcon, ClockIcon, SparkIcon, TicketIcon } from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import {
  ArchitectureSection,
  BetaSection,
  BrandsSection,
  CreatorsSection,
  ExplanationsSection,
  FaqSection,
  FlowSection,
  PrivacySection,
  RoadmapSection,
  SafetySection,
} from './landing-sections.tsx';
import { useScrollAndHighlight } from './use-scroll-and-highlight.ts';
import './landing-page.css';

/** 'Need More Information' scrolls here and highlights it (spec section 2). */
const WHY_IT_MATTERS_ID = 'why-it-matters';

const capacity = MEMBER_CAPACITY_DEFAULT.toLocaleString('en');

const LANDING_DESCRIPTION =
  'Lorien is an invite-only social network that curates by mood and time of day, explains every card it shows you, and slows the spread of hate speech and disinformation.';

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

const IMPACT = [
  { value: String(EMOTION_DIMENSIONS.length), label: 'dimensions of tone read in every post' },
  { value: String(EMOTION_PROTOTYPES.length), label: 'named moods, from calm to loneliness' },
  { value: String(HOURS_PER_DAY), label: 'hourly rhythms learned for each member' },
  {
    value: `${THROTTLED_REACH_CLAIM.min}–${THROTTLED_REACH_CLAIM.max}`,
    label: `people of ${THROTTLED_REACH_CLAIM.of.toLocaleString('en')} reached by a throttled post`,
  },
] as const;

let shownBefore = false;

/**
 * On a fresh visit (a link or a typed address, no #fragment) the sections below the fold are
 * rendered right after the hero has painted, so a phone shows the headline sooner. Coming back
 * (client navigation, back/forward, reload) renders everything at once, so that the scroll
 * position can be restored.
 */
function useBelowTheFold(): boolean {
  const [ready, setReady] = useState(() => {
    if (shownBefore || window.location.hash) return true;
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry !== undefined && entry.type !== 'navigate';
  });
  useEffect(() => {
    shownBefore = true;
    if (ready) return;
    let timer: number | undefined;
    // The frame callback runs before the hero's first paint; the task after it, once painted.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setReady(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

/** The public front door: what Lorien is, honestly, with the way in. */
export function Component() {
  const belowTheFold = useBelowTheFold();
  const {
    ref: whyRef,
    highlighted: whyHighlighted,
    trigger: showWhy,
  } = useScrollAndHighlight(LANDING_HIGHLIGHT_MS);

  return (
    <div className="landing">
      <DocumentTitle title="Lorien" description={LANDING_DESCRIPTION} />
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
              engage with. It also asks whether a post fits the moment you are in, and it holds back
              posts that would make the whole room worse.
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
          <dl className="impact" aria-label="Lorien in numbers">
            {IMPACT.map((item) => (
              <div key={item.label} className="impact__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {belowTheFold ? (
        <>
          <ArchitectureSection />
          <FlowSection />
          <SafetySection />
          <CreatorsSection />
          <BrandsSection />
          <PrivacySection />
          <ExplanationsSection />
          <RoadmapSection />
          <FaqSection />
          <BetaSection />
        </>
      ) : null}
    </div>
  );
}
