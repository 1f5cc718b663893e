import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PersonRow } from '../../components/ui/person-row.tsx';
import { profilePath } from '../../lib/paths.ts';
import { usePeopleList, type PeopleListKind } from './profile-api.ts';

const TEXT = {
  followers: {
    title: (name: string) => `${name}’s followers`,
    empty: 'No followers to show yet.',
    failed: 'We could not load the followers. Please try again.',
  },
  following: {
    title: (name: string) => `People ${name} follows`,
    empty: 'Not following anyone you can see yet.',
    failed: 'We could not load who this member follows. Please try again.',
  },
} as const;

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
  const list = usePeopleList(uid, which, true);
  const text = TEXT[which];
  const people = list.data?.pages.flatMap((page) => page.people) ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title(name)}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {list.isPending ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : list.isError ? (
        <LoadError message={text.failed} onRetry={() => void list.refetch()} />
      ) : people.length === 0 ? (
        <p className="muted">{text.empty}</p>
      ) : (
        <ul className="people-list" role="list" aria-label={text.title(name)}>
          {people.map((person) => (
            <li key={person.id} className="people-list__item">
              <Link to={profilePath(person.id)} className="person-row" onClick={onClose}>
                <PersonRow person={person} withHeadline />
              </Link>
              {person.isSelf ? (
                <span className="badge">You</span>
              ) : person.following ? (
                <span className="badge">Following</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={list} label="Load more" busyLabel="Loading…" errorMessage={text.failed} />
    </Dialog>
  );
}
