import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserItem } from '../../../shared/api/admin.ts';
import { ADMIN_REMOVAL_ANIMATION_MS } from '../../../shared/constants.ts';
import {
  ADMIN_DELETE_DIALOG_TITLE,
  adminBanConfirm,
  adminDeleteConfirm,
  adminUnbanConfirm,
  MESSAGES,
} from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { AdminActions } from './admin-dashboard.tsx';
import { AdminSection, StatusBadge } from './admin-metrics.tsx';

type Pending = { kind: 'ban' | 'unban' | 'delete'; user: AdminUserItem } | null;

function lastLogin(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * One member's row. Memoised: a ban, a toast or a removal re-renders only the rows that changed,
 * not all 250 (long tasks of 230-550 ms stretched the 420 ms removal and the 4 s message).
 */
const UserRow = memo(function UserRow({
  user,
  removing,
  onAsk,
}: {
  user: AdminUserItem;
  removing: boolean;
  onAsk: (kind: 'ban' | 'unban' | 'delete', user: AdminUserItem) => void;
}) {
  return (
    <tr className={removing ? 'admin-row--removing' : undefined} aria-busy={removing || undefined}>
      <th scope="row">
        <span className="admin-user__name">{user.displayName}</span>
        <span className="muted admin-user__handle">@{user.username}</span>
      </th>
      <td className="admin-user__email">{user.email}</td>
      <td>
        <StatusBadge status={user.status} />
      </td>
      <td className="admin-nowrap">{lastLogin(user.lastLogin)}</td>
      <td>
        <div className="admin-actions">
          <Button
            size="sm"
            onClick={() => onAsk(user.isBanned ? 'unban' : 'ban', user)}
            aria-label={`${user.isBanned ? 'Unban' : 'Ban'} ${user.displayName}`}
          >
            {user.isBanned ? 'Unban' : 'Ban'}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => onAsk('delete', user)}
            aria-label={`Delete ${user.displayName}`}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
});

/** Spec section 2: User, Email, Status, Last Login, Actions (Ban/Unban, Delete). */
export function UserManagement({
  users,
  actions,
  nextCursor,
  onMoreUsers,
  onUsersChange,
}: {
  users: AdminUserItem[];
  actions: AdminActions;
  /** The next page of members (issue 28): 250 a page, Load more reads on. */
  nextCursor: string | null;
  onMoreUsers: (page: { users: AdminUserItem[]; nextCursor: string | null }) => void;
  onUsersChange: (users: AdminUserItem[]) => void;
}) {
  const { t: paging } = useTranslation(pagingNs);
  const more = useMutation({
    mutationFn: (cursor: string) => actions.client.users(cursor),
    onSuccess: onMoreUsers,
  });
  const paged = {
    hasNextPage: nextCursor !== null,
    isFetchingNextPage: more.isPending,
    isFetchNextPageError: more.isError,
    fetchNextPage: async () => {
      if (nextCursor) more.mutate(nextCursor);
    },
  };
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  // The list as it is when the 420 ms removal ends, not as it was when the delete began.
  const latestUsers = useRef(users);
  useEffect(() => {
    latestUsers.current = users;
  }, [users]);
  const ask = useCallback((kind: 'ban' | 'unban' | 'delete', user: AdminUserItem) => {
    setPending({ kind, user });
  }, []);

  const close = () => {
    if (!busy) setPending(null);
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    setBusy(true);
    try {
      if (kind === 'delete') {
        await actions.client.deleteUser(user.id);
        setPending(null);
        // Spec section 4: the row is flagged removing, then dropped after 420 ms.
        setRemoving((current) => new Set(current).add(user.id));
        window.setTimeout(() => {
          onUsersChange(latestUsers.current.filter((row) => row.id !== user.id));
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(user.id);
            return next;
          });
        }, ADMIN_REMOVAL_ANIMATION_MS);
        actions.succeed(MESSAGES.adminUserDeleted);
      } else {
        const { user: updated } = await actions.client.setBan(user.id, kind === 'ban');
        setPending(null);
        onUsersChange(users.map((row) => (row.id === updated.id ? updated : row)));
        actions.succeed(kind === 'ban' ? MESSAGES.adminUserBanned : MESSAGES.adminUserUnbanned);
      }
    } catch (failure) {
      setPending(null);
      actions.fail(
        failure,
        kind === 'delete' ? MESSAGES.adminDeleteFailed : MESSAGES.adminOperationFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const dialog = pending
    ? pending.kind === 'delete'
      ? {
          title: ADMIN_DELETE_DIALOG_TITLE,
          description: adminDeleteConfirm(pending.user.displayName),
          confirmLabel: 'Delete',
          busyLabel: 'Deleting…',
        }
      : pending.kind === 'ban'
        ? {
            title: 'Ban user?',
            description: adminBanConfirm(pending.user.displayName),
            confirmLabel: 'Ban',
            busyLabel: 'Banning…',
          }
        : {
            title: 'Remove the ban?',
            description: adminUnbanConfirm(pending.user.displayName),
            confirmLabel: 'Unban',
            busyLabel: 'Removing the ban…',
          }
    : null;

  return (
    <AdminSection
      id="admin-users"
      title="User Management"
      subtitle={`${users.length} member${users.length === 1 ? '' : 's'}, newest first`}
    >
      {users.length === 0 ? (
        <p className="muted">{MESSAGES.adminNoData}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-users">
            <caption className="visually-hidden">Members</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Last Login</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} removing={removing.has(user.id)} onAsk={ask} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        query={paged}
        label={paging('more.adminUsers')}
        busyLabel={paging('loading')}
        errorMessage={paging('failed.adminUsers')}
      />
      <ConfirmDialog
        open={Boolean(dialog)}
        onClose={close}
        title={dialog?.title ?? ''}
        description={dialog?.description ?? ''}
        confirmLabel={dialog?.confirmLabel ?? ''}
        busyLabel={dialog?.busyLabel ?? ''}
        busy={busy}
        error={null}
        onConfirm={() => void confirm()}
      />
    </AdminSection>
  );
}
