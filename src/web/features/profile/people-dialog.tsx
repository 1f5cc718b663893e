import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PersonRow } from '../../components/ui/person-row.tsx';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { profilePath } from '../../lib/paths.ts';
import { usePeopleList, type PeopleListKind } from './profile-api.ts';

/**
 * A member's followers or following (issue 28), opened from the counts on the profile: person
 * rows linking to each profile, 50 at a time with Load more. Blocked and banned members are left
 * out by the server's one visibility rule.
 */
export function PeopleDialog({
  uid,
  name,
  which,
  onClose,
}: {
  uid: string;
  name: string;
  which: PeopleListKind;
  onClose: () => void;
}) {
  const { t } = useTranslation(pagingNs);
  const list = usePeopleList(uid, which, true);
  const people = list.data?.pages.flatMap((page) => page.people) ?? [];
  const followers = which === 'followers';
  const title = followers
    ? t('people.followersTitle', { name })
    : t('people.followingTitle', { name });
  const failed = followers ? t('people.followersFailed') : t('people.followingFailed');
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('people.close')}
        </Button>
      }
    >
      {list.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : list.isError ? (
        <LoadError message={failed} onRetry={() => void list.refetch()} />
      ) : people.length === 0 ? (
        <p className="muted">
          {followers ? t('people.followersEmpty') : t('people.followingEmpty')}
        </p>
      ) : (
        <ul className="people-list" role="list" aria-label={title}>
          {people.map((person) => (
            <li key={person.id} className="people-list__item">
              <Link to={profilePath(person.id)} className="person-row" onClick={onClose}>
                <PersonRow person={person} withHeadline />
              </Link>
              {person.isSelf ? (
                <span className="badge">{t('people.you')}</span>
              ) : person.following ? (
                <span className="badge">{t('people.following')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        query={list}
        label={t('more.people')}
        busyLabel={t('loading')}
        errorMessage={failed}
      />
    </Dialog>
  );
}
