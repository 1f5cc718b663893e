import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import type { NotificationView, ThreadSummary } from '../../../shared/api/inbox.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { BellIcon, MailIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RelativeTimeLabel } from '../../components/ui/relative-time-label.tsx';
import { ConversationDialog } from '../../entities/inbox/conversation-dialog.tsx';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useThreads,
} from '../../entities/inbox/inbox-api.ts';
import { errorMessage } from '../../lib/api-client.ts';
import './inbox.css';

function preview(thread: ThreadSummary): string {
  const last = thread.lastMessage;
  const prefix = last.direction === 'outgoing' ? 'You: ' : '';
  if (last.sharedPost) return `${prefix}Shared a post`;
  if (last.text) return `${prefix}${last.text}`;
  return `${prefix}Sent an image`;
}

function ThreadRow({ thread, onOpen }: { thread: ThreadSummary; onOpen: () => void }) {
  const unread = thread.unreadCount;
  return (
    <li>
      <button
        type="button"
        className={`thread-row${unread > 0 ? ' thread-row--unread' : ''}`}
        onClick={onOpen}
      >
        <Avatar
          name={thread.peer.displayName}
          seed={thread.peer.id}
          color={thread.peer.themeColor}
          size="md"
        />
        <span className="thread-row__text">
          <span className="thread-row__top">
            <span className="thread-row__name">{thread.peer.displayName}</span>
            <span className="thread-row__time">
              <RelativeTimeLabel iso={thread.lastMessage.createdAt} />
            </span>
          </span>
          <span className="thread-row__preview">{preview(thread)}</span>
        </span>
        {unread > 0 ? (
          <span className="count-badge" aria-label={`${unread} unread`}>
            {unread}
          </span>
        ) : null}
      </button>
    </li>
  );
}

function Threads({ onOpen }: { onOpen: (peerId: string) => void }) {
  const threads = useThreads();
  if (threads.isError)
    return (
      <LoadError
        message={errorMessage(threads.error, MESSAGES.internalError)}
        onRetry={() => void threads.refetch()}
      />
    );
  if (threads.isPending)
    return (
      <div className="inbox__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading your messages…</span>
      </div>
    );
  if (threads.data.threads.length === 0)
    return (
      <EmptyState icon={<MailIcon />} title="No messages yet" level={3}>
        <p>Start a conversation with the Message button on someone’s profile, or share a post.</p>
      </EmptyState>
    );
  return (
    <ul className="thread-list" role="list" aria-label="Conversations">
      {threads.data.threads.map((thread) => (
        <ThreadRow key={thread.peer.id} thread={thread} onOpen={() => onOpen(thread.peer.id)} />
      ))}
    </ul>
  );
}

function NotificationRow({ notification }: { notification: NotificationView }) {
  const markRead = useMarkNotificationRead();
  const content = (
    <>
      <span className="notice__dot" aria-hidden="true" />
      <span className="notice__text">
        <span className="notice__title">
          {notification.title}
          {notification.read ? null : <span className="visually-hidden"> (unread)</span>}
        </span>
        <span className="notice__body">{notification.body}</span>
        <span className="notice__time">
          <RelativeTimeLabel iso={notification.createdAt} />
        </span>
      </span>
    </>
  );
  const className = `notice${notification.read ? '' : ' notice--unread'}`;
  return (
    <li>
      {notification.link ? (
        <Link
          to={notification.link}
          className={className}
          onClick={() => {
            if (!notification.read) markRead.mutate(notification.id);
          }}
        >
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

function Notifications() {
  const notifications = useNotifications();
  const { t: paging } = useTranslation(pagingNs);
  const M = useMessages();
  const markAll = useMarkAllNotificationsRead();
  if (notifications.isError)
    return (
      <LoadError
        message={errorMessage(notifications.error, MESSAGES.internalError)}
        onRetry={() => void notifications.refetch()}
      />
    );
  if (notifications.isPending)
    return (
      <div className="inbox__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading your notifications…</span>
      </div>
    );
  const { notifications: list, unreadCount } = notifications.data;
  return (
    <>
      {unreadCount > 0 ? (
        <div className="inbox__section-actions">
          <BusyButton
            variant="ghost"
            size="sm"
            busy={markAll.isPending}
            busyLabel="Marking…"
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </BusyButton>
        </div>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon={<BellIcon />} title="You are all caught up" level={3}>
          <p>New followers, echoes, saves, comments and messages will show up here.</p>
        </EmptyState>
      ) : (
        <ul className="notice-list" role="list" aria-label="Notifications">
          {list.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      <LoadMore
        query={notifications}
        label={paging('more.notifications')}
        busyLabel={paging('loading')}
        errorMessage={M.internalError}
      />
    </>
  );
}

/** /inbox: direct-message threads with their unread counts, and the notifications list. */
export function Component() {
  const [params, setParams] = useSearchParams();
  // ?with= opens a conversation (a notification's link); ?to= comes from a profile's Message.
  const peerId = params.get('with') ?? params.get('to');
  const open = (id: string) => setParams({ with: id });
  const close = () =>
    setParams(
      (current) => {
        current.delete('with');
        current.delete('to');
        return current;
      },
      { replace: true },
    );
  const threads = useThreads();
  const notifications = useNotifications();
  const unreadThreads = threads.data?.threads.filter((t) => t.unreadCount > 0).length ?? 0;
  const unreadNotices = notifications.data?.unreadCount ?? 0;

  return (
    <div className="inbox">
      <PageHeader
        title="Inbox"
        description="Your conversations and what happened around your posts."
      />
      <div className="inbox__grid">
        <section className="inbox__section card" aria-labelledby="inbox-messages">
          <h2 id="inbox-messages" className="inbox__heading">
            Messages
            {unreadThreads > 0 ? (
              <span className="count-badge" aria-label={`${unreadThreads} unread conversations`}>
                {unreadThreads}
              </span>
            ) : null}
          </h2>
          <Threads onOpen={open} />
        </section>
        <section className="inbox__section card" aria-labelledby="inbox-notifications">
          <h2 id="inbox-notifications" className="inbox__heading">
            Notifications
            {unreadNotices > 0 ? (
              <span className="count-badge" aria-label={`${unreadNotices} unread notifications`}>
                {unreadNotices}
              </span>
            ) : null}
          </h2>
          <Notifications />
        </section>
      </div>
      {peerId ? <ConversationDialog key={peerId} peerId={peerId} onClose={close} /> : null}
    </div>
  );
}
