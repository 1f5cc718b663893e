import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useFormat } from '../../i18n/hooks.ts';
import { commonNs } from '../../i18n/ns/common.ts';
import { landingNs } from '../../i18n/ns/landing.ts';
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

/** The example card's author: a person's name, the same in every language. */
const EXAMPLE_AUTHOR = { initials: 'DA', name: 'Deniz Aydın' } as const;

function ExampleCard() {
  const { t } = useTranslation(landingNs);
  return (
    <figure className="example">
      <div className="example__clock" aria-hidden="true">
        <ClockIcon width={16} height={16} />
        <span>{t('example.clock')}</span>
      </div>
      <div className="example__card">
        <div className="example__author">
          <span className="example__avatar" aria-hidden="true">
            {EXAMPLE_AUTHOR.initials}
          </span>
          <p className="example__byline">
            <strong>{EXAMPLE_AUTHOR.name}</strong>
            <span className="example__meta">{t('example.meta')}</span>
          </p>
          <span className="example__emotion">
            <span className="dot example__dot--calm" aria-hidden="true" />
            {t('example.mood')}
          </span>
        </div>
        <p className="example__text">{t('example.text')}</p>
        <div className="example__why">
          <p className="example__why-title">
            <SparkIcon width={14} height={14} />
            {t('example.whyTitle')}
          </p>
          <p>{t('example.why')}</p>
        </div>
      </div>
      <div className="example__card example__card--behind" aria-hidden="true">
        <div className="example__line example__line--short" />
        <div className="example__line" />
        <div className="example__line example__line--mid" />
      </div>
      <figcaption className="example__caption">{t('example.caption')}</figcaption>
    </figure>
  );
}

const REASONS = ['mood', 'circadian', 'explained'] as const;

const IMPACT = ['dimensions', 'moods', 'hours', 'reach'] as const;

function impactValue(item: (typeof IMPACT)[number], number: (value: number) => string): string {
  switch (item) {
    case 'dimensions':
      return number(EMOTION_DIMENSIONS.length);
    case 'moods':
      return number(EMOTION_PROTOTYPES.length);
    case 'hours':
      return number(HOURS_PER_DAY);
    case 'reach':
      return `${number(THROTTLED_REACH_CLAIM.min)}–${number(THROTTLED_REACH_CLAIM.max)}`;
  }
}

let shownBefore = false;

/**
 * On a fresh visit (a link or a typed address, no #fragment) the sections below the fold are
 * rendered right after the hero has painted, so a phone shows the headline sooner; as a
 * transition, which React renders in slices instead of one long task (issue 27: Total Blocking
 * Time). Coming back (client navigation, back/forward, reload) renders everything at once, so
 * that the scroll position can be restored.
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
      timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
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
  const { t } = useTranslation(landingNs);
  const { t: tc } = useTranslation(commonNs);
  const format = useFormat();
  const number = (value: number) => format.number(value);
  const capacity = number(MEMBER_CAPACITY_DEFAULT);

  return (
    <div className="landing">
      <DocumentTitle title={tc('brand')} description={t('description')} />
      <div className="draft-notice" role="note">
        <div className="container draft-notice__inner">
          <span className="badge badge--accent">{t('draft.badge')}</span>
          <p>{t('draft.text')}</p>
        </div>
      </div>

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">{t('hero.eyebrow', { capacity })}</p>
            <h1 id="hero-title" className="hero__title" tabIndex={-1} data-page-title="">
              {t('hero.title')} <span className="hero__title-soft">{t('hero.titleSoft')}</span>
            </h1>
            <p className="hero__lede">{t('hero.lede')}</p>
            <div className="hero__actions">
              <ButtonLink to="/signup" variant="primary" size="lg">
                {t('hero.getIn')}
              </ButtonLink>
              <Button
                variant="secondary"
                size="lg"
                onClick={showWhy}
                aria-controls={WHY_IT_MATTERS_ID}
                icon={<ArrowDownIcon className="btn__icon" />}
              >
                {t('hero.more')}
              </Button>
            </div>
            <p className="hero__note">
              <TicketIcon width={16} height={16} />
              {t('hero.note', { hours: INVITE_LIFETIME_HOURS })}
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
            <p className="eyebrow">{t('why.eyebrow')}</p>
            <h2 id="why-title">{t('why.title')}</h2>
            <p className="lede">{t('why.lede')}</p>
          </div>
          <ul className="reasons" role="list">
            {REASONS.map((reason, index) => (
              <li key={reason} className="reason card">
                <span className="reason__index" aria-hidden="true">
                  0{index + 1}
                </span>
                <h3>{t(`why.reasons.${reason}.title`)}</h3>
                <p className="muted">{t(`why.reasons.${reason}.body`)}</p>
              </li>
            ))}
          </ul>
          <dl className="impact" aria-label={t('why.impactLabel')}>
            {IMPACT.map((item) => (
              <div key={item} className="impact__item">
                <dt>{t(`why.impact.${item}`, { of: number(THROTTLED_REACH_CLAIM.of) })}</dt>
                <dd>{impactValue(item, number)}</dd>
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
