import type { PersonSummary } from '../../../shared/api/social.ts';
import { Avatar } from './avatar.tsx';
import './person-row.css';

/** A member in a list: avatar, name, @handle and (optionally) their headline. */
export function PersonRow({
  person,
  withHeadline = false,
}: {
  person: PersonSummary;
  withHeadline?: boolean;
}) {
  return (
    <>
      <Avatar name={person.displayName} seed={person.id} src={person.avatarUrl} size="sm" />
      <span className="person-row__text">
        <span className="person-row__name">{person.displayName}</span>
        <span className="person-row__handle">@{person.handle}</span>
        {withHeadline && person.headline ? (
          <span className="person-row__headline">{person.headline}</span>
        ) : null}
      </span>
    </>
  );
}
