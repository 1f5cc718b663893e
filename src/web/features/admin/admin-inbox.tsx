import { useState } from 'react';
import type { AdminInbox } from '../../../shared/api/admin.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TabList, tabPanelProps } from '../../components/ui/tabs.tsx';
import type { AdminActions } from './admin-dashboard.tsx';
import { AdminSection } from './admin-metrics.tsx';

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Contact messages and members' feedback, newest first, each marked handled or not. */
export function AdminInboxSection({
  inbox,
  actions,
  onInboxChange,
}: {
  inbox: AdminInbox;
  actions: AdminActions;
  onInboxChange: (inbox: AdminInbox) => void;
}) {
  const [tab, setTab] = useState<'contact' | 'feedback'>('contact');

  const toggle = async (kind: 'contact' | 'feedback', id: string, handled: boolean) => {
    try {
      await actions.client.setHandled(kind, id, handled);
      const handledAt = handled ? new Date().toISOString() : null;
      onInboxChange(
        kind === 'contact'
          ? {
              ...inbox,
              contactMessages: inbox.contactMessages.map((m) =>
                m.id === id ? { ...m, handledAt } : m,
              ),
            }
          : {
              ...inbox,
              feedback: inbox.feedback.map((m) => (m.id === id ? { ...m, handledAt } : m)),
            },
      );
      actions.succeed(MESSAGES.adminMarkedHandled);
    } catch (failure) {
      actions.fail(failure, MESSAGES.adminOperationFailed);
    }
  };

  const open = (items: Array<{ handledAt: string | null }>) =>
    items.filter((item) => !item.handledAt).length;

  return (
    <AdminSection id="admin-inbox" title="Messages to the team">
      <TabList
        label="Messages to the team"
        idPrefix="admin-inbox"
        selected={tab}
        onSelect={(id) => setTab(id as 'contact' | 'feedback')}
        tabs={[
          { id: 'contact', label: `Contact (${open(inbox.contactMessages)} open)` },
          { id: 'feedback', label: `Feedback (${open(inbox.feedback)} open)` },
        ]}
      />
      <div {...tabPanelProps('admin-inbox', tab)} className="admin-inbox__panel">
        {tab === 'contact' ? (
          inbox.contactMessages.length === 0 ? (
            <p className="muted">{MESSAGES.adminNoData}</p>
          ) : (
            <ul className="admin-inbox">
              {inbox.contactMessages.map((m) => (
                <li
                  key={m.id}
                  className={m.handledAt ? 'admin-inbox__item is-handled' : 'admin-inbox__item'}
                >
                  <p className="admin-inbox__meta">
                    <strong>{m.name}</strong> <span className="muted">{m.email}</span>{' '}
                    <span className="badge">{m.subject}</span>{' '}
                    <span className="muted">{when(m.createdAt)}</span>
                  </p>
                  <p className="admin-inbox__text">{m.message}</p>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void toggle('contact', m.id, !m.handledAt)}
                  >
                    {m.handledAt ? 'Handled ✓ (reopen)' : 'Mark handled'}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : inbox.feedback.length === 0 ? (
          <p className="muted">{MESSAGES.adminNoData}</p>
        ) : (
          <ul className="admin-inbox">
            {inbox.feedback.map((m) => (
              <li
                key={m.id}
                className={m.handledAt ? 'admin-inbox__item is-handled' : 'admin-inbox__item'}
              >
                <p className="admin-inbox__meta">
                  <strong>{m.authorName ?? 'Former member'}</strong>{' '}
                  <span className="muted">{when(m.createdAt)}</span>
                </p>
                <p className="admin-inbox__text">{m.message}</p>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void toggle('feedback', m.id, !m.handledAt)}
                >
                  {m.handledAt ? 'Handled ✓ (reopen)' : 'Mark handled'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
}

/** The house account's founder invite code, with a refresh that retires the old one. */
export function FounderInviteSection({
  invite,
  actions,
  onInviteChange,
}: {
  invite: { code: string; expiresAt: string };
  actions: AdminActions;
  onInviteChange: (invite: { code: string; expiresAt: string }) => void;
}) {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      onInviteChange(await actions.client.founderInvite(true));
      actions.succeed(MESSAGES.adminInviteRefreshed);
    } catch (failure) {
      actions.fail(failure, MESSAGES.adminOperationFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminSection
      id="admin-invite"
      title="Founder invite"
      subtitle="For people who join without a member to invite them"
      action={
        <BusyButton size="sm" busy={busy} busyLabel="Refreshing…" onClick={() => void refresh()}>
          Refresh code
        </BusyButton>
      }
    >
      <p className="admin-invite__code" aria-label="Founder invite code">
        {invite.code}
      </p>
      <p className="muted">Expires {when(invite.expiresAt)}. Refreshing retires this code.</p>
    </AdminSection>
  );
}
