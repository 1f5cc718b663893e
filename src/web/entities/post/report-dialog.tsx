import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CreateReportRequest,
  ReportReason,
  ReportTargetType,
} from '../../../shared/api/admin.ts';
import { REPORTS_API } from '../../../shared/api/paths.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { commentKeys, removeCachedPosts } from './posts-api.ts';
import './report-dialog.css';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  /** The author, for hiding their things from the cache and for the title. */
  authorId: string;
  authorName: string;
  onClose: () => void;
  /** Called after a report that also hid the object (e.g. to leave a detail page). */
  onHidden?: () => void;
}

/** Report a post, a comment or a profile to the Lorien team (ours; the spec has no reports). */
export function ReportDialog({
  targetType,
  targetId,
  authorId,
  authorName,
  onClose,
  onHidden,
}: ReportDialogProps) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [hide, setHide] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { t } = useTranslation(postNs);
  const M = useMessages();
  const send = useMutation({
    mutationFn: (body: CreateReportRequest) =>
      api.post<{ id: string; hidden: boolean }>(REPORTS_API.reports, body),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!reason) {
      setError(M.reportReasonRequired);
      return;
    }
    setError(null);
    send.mutate(
      { targetType, targetId, reason, note: note.trim() || undefined, hide },
      {
        onSuccess: (result) => {
          if (result.hidden) {
            // Hidden at once: drop it from every cached list (the server keeps it hidden too).
            removeCachedPosts(queryClient, (post) =>
              targetType === 'profile' ? post.authorId === authorId : post.id === targetId,
            );
            if (targetType === 'comment')
              void queryClient.invalidateQueries({ queryKey: commentKeys.all });
          }
          showToast(result.hidden ? M.reportSentHidden : M.reportSent);
          onClose();
          if (result.hidden) onHidden?.();
        },
        onError: (failure) => setError(errorMessage(failure, M.reportFailed)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`report.title.${targetType}`)}
      description={t('report.description', { name: authorName })}
    >
      <form className="report-form" onSubmit={submit} noValidate>
        <fieldset className="report-form__reasons">
          <legend className="field__label">{t('report.what')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-form__reason">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
              />
              <span>{t(`report.reasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-note`}>
            {t('report.note')}
          </label>
          <textarea
            id={`${ids}-note`}
            className="input report-form__note"
            rows={2}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <label className="report-form__hide">
          <input
            type="checkbox"
            checked={hide}
            onChange={(event) => setHide(event.target.checked)}
          />
          <span>
            {targetType === 'profile'
              ? t('report.hide.profile', { name: authorName })
              : t(`report.hide.${targetType}`)}
          </span>
        </label>
        <FormAlert message={error} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <BusyButton
            type="submit"
            variant="danger"
            busy={send.isPending}
            busyLabel={t('report.sending')}
          >
            {t('report.send')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
