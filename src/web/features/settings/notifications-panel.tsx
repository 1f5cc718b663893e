import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INBOX_API } from '../../../shared/api/paths.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '../../../shared/api/inbox.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { BellIcon, MailIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SwitchRow } from '../../components/ui/switch.tsx';
import { api } from '../../lib/api-client.ts';
import { useSettings, useToggleSetting } from './settings-api.ts';

const KIND_TEXT: Record<NotificationKind, { label: string; description: string }> = {
  follow: { label: 'New followers', description: 'Someone starts following you.' },
  echo: { label: 'Echoes', description: 'Someone echoes one of your posts.' },
  save: { label: 'Saves', description: 'Someone saves one of your posts.' },
  comment: { label: 'Comments', description: 'Someone comments on one of your posts.' },
  reply: { label: 'Replies', description: 'Someone replies to one of your comments.' },
  mention: { label: 'Mentions', description: 'Someone mentions you in a post or comment.' },
  share: { label: 'Shares', description: 'Someone sends you a post.' },
  message: { label: 'Direct messages', description: 'Someone sends you a message.' },
  invite_accepted: {
    label: 'Accepted invites',
    description: 'Someone joins Lorien with your invite code.',
  },
};

/** Ours (the spec's wording for privacy toggles, for notifications). */
const NOTIFICATION_UPDATE_FAILED = 'We could not update your notification settings. Try again.';

const notificationSettingsKey = ['notification-settings'] as const;

function NotificationKinds() {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
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
          In your inbox
        </h3>
        <p className="muted">Choose what Lorien tells you about.</p>
        <FormAlert message={failed ? NOTIFICATION_UPDATE_FAILED : null} />
        {settings.data ? (
          <div className="switch-list">
            {NOTIFICATION_KINDS.map((kind) => (
              <SwitchRow
                key={kind}
                label={KIND_TEXT[kind].label}
                description={KIND_TEXT[kind].description}
                checked={settings.data[kind]}
                onChange={(on) => update.mutate({ [kind]: on })}
              />
            ))}
          </div>
        ) : settings.isError ? (
          <LoadError
            message="We could not load your notification settings."
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

function WeeklyDigest() {
  const settings = useSettings();
  const toggle = useToggleSetting();
  const on = settings.data?.preferences.weeklyDigest ?? false;
  return (
    <section className="settings-card card" aria-labelledby="digest-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MailIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="digest-heading" className="settings-card__title">
          Email
        </h3>
        <FormAlert message={toggle.isError ? NOTIFICATION_UPDATE_FAILED : null} />
        {settings.data ? (
          <SwitchRow
            label="Weekly digest"
            description="Once a week, an email with your week on Lorien: your posts, your moods and your new followers."
            checked={on}
            onChange={(next) =>
              toggle.mutate({ kind: 'preferences', changes: { weeklyDigest: next } })
            }
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

export function NotificationsPanel() {
  return (
    <div className="settings-panel__stack">
      <NotificationKinds />
      <WeeklyDigest />
    </div>
  );
}
