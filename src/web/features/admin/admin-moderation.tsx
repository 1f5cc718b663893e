import { useState } from 'react';
import type { ModerationAction, ModerationItem } from '../../../shared/api/admin.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { formatAdminPercent } from '../../../domain/format/admin-format.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import type { AdminActions } from './admin-dashboard.tsx';
import { AdminSection } from './admin-metrics.tsx';

const REASON_LABELS: Record<string, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hate: 'Hate',
  violence: 'Violence',
  misinformation: 'Misinformation',
  self_harm: 'Self-harm',
  other: 'Other',
};

const ACTION_TEXT: Record<
  ModerationAction,
  { title: string; button: string; busy: string; done: string }
> = {
  dismiss: {
    title: 'Dismiss',
    button: 'Dismiss',
    busy: 'Dismissing…',
    done: MESSAGES.adminReportDismissed,
  },
  remove: {
    title: 'Remove the content',
    button: 'Remove content',
    busy: 'Removing…',
    done: MESSAGES.adminContentRemoved,
  },
  ban: {
    title: 'Ban the author',
    button: 'Ban author',
    busy: 'Banning…',
    done: MESSAGES.adminAuthorBanned,
  },
};

function what(item: ModerationItem): string {
  return item.targetType === 'profile'
    ? 'Profile'
    : item.targetType === 'comment'
      ? 'Comment'
      : 'Post';
}

/** Open reports and throttled posts, with dismiss, remove and ban (ours: beyond the spec). */
export function ModerationQueue({
  items,
  actions,
  onChanged,
}: {
  items: ModerationItem[];
  actions: AdminActions;
  onChanged: () => void;
}) {
  const [pending, setPending] = useState<{ item: ModerationItem; action: ModerationAction } | null>(
    null,
  );
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = (item: ModerationItem, action: ModerationAction) => {
    const top = item.reasons[0]?.reason;
    setReason(
      action === 'dismiss'
        ? 'No rule was broken.'
        : top
          ? `${REASON_LABELS[top] ?? top} breaks Lorien’s community rules.`
          : 'It breaks Lorien’s community rules.',
    );
    setError(null);
    setPending({ item, action });
  };

  const confirm = async () => {
    if (!pending || busy) return;
    if (!reason.trim()) {
      setError('Write the reason (the author sees it when content is removed).');
      return;
    }
    setBusy(true);
    try {
      await actions.client.moderate({
        targetType: pending.item.targetType,
        targetId: pending.item.targetId,
        action: pending.action,
        reason: reason.trim(),
      });
      actions.succeed(ACTION_TEXT[pending.action].done);
      setPending(null);
      onChanged();
    } catch (failure) {
      setPending(null);
      actions.fail(failure, MESSAGES.adminOperationFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection
      id="admin-moderation"
      title="Moderation Queue"
      subtitle="Member reports and posts whose safety risk limits their reach"
    >
      {items.length === 0 ? (
        <p className="muted">Nothing to review. Reports and throttled posts appear here.</p>
      ) : (
        <ul className="admin-queue">
          {items.map((item) => (
            <li key={`${item.targetType}:${item.targetId}`}>
              <article
                className="admin-queue__item"
                aria-label={`${what(item)} by ${item.author.name}`}
              >
                <header className="admin-queue__head">
                  <span className="badge">{what(item)}</span>
                  {item.sources.includes('reports') ? (
                    <span className="badge badge--accent">
                      {item.reportCount} report{item.reportCount === 1 ? '' : 's'}
                    </span>
                  ) : null}
                  {item.safety && item.safety.reach < 1 ? (
                    <span className="badge admin-status--banned">Reach limited</span>
                  ) : null}
                  <span className="admin-queue__author">
                    {item.author.name} <span className="muted">@{item.author.handle}</span>
                  </span>
                </header>
                <p className="admin-queue__preview">
                  {item.preview || <span className="muted">(no text)</span>}
                </p>
                {item.reasons.length > 0 ? (
                  <p className="admin-queue__reasons">
                    <span className="muted">Reasons: </span>
                    {item.reasons
                      .map((r) => `${REASON_LABELS[r.reason] ?? r.reason} (${r.count})`)
                      .join(', ')}
                  </p>
                ) : null}
                {item.notes.length > 0 ? (
                  <ul className="admin-queue__notes">
                    {item.notes.map((note, index) => (
                      <li key={index}>“{note}”</li>
                    ))}
                  </ul>
                ) : null}
                {item.safety ? (
                  <dl className="admin-queue__scores">
                    <div>
                      <dt>Toxicity</dt>
                      <dd>{item.safety.toxicity.toFixed(2)}</dd>
                    </div>
                    <div>
                      <dt>Hate speech</dt>
                      <dd>{item.safety.hatespeech.toFixed(2)}</dd>
                    </div>
                    <div>
                      <dt>Disinformation</dt>
                      <dd>{item.safety.disinfo.toFixed(2)}</dd>
                    </div>
                    <div>
                      <dt>Risk</dt>
                      <dd>{item.safety.risk.toFixed(2)}</dd>
                    </div>
                    <div>
                      <dt>Reach</dt>
                      <dd>{formatAdminPercent(item.safety.reach)}</dd>
                    </div>
                  </dl>
                ) : null}
                <div className="admin-actions">
                  {item.postId ? (
                    <a
                      className="btn btn--sm btn--ghost"
                      href={`/post/${encodeURIComponent(item.postId)}`}
                    >
                      Open post
                    </a>
                  ) : null}
                  <Button size="sm" onClick={() => open(item, 'dismiss')}>
                    Dismiss
                  </Button>
                  <Button size="sm" onClick={() => open(item, 'remove')}>
                    Remove content
                  </Button>
                  {item.author.isBanned ? null : (
                    <Button size="sm" variant="danger" onClick={() => open(item, 'ban')}>
                      Ban author
                    </Button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={Boolean(pending)}
        onClose={() => {
          if (!busy) setPending(null);
        }}
        title={pending ? `${ACTION_TEXT[pending.action].title}?` : ''}
        description={
          pending?.action === 'remove'
            ? `The ${what(pending.item).toLowerCase()} is removed for everyone and ${pending.item.author.name} is told why.`
            : pending?.action === 'ban'
              ? `${pending.item.author.name} is signed out at once and cannot sign in until you remove the ban.`
              : 'The reports are closed and the content stays.'
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <BusyButton
              variant={pending?.action === 'dismiss' ? 'primary' : 'danger'}
              busy={busy}
              busyLabel={pending ? ACTION_TEXT[pending.action].busy : ''}
              onClick={() => void confirm()}
            >
              {pending ? ACTION_TEXT[pending.action].button : ''}
            </BusyButton>
          </>
        }
      >
        <div className="field">
          <label className="field__label" htmlFor="admin-moderation-reason">
            Reason (kept in the audit log)
          </label>
          <textarea
            id="admin-moderation-reason"
            className="input admin-textarea"
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert message={error} />
      </Dialog>
    </AdminSection>
  );
}
