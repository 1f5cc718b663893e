import type { ProfileView } from '../../../shared/api/social.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EditProfileForm } from '../../entities/profile/edit-profile-form.tsx';

/** A modal about one profile (Edit Profile, Block). */
export interface ProfileDialogProps {
  profile: ProfileView;
  open: boolean;
  onClose: () => void;
}

export function EditProfileDialog({ profile, open, onClose }: ProfileDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit Profile"
      description="How you appear to other members."
    >
      {/* Mounted while open, so each opening starts from the saved profile. */}
      {open ? <EditProfileForm profile={profile} onSaved={onClose} onCancel={onClose} /> : null}
    </Dialog>
  );
}
