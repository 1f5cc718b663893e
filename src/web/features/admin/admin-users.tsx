import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserItem } from '../../../shared/api/admin.ts';
import { ADMIN_REMOVAL_ANIMATION_MS } from '../../../shared/constants.ts';
import { formattersFor } from '../../i18n/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { adminNs } from '../../i18n/ns/admin.ts';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { AdminActions } from './admin-dashboard.tsx';
import { AdminSection, StatusBadge } from './admin-metrics.tsx';
import { useAdminFormat } from './use-admin-format.ts';

/**
 * Rows on screen at a time; Load more shows the next ones, then reads the next page. A modal
 * dialog makes the whole page inert, and opening or closing it restyles every element: with all
 * 250 rows (3,300 elements) that was 50-130 ms of style work per dialog on our 2-core machine,
 * 200-500 ms at a phone's speed, and every ban and delete opens and closes one.
 */
export const ADMIN_USER_ROWS_STEP = 50;

type Pending = { kind: 'ban' | 'unban' | 'delete'; user: AdminUserItem } | null;

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
  const { t } = useTranslation(adminNs);
  const f = useAdminFormat();
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
      <td className="admin-nowrap">
        {user.lastLogin ? f.dateTime(user.lastLogin) : t('users.never')}
      </td>
      <td>
        <div className="admin-actions">
          <Button
            size="sm"
            onClick={() => onAsk(user.isBanned ? 'unban' : 'ban', user)}
            aria-label={t(user.isBanned ? 'users.unbanNamed' : 'users.banNamed', {
              name: user.displayName,
            })}
          >
            {user.isBanned ? t('users.unban') : t('users.ban')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => onAsk('delete', user)}
            aria-label={t('users.deleteNamed', { name: user.displayName })}
          >
            {t('users.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
});

/** Spec section 2: User, Email, Status, Last Login, Actions (Ban/Unban, Delete). */
export const UserManagement = memo(function UserManagement({
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
  /** Changes the list from the one current when the change lands (not the one first seen). */
  onUsersChange: (change: (users: AdminUserItem[]) => AdminUserItem[]) => void;
}) {
  const { t: paging } = useTranslation(pagingNs);
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const confirmations = formattersFor(useLanguage());
  const format = useAdminFormat();
  const more = useMutation({
    mutationFn: (cursor: string) => actions.client.users(cursor),
    onSuccess: onMoreUsers,
  });
  const [shown, setShown] = useState(ADMIN_USER_ROWS_STEP);
  const visible = users.length > shown ? users.slice(0, shown) : users;
  const paged = {
    hasNextPage: shown < users.length || nextCursor !== null,
    isFetchingNextPage: more.isPending,
    isFetchNextPageError: more.isError,
    fetchNextPage: async () => {
      const loaded = shown < users.length;
      setShown((current) => current + ADMIN_USER_ROWS_STEP);
      if (!loaded && nextCursor) more.mutate(nextCursor);
    },
  };
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  // Removal timers still running when the section goes away.
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => window.clearTimeout(timer));
  }, []);
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
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          onUsersChange((current) => current.filter((row) => row.id !== user.id));
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(user.id);
            return next;
          });
        }, ADMIN_REMOVAL_ANIMATION_MS);
        timers.current.add(timer);
        actions.succeed(M.adminUserDeleted);
      } else {
        const { user: updated } = await actions.client.setBan(user.id, kind === 'ban');
        setPending(null);
        onUsersChange((current) => current.map((row) => (row.id === updated.id ? updated : row)));
        actions.succeed(kind === 'ban' ? M.adminUserBanned : M.adminUserUnbanned);
      }
    } catch (failure) {
      setPending(null);
      actions.fail(failure, kind === 'delete' ? M.adminDeleteFailed : M.adminOperationFailed);
    } finally {
      setBusy(false);
    }
  };

  const dialog = pending
    ? pending.kind === 'delete'
      ? {
          title: confirmations.ADMIN_DELETE_DIALOG_TITLE,
          description: confirmations.adminDeleteConfirm(pending.user.displayName),
          confirmLabel: t('users.delete'),
          busyLabel: t('users.deleting'),
        }
      : pending.kind === 'ban'
        ? {
            title: t('users.banTitle'),
            description: confirmations.adminBanConfirm(pending.user.displayName),
            confirmLabel: t('users.ban'),
            busyLabel: t('users.banning'),
          }
        : {
            title: t('users.unbanTitle'),
            description: confirmations.adminUnbanConfirm(pending.user.displayName),
            confirmLabel: t('users.unban'),
            busyLabel: t('users.unbanning'),
          }
    : null;

  return (
    <AdminSection
      id="admin-users"
      title={t('users.title')}
      subtitle={t('users.subtitle', { count: users.length, value: format.number(users.length) })}
    >
      {users.length === 0 ? (
        <p className="muted">{M.adminNoData}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-users">
            <caption className="visually-hidden">{t('users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.columns.user')}</th>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.status')}</th>
                <th scope="col">{t('users.columns.lastLogin')}</th>
                <th scope="col">{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((user) => (
                <UserRow key={user.id} user={user} removing={removing.has(user.id)} onAsk={ask} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {visible.length < users.length ? (
        <p className="muted admin-users__shown">
          {t('users.shown', {
            shown: format.number(visible.length),
            total: format.number(users.length),
          })}
        </p>
      ) : null}
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
});
