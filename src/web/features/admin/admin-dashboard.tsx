import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  AdminInbox,
  AdminMetrics,
  AdminUserItem,
  ModerationItem,
} from '../../../shared/api/admin.ts';
import { ADMIN_SUCCESS_MESSAGE_MS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
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

interface Data {
  metrics: AdminMetrics | null;
  users: AdminUserItem[] | null;
  /** The next page of members (issue 28), null on the last. */
  usersCursor: string | null;
  queue: ModerationItem[] | null;
  inbox: AdminInbox | null;
  invite: { code: string; expiresAt: string } | null;
}

const EMPTY: Data = {
  metrics: null,
  users: null,
  usersCursor: null,
  queue: null,
  inbox: null,
  invite: null,
};

async function fetchAll(client: AdminClient, fresh: boolean): Promise<Data> {
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

/** The dashboard after login: every section of spec section 2 (Admin), and the moderation queue. */
export function AdminDashboard({
  credentials,
  onUnauthorized,
}: {
  credentials: AdminCredentials;
  onUnauthorized: () => void;
}) {
  const client = useMemo(() => adminClient(credentials), [credentials]);
  const [data, setData] = useState<Data>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const successTimer = useRef<number | undefined>(undefined);

  const fail = useCallback(
    (failure: unknown, fallback: string) => {
      if (isApiError(failure) && failure.status === 401) {
        onUnauthorized();
        return;
      }
      // Spec section 8: other non-OK answers show the response text, or 'Server error'.
      const detail =
        isApiError(failure) && failure.isFromServer ? failure.message : MESSAGES.adminServerError;
      setError(fallback === detail ? fallback : `${fallback} ${detail}`);
    },
    [onUnauthorized],
  );

  const succeed = useCallback((message: string) => {
    setError(null);
    setSuccess(message);
    window.clearTimeout(successTimer.current);
    successTimer.current = window.setTimeout(() => setSuccess(null), ADMIN_SUCCESS_MESSAGE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(successTimer.current), []);

  useEffect(() => {
    let live = true;
    fetchAll(client, false).then(
      (next) => {
        if (!live) return;
        setData(next);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        fail(failure, MESSAGES.adminLoadFailed);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [client, fail]);

  const refresh = async () => {
    setRefreshing(true);
    setError(null);
    try {
      setData(await fetchAll(client, true));
    } catch (failure) {
      fail(failure, MESSAGES.adminLoadFailed);
    } finally {
      setRefreshing(false);
    }
  };

  const actions: AdminActions = { client, succeed, fail };
  const reloadSummary = async () => {
    try {
      const [queue, metrics] = await Promise.all([client.moderation(), client.metrics(true)]);
      setData((current) => ({ ...current, queue: queue.items, metrics }));
    } catch (failure) {
      fail(failure, MESSAGES.adminLoadFailed);
    }
  };

  return (
    <div className="admin-dashboard">
      <div className="admin-dashboard__head">
        <div>
          <p className="eyebrow">Administration</p>
          <h1 className="admin-dashboard__title">Community dashboard</h1>
        </div>
      </div>
      <div className="admin-messages" aria-live="polite">
        {success ? (
          <p className="alert alert--success admin-success" role="status">
            {success}
          </p>
        ) : null}
      </div>
      <FormAlert message={error} />
      {loading ? (
        <p className="muted admin-loading" role="status">
          Loading the dashboard…
        </p>
      ) : (
        <>
          {data.metrics ? <MetricsSections metrics={data.metrics} /> : null}
          {data.queue ? (
            <ModerationQueue
              items={data.queue}
              actions={actions}
              onChanged={() => void reloadSummary()}
            />
          ) : null}
          {data.users ? (
            <UserManagement
              users={data.users}
              actions={actions}
              nextCursor={data.usersCursor}
              onMoreUsers={(page) =>
                setData((current) => ({
                  ...current,
                  users: [
                    ...(current.users ?? []),
                    ...page.users.filter((user) => !current.users?.some((u) => u.id === user.id)),
                  ],
                  usersCursor: page.nextCursor,
                }))
              }
              onUsersChange={(users) => {
                setData((current) => ({ ...current, users }));
                // The counts (banned, totals) and the queue change with the members.
                void reloadSummary();
              }}
            />
          ) : null}
          <div className="admin-grid admin-grid--two">
            {data.inbox ? (
              <AdminInboxSection
                inbox={data.inbox}
                actions={actions}
                onInboxChange={(inbox) => setData((current) => ({ ...current, inbox }))}
              />
            ) : null}
            <div className="admin-stack">
              {data.invite ? (
                <FounderInviteSection
                  invite={data.invite}
                  actions={actions}
                  onInviteChange={(invite) => setData((current) => ({ ...current, invite }))}
                />
              ) : null}
              {data.metrics ? (
                <SystemStatus
                  system={data.metrics.system}
                  refreshing={refreshing}
                  onRefresh={() => void refresh()}
                />
              ) : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
