import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SuggestedPerson } from '../../../shared/api/feed.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { explainNs } from '../../i18n/ns/explain.ts';
import { feedNs } from '../../i18n/ns/feed.ts';
import { profilePath } from '../../lib/paths.ts';
import { useFollowToggle } from './discover-api.ts';
import './suggested-person.css';

/** A suggested person with their reason and a Follow toggle that works in place. */
export function SuggestedPersonRow({
  person,
  onFollowChange,
}: {
  person: SuggestedPerson;
  /** Told of each change the server accepted (the first run counts the people followed). */
  onFollowChange?: (uid: string, on: boolean) => void;
}) {
  const [following, setFollowing] = useState(false);
  const toggle = useFollowToggle();
  const { t } = useTranslation(feedNs);
  const { t: te } = useTranslation(explainNs);
  const { topics, count } = person.reasonParams;
  const reason = te(`suggestion.${person.reasonCode}`, {
    topics: topics?.map((topic) => `#${topic}`).join(', ') ?? '',
    count: count ?? 0,
  });
  return (
    <li className="suggested-person">
      <Link className="suggested-person__link" to={profilePath(person.uid)}>
        <Avatar name={person.name} seed={person.uid} src={person.avatarUrl} size="sm" />
        <span className="suggested-person__text">
          <span className="suggested-person__name">{person.name}</span>
          <span className="suggested-person__handle">@{person.handle}</span>
          <span className="suggested-person__reason">{reason}</span>
        </span>
      </Link>
      <button
        type="button"
        className={`btn btn--sm ${following ? 'btn--secondary' : 'btn--primary'} suggested-person__follow`}
        aria-pressed={following}
        aria-label={t(following ? 'discover.followingName' : 'discover.followName', {
          name: person.name,
        })}
        onClick={() => {
          const on = !following;
          setFollowing(on);
          toggle.mutate(
            { uid: person.uid, on },
            {
              onSuccess: () => onFollowChange?.(person.uid, on),
              // Spec: follow failures are swallowed; the button goes back to what is true.
              onError: () => setFollowing(!on),
            },
          );
        }}
      >
        {following ? t('discover.following') : t('discover.follow')}
      </button>
    </li>
  );
}
