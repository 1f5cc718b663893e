import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PersonSummary } from '../../../shared/api/social.ts';
import { PEOPLE_SEARCH_MIN_CHARS } from '../../../shared/constants.ts';
import { CloseIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { PersonRow } from '../../components/ui/person-row.tsx';
import { CompactPost } from '../../entities/post/post-card.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { feedNs } from '../../i18n/ns/feed.ts';
import { postPath, profilePath } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePeopleSearch, usePostSearch } from './explore-api.ts';

const SEARCH_DELAY_MS = 300;
/** The phone keyboard's Enter key (a keyword, not text: the interface-text rule reads `…Hint`). */
const ENTER_KEY = 'search' as const;

function PersonResult({ person }: { person: PersonSummary }) {
  return (
    <Link className="person-row" to={profilePath(person.id)}>
      <PersonRow person={person} withHeadline />
    </Link>
  );
}

function Note({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'danger' }) {
  return <p className={`explore__note explore__note--${tone}`}>{children}</p>;
}

/**
 * Explore (spec sections 2 and 5): people (2+ characters, at most 8) and posts (at most 12) as
 * you type; Enter opens the first post. A hashtag link elsewhere arrives as `?q=`.
 */
export function Explore() {
  const ids = useId();
  const navigate = useNavigate();
  const { t } = useTranslation(feedNs);
  const M = useMessages();
  const [params] = useSearchParams();
  const requested = params.get('q') ?? '';
  const [input, setInput] = useState(requested);
  const [seenRequest, setSeenRequest] = useState(requested);
  const section = useRef<HTMLElement>(null);

  // A new ?q= (a hashtag was followed) replaces what is typed.
  if (requested !== seenRequest) {
    setSeenRequest(requested);
    setInput(requested);
  }
  useEffect(() => {
    const box = section.current;
    if (!requested || !box) return;
    const { top, bottom } = box.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) box.scrollIntoView({ block: 'start' });
  }, [requested]);

  const q = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const active = q.length >= PEOPLE_SEARCH_MIN_CHARS;
  const people = usePeopleSearch(q, active);
  const posts = usePostSearch(q, active);
  const firstPost = posts.data?.posts[0];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (firstPost && q === input.trim()) void navigate(postPath(firstPost.id));
  };

  const settled = active && !people.isPending && !posts.isPending;
  const summary = settled
    ? t('explore.summary', {
        people: t('explore.people', { count: people.data?.people.length ?? 0 }),
        posts: t('explore.posts', { count: posts.data?.posts.length ?? 0 }),
      })
    : '';

  return (
    <section ref={section} id="explore" className="explore card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="aside-card__title">
        {t('explore.title')}
      </h2>
      <form role="search" className="explore__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${ids}-q`}>
          {t('explore.searchLabel')}
        </label>
        <SearchIcon className="explore__icon" />
        <input
          id={`${ids}-q`}
          className="input explore__input"
          type="search"
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          placeholder={t('explore.placeholder')}
          autoComplete="off"
          enterKeyHint={ENTER_KEY}
        />
        {input ? (
          <button
            type="button"
            className="icon-button explore__clear"
            aria-label={t('explore.clear')}
            onClick={() => {
              setInput('');
              document.getElementById(`${ids}-q`)?.focus();
            }}
          >
            <CloseIcon width={16} height={16} />
          </button>
        ) : null}
      </form>
      <p className="visually-hidden" role="status">
        {summary}
      </p>

      {!active ? (
        <p className="explore__hint">{t('explore.hint')}</p>
      ) : (
        <div className="explore__results">
          <div className="explore__group">
            <h3 className="overline">{t('explore.peopleTitle')}</h3>
            {people.isPending ? (
              <Note>{t('explore.searching')}</Note>
            ) : people.isError ? (
              <Note tone="danger">{M.profilesUnavailable}</Note>
            ) : people.data.people.length === 0 ? (
              <Note>{M.profilesNoMatches}</Note>
            ) : (
              <ul className="explore__list" role="list">
                {people.data.people.map((person) => (
                  <li key={person.id}>
                    <PersonResult person={person} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="explore__group">
            <h3 className="overline">{t('explore.postsTitle')}</h3>
            {posts.isPending ? (
              <Note>{t('explore.searching')}</Note>
            ) : posts.isError ? (
              <Note tone="danger">{M.searchUnavailable}</Note>
            ) : posts.data.posts.length === 0 ? (
              <Note>{M.searchNoMatches}</Note>
            ) : (
              <ul className="explore__list explore__list--posts" role="list">
                {posts.data.posts.map((post) => (
                  <li key={post.id}>
                    <CompactPost post={post} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
