import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { NotificationView, ThreadSummary } from '../../../shared/api/inbox.ts';
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
import { inboxNs } from '../../i18n/ns/inbox.ts';
import { useNotificationWords } from '../../entities/inbox/notification-words.ts';
import { errorMessage } from '../../lib/api-client.ts';
import './inbox.css';

function preview(thread: ThreadSummary, t: TFunction<'inbox'>): string {
  const last = thread.lastMessage;
  const text = last.sharedPost
    ? t('threads.sharedPost')
    : last.text
      ? last.text
      : t('threads.sentImage');
  return last.direction === 'outgoing' ? t('threads.you', { text }) : text;
}

function ThreadRow({ thread, onOpen }: { thread: ThreadSummary; onOpen: () => void }) {
  const unread = thread.unreadCount;
  const { t } = useTranslation(inboxNs);
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
          src={thread.peer.avatarUrl}
          size="md"
        />
        <span className="thread-row__text">
          <span className="thread-row__top">
            <span className="thread-row__name">{thread.peer.displayName}</span>
            <span className="thread-row__time">
              <RelativeTimeLabel iso={thread.lastMessage.createdAt} />
            </span>
          </span>
          <span className="thread-row__preview">{preview(thread, t)}</span>
        </span>
        {unread > 0 ? (
          <span className="count-badge" aria-label={t('threads.unread', { count: unread })}>
            {unread}
          </span>
        ) : null}
      </button>
    </li>
  );
}

function Threads({ onOpen }: { onOpen: (peerId: string) => void }) {
  const threads = useThreads();
  const { t } = useTranslation(inboxNs);
  const M = useMessages();
  if (threads.isError)
    return (
      <LoadError
        message={errorMessage(threads.error, M.internalError)}
        onRetry={() => void threads.refetch()}
      />
    );
  if (threads.isPending)
    return (
      <div className="inbox__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('threads.loading')}</span>
      </div>
    );
  if (threads.data.threads.length === 0)
    return (
      <EmptyState icon={<MailIcon />} title={t('threads.emptyTitle')} level={3}>
        <p>{t('threads.emptyBody')}</p>
      </EmptyState>
    );
  return (
    <ul className="thread-list" role="list" aria-label={t('threads.label')}>
      {threads.data.threads.map((thread) => (
        <ThreadRow key={thread.peer.id} thread={thread} onOpen={() => onOpen(thread.peer.id)} />
      ))}
    </ul>
  );
}

const GROUPED_KINDS = ['echo', 'save', 'comment', 'follow'] as const;
type GroupedKind = (typeof GROUPED_KINDS)[number];
const isGroupedKind = (kind: string): kind is GroupedKind =>
  (GROUPED_KINDS as readonly string[]).includes(kind);

/** "Elif and 3 others echoed your post" for a group of several members; else the row's text. */
function noticeBody(notification: NotificationView, t: TFunction<'inbox'>, single: string): string {
  const [newest] = notification.actors;
  if (notification.actorCount < 2 || !newest || !isGroupedKind(notification.kind)) return single;
  return t(`notices.grouped.${notification.kind}`, {
    name: newest.displayName,
    count: notification.actorCount - 1,
  });
}

/** Up to three members' faces, overlapping; decorative (the text names them). */
function NoticeFaces({ actors }: { actors: NotificationView['actors'] }) {
  if (actors.length === 0) return null;
  return (
    <span className={`notice__faces notice__faces--${actors.length}`} aria-hidden="true">
      {actors.map((actor) => (
        <Avatar
          key={actor.id}
          name={actor.displayName}
          seed={actor.id}
          color={actor.themeColor}
          src={actor.avatarUrl}
          size="sm"
          className="notice__face"
        />
      ))}
    </span>
  );
}

function NotificationRow({ notification }: { notification: NotificationView }) {
  const markRead = useMarkNotificationRead();
  const { t } = useTranslation(inboxNs);
  const words = useNotificationWords()(notification);
  const content = (
    <>
      <span className="notice__dot" aria-hidden="true" />
      <span className="notice__text">
        <NoticeFaces actors={notification.actors} />
        <span className="notice__title">
          {words.title}
          {notification.read ? null : (
            <span className="visually-hidden">{t('notices.unread')}</span>
          )}
        </span>
        <span className="notice__body">{noticeBody(notification, t, words.body)}</span>
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
            // Marks the whole group read (the server marks every row of it).
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

/** "Mark all read", beside the Notifications heading while any is unread. */
function MarkAllRead() {
  const { t } = useTranslation(inboxNs);
  const markAll = useMarkAllNotificationsRead();
  return (
    <BusyButton
      variant="ghost"
      size="sm"
      busy={markAll.isPending}
      busyLabel={t('notices.marking')}
      onClick={() => markAll.mutate()}
    >
      {t('notices.markAll')}
    </BusyButton>
  );
}

function Notifications() {
  const notifications = useNotifications();
  const { t: paging } = useTranslation(pagingNs);
  const M = useMessages();
  const { t } = useTranslation(inboxNs);
  if (notifications.isError)
    return (
      <LoadError
        message={errorMessage(notifications.error, M.internalError)}
        onRetry={() => void notifications.refetch()}
      />
    );
  if (notifications.isPending)
    return (
      <div className="inbox__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('notices.loading')}</span>
      </div>
    );
  const { notifications: list } = notifications.data;
  return (
    <>
      {list.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('notices.emptyTitle')} level={3}>
          <p>{t('notices.emptyBody')}</p>
        </EmptyState>
      ) : (
        <ul className="notice-list" role="list" aria-label={t('notices.label')}>
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
  const { t } = useTranslation(inboxNs);
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
  const unreadThreads =
    threads.data?.threads.filter((thread) => thread.unreadCount > 0).length ?? 0;
  const unreadNotices = notifications.data?.unreadCount ?? 0;

  return (
    <div className="inbox">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="inbox__grid">
        <section className="inbox__section card" aria-labelledby="inbox-messages">
          <h2 id="inbox-messages" className="inbox__heading">
            {t('page.messages')}
            {unreadThreads > 0 ? (
              <span
                className="count-badge"
                aria-label={t('page.unreadConversations', { count: unreadThreads })}
              >
                {unreadThreads}
              </span>
            ) : null}
          </h2>
          <Threads onOpen={open} />
        </section>
        <section className="inbox__section card" aria-labelledby="inbox-notifications">
          {/* The heading and "Mark all read" share a row that wraps on a narrow phone. */}
          <div className="inbox__section-head">
            <h2 id="inbox-notifications" className="inbox__heading">
              {t('page.notifications')}
              {unreadNotices > 0 ? (
                <span
                  className="count-badge"
                  aria-label={t('page.unreadNotifications', { count: unreadNotices })}
                >
                  {unreadNotices}
                </span>
              ) : null}
            </h2>
            {unreadNotices > 0 ? <MarkAllRead /> : null}
          </div>
          <Notifications />
        </section>
      </div>
      {peerId ? <ConversationDialog key={peerId} peerId={peerId} onClose={close} /> : null}
    </div>
  );
}
