import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ACTIVITY_DECAY_HOURS,
  AUTH_TOKEN_MAX_AGE_SECONDS,
  CIRCADIAN_BLEND_ALPHA,
  CLAIM_RISKS,
  COMMENT_TEXT_MAX,
  COMMENTS_DEFAULT,
  CONTACT_RESPONSE_TIME,
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  DEFAULT_SAFETY_CONFIDENCE,
  DEFAULT_THEME_COLOR,
  DM_LIST_DEFAULT,
  EMOTION_DEFAULTS,
  EMOTION_DIMENSION_RANGES,
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPES,
  EMOTION_STATE_CHANGE_CAP,
  EMOTION_STATE_DECAY,
  FALLBACK_SAFETY_CONFIDENCE,
  FEED_DEFAULT_PAGE,
  FEED_NON_PAGED_LIMIT,
  FEED_SCORE,
  FOLLOWING_BLOCK_MAX,
  FOLLOWING_BLOCK_PER_USER,
  HIGHLIGHT_CANDIDATES,
  HIGHLIGHT_CONSIDERED,
  HIGHLIGHT_SHOWN,
  HOME_TIMELINE_PAGE,
  HOT_SIGNALS_RETENTION_MINUTES,
  HOURS_PER_DAY,
  IMAGE_MAX_BYTES,
  INVITE_CODE_LENGTH,
  INVITE_LIFETIME_HOURS,
  MEMBER_CAPACITY_DEFAULT,
  MINIMUM_AGE,
  NOTIFICATIONS_DEFAULT,
  PASSWORD_MIN_LENGTH,
  PEOPLE_SEARCH_LIMIT,
  POST_SEARCH_LIMIT,
  POST_TEXT_MAX,
  PROFILE_POSTS_LIMIT,
  PROFILE_SUGGESTION_TAG_POINTS,
  REACH_FACTOR,
  REACH_MULTIPLIER,
  RELEVANCE_WEIGHTS,
  SHARE_SUGGESTIONS_LOAD,
  SHARE_SUGGESTIONS_SHOW,
  SNIPPET_LENGTH,
  SUGGESTED_POSTS_LIMIT,
  SUGGESTIONS_LIMIT,
  TAG_CACHE_DAYS,
  TAGS_MAX,
  THROTTLED_REACH_CLAIM,
  TREND_INGEST_INTERVAL_MINUTES,
  TREND_MOMENTUM_HALF_LIFE_HOURS,
  TRENDING_LIMIT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type EmotionDimension,
} from '../../../shared/constants.ts';
import { DocumentPage, type DocumentSection } from './document-page.tsx';
import {
  circadianBlendFormula,
  claimReachRows,
  engagementFormula,
  feedScoreFormula,
  formatFigure,
  highlightFormula,
  momentumFormula,
  qualityFormula,
  rankedScoreFormula,
  reachFactorFormula,
  reachMultiplierFormula,
  relevanceFormula,
  riskFormula,
  suggestionFormula,
  trendFormula,
} from './whitepaper-formulas.ts';

const DIMENSION_MEANINGS: Readonly<Record<EmotionDimension, string>> = {
  valence: 'How pleasant or unpleasant it feels',
  arousal: 'How calm or stirred up',
  dominance: 'How much in control, or overwhelmed',
  energy: 'How lively, or drained',
  focus: 'How absorbed, or scattered',
  social: 'How turned towards other people',
  novelty: 'How new or surprising',
  stress: 'How tense or under pressure',
};

const PROTOTYPE_MEANINGS: Readonly<Record<(typeof EMOTION_PROTOTYPES)[number], string>> = {
  happiness: 'warmth, joy, things going well',
  calm: 'at ease, unhurried, settled',
  hope: 'looking forward; it could get better',
  curiosity: 'drawn to something new, wanting to know more',
  pride: 'satisfaction in something done',
  focus: 'absorbed, attentive, in the work',
  fatigue: 'tired, running low',
  boredom: 'under-stimulated, flat',
  stress: 'tense, pressured, stretched',
  anger: 'wronged, frustrated, heated',
  sadness: 'loss, disappointment, a low mood',
  loneliness: 'disconnected, missing people',
};

const megabytes = IMAGE_MAX_BYTES / (1024 * 1024);
const capacity = MEMBER_CAPACITY_DEFAULT.toLocaleString('en');
const f = formatFigure;

function Formula({ children }: { children: string }) {
  return <code className="formula">{children}</code>;
}

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}) {
  return (
    // Focusable so that keyboard users can scroll a wide table on a phone.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex} className={typeof cell === 'string' ? 'num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const CONSTANTS: ReadonlyArray<readonly [string, string]> = [
  ['Member capacity', `${capacity} members`],
  ['Invite code', `${INVITE_CODE_LENGTH} characters, refreshed every ${INVITE_LIFETIME_HOURS} h`],
  ['Username', `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters`],
  ['Password', `at least ${PASSWORD_MIN_LENGTH} characters`],
  ['Minimum age', `${MINIMUM_AGE}`],
  ['Post / comment', `${POST_TEXT_MAX} / ${COMMENT_TEXT_MAX} characters`],
  ['Image', `${megabytes} MB (${IMAGE_MAX_BYTES.toLocaleString('en')} bytes)`],
  [
    'Feed pages',
    `${FEED_DEFAULT_PAGE} by default, ${HOME_TIMELINE_PAGE} on the home timeline, ${FEED_NON_PAGED_LIMIT} unpaged`,
  ],
  ['Following block', `${FOLLOWING_BLOCK_MAX} posts, ${FOLLOWING_BLOCK_PER_USER} per person`],
  ['Trending / suggestions', `${TRENDING_LIMIT} / ${SUGGESTIONS_LIMIT}`],
  ['People search / post search', `${PEOPLE_SEARCH_LIMIT} / ${POST_SEARCH_LIMIT} results`],
  ['Share suggestions', `${SHARE_SUGGESTIONS_SHOW} shown of ${SHARE_SUGGESTIONS_LOAD} followed`],
  [
    'Messages, notifications, comments',
    `${DM_LIST_DEFAULT}, ${NOTIFICATIONS_DEFAULT}, ${COMMENTS_DEFAULT} per list`,
  ],
  ['Profile posts / related posts', `${PROFILE_POSTS_LIMIT} / ${SUGGESTED_POSTS_LIMIT}`],
  ['Snippet in a shared post', `${SNIPPET_LENGTH} characters`],
  ['Interest tags', `${TAGS_MAX} per member, refreshed after ${TAG_CACHE_DAYS} days`],
  ['People suggestion score', `${PROFILE_SUGGESTION_TAG_POINTS} per shared tag + post count`],
  [
    'Highlight',
    `${HIGHLIGHT_CANDIDATES} candidates, top ${HIGHLIGHT_CONSIDERED} considered, ${HIGHLIGHT_SHOWN} shown`,
  ],
  ['Region / language defaults', `${DEFAULT_REGION} / ${DEFAULT_LANGUAGE}`],
  ['Default theme colour', DEFAULT_THEME_COLOR],
  ['Account API token', `${AUTH_TOKEN_MAX_AGE_SECONDS} s`],
  ['Contact response time', CONTACT_RESPONSE_TIME],
];

const SECTIONS: readonly DocumentSection[] = [
  {
    id: 'abstract',
    title: 'Abstract',
    body: (
      <>
        <p>
          Lorien is a small, invite-only social network whose feed is ranked by how posts feel as
          well as by what people do with them. Every post is read for tone on{' '}
          {EMOTION_DIMENSIONS.length} dimensions; every member has an emotional state that follows
          their activity and a profile of their usual rhythm for each hour of the day. The feed
          blends freshness, engagement and fit to the member’s moment, throttles risky content, and
          explains every card.
        </p>
        <p>
          This paper describes each part with the figures the code uses. The numbers on this page
          are read from the same constants as the ranking itself, so they cannot disagree.
        </p>
      </>
    ),
  },
  {
    id: 'emotion-model',
    title: 'The emotion model',
    body: (
      <>
        <p>
          A post’s tone, and a member’s state, is a vector of {EMOTION_DIMENSIONS.length} numbers.
          Valence runs from negative to positive; the others from none to a lot. A text with no
          signal sits at the defaults.
        </p>
        <Table
          caption={`The ${EMOTION_DIMENSIONS.length} dimensions`}
          head={['Dimension', 'Range', 'Default']}
          rows={EMOTION_DIMENSIONS.map((dimension) => {
            const [min, max] = EMOTION_DIMENSION_RANGES[dimension];
            return [
              <span key={dimension} className="data-table__term">
                {dimension}
                <span className="data-table__sub">{DIMENSION_MEANINGS[dimension]}</span>
              </span>,
              `${f(min)} to ${f(max)}`,
              f(EMOTION_DEFAULTS[dimension]),
            ];
          })}
        />
      </>
    ),
  },
  {
    id: 'prototypes',
    title: `${EMOTION_PROTOTYPES.length} named moods`,
    body: (
      <>
        <p>
          People do not think in vectors, so Lorien names a tone by the nearest of{' '}
          {EMOTION_PROTOTYPES.length} prototypes, each a point in the same space. The name is what
          you see on a card; the vector is what the ranking uses.
        </p>
        <ul className="prototypes" role="list">
          {EMOTION_PROTOTYPES.map((prototype) => (
            <li key={prototype}>
              <strong>{prototype}</strong>
              <span className="muted">{PROTOTYPE_MEANINGS[prototype]}</span>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'emotional-state',
    title: 'Your emotional state and your hours',
    body: (
      <>
        <p>
          Each interaction (opening a post, echoing, saving, replying) nudges your short-term state
          towards the tone of that post. The state keeps {f(EMOTION_STATE_DECAY)} of itself and
          moves the rest, weighted by how much the interaction says; a view says least and a share
          most. No dimension moves more than {f(EMOTION_STATE_CHANGE_CAP)} in one step, so a single
          post cannot swing your feed.
        </p>
        <p>
          Lorien also keeps a circadian profile: {HOURS_PER_DAY} rows, one per hour, of{' '}
          {EMOTION_DIMENSIONS.length} numbers, learned the same way. Your mornings can be calm and
          your evenings social. For ranking, the row for the current hour is blended with the
          short-term state with alpha {f(CIRCADIAN_BLEND_ALPHA)}:
        </p>
        <Formula>{circadianBlendFormula()}</Formula>
        <p>
          A new member starts from a population rhythm (more energy by day, more social by evening)
          until their own activity takes over. With emotion tracking switched off, neither the state
          nor the profile learns.
        </p>
      </>
    ),
  },
  {
    id: 'feed-ranking',
    title: 'Ranking the feed',
    body: (
      <>
        <p>
          The base score of a post rewards what people valued and fades with age. Views count on a
          logarithmic curve, so attention alone cannot carry a post:
        </p>
        <Formula>{feedScoreFormula()}</Formula>
        <p>
          Age is measured in hours, at least {FEED_SCORE.minAgeHours}; a post of unknown age counts
          as {FEED_SCORE.unknownAgeHours} hours old. Relevance to the reader is weighed with these
          parameters:
        </p>
        <Table
          caption="Relevance weights"
          head={['Parameter', 'Weight']}
          rows={[
            ['Emotional fit to your state now', f(RELEVANCE_WEIGHTS.emotion)],
            ['Interest in the topics', f(RELEVANCE_WEIGHTS.interest)],
            ['Quality of the post', f(RELEVANCE_WEIGHTS.quality)],
            ['Topic match', f(RELEVANCE_WEIGHTS.topic)],
            ['Redundancy penalty (too much of the same)', f(RELEVANCE_WEIGHTS.redundancyPenalty)],
            ['Format (text, image)', f(RELEVANCE_WEIGHTS.format)],
          ]}
        />
        <p>They combine into the rank of each card for you:</p>
        <Formula>{qualityFormula()}</Formula>
        <Formula>{relevanceFormula()}</Formula>
        <Formula>{rankedScoreFormula()}</Formula>
        <p>
          The emotional fit is one minus the distance between your state now and the post’s emotion
          vector, divided by the largest possible distance. With emotion tracking off, the fit is
          left out. Page one freezes the order, so Load More never repeats or skips a card.
        </p>
      </>
    ),
  },
  {
    id: 'safety',
    title: 'Safety and reach throttling',
    body: (
      <>
        <p>
          Every post is scored from 0 to 1 for toxicity, hate speech and disinformation, with a
          confidence of {f(DEFAULT_SAFETY_CONFIDENCE)} by default ({f(FALLBACK_SAFETY_CONFIDENCE)}{' '}
          when the reading is uncertain). The three become one risk:
        </p>
        <Formula>{riskFormula()}</Formula>
        <p>
          Risk lowers a post’s reach through two parameters. The reach factor falls with risk along
          a curve of exponent γ = {f(REACH_FACTOR.gamma)} and never below {f(REACH_FACTOR.floor)}.
          The reach multiplier applied to the score (α = {f(REACH_MULTIPLIER.alpha)}, δ ={' '}
          {f(REACH_MULTIPLIER.delta)}) stays between {f(REACH_MULTIPLIER.floor)} and{' '}
          {f(REACH_MULTIPLIER.ceiling)}; once risk is above {f(REACH_MULTIPLIER.riskThreshold)}, it
          is capped at {f(REACH_MULTIPLIER.riskCeiling)}.
        </p>
        <Formula>{reachFactorFormula()}</Formula>
        <Formula>{reachMultiplierFormula()}</Formula>
        <p>
          A throttled post is shown only to its reach share of members, chosen the same way every
          time for each member and post; its author always sees it, with a note saying which signal
          limited it. It is also down-weighted in trending, the highlight, search and suggestions.
        </p>
        <Table
          caption="Reach for the claim risks, as the code computes it"
          head={['Risk', 'Reach multiplier', 'Members reached']}
          rows={claimReachRows(CLAIM_RISKS)}
        />
        <p>
          In people: a throttled post reaches {THROTTLED_REACH_CLAIM.min} to{' '}
          {THROTTLED_REACH_CLAIM.max} of every {THROTTLED_REACH_CLAIM.of.toLocaleString('en')} it
          would otherwise have reached. Claims are rated at three levels of risk,{' '}
          {CLAIM_RISKS.map(f).join(', ')}, from most to least likely to mislead.
        </p>
        <p className="doc__note">
          Throttling changes how far a post travels, nothing else: it never edits a post or hides it
          from its author.
        </p>
      </>
    ),
  },
  {
    id: 'trends',
    title: 'Trends and the daily highlight',
    body: (
      <>
        <p>Trending topics are scored from four signals and a penalty for risk:</p>
        <Formula>{trendFormula()}</Formula>
        <Formula>{momentumFormula()}</Formula>
        <p>
          Momentum halves every {TREND_MOMENTUM_HALF_LIFE_HOURS} hours and activity fades over{' '}
          {ACTIVITY_DECAY_HOURS} hours. New signals are taken in every{' '}
          {TREND_INGEST_INTERVAL_MINUTES} minutes and hot signals are kept for{' '}
          {HOT_SIGNALS_RETENTION_MINUTES} minutes. The feed shows {TRENDING_LIMIT} trends.
        </p>
        <p>
          Today’s Highlight takes the {HIGHLIGHT_CANDIDATES} most recent posts, scores them, looks
          closely at the top {HIGHLIGHT_CONSIDERED} and shows {HIGHLIGHT_SHOWN}, scored from
          engagement, freshness and resonance with the day’s collective mood (the mean emotion of
          the candidates):
        </p>
        <Formula>{highlightFormula()}</Formula>
        <p>Suggested people are scored from the tags you share and how much they post:</p>
        <Formula>{suggestionFormula()}</Formula>
        <p>Engagement on the administrator’s dashboard, and the quality above, weigh:</p>
        <Formula>{engagementFormula()}</Formula>
      </>
    ),
  },
  {
    id: 'explanations',
    title: 'An explanation on every card',
    body: (
      <p>
        The ranking keeps the reason a post was chosen and the card shows it in one sentence: who
        posted it and why it is in front of you now, for example “You follow Deniz, and calm posts
        suit your mornings.” Explanations are written from the same signals that placed the post,
        never after the fact, and “Why this post?” on each card lists every signal with its weight
        and its value.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'Data ownership',
    body: (
      <>
        <p>
          Per-member data is readable by its owner only, with an override for the administrator to
          manage the community. Members can export everything Lorien holds about them and delete
          their account permanently; emotion tracking and ad personalisation are consents. Besides
          per-member data, Lorien keeps trend items (topic volumes) and an audit log of
          consequential actions. The <Link to="/privacy">Privacy Policy</Link> lists every field.
        </p>
      </>
    ),
  },
  {
    id: 'constants',
    title: 'Constants at a glance',
    body: <Table caption="Product constants" head={['Constant', 'Value']} rows={CONSTANTS} />,
  },
];

export function Component() {
  return (
    <DocumentPage
      eyebrow="How Lorien works"
      title="Whitepaper"
      summary="How Lorien ranks what you see: the emotion model, circadian blending, safety throttling, trends and the explanation on every card, with the figures the code uses."
      metaDescription="How Lorien works: an 8-dimension emotion model, 12 named moods, circadian blending, reach throttling of risky posts, trend scoring, and the constants behind them."
      nav={
        <nav className="doc-nav" aria-label="Whitepaper">
          <Link to="/">Home</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms</Link>
        </nav>
      }
      sections={SECTIONS}
    />
  );
}
