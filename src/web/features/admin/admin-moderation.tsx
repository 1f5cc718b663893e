import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationAction, ModerationItem, ReportReason } from '../../../shared/api/admin.ts';
import { REPORT_REASONS } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import type { AdminActions } from './admin-dashboard.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { adminNs } from '../../i18n/ns/admin.ts';
import { AdminSection } from './admin-metrics.tsx';
import { useAdminFormat } from './use-admin-format.ts';

const isReason = (reason: string): reason is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

/** Open reports and throttled posts, with dismiss, remove and ban (ours: beyond the spec). */
export const ModerationQueue = memo(function ModerationQueue({
  items,
  actions,
  onChanged,
}: {
  items: ModerationItem[];
  actions: AdminActions;
  onChanged: () => void;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const f = useAdminFormat();
  const reasonLabel = (reason: string) =>
    isReason(reason) ? t(`moderation.reasons.${reason}`) : reason;
  const what = (item: ModerationItem) => t(`moderation.what.${item.targetType}`);
  const done: Record<ModerationAction, string> = {
    dismiss: M.adminReportDismissed,
    remove: M.adminContentRemoved,
    ban: M.adminAuthorBanned,
  };
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
        ? t('moderation.defaultReason.dismiss')
        : top
          ? t('moderation.defaultReason.rule', { reason: reasonLabel(top) })
          : t('moderation.defaultReason.general'),
    );
    setError(null);
    setPending({ item, action });
  };

  const confirm = async () => {
    if (!pending || busy) return;
    if (!reason.trim()) {
      setError(t('moderation.reasonRequired'));
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
      actions.succeed(done[pending.action]);
      setPending(null);
      onChanged();
    } catch (failure) {
      setPending(null);
      actions.fail(failure, M.adminOperationFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection
      id="admin-moderation"
      title={t('moderation.title')}
      subtitle={t('moderation.subtitle')}
    >
      {items.length === 0 ? (
        <p className="muted">{t('moderation.empty')}</p>
      ) : (
        <ul className="admin-queue">
          {items.map((item) => (
            <li key={`${item.targetType}:${item.targetId}`}>
              <article
                className="admin-queue__item"
                aria-label={t('moderation.item', { what: what(item), name: item.author.name })}
              >
                <header className="admin-queue__head">
                  <span className="badge">{what(item)}</span>
                  {item.sources.includes('reports') ? (
                    <span className="badge badge--accent">
                      {t('moderation.reports', { count: item.reportCount })}
                    </span>
                  ) : null}
                  {item.safety && item.safety.reach < 1 ? (
                    <span className="badge admin-status--banned">
                      {t('moderation.reachLimited')}
                    </span>
                  ) : null}
                  <span className="admin-queue__author">
                    {item.author.name} <span className="muted">@{item.author.handle}</span>
                  </span>
                </header>
                <p className="admin-queue__preview">
                  {item.preview || <span className="muted">{t('moderation.noText')}</span>}
                </p>
                {item.reasons.length > 0 ? (
                  <p className="admin-queue__reasons">
                    <span className="muted">{t('moderation.reasonsLabel')} </span>
                    {item.reasons
                      .map((r) =>
                        t('moderation.reasonCount', {
                          reason: reasonLabel(r.reason),
                          value: f.number(r.count),
                        }),
                      )
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
                      <dt>{t('moderation.scores.toxicity')}</dt>
                      <dd>{f.decimal(item.safety.toxicity)}</dd>
                    </div>
                    <div>
                      <dt>{t('moderation.scores.hatespeech')}</dt>
                      <dd>{f.decimal(item.safety.hatespeech)}</dd>
                    </div>
                    <div>
                      <dt>{t('moderation.scores.disinfo')}</dt>
                      <dd>{f.decimal(item.safety.disinfo)}</dd>
                    </div>
                    <div>
                      <dt>{t('moderation.scores.risk')}</dt>
                      <dd>{f.decimal(item.safety.risk)}</dd>
                    </div>
                    <div>
                      <dt>{t('moderation.scores.reach')}</dt>
                      <dd>{f.percent(item.safety.reach)}</dd>
                    </div>
                  </dl>
                ) : null}
                <div className="admin-actions">
                  {item.postId ? (
                    <a
                      className="btn btn--sm btn--ghost"
                      href={`/post/${encodeURIComponent(item.postId)}`}
                    >
                      {t('moderation.openPost')}
                    </a>
                  ) : null}
                  <Button size="sm" onClick={() => open(item, 'dismiss')}>
                    {t('moderation.actions.dismiss.button')}
                  </Button>
                  <Button size="sm" onClick={() => open(item, 'remove')}>
                    {t('moderation.actions.remove.button')}
                  </Button>
                  {item.author.isBanned ? null : (
                    <Button size="sm" variant="danger" onClick={() => open(item, 'ban')}>
                      {t('moderation.actions.ban.button')}
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
        title={pending ? t(`moderation.actions.${pending.action}.title`) : ''}
        description={
          pending?.action === 'remove'
            ? t(`moderation.actions.remove.description_${pending.item.targetType}`, {
                name: pending.item.author.name,
              })
            : pending?.action === 'ban'
              ? t('moderation.actions.ban.description', { name: pending.item.author.name })
              : t('moderation.actions.dismiss.description')
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('moderation.cancel')}
            </Button>
            <BusyButton
              variant={pending?.action === 'dismiss' ? 'primary' : 'danger'}
              busy={busy}
              busyLabel={pending ? t(`moderation.actions.${pending.action}.busy`) : ''}
              onClick={() => void confirm()}
            >
              {pending ? t(`moderation.actions.${pending.action}.button`) : ''}
            </BusyButton>
          </>
        }
      >
        <div className="field">
          <label className="field__label" htmlFor="admin-moderation-reason">
            {t('moderation.reasonField')}
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
});
