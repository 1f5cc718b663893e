import { INVITE_LIFETIME_HOURS, MEMBER_CAPACITY_DEFAULT } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Invite a Friend' (spec section 2). The code itself arrives with the invites issue. */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Invite a Friend"
      description={`Lorien grows by invitation, up to ${MEMBER_CAPACITY_DEFAULT.toLocaleString('en')} members. Your personal invite code refreshes every ${INVITE_LIFETIME_HOURS} hours, so share it soon after you copy it.`}
      actions={
        <Button variant="primary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <div className="alert alert--info">
        <p>Your invite code will appear here, ready to copy, in an upcoming update.</p>
      </div>
    </Dialog>
  );
}
