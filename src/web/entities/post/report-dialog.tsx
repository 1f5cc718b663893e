import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReportRequest,
  ReportReason,
  ReportTargetType,
} from '../../../shared/api/admin.ts';
import { REPORTS_API } from '../../../shared/api/paths.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api-client.ts';
import { commentKeys, removeCachedPosts } from './posts-api.ts';
import './report-dialog.css';

const REASON_TEXT: Record<ReportReason, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate against a group',
  violence: 'Violence or threats',
  misinformation: 'False or misleading information',
  self_harm: 'Self-harm or suicide',
  other: 'Something else',
};

const WHAT: Record<ReportTargetType, string> = {
  post: 'post',
  comment: 'comment',
  profile: 'profile',
};

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
  const send = useMutation({
    mutationFn: (body: CreateReportRequest) =>
      api.post<{ id: string; hidden: boolean }>(REPORTS_API.reports, body),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!reason) {
      setError(MESSAGES.reportReasonRequired);
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
          showToast(result.hidden ? MESSAGES.reportSentHidden : MESSAGES.reportSent);
          onClose();
          if (result.hidden) onHidden?.();
        },
        onError: (failure) => setError(errorMessage(failure, MESSAGES.reportFailed)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Report this ${WHAT[targetType]}`}
      description={`The Lorien team will review it. ${authorName} is not told who reported it.`}
    >
      <form className="report-form" onSubmit={submit} noValidate>
        <fieldset className="report-form__reasons">
          <legend className="field__label">What is wrong?</legend>
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
              <span>{REASON_TEXT[value]}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-note`}>
            Anything else? (optional)
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
              ? `Hide ${authorName}’s posts from me`
              : `Hide this ${WHAT[targetType]} from me`}
          </span>
        </label>
        <FormAlert message={error} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="danger" busy={send.isPending} busyLabel="Sending…">
            Send report
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
