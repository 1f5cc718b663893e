import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commonNs } from '../../i18n/ns/common.ts';
import { BusyButton } from './busy-button.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
}

/** "Are you sure?" for a destructive action: Cancel, and a danger button that shows its progress. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation(commonNs);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <BusyButton
            variant="danger"
            busy={busy}
            busyLabel={busyLabel}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      <FormAlert message={error} />
    </Dialog>
  );
}
