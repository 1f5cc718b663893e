import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminInbox } from '../../../shared/api/admin.ts';
import { CONTACT_SUBJECTS } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TabList, tabPanelProps } from '../../components/ui/tabs.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { adminNs } from '../../i18n/ns/admin.ts';
import type { AdminActions } from './admin-dashboard.tsx';
import { AdminSection } from './admin-metrics.tsx';
import { useAdminFormat } from './use-admin-format.ts';

type Subject = (typeof CONTACT_SUBJECTS)[number];
const isSubject = (subject: string): subject is Subject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(subject);

/** Contact messages and members' feedback, newest first, each marked handled or not. */
export const AdminInboxSection = memo(function AdminInboxSection({
  inbox,
  actions,
  onInboxChange,
}: {
  inbox: AdminInbox;
  actions: AdminActions;
  onInboxChange: (change: (inbox: AdminInbox) => AdminInbox) => void;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const f = useAdminFormat();
  const [tab, setTab] = useState<'contact' | 'feedback'>('contact');

  const toggle = async (kind: 'contact' | 'feedback', id: string, handled: boolean) => {
    try {
      await actions.client.setHandled(kind, id, handled);
      const handledAt = handled ? new Date().toISOString() : null;
      onInboxChange((current) =>
        kind === 'contact'
          ? {
              ...current,
              contactMessages: current.contactMessages.map((m) =>
                m.id === id ? { ...m, handledAt } : m,
              ),
            }
          : {
              ...current,
              feedback: current.feedback.map((m) => (m.id === id ? { ...m, handledAt } : m)),
            },
      );
      actions.succeed(M.adminMarkedHandled);
    } catch (failure) {
      actions.fail(failure, M.adminOperationFailed);
    }
  };

  const open = (items: Array<{ handledAt: string | null }>) =>
    items.filter((item) => !item.handledAt).length;
  const handledButton = (handled: boolean, onClick: () => void) => (
    <Button size="sm" variant="ghost" onClick={onClick}>
      {handled ? t('inbox.reopen') : t('inbox.markHandled')}
    </Button>
  );

  return (
    <AdminSection id="admin-inbox" title={t('inbox.title')}>
      <TabList
        label={t('inbox.title')}
        idPrefix="admin-inbox"
        selected={tab}
        onSelect={(id) => setTab(id as 'contact' | 'feedback')}
        tabs={[
          { id: 'contact', label: t('inbox.contactTab', { count: open(inbox.contactMessages) }) },
          { id: 'feedback', label: t('inbox.feedbackTab', { count: open(inbox.feedback) }) },
        ]}
      />
      <div {...tabPanelProps('admin-inbox', tab)} className="admin-inbox__panel">
        {tab === 'contact' ? (
          inbox.contactMessages.length === 0 ? (
            <p className="muted">{M.adminNoData}</p>
          ) : (
            <ul className="admin-inbox">
              {inbox.contactMessages.map((m) => (
                <li
                  key={m.id}
                  className={m.handledAt ? 'admin-inbox__item is-handled' : 'admin-inbox__item'}
                >
                  <p className="admin-inbox__meta">
                    <strong>{m.name}</strong> <span className="muted">{m.email}</span>{' '}
                    <span className="badge">
                      {isSubject(m.subject) ? t(`inbox.subjects.${m.subject}`) : m.subject}
                    </span>{' '}
                    <span className="muted">{f.when(m.createdAt)}</span>
                  </p>
                  <p className="admin-inbox__text">{m.message}</p>
                  {handledButton(
                    Boolean(m.handledAt),
                    () => void toggle('contact', m.id, !m.handledAt),
                  )}
                </li>
              ))}
            </ul>
          )
        ) : inbox.feedback.length === 0 ? (
          <p className="muted">{M.adminNoData}</p>
        ) : (
          <ul className="admin-inbox">
            {inbox.feedback.map((m) => (
              <li
                key={m.id}
                className={m.handledAt ? 'admin-inbox__item is-handled' : 'admin-inbox__item'}
              >
                <p className="admin-inbox__meta">
                  <strong>{m.authorName ?? t('inbox.formerMember')}</strong>{' '}
                  <span className="muted">{f.when(m.createdAt)}</span>
                </p>
                <p className="admin-inbox__text">{m.message}</p>
                {handledButton(
                  Boolean(m.handledAt),
                  () => void toggle('feedback', m.id, !m.handledAt),
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
});

/**
 * The house account's founder invite code, with a refresh that retires the old one. Retiring it
 * strands anyone holding the code, so the refresh asks first (issue 27).
 */
export const FounderInviteSection = memo(function FounderInviteSection({
  invite,
  actions,
  onInviteChange,
}: {
  invite: { code: string; expiresAt: string };
  actions: AdminActions;
  onInviteChange: (invite: { code: string; expiresAt: string }) => void;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const f = useAdminFormat();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      onInviteChange(await actions.client.founderInvite(true));
      setAsking(false);
      actions.succeed(M.adminInviteRefreshed);
    } catch (failure) {
      setAsking(false);
      actions.fail(failure, M.adminOperationFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminSection
      id="admin-invite"
      title={t('invite.title')}
      subtitle={t('invite.subtitle')}
      action={
        <BusyButton
          size="sm"
          busy={busy}
          busyLabel={t('invite.refreshing')}
          onClick={() => setAsking(true)}
        >
          {t('invite.refresh')}
        </BusyButton>
      }
    >
      <p className="admin-invite__code" aria-label={t('invite.code')}>
        {invite.code}
      </p>
      <p className="muted">{t('invite.expires', { date: f.when(invite.expiresAt) })}</p>
      <ConfirmDialog
        open={asking}
        onClose={() => {
          if (!busy) setAsking(false);
        }}
        title={t('invite.confirmTitle')}
        description={t('invite.confirmBody', { code: invite.code })}
        confirmLabel={t('invite.confirm')}
        busyLabel={t('invite.refreshing')}
        busy={busy}
        error={null}
        onConfirm={() => void refresh()}
      />
    </AdminSection>
  );
});
