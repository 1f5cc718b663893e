import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SETTINGS_API } from '../../../shared/api/paths.ts';
import { FEEDBACK_MAX_LENGTH } from '../../../shared/constants.ts';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/hooks.ts';
import { feedbackNs } from '../../i18n/ns/feedback.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CharCounter } from '../../components/ui/char-counter.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { api, errorMessage } from '../../lib/api-client.ts';
import './feedback-dialog.css';

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const [message, setMessage] = useState('');
  const { t } = useTranslation(feedbackNs);
  const M = useMessages();
  const send = useMutation({
    mutationFn: (text: string) =>
      api.post<{ id: string; createdAt: string }>(SETTINGS_API.feedback, { message: text }),
  });
  const trimmed = message.trim();
  // Spec section 5: a trimmed message must not be empty; the silent EMPTY case keeps the button off.
  const canSend = trimmed.length > 0 && trimmed.length <= FEEDBACK_MAX_LENGTH;

  if (send.isSuccess) {
    return (
      <div className="feedback-thanks" role="status">
        <span className="feedback-thanks__icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <p className="feedback-thanks__title">{t('thanks')}</p>
        <p className="muted">{t('thanksBody')}</p>
        <div className="dialog__actions">
          <Button
            variant="secondary"
            onClick={() => {
              setMessage('');
              send.reset();
            }}
          >
            {t('more')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('done')}
          </Button>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend || send.isPending) return;
    send.mutate(trimmed);
  };

  return (
    <form className="feedback-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={send.isError ? errorMessage(send.error, M.internalError) : null} />
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={`${ids}-message`}>
            {t('label')}
          </label>
          <CharCounter id={`${ids}-count`} length={trimmed.length} max={FEEDBACK_MAX_LENGTH} />
        </div>
        <textarea
          id={`${ids}-message`}
          className="textarea feedback-form__message"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          rows={5}
          placeholder={t('placeholder')}
          aria-describedby={`${ids}-count`}
        />
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <BusyButton
          type="submit"
          variant="primary"
          busy={send.isPending}
          busyLabel={t('sending')}
          disabled={!canSend}
        >
          {t('send')}
        </BusyButton>
      </div>
    </form>
  );
}

/** 'Share Feedback' (spec sections 2, 3 and 5): stored with the member's id, read by the admin. */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation(feedbackNs);
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')}>
      {/* Mounted while open, so each opening starts empty. */}
      {open ? <FeedbackForm onClose={onClose} /> : null}
    </Dialog>
  );
}
