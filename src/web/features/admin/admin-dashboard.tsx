import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminInbox,
  AdminMetrics,
  AdminUserItem,
  ModerationItem,
} from '../../../shared/api/admin.ts';
import { ADMIN_SUCCESS_MESSAGE_MS } from '../../../shared/constants.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { adminNs } from '../../i18n/ns/admin.ts';
import { isApiError } from '../../lib/api-client.ts';
import { adminClient, type AdminClient, type AdminCredentials } from './admin-api.ts';
import { AdminInboxSection, FounderInviteSection } from './admin-inbox.tsx';
import { MetricsSections, SystemStatus } from './admin-metrics.tsx';
import { ModerationQueue } from './admin-moderation.tsx';
import { UserManagement } from './admin-users.tsx';

export interface AdminActions {
  client: AdminClient;
  /** Shows a success message for 4 s (spec section 8). */
  succeed: (message: string) => void;
  /** Handles a failed call: a 401 logs out, anything else shows in the banner. */
  fail: (error: unknown, fallback: string) => void;
}

type Invite = { code: string; expiresAt: string };

interface Loaded {
  metrics: AdminMetrics;
  users: AdminUserItem[];
  /** The next page of members (issue 28), null on the last. */
  usersCursor: string | null;
  queue: ModerationItem[];
  inbox: AdminInbox;
  invite: Invite;
}

async function fetchAll(client: AdminClient, fresh: boolean): Promise<Loaded> {
  const [metrics, users, queue, inbox, invite] = await Promise.all([
    client.metrics(fresh),
    client.users(),
    client.moderation(),
    client.inbox(),
    client.founderInvite(),
  ]);
  return {
    metrics,
    users: users.users,
    usersCursor: users.nextCursor,
    queue: queue.items,
    inbox,
    invite,
  };
}

/**
 * The success message lives outside the dashboard's state: showing it, and clearing it 4 s
 * later, redraws the message and nothing else (it used to redraw all 250 member rows).
 */
function createNotice() {
  let message: string | null = null;
  let timer: number | undefined;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    message = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => message,
    show(next: string) {
      window.clearTimeout(timer);
      set(next);
      timer = window.setTimeout(() => set(null), ADMIN_SUCCESS_MESSAGE_MS);
    },
    dispose: () => window.clearTimeout(timer),
  };
}
type Notice = ReturnType<typeof createNotice>;

function SuccessMessage({ notice }: { notice: Notice }) {
  const message = useSyncExternalStore(notice.subscribe, notice.read);
  return (
    <div className="admin-messages" aria-live="polite">
      {message ? (
        <p className="alert alert--success admin-success" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The dashboard after login: every section of spec section 2 (Admin), and the moderation queue.
 * Each section keeps its own slice of state and gets stable callbacks, so an action redraws the
 * section it changed (for a ban, one member row), not the whole page.
 */
export function AdminDashboard({
  credentials,
  onUnauthorized,
}: {
  credentials: AdminCredentials;
  onUnauthorized: () => void;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const client = useMemo(() => adminClient(credentials), [credentials]);
  const [metrics, setMetrics] = useState<AdminMetrics | null>(null);
  const [users, setUsers] = useState<AdminUserItem[] | null>(null);
  const [usersCursor, setUsersCursor] = useState<string | null>(null);
  const [queue, setQueue] = useState<ModerationItem[] | null>(null);
  const [inbox, setInbox] = useState<AdminInbox | null>(null);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice] = useState(createNotice);
  useEffect(() => () => notice.dispose(), [notice]);

  // The latest messages and logout for the stable callbacks below.
  const latest = useRef({ M, onUnauthorized });
  useEffect(() => {
    latest.current = { M, onUnauthorized };
  });

  const fail = useCallback((failure: unknown, fallback: string) => {
    if (isApiError(failure) && failure.status === 401) {
      latest.current.onUnauthorized();
      return;
    }
    // Spec section 8: other non-OK answers show the response text, or 'Server error'.
    const detail =
      isApiError(failure) && failure.isFromServer
        ? failure.message
        : latest.current.M.adminServerError;
    setError(fallback === detail ? fallback : `${fallback} ${detail}`);
  }, []);

  const succeed = useCallback(
    (message: string) => {
      setError(null);
      notice.show(message);
    },
    [notice],
  );

  const apply = useCallback((next: Loaded) => {
    setMetrics(next.metrics);
    setUsers(next.users);
    setUsersCursor(next.usersCursor);
    setQueue(next.queue);
    setInbox(next.inbox);
    setInvite(next.invite);
  }, []);

  useEffect(() => {
    let live = true;
    fetchAll(client, false).then(
      (next) => {
        if (!live) return;
        apply(next);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        fail(failure, latest.current.M.adminLoadFailed);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [client, fail, apply]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    setError(null);
    try {
      apply(await fetchAll(client, true));
    } catch (failure) {
      fail(failure, latest.current.M.adminLoadFailed);
    } finally {
      setRefreshing(false);
    }
  }, [client, fail, apply]);

  const actions = useMemo<AdminActions>(() => ({ client, succeed, fail }), [client, succeed, fail]);
  const reloadSummary = useCallback(async () => {
    try {
      const [nextQueue, nextMetrics] = await Promise.all([
        client.moderation(),
        client.metrics(true),
      ]);
      setQueue(nextQueue.items);
      setMetrics(nextMetrics);
    } catch (failure) {
      fail(failure, latest.current.M.adminLoadFailed);
    }
  }, [client, fail]);

  const onQueueChanged = useCallback(() => void reloadSummary(), [reloadSummary]);
  const onMoreUsers = useCallback((page: { users: AdminUserItem[]; nextCursor: string | null }) => {
    setUsers((current) => [
      ...(current ?? []),
      ...page.users.filter((user) => !current?.some((u) => u.id === user.id)),
    ]);
    setUsersCursor(page.nextCursor);
  }, []);
  const onUsersChange = useCallback(
    (change: (current: AdminUserItem[]) => AdminUserItem[]) => {
      setUsers((current) => change(current ?? []));
      // The counts (banned, totals) and the queue change with the members.
      void reloadSummary();
    },
    [reloadSummary],
  );
  const onInboxChange = useCallback(
    (change: (current: AdminInbox) => AdminInbox) =>
      setInbox((current) => (current ? change(current) : current)),
    [],
  );
  const onRefresh = useCallback(() => void refresh(), [refresh]);

  return (
    <div className="admin-dashboard">
      <div className="admin-dashboard__head">
        <div>
          <p className="eyebrow">{t('dashboard.eyebrow')}</p>
          <h1 className="admin-dashboard__title">{t('dashboard.title')}</h1>
        </div>
      </div>
      <SuccessMessage notice={notice} />
      <FormAlert message={error} />
      {loading ? (
        <p className="muted admin-loading" role="status">
          {t('dashboard.loading')}
        </p>
      ) : (
        <>
          {metrics ? <MetricsSections metrics={metrics} /> : null}
          {queue ? (
            <ModerationQueue items={queue} actions={actions} onChanged={onQueueChanged} />
          ) : null}
          {users ? (
            <UserManagement
              users={users}
              actions={actions}
              nextCursor={usersCursor}
              onMoreUsers={onMoreUsers}
              onUsersChange={onUsersChange}
            />
          ) : null}
          <div className="admin-grid admin-grid--two">
            {inbox ? (
              <AdminInboxSection inbox={inbox} actions={actions} onInboxChange={onInboxChange} />
            ) : null}
            <div className="admin-stack">
              {invite ? (
                <FounderInviteSection
                  invite={invite}
                  actions={actions}
                  onInviteChange={setInvite}
                />
              ) : null}
              {metrics ? (
                <SystemStatus
                  system={metrics.system}
                  refreshing={refreshing}
                  onRefresh={onRefresh}
                />
              ) : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
