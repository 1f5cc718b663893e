import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CIRCADIAN_BLEND_ALPHA,
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPES,
  FEED_SCORE,
  HOURS_PER_DAY,
  IMAGE_MAX_BYTES,
  INVITE_LIFETIME_HOURS,
  MEMBER_CAPACITY_DEFAULT,
  MINIMUM_AGE,
  POST_TEXT_MAX,
  SAFETY_RISK_WEIGHTS,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { Accordion, type AccordionItem } from '../../components/ui/accordion.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import {
  ArrowRightIcon,
  CheckIcon,
  ClockIcon,
  CompassIcon,
  DownloadIcon,
  FeedbackIcon,
  InsightsIcon,
  LockIcon,
  ShieldIcon,
  SparkIcon,
} from '../../components/ui/icons.tsx';
import { useFormat } from '../../i18n/hooks.ts';
import { commonNs } from '../../i18n/ns/common.ts';
import { landingNs } from '../../i18n/ns/landing.ts';

const imageMegabytes = IMAGE_MAX_BYTES / (1024 * 1024);

/** The numbers the sections repeat, formatted for the interface language. */
function useFigures() {
  const { t } = useTranslation(landingNs);
  const format = useFormat();
  const reachOf = format.number(THROTTLED_REACH_CLAIM.of);
  return {
    number: (value: number) => format.number(value),
    capacity: format.number(MEMBER_CAPACITY_DEFAULT),
    reachOf,
    reachRange: t('safety.range', {
      min: format.number(THROTTLED_REACH_CLAIM.min),
      max: format.number(THROTTLED_REACH_CLAIM.max),
    }),
  };
}

interface LandingSectionProps {
  /** Names the section's class and its heading's id. */
  name: string;
  eyebrow: string;
  title: string;
  /** Under the heading: the lede and any links. */
  intro?: ReactNode;
  /** Intro and content side by side on wide screens, rather than one above the other. */
  split?: boolean;
  children?: ReactNode;
}

/** A section below the fold: eyebrow, heading and intro, then its content. */
function LandingSection({ name, eyebrow, title, intro, split, children }: LandingSectionProps) {
  const titleId = `${name}-title`;
  return (
    <section className={`section ${name}`} aria-labelledby={titleId}>
      <div className={split ? `container split ${name}__split` : 'container'}>
        <div className="section__intro">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
          {intro}
        </div>
        {children}
      </div>
    </section>
  );
}

// ---------- Architecture ----------

const PARTS = [
  { key: 'analysis', Icon: SparkIcon },
  { key: 'state', Icon: ClockIcon },
  { key: 'safety', Icon: ShieldIcon },
  { key: 'ranking', Icon: CompassIcon },
] as const;

export function ArchitectureSection() {
  const { t } = useTranslation(landingNs);
  const { number } = useFigures();
  const facts: Record<(typeof PARTS)[number]['key'], string[]> = {
    analysis: [
      t('architecture.analysis.dimensions', { count: EMOTION_DIMENSIONS.length }),
      t('architecture.analysis.moods', { count: EMOTION_PROTOTYPES.length }),
      t('architecture.analysis.topics'),
    ],
    state: [
      t('architecture.state.profiles', { count: HOURS_PER_DAY }),
      t('architecture.state.blend', { alpha: number(CIRCADIAN_BLEND_ALPHA) }),
      t('architecture.state.off'),
    ],
    safety: [
      t('architecture.safety.toxicity', { weight: number(SAFETY_RISK_WEIGHTS.toxicity) }),
      t('architecture.safety.hatespeech', { weight: number(SAFETY_RISK_WEIGHTS.hatespeech) }),
      t('architecture.safety.disinfo', { weight: number(SAFETY_RISK_WEIGHTS.disinfo) }),
    ],
    ranking: [
      t('architecture.ranking.freshness'),
      t('architecture.ranking.engagement'),
      t('architecture.ranking.fit'),
      t('architecture.ranking.reason'),
    ],
  };
  return (
    <LandingSection
      name="architecture"
      eyebrow={t('architecture.eyebrow')}
      title={t('architecture.title')}
      intro={
        <p className="lede">
          <Trans t={t} i18nKey="architecture.intro" components={{ a: <Link to="/whitepaper" /> }} />
        </p>
      }
    >
      <ol className="parts" role="list">
        {PARTS.map(({ key, Icon }) => {
          const title = t(`architecture.${key}.title`);
          return (
            <li key={key} className="part card">
              <div className="part__head">
                <span className="part__icon" aria-hidden="true">
                  <Icon />
                </span>
                <h3>{title}</h3>
              </div>
              <p className="muted">{t(`architecture.${key}.body`)}</p>
              <ul
                className="part__facts"
                role="list"
                aria-label={t('architecture.figures', { title })}
              >
                {facts[key].map((fact) => (
                  <li key={fact} className="badge">
                    {fact}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <p className="architecture__note">
        <LockIcon width={16} height={16} />
        {t('architecture.note')}
      </p>
    </LandingSection>
  );
}

// ---------- Flow ----------

const STEPS = ['post', 'tone', 'safety', 'ranked', 'reason'] as const;

export function FlowSection() {
  const { t } = useTranslation(landingNs);
  return (
    <LandingSection
      name="flow"
      eyebrow={t('flow.eyebrow')}
      title={t('flow.title')}
      intro={<p className="lede">{t('flow.intro')}</p>}
    >
      <ol className="steps" role="list">
        {STEPS.map((step, index) => (
          <li key={step} className="step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="step__title">{t(`flow.${step}.title`)}</h3>
            <p className="muted">
              {t(`flow.${step}.body`, { max: POST_TEXT_MAX, megabytes: imageMegabytes })}
            </p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

// ---------- Safety ----------

export function SafetySection() {
  const { t } = useTranslation(landingNs);
  const { number, reachOf, reachRange } = useFigures();
  return (
    <LandingSection
      name="safety"
      eyebrow={t('safety.eyebrow')}
      title={t('safety.title')}
      split
      intro={
        <>
          <p className="lede">{t('safety.lede', { range: reachRange, of: reachOf })}</p>
          <p className="muted">{t('safety.note')}</p>
        </>
      }
    >
      <div
        className="reach card"
        role="img"
        aria-label={t('safety.chartLabel', { of: reachOf, range: reachRange })}
      >
        <div className="reach__row">
          <span className="reach__label">{t('safety.ordinary')}</span>
          <span className="reach__bar">
            <span className="reach__fill reach__fill--full" />
          </span>
          <span className="reach__value">{reachOf}</span>
        </div>
        <div className="reach__row">
          <span className="reach__label">{t('safety.throttled')}</span>
          <span className="reach__bar">
            <span className="reach__fill reach__fill--throttled" />
            <span className="reach__range" />
          </span>
          <span className="reach__value">
            {number(THROTTLED_REACH_CLAIM.min)}–{number(THROTTLED_REACH_CLAIM.max)}
          </span>
        </div>
        <p className="reach__caption">
          <ShieldIcon width={16} height={16} />
          {t('safety.caption', { of: reachOf })}
        </p>
      </div>
    </LandingSection>
  );
}

// ---------- Creators and advertisers ----------

function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="checklist" role="list">
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon className="checklist__icon" width={18} height={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function CreatorsSection() {
  const { t } = useTranslation(landingNs);
  return (
    <LandingSection name="audiences" eyebrow={t('audiences.eyebrow')} title={t('audiences.title')}>
      <div className="audiences__grid">
        <article className="audience card" aria-labelledby="creators-title">
          <p className="badge badge--accent">{t('audiences.creatorsBadge')}</p>
          <h3 id="creators-title">{t('audiences.creatorsTitle')}</h3>
          <Checklist
            items={[
              t('audiences.creators.score', {
                echoes: FEED_SCORE.echoes,
                saves: FEED_SCORE.saves,
                responses: FEED_SCORE.responses,
              }),
              t('audiences.creators.reasons'),
              t('audiences.creators.insights'),
              t('audiences.creators.export'),
            ]}
          />
        </article>
        <article className="audience audience--dark card" aria-labelledby="advertisers-title">
          <p className="badge">{t('audiences.advertisersBadge')}</p>
          <h3 id="advertisers-title">{t('audiences.advertisersTitle')}</h3>
          <Checklist
            items={[
              t('audiences.advertisers.consent'),
              t('audiences.advertisers.context'),
              t('audiences.advertisers.throttled'),
            ]}
          />
        </article>
      </div>
    </LandingSection>
  );
}

// ---------- Brands ----------

const BRAND_PRINCIPLES = [
  { key: 'rules', Icon: ShieldIcon },
  { key: 'explained', Icon: SparkIcon },
  { key: 'partnerships', Icon: FeedbackIcon },
] as const;

export function BrandsSection() {
  const { t } = useTranslation(landingNs);
  return (
    <LandingSection
      name="brands"
      eyebrow={t('brands.eyebrow')}
      title={t('brands.title')}
      split
      intro={
        <>
          <p className="lede">{t('brands.lede')}</p>
          <p>
            <Link className="text-link" to="/contact?subject=partnership">
              {t('brands.talk')}
              <ArrowRightIcon width={16} height={16} />
            </Link>
          </p>
        </>
      }
    >
      <ul className="principles" role="list">
        {BRAND_PRINCIPLES.map(({ key, Icon }) => (
          <li key={key} className="principle">
            <span className="principle__icon" aria-hidden="true">
              <Icon />
            </span>
            <div>
              <h3>{t(`brands.${key}.title`)}</h3>
              <p className="muted">{t(`brands.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---------- Privacy ----------

const RIGHTS = [
  { key: 'export', Icon: DownloadIcon },
  { key: 'delete', Icon: LockIcon },
  { key: 'consent', Icon: InsightsIcon },
] as const;

export function PrivacySection() {
  const { t } = useTranslation(landingNs);
  return (
    <LandingSection
      name="data"
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      intro={
        <p className="lede">
          <Trans t={t} i18nKey="privacy.intro" components={{ a: <Link to="/privacy" /> }} />
        </p>
      }
    >
      <ul className="data__grid" role="list">
        {RIGHTS.map(({ key, Icon }) => (
          <li key={key} className="data__item card card--flat">
            <Icon className="data__icon" />
            <h3>{t(`privacy.${key}.title`)}</h3>
            <p className="muted">{t(`privacy.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---------- Example explanations ----------

// Names and handles are people, not interface text; the moods' names are the dot's colour class.
const EXAMPLES = [
  { key: 'elif', initials: 'EK', name: 'Elif Kaya', moodClass: 'calm' },
  { key: 'mert', initials: 'MD', name: 'Mert Demir', moodClass: 'pride' },
  { key: 'selin', initials: 'SA', name: 'Selin Arslan', moodClass: 'curiosity' },
  { key: 'can', initials: 'CÖ', name: 'Can Öztürk', moodClass: 'fatigue' },
] as const;

export function ExplanationsSection() {
  const { t } = useTranslation(landingNs);
  return (
    <LandingSection
      name="explain"
      eyebrow={t('explain.eyebrow')}
      title={t('explain.title')}
      intro={<p className="lede">{t('explain.intro')}</p>}
    >
      <ul className="explain__grid" role="list" aria-label={t('explain.listLabel')}>
        {EXAMPLES.map((example) => (
          <li key={example.key} className="mini-card">
            <div className="mini-card__author">
              <span
                className={`mini-card__avatar mini-card__avatar--${example.moodClass}`}
                aria-hidden="true"
              >
                {example.initials}
              </span>
              <p className="mini-card__byline">
                <strong>{example.name}</strong>
                <span className="muted">
                  @{example.key} · {t(`explain.${example.key}.age`)}
                </span>
              </p>
              <span className="mood-chip">
                <span className={`dot mood-chip__dot--${example.moodClass}`} aria-hidden="true" />
                {t(`explain.${example.key}.mood`)}
              </span>
            </div>
            <p className="mini-card__text">{t(`explain.${example.key}.text`)}</p>
            <div className="example__why">
              <p className="example__why-title">
                <SparkIcon width={14} height={14} />
                {t('explain.whyTitle')}
              </p>
              <p>{t(`explain.${example.key}.why`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---------- Roadmap ----------

const ROADMAP = [
  {
    phase: 'now',
    items: [
      'invite',
      'posts',
      'ranking',
      'explanation',
      'throttling',
      'data',
      'insights',
      'postcast',
    ],
  },
  { phase: 'next', items: ['tuning', 'soundscapes'] },
  { phase: 'later', items: ['opening', 'creators', 'ads', 'brands'] },
] as const;

export function RoadmapSection() {
  const { t } = useTranslation(landingNs);
  const { capacity } = useFigures();
  // One lookup for every phase's items (typed keys per phase would need a switch each).
  const item = (phase: string, key: string) =>
    t(`roadmap.${phase}.${key}` as 'roadmap.now.invite', { capacity });
  return (
    <LandingSection
      name="roadmap"
      eyebrow={t('roadmap.eyebrow')}
      title={t('roadmap.title')}
      intro={<p className="lede">{t('roadmap.intro')}</p>}
    >
      <ol className="roadmap__grid" role="list">
        {ROADMAP.map((stage, index) => (
          <li
            key={stage.phase}
            className={`roadmap__stage card${index === 0 ? ' roadmap__stage--current' : ''}`}
          >
            <div className="roadmap__head">
              <h3>{t(`roadmap.${stage.phase}.phase`)}</h3>
              <span className={index === 0 ? 'badge badge--accent' : 'badge'}>
                {t(`roadmap.${stage.phase}.status`)}
              </span>
            </div>
            <ul className="roadmap__list" role="list">
              {stage.items.map((key) => (
                <li key={key}>{item(stage.phase, key)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

// ---------- FAQs ----------

const FAQ_KEYS = ['join', 'mind', 'tracking', 'reach', 'sell', 'data', 'age', 'cost'] as const;

export function FaqSection() {
  const { t } = useTranslation(landingNs);
  const { t: tc } = useTranslation(commonNs);
  const { capacity, reachOf, reachRange } = useFigures();
  const values = {
    hours: INVITE_LIFETIME_HOURS,
    capacity,
    of: reachOf,
    range: reachRange,
    age: MINIMUM_AGE,
  };
  const items: AccordionItem[] = FAQ_KEYS.map((key) => ({
    question: t(`faq.${key}.question`),
    answer: (
      <p>
        <Trans
          t={t}
          i18nKey={`faq.${key}.answer`}
          values={values}
          components={{ a: <Link to="/terms" /> }}
        />
      </p>
    ),
  }));
  return (
    <LandingSection
      name="faq"
      eyebrow={t('faq.eyebrow')}
      title={t('faq.title')}
      split
      intro={
        <p className="lede">
          <Trans
            t={t}
            i18nKey="faq.intro"
            values={{ responseTime: tc('contactResponseTime') }}
            components={{ a: <Link to="/contact" /> }}
          />
        </p>
      }
    >
      <Accordion items={items} />
    </LandingSection>
  );
}

// ---------- Beta band ----------

export function BetaSection() {
  const { t } = useTranslation(landingNs);
  const { capacity } = useFigures();
  return (
    <section className="section beta" aria-labelledby="beta-title">
      <div className="container beta__inner">
        <div className="beta__copy">
          <p className="eyebrow beta__eyebrow">{t('beta.eyebrow')}</p>
          <h2 id="beta-title">{t('beta.title')}</h2>
          <p>{t('beta.body', { capacity, hours: INVITE_LIFETIME_HOURS })}</p>
          <div className="beta__actions">
            <ButtonLink to="/signup" variant="accent" size="lg">
              {t('beta.haveCode')}
              <ArrowRightIcon className="btn__icon" />
            </ButtonLink>
            <Link to="/login" className="beta__link">
              {t('beta.signIn')}
            </Link>
          </div>
        </div>
        <dl className="beta__stats">
          <div>
            <dt>{t('beta.members')}</dt>
            <dd>{capacity}</dd>
          </div>
          <div>
            <dt>{t('beta.refresh')}</dt>
            <dd>{t('beta.refreshValue', { hours: INVITE_LIFETIME_HOURS })}</dd>
          </div>
          <div>
            <dt>{t('beta.age')}</dt>
            <dd>{t('beta.ageValue', { age: MINIMUM_AGE })}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
