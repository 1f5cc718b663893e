import { useId, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_LIMITS,
  SUGGESTIONS_LIMIT,
  TAGS_MAX,
  TRENDING_LIMIT,
} from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { CheckIcon, ImageIcon } from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { useSuggestedPeople, useTrending } from '../../entities/discover/discover-api.ts';
import { SuggestedPersonRow } from '../../entities/discover/suggested-person-row.tsx';
import { postKeys } from '../../entities/post/posts-api.ts';
import { profileKeys } from '../../entities/profile/profile-api.ts';
import { SESSION_QUERY_KEY, useSession } from '../../entities/session/use-session.ts';
import { welcomeNs } from '../../i18n/ns/welcome.ts';
import { finishWelcome, saveWelcomeProfile } from './welcome-api.ts';
import './welcome.css';

/** Step 1: people from the suggested-people read model, followed in place. */
function PeopleStep() {
  const { t } = useTranslation(welcomeNs);
  const suggested = useSuggestedPeople();
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  // Answers may arrive together: each change applies to the latest set.
  const change = (uid: string, on: boolean) =>
    setFollowed((current) => {
      const next = new Set(current);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });
  return (
    <section className="card welcome-step" aria-labelledby="welcome-people">
      <p className="welcome-step__number" aria-hidden="true">
        1
      </p>
      <div className="welcome-step__content">
        <h2 id="welcome-people" className="welcome-step__title">
          {t('people.title')}
        </h2>
        <p className="welcome-step__body">{t('people.body')}</p>
        {suggested.isPending ? (
          <p className="muted">{t('people.loading')}</p>
        ) : suggested.isError ? (
          <p className="muted">{t('people.unavailable')}</p>
        ) : suggested.data.people.length === 0 ? (
          <p className="muted">{t('people.none')}</p>
        ) : (
          <>
            <ul className="suggested-list welcome-people" role="list">
              {suggested.data.people.slice(0, SUGGESTIONS_LIMIT).map((person) => (
                <SuggestedPersonRow key={person.uid} person={person} onFollowChange={change} />
              ))}
            </ul>
            <p className="welcome-step__status" role="status">
              {followed.size > 0 ? (
                <>
                  <CheckIcon width={16} height={16} aria-hidden="true" />
                  {t('people.count', { count: followed.size })}
                </>
              ) : null}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** Step 2: trending topics as toggles; the chosen ones become the member's interests (tags). */
function TopicsStep({
  chosen,
  onToggle,
}: {
  chosen: readonly string[];
  onToggle: (topic: string) => void;
}) {
  const { t } = useTranslation(welcomeNs);
  const trending = useTrending();
  const topics = trending.data?.trends.slice(0, TRENDING_LIMIT).map((trend) => trend.topic) ?? [];
  return (
    <section className="card welcome-step" aria-labelledby="welcome-topics">
      <p className="welcome-step__number" aria-hidden="true">
        2
      </p>
      <div className="welcome-step__content">
        <h2 id="welcome-topics" className="welcome-step__title">
          {t('topics.title')}
        </h2>
        <p className="welcome-step__body">{t('topics.body')}</p>
        {trending.isPending ? (
          <p className="muted">{t('topics.loading')}</p>
        ) : topics.length === 0 ? (
          <p className="muted">{t('topics.none')}</p>
        ) : (
          <ul className="welcome-topics" role="list" aria-label={t('topics.label')}>
            {topics.map((topic) => {
              const on = chosen.includes(topic);
              return (
                <li key={topic}>
                  <button
                    type="button"
                    className="welcome-topic"
                    aria-pressed={on}
                    disabled={!on && chosen.length >= TAGS_MAX}
                    onClick={() => onToggle(topic)}
                  >
                    {on ? <CheckIcon width={16} height={16} aria-hidden="true" /> : null}
                    {topic}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * The first run (issue 27): a new member follows a few people, picks topics, writes a bio, and
 * goes to a feed that is not empty. Shown once: finishing or skipping ends it on the server.
 */
export function Component() {
  const { session } = useSession();
  const user = session.user;
  const { t } = useTranslation(welcomeNs);
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [topics, setTopics] = useState<string[]>([]);
  const [bio, setBio] = useState('');
  const [busy, setBusy] = useState<'finish' | 'skip' | null>(null);
  const [failed, setFailed] = useState(false);

  if (!user) return null;
  if (!user.welcomePending && busy === null) return <Navigate to="/dashboard" replace />;

  const end = async (kind: 'finish' | 'skip') => {
    if (busy) return;
    setBusy(kind);
    setFailed(false);
    try {
      if (kind === 'finish' && (bio.trim() || topics.length > 0)) {
        await saveWelcomeProfile({ bio: bio.trim(), topics });
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      }
      const done = await finishWelcome();
      // Anything read before these follows (For you, Following) is read again on the dashboard.
      queryClient.removeQueries({ queryKey: postKeys.all });
      queryClient.setQueryData(SESSION_QUERY_KEY, done.user);
      await navigate('/dashboard', { replace: true });
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  const bioTooLong = bio.trim().length > PROFILE_LIMITS.bio;

  return (
    <div className="welcome">
      <DocumentTitle title={t('title')} />
      <header className="welcome__header">
        <h1 className="welcome__title" tabIndex={-1} data-page-title="">
          {t('heading', { name: user.firstName })}
        </h1>
        <p className="welcome__intro">{t('intro')}</p>
      </header>

      <PeopleStep />
      <TopicsStep
        chosen={topics}
        onToggle={(topic) =>
          setTopics((current) =>
            current.includes(topic) ? current.filter((x) => x !== topic) : [...current, topic],
          )
        }
      />

      <section className="card welcome-step" aria-labelledby="welcome-profile">
        <p className="welcome-step__number" aria-hidden="true">
          3
        </p>
        <div className="welcome-step__content">
          <h2 id="welcome-profile" className="welcome-step__title">
            {t('profile.title')}
          </h2>
          <p className="welcome-step__body">{t('profile.body')}</p>
          <Link className="welcome-photo" to="/settings?panel=profile">
            <ImageIcon width={20} height={20} aria-hidden="true" />
            {t('profile.photo')}
          </Link>
          <div className="field">
            <div className="field__label-row">
              <label className="field__label" htmlFor={`${ids}-bio`}>
                {t('profile.bio')}
              </label>
              <CharCounter
                id={`${ids}-bio-count`}
                length={bio.trim().length}
                max={PROFILE_LIMITS.bio}
              />
            </div>
            <textarea
              id={`${ids}-bio`}
              className="textarea welcome__bio"
              rows={3}
              value={bio}
              onChange={(event) => setBio(event.currentTarget.value)}
              aria-describedby={`${ids}-bio-hint ${ids}-bio-count`}
              aria-invalid={bioTooLong || undefined}
            />
            <p id={`${ids}-bio-hint`} className="field__hint">
              {t('profile.bioHint')}
            </p>
          </div>
        </div>
      </section>

      <FormAlert message={failed ? t('failed') : null} />
      <div className="welcome__actions">
        <Button variant="secondary" onClick={() => void end('skip')} disabled={busy !== null}>
          {t('skip')}
        </Button>
        <BusyButton
          variant="primary"
          busy={busy === 'finish'}
          busyLabel={t('finishing')}
          onClick={() => void end('finish')}
          disabled={bioTooLong || busy === 'skip'}
        >
          {t('finish')}
        </BusyButton>
      </div>
    </div>
  );
}
