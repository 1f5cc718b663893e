import { useTranslation } from 'react-i18next';
import { INVITE_LIFETIME_HOURS, MEMBER_CAPACITY_DEFAULT } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InvitePanel } from '../../entities/invite/invite-panel.tsx';
import { useFormat } from '../../i18n/hooks.ts';
import { inviteNs } from '../../i18n/ns/invite.ts';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Invite a Friend' (spec section 2): the member's invite code, ready to copy and share. */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const { t } = useTranslation(inviteNs);
  const format = useFormat();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialog.title')}
      // Worded only when open: the layout keeps this dialog mounted, and building a number
      // formatter in every page's first render cost a phone's main thread (issue 27).
      description={
        open
          ? t('dialog.description', {
              capacity: format.number(MEMBER_CAPACITY_DEFAULT),
              hours: INVITE_LIFETIME_HOURS,
            })
          : undefined
      }
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.done')}
        </Button>
      }
    >
      {/* Mounted only while open, so the invite is read afresh each time the dialog opens. */}
      {open ? <InvitePanel variant="dialog" onNavigate={onClose} /> : null}
    </Dialog>
  );
}
