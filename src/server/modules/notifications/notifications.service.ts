import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsResponse,
} from '../../../shared/api/inbox.ts';
import { NOTIFICATIONS_DEFAULT } from '../../../shared/constants.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { findUserById } from '../auth/index.ts';
import type { GraphService } from '../graph/index.ts';
import {
  countUnread,
  findPostForNotice,
  insertNotification,
  isKindDisabled,
  listNotifications,
  markAllRead,
  markOneRead,
  markReadFromActor,
  readSettings,
  writeSettings,
} from './notifications.repository.ts';

/** How much of a post a notification quotes. */
const QUOTE_LENGTH = 60;

function quote(content: string): string {
  const characters = [...content.trim().replace(/\s+/g, ' ')];
  if (characters.length === 0) return '';
  const cut = characters.length > QUOTE_LENGTH;
  return ` “${characters.slice(0, QUOTE_LENGTH).join('').trimEnd()}${cut ? '…' : ''}”`;
}

const POST_NOTICES = {
  echo: { title: 'New echo', verb: 'echoed your post' },
  save: { title: 'Your post was saved', verb: 'saved your post' },
  comment: { title: 'New comment', verb: 'commented on your post' },
} as const;

/**
 * Notifications are written in reaction to domain events, so the modules that cause them (the
 * graph, posts, messages, sign-up) do not know they exist. Never from a blocked member, never to
 * yourself, and only the kinds the member left on.
 */
export class NotificationsService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly graph: GraphService | null;
  private events: EventBus | null = null;

  constructor(deps: { db: Database; clock: Clock; graph?: GraphService }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.graph = deps.graph ?? null;
  }

  subscribe(events: EventBus): void {
    this.events = events;
    events.on('follow.created', async ({ payload }) => {
      const follower = await findUserById(this.db, payload.followerId);
      if (!follower) return;
      await this.notify(payload.followeeId, follower.id, {
        kind: 'follow',
        title: 'New follower',
        body: `${follower.displayName} (@${follower.handle}) started following you.`,
        link: `/u/${follower.id}`,
      });
    });
    events.on('member.joined', async ({ payload }) => {
      await this.notify(payload.inviterId, payload.memberId, {
        kind: 'invite_accepted',
        title: 'Your invite was accepted',
        body: `${payload.displayName} joined Lorien with your invite code.`,
        link: `/u/${payload.memberId}`,
      });
    });
    events.on('interaction.recorded', async ({ payload }) => {
      if (payload.type !== 'echo' && payload.type !== 'save' && payload.type !== 'comment') return;
      const post = await findPostForNotice(this.db, payload.contentId);
      if (!post) return;
      const actor = await findUserById(this.db, payload.userId);
      if (!actor) return;
      const notice = POST_NOTICES[payload.type];
      await this.notify(post.authorId, actor.id, {
        kind: payload.type,
        title: notice.title,
        body: `${actor.displayName} ${notice.verb}${quote(post.content)}.`,
        link: `/post/${payload.contentId}`,
      });
    });
    events.on('content.removed', async ({ payload }) => {
      // From the Lorien team, not a member: always delivered, no setting turns it off.
      const what = { post: 'post', comment: 'comment', profile: 'profile text' }[
        payload.targetType
      ];
      const notificationId = await insertNotification(this.db, {
        userId: payload.authorId,
        actorId: null,
        kind: 'moderation',
        title: `Your ${what} was removed`,
        body: `The Lorien team removed your ${what}. Reason: ${payload.reason}`,
        link: null,
        createdAt: this.clock(),
      });
      await this.events?.publish('notification.created', {
        userId: payload.authorId,
        notificationId,
      });
    });
    // Reading the conversation reads its "New message" and "shared with you" notices too.
    events.on('message.read', async ({ payload }) => {
      const marked = await markReadFromActor(this.db, payload.readerId, payload.peerId, [
        'message',
        'share',
      ]);
      if (marked > 0) await events.publish('notifications.read', { userId: payload.readerId });
    });
    events.on('message.sent', async ({ payload }) => {
      const sender = await findUserById(this.db, payload.fromId);
      if (!sender) return;
      if (payload.sharedPostId) {
        await this.notify(payload.toId, sender.id, {
          kind: 'share',
          title: 'A post was shared with you',
          body: `${sender.displayName} shared a post with you.`,
          link: `/post/${payload.sharedPostId}`,
        });
        return;
      }
      await this.notify(payload.toId, sender.id, {
        kind: 'message',
        title: 'New message',
        body: `${sender.displayName} sent you a message.`,
        link: `/inbox?with=${encodeURIComponent(sender.id)}`,
      });
    });
  }

  private async notify(
    userId: string,
    actorId: string,
    notice: { kind: NotificationKind; title: string; body: string; link: string },
  ): Promise<void> {
    if (userId === actorId) return;
    if (await isKindDisabled(this.db, userId, notice.kind)) return;
    if (this.graph) {
      const status = await this.graph.blockStatus(userId, actorId);
      if (status.blockedByYou || status.blockedYou) return;
    }
    const notificationId = await insertNotification(this.db, {
      userId,
      actorId,
      ...notice,
      createdAt: this.clock(),
    });
    await this.events?.publish('notification.created', { userId, notificationId });
  }

  /** Newest first, 50 by default, with the unread count. */
  async list(userId: string, limit = NOTIFICATIONS_DEFAULT): Promise<NotificationsResponse> {
    const [rows, unreadCount] = await Promise.all([
      listNotifications(this.db, userId, limit),
      countUnread(this.db, userId),
    ]);
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        read: row.read,
        createdAt: row.createdAt.toISOString(),
      })),
      unreadCount,
    };
  }

  unreadCount(userId: string): Promise<number> {
    return countUnread(this.db, userId);
  }

  async markAllRead(userId: string): Promise<{ marked: number }> {
    const marked = await markAllRead(this.db, userId);
    if (marked > 0) await this.events?.publish('notifications.read', { userId });
    return { marked };
  }

  async markRead(userId: string, id: string): Promise<{ marked: number }> {
    const marked = (await markOneRead(this.db, userId, id)) ? 1 : 0;
    if (marked > 0) await this.events?.publish('notifications.read', { userId });
    return { marked };
  }

  /** One switch per kind; on unless the member turned it off. */
  async settings(userId: string): Promise<NotificationSettings> {
    const rows = await readSettings(this.db, userId);
    const settings = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, true]),
    ) as NotificationSettings;
    for (const row of rows)
      if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind))
        settings[row.kind as NotificationKind] = row.enabled;
    return settings;
  }

  async updateSettings(
    userId: string,
    changes: Partial<NotificationSettings>,
  ): Promise<NotificationSettings> {
    const entries = Object.entries(changes).filter(
      (entry): entry is [NotificationKind, boolean] => typeof entry[1] === 'boolean',
    );
    await writeSettings(
      this.db,
      userId,
      entries.map(([kind, enabled]) => ({ kind, enabled })),
    );
    return this.settings(userId);
  }
}
