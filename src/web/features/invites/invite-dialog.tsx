import { INVITE_LIFETIME_HOURS, MEMBER_CAPACITY_DEFAULT } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InvitePanel } from '../../entities/invite/invite-panel.tsx';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Invite a Friend' (spec section 2): the member's invite code, ready to copy and share. */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Invite a Friend"
      description={`Lorien grows by invitation, up to ${MEMBER_CAPACITY_DEFAULT.toLocaleString('en')} members. Your code refreshes every ${INVITE_LIFETIME_HOURS} hours, so share it soon after you copy it.`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {/* Mounted only while open, so the invite is read afresh each time the dialog opens. */}
      {open ? <InvitePanel variant="dialog" onNavigate={onClose} /> : null}
    </Dialog>
  );
}
