import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../shared/api/social.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EditProfileForm } from '../../entities/profile/edit-profile-form.tsx';
import { profileNs } from '../../i18n/ns/profile.ts';

/** A modal about one profile (Edit Profile, Block). */
export interface ProfileDialogProps {
  profile: ProfileView;
  open: boolean;
  onClose: () => void;
}

export function EditProfileDialog({ profile, open, onClose }: ProfileDialogProps) {
  const { t } = useTranslation(profileNs);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('edit.title')}
      description={t('edit.description')}
    >
      {/* Mounted while open, so each opening starts from the saved profile. */}
      {open ? <EditProfileForm profile={profile} onSaved={onClose} onCancel={onClose} /> : null}
    </Dialog>
  );
}
