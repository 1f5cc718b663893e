import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CIRCADIAN_BLEND_ALPHA,
  CONTACT_RESPONSE_TIME,
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

const capacity = MEMBER_CAPACITY_DEFAULT.toLocaleString('en');
const reachOf = THROTTLED_REACH_CLAIM.of.toLocaleString('en');
const imageMegabytes = IMAGE_MAX_BYTES / (1024 * 1024);
const reachRange = `${THROTTLED_REACH_CLAIM.min} to ${THROTTLED_REACH_CLAIM.max}`;

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
  {
    Icon: SparkIcon,
    title: 'Analysis',
    body: 'Reads each post for tone, topics and language. Tone is a vector of eight numbers, matched to the nearest of twelve named moods.',
    facts: [
      `${EMOTION_DIMENSIONS.length} dimensions`,
      `${EMOTION_PROTOTYPES.length} moods`,
      'topics & language',
    ],
  },
  {
    Icon: ClockIcon,
    title: 'Your emotional state',
    body: 'Learns gently from what you read, echo, save and answer, and keeps a profile for each hour of your day. The two are blended for right now.',
    facts: [
      `${HOURS_PER_DAY} hourly profiles`,
      `blend α ${CIRCADIAN_BLEND_ALPHA}`,
      'switch it off anytime',
    ],
  },
  {
    Icon: ShieldIcon,
    title: 'Safety',
    body: 'Scores every post for toxicity, hate speech and disinformation, and turns the three into one risk. Risky posts travel less far.',
    facts: [
      `toxicity ×${SAFETY_RISK_WEIGHTS.toxicity}`,
      `hate speech ×${SAFETY_RISK_WEIGHTS.hatespeech}`,
      `disinformation ×${SAFETY_RISK_WEIGHTS.disinfo}`,
    ],
  },
  {
    Icon: CompassIcon,
    title: 'Ranking and reasons',
    body: 'Weighs freshness, what people valued and how well a post fits your moment, applies the safety multiplier, and writes down why.',
    facts: ['freshness', 'engagement', 'fit', 'one reason per card'],
  },
] as const;

export function ArchitectureSection() {
  return (
    <LandingSection
      name="architecture"
      eyebrow="Architecture"
      title="Four parts, each with one job."
      intro={
        <p className="lede">
          Lorien is small on purpose. Every part can be explained in a sentence, and the{' '}
          <Link to="/whitepaper">whitepaper</Link> gives each one its numbers.
        </p>
      }
    >
      <ol className="parts" role="list">
        {PARTS.map(({ Icon, title, body, facts }) => (
          <li key={title} className="part card">
            <div className="part__head">
              <span className="part__icon" aria-hidden="true">
                <Icon />
              </span>
              <h3>{title}</h3>
            </div>
            <p className="muted">{body}</p>
            <ul className="part__facts" role="list" aria-label={`${title} in figures`}>
              {facts.map((fact) => (
                <li key={fact} className="badge">
                  {fact}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="architecture__note">
        <LockIcon width={16} height={16} />
        Runs on our own servers. The site loads nothing from anyone else: no trackers, no analytics
        scripts, no ad networks.
      </p>
    </LandingSection>
  );
}

// ---------- Flow ----------

const STEPS = [
  {
    title: 'You post',
    body: `Up to ${POST_TEXT_MAX} characters, with an optional image of up to ${imageMegabytes} MB.`,
  },
  {
    title: 'Its tone is read',
    body: 'Eight numbers for how it feels, the nearest named mood, its topics and its language.',
  },
  {
    title: 'It gets a safety read',
    body: 'Toxicity, hate speech and disinformation. A risky post is throttled, never quietly edited.',
  },
  {
    title: 'It is ranked for each reader',
    body: 'Freshness and what people valued, plus how well it fits their mood at their hour.',
  },
  {
    title: 'It arrives with a reason',
    body: 'The card says why it is there, in one plain sentence.',
  },
] as const;

export function FlowSection() {
  return (
    <LandingSection
      name="flow"
      eyebrow="Flow"
      title="From your post to someone’s feed."
      intro={
        <p className="lede">
          What happens in the seconds after you press publish, in the order it happens.
        </p>
      }
    >
      <ol className="steps" role="list">
        {STEPS.map((step, index) => (
          <li key={step.title} className="step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="step__title">{step.title}</h3>
            <p className="muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

// ---------- Safety ----------

export function SafetySection() {
  return (
    <LandingSection
      name="safety"
      eyebrow="Safety"
      title="Hate speech and disinformation travel less far."
      split
      intro={
        <>
          <p className="lede">
            Every post gets a safety read for toxicity, hate speech and disinformation. A post that
            looks risky is not amplified: it reaches roughly {reachRange} of every {reachOf} people
            it otherwise would.
          </p>
          <p className="muted">
            Throttling limits how far a post spreads. It does not rewrite what anyone said, and the
            author can still see and delete it.
          </p>
        </>
      }
    >
      <div
        className="reach card"
        role="img"
        aria-label={`Reach comparison: an ordinary post reaches ${reachOf} of ${reachOf} people, a throttled post about ${reachRange}.`}
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
  return (
    <LandingSection
      name="audiences"
      eyebrow="Creators and advertisers"
      title="Reach that rewards resonance, not outrage."
    >
      <div className="audiences__grid">
        <article className="audience card" aria-labelledby="creators-title">
          <p className="badge badge--accent">For creators</p>
          <h3 id="creators-title">Grow by being worth saving.</h3>
          <Checklist
            items={[
              `In the feed score an echo counts ${FEED_SCORE.echoes}, a save ${FEED_SCORE.saves} and a reply ${FEED_SCORE.responses}; views only count on a flattening curve.`,
              'Your readers see why your post reached them, so the reasons are never a secret from you either.',
              'Insights show your own patterns: when you post, the moods you share, how varied they are.',
              'Your posts leave with you whenever you export your data.',
            ]}
          />
        </article>
        <article className="audience audience--dark card" aria-labelledby="advertisers-title">
          <p className="badge">For advertisers</p>
          <h3 id="advertisers-title">No ads in the beta. Here is what we are building toward.</h3>
          <Checklist
            items={[
              'Consent first: ad personalisation is a switch every member controls in Settings.',
              'Context, not surveillance: the topic and mood of the moment, never a profile sold on.',
              'Nothing rides on throttled posts: what the safety read holds back is never amplified.',
            ]}
          />
        </article>
      </div>
    </LandingSection>
  );
}

// ---------- Brands ----------

const BRAND_PRINCIPLES = [
  {
    Icon: ShieldIcon,
    title: 'The same rules as everyone',
    body: 'Brand accounts post, follow and get ranked like members. No payment buys reach past the safety read.',
  },
  {
    Icon: SparkIcon,
    title: 'Explained like everything else',
    body: 'When a brand’s post is in someone’s feed, the card says why, in the same plain words.',
  },
  {
    Icon: FeedbackIcon,
    title: 'Partnerships after the beta',
    body: 'We will open brand partnerships once the private beta ends. Want to be early? Tell us.',
  },
] as const;

export function BrandsSection() {
  return (
    <LandingSection
      name="brands"
      eyebrow="Brands"
      title="Brands belong in the conversation, not in the way of it."
      split
      intro={
        <>
          <p className="lede">
            People trust a feed that tells them why they see things. Brands on Lorien earn their
            place the same way members do.
          </p>
          <p>
            <Link className="text-link" to="/contact?subject=partnership">
              Talk to us about a partnership
              <ArrowRightIcon width={16} height={16} />
            </Link>
          </p>
        </>
      }
    >
      <ul className="principles" role="list">
        {BRAND_PRINCIPLES.map(({ Icon, title, body }) => (
          <li key={title} className="principle">
            <span className="principle__icon" aria-hidden="true">
              <Icon />
            </span>
            <div>
              <h3>{title}</h3>
              <p className="muted">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---------- Privacy ----------

const RIGHTS = [
  {
    Icon: DownloadIcon,
    title: 'Export everything',
    body: 'Download your posts, messages, interactions and settings as one file, whenever you like, from Settings.',
  },
  {
    Icon: LockIcon,
    title: 'Delete for good',
    body: 'Delete your account and everything in it, your images included. Deletion is permanent; we keep no shadow copy.',
  },
  {
    Icon: InsightsIcon,
    title: 'Consent you control',
    body: 'Emotion tracking and ad personalisation are consents. Switch either off in Settings and Lorien stops using them.',
  },
] as const;

export function PrivacySection() {
  return (
    <LandingSection
      name="data"
      eyebrow="Privacy"
      title="Your data is yours, and it leaves with you."
      intro={
        <p className="lede">
          We keep what the product needs and tell you exactly what that is in the{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      }
    >
      <ul className="data__grid" role="list">
        {RIGHTS.map(({ Icon, title, body }) => (
          <li key={title} className="data__item card card--flat">
            <Icon className="data__icon" />
            <h3>{title}</h3>
            <p className="muted">{body}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---------- Example explanations ----------

const EXAMPLES = [
  {
    initials: 'EK',
    name: 'Elif Kaya',
    handle: 'elif',
    age: '20 min',
    mood: 'calm',
    text: 'First rain of autumn in Moda. The whole café went quiet to listen.',
    why: 'Fresh: posted 20 minutes ago, and calm posts suit your evenings.',
  },
  {
    initials: 'MD',
    name: 'Mert Demir',
    handle: 'mert',
    age: '1 h',
    mood: 'pride',
    text: 'Finished the half-marathon under two hours. Legs gone, heart full.',
    why: 'You follow Mert, and people you follow are echoing it.',
  },
  {
    initials: 'SA',
    name: 'Selin Arslan',
    handle: 'selin',
    age: '3 h',
    mood: 'curiosity',
    text: 'Starting a Sunday morning sketching group near Karaköy. Who is in? #sketching',
    why: 'Shares #sketching with posts you saved this week.',
  },
  {
    initials: 'CÖ',
    name: 'Can Öztürk',
    handle: 'can',
    age: '5 h',
    mood: 'fatigue',
    text: 'Honest question: how do you all switch off after work?',
    why: 'Picked for your late evenings, when you tend to read slower, lighter posts.',
  },
] as const;

export function ExplanationsSection() {
  return (
    <LandingSection
      name="explain"
      eyebrow="Example explanations"
      title="You always know why a post is in your feed."
      intro={
        <p className="lede">
          Every card carries its reason, written for people, not engineers. If a reason does not sit
          right with you, you know exactly what to change.
        </p>
      }
    >
      <ul className="explain__grid" role="list" aria-label="Example cards with their explanations">
        {EXAMPLES.map((example) => (
          <li key={example.handle} className="mini-card">
            <div className="mini-card__author">
              <span
                className={`mini-card__avatar mini-card__avatar--${example.mood}`}
                aria-hidden="true"
              >
                {example.initials}
              </span>
              <p className="mini-card__byline">
                <strong>{example.name}</strong>
                <span className="muted">
                  @{example.handle} · {example.age}
                </span>
              </p>
              <span className="mood-chip">
                <span className={`dot mood-chip__dot--${example.mood}`} aria-hidden="true" />
                {example.mood}
              </span>
            </div>
            <p className="mini-card__text">{example.text}</p>
            <div className="example__why">
              <p className="example__why-title">
                <SparkIcon width={14} height={14} />
                Why you’re seeing this
              </p>
              <p>{example.why}</p>
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
    phase: 'Now',
    status: 'Private beta',
    items: [
      `Invite-only membership, up to ${capacity} members`,
      'Posts, echoes, saves, replies, direct messages and blocks',
      'Mood- and hour-aware ranking, with Trending, Suggested people and Today’s Highlight',
      'An explanation on every card, with the signals behind it',
      'Reach throttling for hate speech and disinformation',
      'Data export and account deletion',
      'Insights into your own patterns, and a weekly digest for those who want one',
      'Postcast: a calmer way to catch up',
    ],
  },
  {
    phase: 'Next',
    status: 'Planned',
    items: ['Ranking tuned with beta members', 'Mood soundscapes, out of Labs'],
  },
  {
    phase: 'Later',
    status: 'Exploring',
    items: [
      `Opening beyond the first ${capacity} members`,
      'Tools for creators',
      'Consent-first advertising',
      'Brand partnerships',
    ],
  },
] as const;

export function RoadmapSection() {
  return (
    <LandingSection
      name="roadmap"
      eyebrow="Roadmap"
      title="Where Lorien is, and where it is going."
      intro={
        <p className="lede">
          Plans change when members tell us something better. This is the honest version.
        </p>
      }
    >
      <ol className="roadmap__grid" role="list">
        {ROADMAP.map((stage, index) => (
          <li
            key={stage.phase}
            className={`roadmap__stage card${index === 0 ? ' roadmap__stage--current' : ''}`}
          >
            <div className="roadmap__head">
              <h3>{stage.phase}</h3>
              <span className={index === 0 ? 'badge badge--accent' : 'badge'}>{stage.status}</span>
            </div>
            <ul className="roadmap__list" role="list">
              {stage.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

// ---------- FAQs ----------

const FAQS: readonly AccordionItem[] = [
  {
    question: 'How do I join Lorien?',
    answer: (
      <p>
        Ask a member for an invite code, then sign up with it. Codes refresh every{' '}
        {INVITE_LIFETIME_HOURS} hours, so ask for a fresh one. The private beta has room for{' '}
        {capacity} members.
      </p>
    ),
  },
  {
    question: 'Does “mood-aware” mean Lorien reads my mind?',
    answer: (
      <p>
        No. Lorien reads the tone of the words in posts, and learns from what you do on Lorien: what
        you open, echo, save and reply to, and at what hour. Nothing from your camera, microphone or
        anywhere outside Lorien.
      </p>
    ),
  },
  {
    question: 'Can I switch emotion tracking off?',
    answer: (
      <p>
        Yes. In Settings, under Privacy &amp; Data, turn off emotion tracking. Your feed stops
        adapting to your mood, and every card still explains itself.
      </p>
    ),
  },
  {
    question: 'Why did my post reach fewer people than usual?',
    answer: (
      <p>
        If its safety read found a real risk of toxicity, hate speech or disinformation, it was
        throttled: it reaches roughly {reachRange} of every {reachOf} people it otherwise would. It
        is not deleted or edited.
      </p>
    ),
  },
  {
    question: 'Do you sell my data?',
    answer: (
      <p>
        No. We do not sell data, there are no ads in the beta, and the site loads nothing from third
        parties: no trackers, no analytics scripts.
      </p>
    ),
  },
  {
    question: 'How do I export or delete my data?',
    answer: (
      <p>
        In Settings, under Privacy &amp; Data. Export downloads everything we hold about you as one
        file. Delete removes your account and everything in it, for good.
      </p>
    ),
  },
  {
    question: 'How old do I need to be?',
    answer: (
      <p>
        At least {MINIMUM_AGE}. The <Link to="/terms">Terms</Link> explain the rest of the rules.
      </p>
    ),
  },
  {
    question: 'Does it cost anything?',
    answer: <p>No. There is nothing to pay during the private beta.</p>,
  },
];

export function FaqSection() {
  return (
    <LandingSection
      name="faq"
      eyebrow="FAQs"
      title="Questions people ask us."
      split
      intro={
        <p className="lede">
          Something else on your mind? <Link to="/contact">Write to us</Link>; we answer within{' '}
          {CONTACT_RESPONSE_TIME}.
        </p>
      }
    >
      <Accordion items={FAQS} />
    </LandingSection>
  );
}

// ---------- Beta band ----------

export function BetaSection() {
  return (
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
  );
}
