import { useState } from 'react';
import { Link } from 'react-router';
import type { SuggestedPerson, TrendItemView } from '../../../shared/api/feed.ts';
import { SUGGESTIONS_LIMIT, TRENDING_LIMIT } from '../../../shared/constants.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { explorePath, profilePath } from '../../lib/paths.ts';
import { useFollowToggle, useSuggestedPeople, useTrending } from './discover-api.ts';

/**
 * A trend as members wrote it: `#tag` for a hashtag they typed; a plain label marked "topic" for
 * one the analysis found in their words, so nobody reads it as a hashtag somebody used.
 */
function TrendLabel({ topic, kind }: { topic: string; kind: TrendItemView['kind'] }) {
  if (kind === 'hashtag') return <span className="trend-list__topic">#{topic}</span>;
  return (
    <span className="trend-list__topic trend-list__topic--auto">
      <span className="trend-list__label">{topic}</span>
      <span className="trend-list__kind">
        topic<span className="visually-hidden"> found in posts, not a hashtag</span>
      </span>
    </span>
  );
}

/** Trending (spec: 6): each trend opens a search for it. */
export function Trending() {
  const trending = useTrending();
  return (
    <section id="trending" className="card discover" aria-labelledby="trending-title">
      <h2 id="trending-title" className="aside-card__title">
        Trending
      </h2>
      {trending.isPending ? (
        <p className="discover__note">Loading trends…</p>
      ) : trending.isError ? (
        <p className="discover__note">Trends are unavailable right now.</p>
      ) : trending.data.trends.length === 0 ? (
        <p className="discover__note">Nothing is trending yet.</p>
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
                    ? 'Suggested'
                    : `${trend.volume} ${trend.volume === 1 ? 'post' : 'posts'}`}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SuggestedPersonRow({ person }: { person: SuggestedPerson }) {
  const [following, setFollowing] = useState(false);
  const toggle = useFollowToggle();
  return (
    <li className="suggested-person">
      <Link className="suggested-person__link" to={profilePath(person.uid)}>
        <Avatar name={person.name} seed={person.uid} size="sm" />
        <span className="suggested-person__text">
          <span className="suggested-person__name">{person.name}</span>
          <span className="suggested-person__handle">@{person.handle}</span>
          <span className="suggested-person__reason">{person.reason}</span>
        </span>
      </Link>
      <button
        type="button"
        className={`btn btn--sm ${following ? 'btn--secondary' : 'btn--primary'} suggested-person__follow`}
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${person.name}`}
        onClick={() => {
          const on = !following;
          setFollowing(on);
          toggle.mutate(
            { uid: person.uid, on },
            // Spec: follow failures are swallowed; the button goes back to what is true.
            { onError: () => setFollowing(!on) },
          );
        }}
      >
        {following ? 'Following' : 'Follow'}
      </button>
    </li>
  );
}

/** Suggested people (spec: 6) with their reason and a Follow toggle that works in place. */
export function SuggestedPeople() {
  const suggested = useSuggestedPeople();
  return (
    <section id="suggested-people" className="card discover" aria-labelledby="suggested-title">
      <h2 id="suggested-title" className="aside-card__title">
        Suggested people
      </h2>
      {suggested.isPending ? (
        <p className="discover__note">Finding people…</p>
      ) : suggested.isError ? (
        <p className="discover__note">Suggestions are unavailable right now.</p>
      ) : suggested.data.people.length === 0 ? (
        <p className="discover__note">You already follow everyone we would suggest.</p>
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
  return (
    <nav className="discover-jumps" aria-label="Discover">
      <a href="#explore">Explore</a>
      <a href="#trending">Trending</a>
      <a href="#suggested-people">Suggested people</a>
    </nav>
  );
}
