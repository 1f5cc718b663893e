import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { BlockIcon, ClockIcon, MailIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PersonRow } from '../../components/ui/person-row.tsx';
import { RelativeTimeLabel } from '../../components/ui/relative-time-label.tsx';
import { SwitchRow } from '../../components/ui/switch.tsx';
import { MutedMembers, MutedWords } from './mute-settings.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import {
  useBlockedMembers,
  useSessions,
  useSettings,
  useSignOutOthers,
  useToggleSetting,
  useUnblock,
} from './settings-api.ts';

function WhoMayMessageMe() {
  const settings = useSettings();
  const toggle = useToggleSetting();
  return (
    <section className="settings-card card" aria-labelledby="dm-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MailIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="dm-heading" className="settings-card__title">
          Who may message me
        </h3>
        <FormAlert message={toggle.isError ? MESSAGES.privacyUpdateFailed : null} />
        {settings.data ? (
          <SwitchRow
            label="Allow direct messages"
            description={
              settings.data.preferences.allowDMs
                ? 'On: any member who has not blocked you, and whom you have not blocked, can message you. Your profile shows a Message button.'
                : 'Off: nobody can send you a message or share a post with you by message, and your profile shows no Message button. Messages you already have stay in your inbox.'
            }
            checked={settings.data.preferences.allowDMs}
            onChange={(on) => toggle.mutate({ kind: 'preferences', changes: { allowDMs: on } })}
          />
        ) : settings.isError ? (
          <LoadError
            message="We could not load your settings."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <p className="muted" role="status">
            Loading…
          </p>
        )}
      </div>
    </section>
  );
}

function BlockedMembers() {
  const blocked = useBlockedMembers();
  const unblock = useUnblock();
  const people = blocked.data?.people ?? [];
  return (
    <section className="settings-card card" aria-labelledby="blocked-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <BlockIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="blocked-heading" className="settings-card__title">
          Blocked members
        </h3>
        <p className="muted">
          You do not see their posts, and neither of you can message or follow the other.
        </p>
        <FormAlert
          message={unblock.isError ? 'We could not unblock them. Please try again.' : null}
        />
        {blocked.isError ? (
          <LoadError
            message="We could not load the members you blocked."
            onRetry={() => void blocked.refetch()}
          />
        ) : blocked.isPending ? (
          <p className="muted" role="status">
            Loading…
          </p>
        ) : people.length === 0 ? (
          <p className="settings-empty">You have not blocked anyone.</p>
        ) : (
          <ul className="settings-list" aria-label="Blocked members">
            {people.map((person) => (
              <li key={person.id} className="settings-list__item">
                <Link to={`/u/${person.id}`} className="person-row settings-list__person">
                  <PersonRow person={person} />
                </Link>
                <BusyButton
                  size="sm"
                  variant="secondary"
                  busy={unblock.isPending && unblock.variables === person.id}
                  busyLabel="Unblocking…"
                  aria-label={`Unblock ${person.displayName}`}
                  onClick={() =>
                    unblock.mutate(person.id, {
                      onSuccess: () => showToast(`${person.displayName} is unblocked.`),
                    })
                  }
                >
                  Unblock
                </BusyButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ActiveSessions() {
  const sessions = useSessions();
  const signOut = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <section className="settings-card card" aria-labelledby="sessions-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <ClockIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="sessions-heading" className="settings-card__title">
          Where you are signed in
        </h3>
        <FormAlert
          message={signOut.isError ? 'We could not sign out your other sessions. Try again.' : null}
        />
        {sessions.isError ? (
          <LoadError
            message="We could not load your sessions."
            onRetry={() => void sessions.refetch()}
          />
        ) : sessions.isPending ? (
          <p className="muted" role="status">
            Loading…
          </p>
        ) : (
          <ul className="settings-list" aria-label="Active sessions">
            {list.map((session) => (
              <li key={session.id} className="settings-list__item">
                <div className="settings-session">
                  <span className="settings-session__device">
                    {session.device}
                    {session.current ? (
                      <span className="settings-session__badge">This device</span>
                    ) : null}
                  </span>
                  <span className="settings-session__seen">
                    Last seen <RelativeTimeLabel iso={session.lastSeen} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="settings-card__actions">
          <BusyButton
            variant="secondary"
            busy={signOut.isPending}
            busyLabel="Signing out…"
            disabled={others === 0}
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  showToast(
                    ended === 1
                      ? 'Signed out of 1 other session.'
                      : `Signed out of ${ended} other sessions.`,
                  ),
              })
            }
          >
            Sign out of other sessions
          </BusyButton>
        </div>
        {others === 0 && !sessions.isPending ? (
          <p className="muted settings-note">You are signed in only here.</p>
        ) : null}
      </div>
    </section>
  );
}

export function SafetyPanel() {
  return (
    <div className="settings-panel__stack">
      <WhoMayMessageMe />
      <BlockedMembers />
      <MutedMembers />
      <MutedWords />
      <ActiveSessions />
    </div>
  );
}
