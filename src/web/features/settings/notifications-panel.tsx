import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_API } from '../../../shared/api/paths.ts';
import { NOTIFICATION_KINDS, type NotificationSettings } from '../../../shared/api/inbox.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { BellIcon, MailIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SwitchRow } from '../../components/ui/switch.tsx';
import { api } from '../../lib/api-client.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';
import { useSettings, useToggleSetting } from './settings-api.ts';

const notificationSettingsKey = ['notification-settings'] as const;

function NotificationKinds() {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation(settingsNs);
  const settings = useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) =>
      api.get<NotificationSettings>(INBOX_API.notificationSettings, { signal }),
  });
  const update = useMutation({
    mutationFn: (changes: Partial<NotificationSettings>) =>
      api.put<NotificationSettings>(INBOX_API.notificationSettings, changes),
    onMutate: (changes) => {
      setFailed(false);
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (previous) queryClient.setQueryData(notificationSettingsKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
      setFailed(true);
    },
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsKey, data),
  });

  return (
    <section className="settings-card card" aria-labelledby="notification-kinds-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <BellIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="notification-kinds-heading" className="settings-card__title">
          {t('notifications.inboxTitle')}
        </h3>
        <p className="muted">{t('notifications.inboxIntro')}</p>
        <FormAlert message={failed ? t('notifications.updateFailed') : null} />
        {settings.data ? (
          <div className="switch-list">
            {NOTIFICATION_KINDS.map((kind) => (
              <SwitchRow
                key={kind}
                label={t(`notifications.kinds.${kind}.label`)}
                description={t(`notifications.kinds.${kind}.description`)}
                checked={settings.data[kind]}
                onChange={(on) => update.mutate({ [kind]: on })}
              />
            ))}
          </div>
        ) : settings.isError ? (
          <LoadError
            message={t('notifications.loadFailed')}
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

function WeeklyDigest() {
  const settings = useSettings();
  const toggle = useToggleSetting();
  const on = settings.data?.preferences.weeklyDigest ?? false;
  const { t } = useTranslation(settingsNs);
  return (
    <section className="settings-card card" aria-labelledby="digest-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MailIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="digest-heading" className="settings-card__title">
          {t('notifications.emailTitle')}
        </h3>
        <FormAlert message={toggle.isError ? t('notifications.updateFailed') : null} />
        {settings.data ? (
          <SwitchRow
            label={t('notifications.digest.label')}
            description={t('notifications.digest.description')}
            checked={on}
            onChange={(next) =>
              toggle.mutate({ kind: 'preferences', changes: { weeklyDigest: next } })
            }
          />
        ) : settings.isError ? (
          <LoadError
            message={t('notifications.settingsLoadFailed')}
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

export function NotificationsPanel() {
  return (
    <div className="settings-panel__stack">
      <NotificationKinds />
      <WeeklyDigest />
    </div>
  );
}
