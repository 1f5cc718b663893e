import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ACTIVITY_DECAY_HOURS,
  AUTH_TOKEN_MAX_AGE_SECONDS,
  CIRCADIAN_BLEND_ALPHA,
  CLAIM_RISKS,
  COMMENT_TEXT_MAX,
  COMMENTS_DEFAULT,
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
} from '../../../shared/constants.ts';
import { useFormat, useLanguage } from '../../i18n/hooks.ts';
import { commonNs } from '../../i18n/ns/common.ts';
import { legalNs } from '../../i18n/ns/legal.ts';
import { DocumentPage, LegalText, type DocumentSection } from './document-page.tsx';
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

const megabytes = IMAGE_MAX_BYTES / (1024 * 1024);

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

/**
 * The whitepaper's sections in the interface language. Figures in sentences use the language's
 * decimal mark; the formulas stay as the code writes them.
 */
function useSections(): DocumentSection[] {
  const { t } = useTranslation(legalNs);
  const { t: tc } = useTranslation(commonNs);
  const format = useFormat();
  const language = useLanguage();
  const f = (value: number) => {
    const figure = formatFigure(value);
    return language === 'tr' ? figure.replace('.', ',') : figure;
  };
  const n = (value: number) => format.number(value);
  const text = (key: string, values?: Record<string, unknown>) => (
    <LegalText k={`whitepaper.${key}`} values={values} />
  );
  const dimensions = EMOTION_DIMENSIONS.length;
  const moods = EMOTION_PROTOTYPES.length;

  const constants: ReadonlyArray<readonly [string, string]> = [
    [
      t('whitepaper.constants.capacity'),
      t('whitepaper.constants.capacityValue', { capacity: n(MEMBER_CAPACITY_DEFAULT) }),
    ],
    [
      t('whitepaper.constants.invite'),
      t('whitepaper.constants.inviteValue', {
        length: INVITE_CODE_LENGTH,
        hours: INVITE_LIFETIME_HOURS,
      }),
    ],
    [
      t('whitepaper.constants.username'),
      t('whitepaper.constants.usernameValue', {
        min: USERNAME_MIN_LENGTH,
        max: USERNAME_MAX_LENGTH,
      }),
    ],
    [
      t('whitepaper.constants.password'),
      t('whitepaper.constants.passwordValue', { min: PASSWORD_MIN_LENGTH }),
    ],
    [t('whitepaper.constants.age'), `${MINIMUM_AGE}`],
    [
      t('whitepaper.constants.post'),
      t('whitepaper.constants.postValue', { post: POST_TEXT_MAX, comment: COMMENT_TEXT_MAX }),
    ],
    [
      t('whitepaper.constants.image'),
      t('whitepaper.constants.imageValue', { megabytes, bytes: n(IMAGE_MAX_BYTES) }),
    ],
    [
      t('whitepaper.constants.feed'),
      t('whitepaper.constants.feedValue', {
        page: FEED_DEFAULT_PAGE,
        home: HOME_TIMELINE_PAGE,
        unpaged: FEED_NON_PAGED_LIMIT,
      }),
    ],
    [
      t('whitepaper.constants.following'),
      t('whitepaper.constants.followingValue', {
        max: FOLLOWING_BLOCK_MAX,
        perUser: FOLLOWING_BLOCK_PER_USER,
      }),
    ],
    [t('whitepaper.constants.trending'), `${TRENDING_LIMIT} / ${SUGGESTIONS_LIMIT}`],
    [
      t('whitepaper.constants.search'),
      t('whitepaper.constants.searchValue', {
        people: PEOPLE_SEARCH_LIMIT,
        posts: POST_SEARCH_LIMIT,
      }),
    ],
    [
      t('whitepaper.constants.share'),
      t('whitepaper.constants.shareValue', {
        show: SHARE_SUGGESTIONS_SHOW,
        load: SHARE_SUGGESTIONS_LOAD,
      }),
    ],
    [
      t('whitepaper.constants.lists'),
      t('whitepaper.constants.listsValue', {
        messages: DM_LIST_DEFAULT,
        notifications: NOTIFICATIONS_DEFAULT,
        comments: COMMENTS_DEFAULT,
      }),
    ],
    [t('whitepaper.constants.profile'), `${PROFILE_POSTS_LIMIT} / ${SUGGESTED_POSTS_LIMIT}`],
    [
      t('whitepaper.constants.snippet'),
      t('whitepaper.constants.snippetValue', { length: SNIPPET_LENGTH }),
    ],
    [
      t('whitepaper.constants.tags'),
      t('whitepaper.constants.tagsValue', { max: TAGS_MAX, days: TAG_CACHE_DAYS }),
    ],
    [
      t('whitepaper.constants.suggestion'),
      t('whitepaper.constants.suggestionValue', { points: PROFILE_SUGGESTION_TAG_POINTS }),
    ],
    [
      t('whitepaper.constants.highlight'),
      t('whitepaper.constants.highlightValue', {
        candidates: HIGHLIGHT_CANDIDATES,
        considered: HIGHLIGHT_CONSIDERED,
        shown: HIGHLIGHT_SHOWN,
      }),
    ],
    [t('whitepaper.constants.defaults'), `${DEFAULT_REGION} / ${DEFAULT_LANGUAGE}`],
    [t('whitepaper.constants.theme'), DEFAULT_THEME_COLOR],
    [
      t('whitepaper.constants.token'),
      t('whitepaper.constants.tokenValue', { seconds: AUTH_TOKEN_MAX_AGE_SECONDS }),
    ],
    [t('whitepaper.constants.response'), tc('contactResponseTime')],
  ];

  return [
    {
      id: 'abstract',
      title: t('whitepaper.abstract.title'),
      body: (
        <>
          <p>{text('abstract.p1', { dimensions })}</p>
          <p>{text('abstract.p2')}</p>
        </>
      ),
    },
    {
      id: 'emotion-model',
      title: t('whitepaper.emotion-model.title'),
      body: (
        <>
          <p>{text('emotion-model.p1', { dimensions })}</p>
          <Table
            caption={t('whitepaper.emotion-model.caption', { dimensions })}
            head={[
              t('whitepaper.emotion-model.dimension'),
              t('whitepaper.emotion-model.range'),
              t('whitepaper.emotion-model.default'),
            ]}
            rows={EMOTION_DIMENSIONS.map((dimension) => {
              const [min, max] = EMOTION_DIMENSION_RANGES[dimension];
              return [
                <span key={dimension} className="data-table__term">
                  {t(`whitepaper.dimensionNames.${dimension}`)}
                  <span className="data-table__sub">
                    {t(`whitepaper.dimensionMeanings.${dimension}`)}
                  </span>
                </span>,
                t('whitepaper.emotion-model.rangeValue', { min: f(min), max: f(max) }),
                f(EMOTION_DEFAULTS[dimension]),
              ];
            })}
          />
        </>
      ),
    },
    {
      id: 'prototypes',
      title: t('whitepaper.prototypes.title', { moods }),
      body: (
        <>
          <p>{text('prototypes.p1', { moods })}</p>
          <ul className="prototypes" role="list">
            {EMOTION_PROTOTYPES.map((prototype) => (
              <li key={prototype}>
                <strong>{t(`whitepaper.moodNames.${prototype}`)}</strong>
                <span className="muted">{t(`whitepaper.moodMeanings.${prototype}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'emotional-state',
      title: t('whitepaper.emotional-state.title'),
      body: (
        <>
          <p>
            {text('emotional-state.p1', {
              decay: f(EMOTION_STATE_DECAY),
              cap: f(EMOTION_STATE_CHANGE_CAP),
            })}
          </p>
          <p>
            {text('emotional-state.p2', {
              hours: HOURS_PER_DAY,
              dimensions,
              alpha: f(CIRCADIAN_BLEND_ALPHA),
            })}
          </p>
          <Formula>{circadianBlendFormula()}</Formula>
          <p>{text('emotional-state.p3')}</p>
        </>
      ),
    },
    {
      id: 'feed-ranking',
      title: t('whitepaper.feed-ranking.title'),
      body: (
        <>
          <p>{text('feed-ranking.p1')}</p>
          <Formula>{feedScoreFormula()}</Formula>
          <p>
            {text('feed-ranking.p2', {
              minAge: FEED_SCORE.minAgeHours,
              unknownAge: FEED_SCORE.unknownAgeHours,
            })}
          </p>
          <Table
            caption={t('whitepaper.feed-ranking.caption')}
            head={[t('whitepaper.feed-ranking.parameter'), t('whitepaper.feed-ranking.weight')]}
            rows={[
              [t('whitepaper.feed-ranking.emotion'), f(RELEVANCE_WEIGHTS.emotion)],
              [t('whitepaper.feed-ranking.interest'), f(RELEVANCE_WEIGHTS.interest)],
              [t('whitepaper.feed-ranking.quality'), f(RELEVANCE_WEIGHTS.quality)],
              [t('whitepaper.feed-ranking.topic'), f(RELEVANCE_WEIGHTS.topic)],
              [t('whitepaper.feed-ranking.redundancy'), f(RELEVANCE_WEIGHTS.redundancyPenalty)],
              [t('whitepaper.feed-ranking.format'), f(RELEVANCE_WEIGHTS.format)],
            ]}
          />
          <p>{text('feed-ranking.p3')}</p>
          <Formula>{qualityFormula()}</Formula>
          <Formula>{relevanceFormula()}</Formula>
          <Formula>{rankedScoreFormula()}</Formula>
          <p>{text('feed-ranking.p4')}</p>
        </>
      ),
    },
    {
      id: 'safety',
      title: t('whitepaper.safety.title'),
      body: (
        <>
          <p>
            {text('safety.p1', {
              confidence: f(DEFAULT_SAFETY_CONFIDENCE),
              fallback: f(FALLBACK_SAFETY_CONFIDENCE),
            })}
          </p>
          <Formula>{riskFormula()}</Formula>
          <p>
            {text('safety.p2', {
              gamma: f(REACH_FACTOR.gamma),
              floor: f(REACH_FACTOR.floor),
              alpha: f(REACH_MULTIPLIER.alpha),
              delta: f(REACH_MULTIPLIER.delta),
              multiplierFloor: f(REACH_MULTIPLIER.floor),
              ceiling: f(REACH_MULTIPLIER.ceiling),
              threshold: f(REACH_MULTIPLIER.riskThreshold),
              riskCeiling: f(REACH_MULTIPLIER.riskCeiling),
            })}
          </p>
          <Formula>{reachFactorFormula()}</Formula>
          <Formula>{reachMultiplierFormula()}</Formula>
          <p>{text('safety.p3')}</p>
          <Table
            caption={t('whitepaper.safety.caption')}
            head={[
              t('whitepaper.safety.risk'),
              t('whitepaper.safety.multiplier'),
              t('whitepaper.safety.reached'),
            ]}
            rows={claimReachRows(CLAIM_RISKS)}
          />
          <p>
            {text('safety.p4', {
              min: n(THROTTLED_REACH_CLAIM.min),
              max: n(THROTTLED_REACH_CLAIM.max),
              of: n(THROTTLED_REACH_CLAIM.of),
              risks: CLAIM_RISKS.map(f).join(language === 'tr' ? '; ' : ', '),
            })}
          </p>
          <p className="doc__note">{text('safety.note')}</p>
        </>
      ),
    },
    {
      id: 'trends',
      title: t('whitepaper.trends.title'),
      body: (
        <>
          <p>{text('trends.p1')}</p>
          <Formula>{trendFormula()}</Formula>
          <Formula>{momentumFormula()}</Formula>
          <p>
            {text('trends.p2', {
              halfLife: TREND_MOMENTUM_HALF_LIFE_HOURS,
              activityDecay: ACTIVITY_DECAY_HOURS,
              ingest: TREND_INGEST_INTERVAL_MINUTES,
              retention: HOT_SIGNALS_RETENTION_MINUTES,
              trending: TRENDING_LIMIT,
            })}
          </p>
          <p>
            {text('trends.p3', {
              candidates: HIGHLIGHT_CANDIDATES,
              considered: HIGHLIGHT_CONSIDERED,
              shown: HIGHLIGHT_SHOWN,
            })}
          </p>
          <Formula>{highlightFormula()}</Formula>
          <p>{text('trends.p4')}</p>
          <Formula>{suggestionFormula()}</Formula>
          <p>{text('trends.p5')}</p>
          <Formula>{engagementFormula()}</Formula>
        </>
      ),
    },
    {
      id: 'explanations',
      title: t('whitepaper.explanations.title'),
      body: <p>{text('explanations.p1')}</p>,
    },
    {
      id: 'data',
      title: t('whitepaper.data.title'),
      body: <p>{text('data.p1')}</p>,
    },
    {
      id: 'constants',
      title: t('whitepaper.constants.title'),
      body: (
        <Table
          caption={t('whitepaper.constants.caption')}
          head={[t('whitepaper.constants.constant'), t('whitepaper.constants.value')]}
          rows={constants}
        />
      ),
    },
  ];
}

export function Component() {
  const { t } = useTranslation(legalNs);
  const sections = useSections();
  return (
    <DocumentPage
      eyebrow={t('whitepaper.eyebrow')}
      title={t('whitepaper.title')}
      summary={t('whitepaper.summary')}
      metaDescription={t('whitepaper.metaDescription', {
        dimensions: EMOTION_DIMENSIONS.length,
        moods: EMOTION_PROTOTYPES.length,
      })}
      nav={
        <nav className="doc-nav" aria-label={t('whitepaper.nav.label')}>
          <Link to="/">{t('whitepaper.nav.home')}</Link>
          <Link to="/privacy">{t('whitepaper.nav.privacy')}</Link>
          <Link to="/terms">{t('whitepaper.nav.terms')}</Link>
        </nav>
      }
      sections={sections}
    />
  );
}
