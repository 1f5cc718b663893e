import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrendItemView } from '../../../shared/api/feed.ts';
import { SUGGESTIONS_LIMIT, TRENDING_LIMIT } from '../../../shared/constants.ts';
import { feedNs } from '../../i18n/ns/feed.ts';
import { useSuggestedPeople, useTrending } from '../../entities/discover/discover-api.ts';
import { SuggestedPersonRow } from '../../entities/discover/suggested-person-row.tsx';
import { explorePath } from '../../lib/paths.ts';

/**
 * A trend as members wrote it: `#tag` for a hashtag they typed; a plain label marked "topic" for
 * one the analysis found in their words, so nobody reads it as a hashtag somebody used.
 */
function TrendLabel({ topic, kind }: { topic: string; kind: TrendItemView['kind'] }) {
  const { t } = useTranslation(feedNs);
  if (kind === 'hashtag') return <span className="trend-list__topic">#{topic}</span>;
  return (
    <span className="trend-list__topic trend-list__topic--auto">
      <span className="trend-list__label">{topic}</span>
      <span className="trend-list__kind">
        {t('discover.topic')}
        <span className="visually-hidden">{t('discover.topicHidden')}</span>
      </span>
    </span>
  );
}

/** Trending (spec: 6): each trend opens a search for it. */
export function Trending() {
  const trending = useTrending();
  const { t } = useTranslation(feedNs);
  return (
    <section id="trending" className="card discover" aria-labelledby="trending-title">
      <h2 id="trending-title" className="aside-card__title">
        {t('discover.trending')}
      </h2>
      {trending.isPending ? (
        <p className="discover__note">{t('discover.trendsLoading')}</p>
      ) : trending.isError ? (
        <p className="discover__note">{t('discover.trendsUnavailable')}</p>
      ) : trending.data.trends.length === 0 ? (
        <p className="discover__note">{t('discover.trendsEmpty')}</p>
      ) : (
        <ol className="trend-list" role="list">
          {trending.data.trends.slice(0, TRENDING_LIMIT).map((trend, index) => (
            <li key={trend.topic}>
              <Link className="trend-list__item" to={explorePath(trend.topic)}>
                <span className="trend-list__rank" aria-hidden="true">
                  {index + 1}
                </span>
                <TrendLabel topic={trend.topic} kind={trend.kind} />
                <span className="trend-list__volume">
                  {trend.source === 'fallback'
                    ? t('discover.suggestedTrend')
                    : t('discover.posts', { count: trend.volume })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Suggested people (spec: 6) with their reason and a Follow toggle that works in place. */
export function SuggestedPeople() {
  const suggested = useSuggestedPeople();
  const { t } = useTranslation(feedNs);
  return (
    <section id="suggested-people" className="card discover" aria-labelledby="suggested-title">
      <h2 id="suggested-title" className="aside-card__title">
        {t('discover.suggestedPeople')}
      </h2>
      {suggested.isPending ? (
        <p className="discover__note">{t('discover.peopleLoading')}</p>
      ) : suggested.isError ? (
        <p className="discover__note">{t('discover.peopleUnavailable')}</p>
      ) : suggested.data.people.length === 0 ? (
        // Never "you already follow everyone" to someone who follows no one (issue 27).
        <p className="discover__note">
          {suggested.data.followsAnyone ? t('discover.peopleEmpty') : t('discover.peopleNone')}
        </p>
      ) : (
        <ul className="suggested-list" role="list">
          {suggested.data.people.slice(0, SUGGESTIONS_LIMIT).map((person) => (
            <SuggestedPersonRow key={person.uid} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** On a phone the right column sits below the feed: these links reach it without scrolling. */
export function DiscoverJumps() {
  const { t } = useTranslation(feedNs);
  return (
    <nav className="discover-jumps" aria-label={t('discover.jumps')}>
      <a href="#explore">{t('discover.explore')}</a>
      <a href="#trending">{t('discover.trending')}</a>
      <a href="#suggested-people">{t('discover.suggestedPeople')}</a>
    </nav>
  );
}
