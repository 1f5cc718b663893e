import { useTranslation } from 'react-i18next';
import type { PersonSummary } from '../../../shared/api/social.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { MuteIcon } from '../../components/ui/icons.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { muteNs } from '../../i18n/ns/mute.ts';
import { useIsMuted, useMuteMember } from './mute-api.ts';

type Person = Pick<PersonSummary, 'id' | 'displayName' | 'handle'> &
  Partial<Pick<PersonSummary, 'headline'>>;

/** Mute or unmute with its confirmation toast; the caller decides how the control looks. */
function useMuteToggle(person: Person) {
  const { t } = useTranslation(muteNs);
  const muted = useIsMuted(person.id);
  const mutation = useMuteMember(person);
  const toggle = () => {
    if (mutation.isPending) return;
    mutation.mutate(!muted, {
      onSuccess: ({ muted: now }) =>
        showToast(t(now ? 'toast.muted' : 'toast.unmuted', { handle: person.handle })),
      onError: (error) => showToast(errorMessage(error, t('action.error')), { tone: 'danger' }),
    });
  };
  return { muted, mutation, toggle, t };
}

/** The profile's Mute / Unmute button (beside Block). */
export function MuteProfileButton({ person, className }: { person: Person; className?: string }) {
  const { muted, mutation, toggle, t } = useMuteToggle(person);
  return (
    <BusyButton
      variant="secondary"
      className={className}
      aria-pressed={muted}
      aria-label={t(muted ? 'action.unmuteHandle' : 'action.muteHandle', {
        handle: person.handle,
      })}
      busy={mutation.isPending}
      busyLabel={t('action.muting')}
      icon={<MuteIcon className="btn__icon" />}
      onClick={toggle}
    >
      <span className="profile-hero__action-label">
        {t(muted ? 'action.unmute' : 'action.mute')}
      </span>
    </BusyButton>
  );
}

/** The post card's "Mute @handle" action (beside Report), for other members' posts. */
export function MutePostAction({ person }: { person: Person }) {
  const { muted, mutation, toggle, t } = useMuteToggle(person);
  const label = t(muted ? 'action.unmuteHandle' : 'action.muteHandle', { handle: person.handle });
  return (
    <button
      type="button"
      className="post-action post-action--mute"
      title={label}
      aria-pressed={muted}
      aria-busy={mutation.isPending || undefined}
      onClick={toggle}
    >
      <MuteIcon className="post-action__icon" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** What the profile of a muted member says above their (hidden) posts. */
export function MutedProfileNotice({ person }: { person: Person }) {
  const { t } = useTranslation(muteNs);
  const muted = useIsMuted(person.id);
  if (!muted) return null;
  return (
    <div className="profile-blocked card card--flat" role="status">
      <MuteIcon className="profile-blocked__icon" />
      <p>{t('profileNotice', { handle: person.handle })}</p>
    </div>
  );
}
