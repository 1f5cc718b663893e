import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { useMessages } from '../../i18n/hooks.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';

function WhoMayMessageMe() {
  const settings = useSettings();
  const toggle = useToggleSetting();
  const { t } = useTranslation(settingsNs);
  const M = useMessages();
  return (
    <section className="settings-card card" aria-labelledby="dm-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MailIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="dm-heading" className="settings-card__title">
          {t('safety.dmTitle')}
        </h3>
        <FormAlert message={toggle.isError ? M.privacyUpdateFailed : null} />
        {settings.data ? (
          <SwitchRow
            label={t('safety.allowDMs')}
            description={settings.data.preferences.allowDMs ? t('safety.dmOn') : t('safety.dmOff')}
            checked={settings.data.preferences.allowDMs}
            onChange={(on) => toggle.mutate({ kind: 'preferences', changes: { allowDMs: on } })}
          />
        ) : settings.isError ? (
          <LoadError
            message={t('safety.settingsLoadFailed')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <p className="muted" role="status">
            {t('loading')}
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
  const { t } = useTranslation(settingsNs);
  return (
    <section className="settings-card card" aria-labelledby="blocked-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <BlockIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="blocked-heading" className="settings-card__title">
          {t('safety.blocked.title')}
        </h3>
        <p className="muted">{t('safety.blocked.intro')}</p>
        <FormAlert message={unblock.isError ? t('safety.blocked.unblockFailed') : null} />
        {blocked.isError ? (
          <LoadError
            message={t('safety.blocked.loadFailed')}
            onRetry={() => void blocked.refetch()}
          />
        ) : blocked.isPending ? (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        ) : people.length === 0 ? (
          <p className="settings-empty">{t('safety.blocked.empty')}</p>
        ) : (
          <ul className="settings-list" aria-label={t('safety.blocked.listLabel')}>
            {people.map((person) => (
              <li key={person.id} className="settings-list__item">
                <Link to={`/u/${person.id}`} className="person-row settings-list__person">
                  <PersonRow person={person} />
                </Link>
                <BusyButton
                  size="sm"
                  variant="secondary"
                  busy={unblock.isPending && unblock.variables === person.id}
                  busyLabel={t('safety.blocked.unblocking')}
                  aria-label={t('safety.blocked.unblockLabel', { name: person.displayName })}
                  onClick={() =>
                    unblock.mutate(person.id, {
                      onSuccess: () =>
                        showToast(t('safety.blocked.unblocked', { name: person.displayName })),
                    })
                  }
                >
                  {t('safety.blocked.unblock')}
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
  const { t } = useTranslation(settingsNs);
  return (
    <section className="settings-card card" aria-labelledby="sessions-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <ClockIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="sessions-heading" className="settings-card__title">
          {t('safety.sessions.title')}
        </h3>
        <FormAlert message={signOut.isError ? t('safety.sessions.signOutFailed') : null} />
        {sessions.isError ? (
          <LoadError
            message={t('safety.sessions.loadFailed')}
            onRetry={() => void sessions.refetch()}
          />
        ) : sessions.isPending ? (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        ) : (
          <ul className="settings-list" aria-label={t('safety.sessions.listLabel')}>
            {list.map((session) => (
              <li key={session.id} className="settings-list__item">
                <div className="settings-session">
                  <span className="settings-session__device">
                    {session.browser && session.system
                      ? t('safety.sessions.device', {
                          browser: session.browser,
                          system: session.system,
                        })
                      : (session.browser ?? session.system ?? t('safety.sessions.unknownDevice'))}
                    {session.current ? (
                      <span className="settings-session__badge">
                        {t('safety.sessions.thisDevice')}
                      </span>
                    ) : null}
                  </span>
                  <span className="settings-session__seen">
                    {t('safety.sessions.lastSeen')} <RelativeTimeLabel iso={session.lastSeen} />
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
            busyLabel={t('safety.sessions.signingOut')}
            disabled={others === 0}
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  showToast(t('safety.sessions.signedOut', { count: ended })),
              })
            }
          >
            {t('safety.sessions.signOutOthers')}
          </BusyButton>
        </div>
        {others === 0 && !sessions.isPending ? (
          <p className="muted settings-note">{t('safety.sessions.onlyHere')}</p>
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
