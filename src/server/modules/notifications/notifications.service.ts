import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsResponse,
} from '../../../shared/api/inbox.ts';
import { NOTIFICATIONS_DEFAULT } from '../../../shared/constants.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import type { EventBus, EventScope } from '../../events/event-bus.ts';
import { groupNotifications } from '../../../domain/notifications/grouping.ts';
import { pageOf, readCursor } from '../../read/paging.ts';
import {
  countUnread,
  findCommentForNotice,
  findPostForNotice,
  insertMemberNotice,
  insertNotification,
  type MemberNotice,
  listGroupHeads,
  listGroupRows,
  markAllRead,
  markGroupRead,
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

/** The quoted words alone, for the member's language to frame (empty for none). */
function excerpt(content: string): string {
  return quote(content).replace(/^ “|”$/g, '');
}

/** Member text inside a `format()` template: a % stays a %. */
const literal = (text: string) => text.replaceAll('%', '%%');
/** In a notice's body format, the actor's display name and handle (see insertMemberNotice). */
const NAME = '%1$s';
const HANDLE = '%2$s';

const POST_NOTICES = {
  echo: { title: 'New echo', verb: 'echoed your post' },
  save: { title: 'Your post was saved', verb: 'saved your post' },
  comment: { title: 'New comment', verb: 'commented on your post' },
} as const;

/**
 * Notifications are written in reaction to domain events, so the modules that cause them (the
 * graph, posts, messages, sign-up) do not know they exist. Each is written in the transaction of
 * the action that causes it, with its live-stream row (the events outbox): both commit together
 * or neither does. Never from a blocked member, never to yourself, and only the kinds the member
 * left on, all checked by the one insert (insertMemberNotice).
 */
export class NotificationsService {
  private readonly db: Database;
  private readonly clock: Clock;
  private events: EventBus | null = null;

  constructor(deps: { db: Database; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  subscribe(events: EventBus): void {
    this.events = events;
    events.inTransaction('follow.created', async ({ payload }, scope) => {
      await this.notify(scope, {
        userId: payload.followeeId,
        actorId: payload.followerId,
        kind: 'follow',
        title: 'New follower',
        bodyFormat: `${NAME} (@${HANDLE}) started following you.`,
        link: `/u/${payload.followerId}`,
      });
    });
    events.inTransaction('member.joined', async ({ payload }, scope) => {
      await this.notify(scope, {
        userId: payload.inviterId,
        actorId: payload.memberId,
        kind: 'invite_accepted',
        title: 'Your invite was accepted',
        bodyFormat: `${literal(payload.displayName)} joined Lorien with your invite code.`,
        params: { name: payload.displayName },
        link: `/u/${payload.memberId}`,
      });
    });
    events.inTransaction('interaction.recorded', async ({ payload }, scope) => {
      if (payload.type !== 'echo' && payload.type !== 'save' && payload.type !== 'comment') return;
      const post =
        scope.posts.get(payload.contentId) ??
        (await findPostForNotice(scope.tx, payload.contentId));
      if (!post || post.authorId === payload.userId) return;
      // A reply to the post author's own comment: they hear of it once, as a reply.
      if (payload.type === 'comment' && payload.replyToUserId === post.authorId) return;
      const notice = POST_NOTICES[payload.type];
      await this.notify(scope, {
        userId: post.authorId,
        actorId: payload.userId,
        kind: payload.type,
        title: notice.title,
        bodyFormat: `${NAME} ${notice.verb}${literal(quote(post.content))}.`,
        params: { quote: excerpt(post.content) },
        link: `/post/${payload.contentId}`,
      });
    });
    events.inTransaction('comment.created', async ({ payload }, scope) => {
      if (!payload.parentAuthorId) return;
      const comment = await findCommentForNotice(scope.tx, payload.commentId);
      await this.notify(scope, {
        userId: payload.parentAuthorId,
        actorId: payload.authorId,
        kind: 'reply',
        title: 'New reply',
        bodyFormat: `${NAME} replied to your comment${literal(quote(comment?.text ?? ''))}.`,
        params: { quote: excerpt(comment?.text ?? '') },
        link: `/post/${payload.postId}`,
      });
    });
    events.inTransaction('mentions.recorded', async ({ payload }, scope) => {
      const text =
        payload.sourceType === 'post'
          ? (await findPostForNotice(scope.tx, payload.postId))?.content
          : (await findCommentForNotice(scope.tx, payload.sourceId))?.text;
      const where = payload.sourceType === 'post' ? 'a post' : 'a comment';
      for (const userId of payload.userIds)
        await this.notify(scope, {
          userId,
          actorId: payload.authorId,
          kind: 'mention',
          title: 'You were mentioned',
          bodyFormat: `${NAME} mentioned you in ${where}${literal(quote(text ?? ''))}.`,
          params: { quote: excerpt(text ?? ''), where: payload.sourceType },
          link: `/post/${payload.postId}`,
        });
    });
    events.inTransaction('content.removed', async ({ payload }, scope) => {
      // From the Lorien team, not a member: always delivered, no setting turns it off.
      const what = { post: 'post', comment: 'comment', profile: 'profile text' }[
        payload.targetType
      ];
      const notificationId = await insertNotification(scope.tx, {
        userId: payload.authorId,
        actorId: null,
        kind: 'moderation',
        title: `Your ${what} was removed`,
        body: `The Lorien team removed your ${what}. Reason: ${payload.reason}`,
        params: { target: payload.targetType, reason: payload.reason },
        link: null,
        createdAt: this.clock(),
      });
      await events.publish(
        'notification.created',
        { userId: payload.authorId, notificationId },
        scope,
      );
    });
    // A direct message (or a post shared by message) is not a notification: the Inbox counts it
    // in its thread's unread count (issue 28; docs/decisions.md).
  }

  private async notify(
    scope: EventScope,
    notice: Omit<MemberNotice, 'createdAt' | 'kind'> & { kind: NotificationKind },
  ): Promise<void> {
    if (notice.userId === notice.actorId) return;
    const notificationId = await insertMemberNotice(scope.tx, {
      ...notice,
      createdAt: this.clock(),
    });
    if (notificationId)
      await this.events?.publish(
        'notification.created',
        { userId: notice.userId, notificationId },
        scope,
      );
  }

  /**
   * A page of notification groups ("Elif and 3 others echoed your post"), newest group first,
   * 50 groups by default, with the unread count (of groups). A group stands as its newest row
   * with up to three of its members' faces and how many members it holds.
   */
  async list(
    userId: string,
    page: { cursor?: string | undefined; limit?: number } = {},
  ): Promise<NotificationsResponse> {
    const cursor = readCursor(page.cursor);
    const limit = page.limit ?? NOTIFICATIONS_DEFAULT;
    const [heads, unreadCount] = await Promise.all([
      listGroupHeads(this.db, userId, cursor, limit),
      countUnread(this.db, userId),
    ]);
    const { items, nextCursor } = pageOf(heads, limit, (head) => head);
    const keys = items.map((head) => head.groupKey);
    const rows = await listGroupRows(this.db, userId, keys);
    const groups = groupNotifications(
      rows.map((row) => ({
        ...row,
        actor:
          row.actorId && row.actorName !== null
            ? {
                id: row.actorId,
                displayName: row.actorName,
                handle: row.actorHandle ?? '',
                themeColor: row.actorColor ?? '',
                avatarUrl: row.actorAvatarUrl,
              }
            : null,
      })),
    );
    // In the heads' order; a group whose rows all went hidden in between is left out.
    const byKey = new Map(groups.map((group) => [group.head.groupKey, group]));
    return {
      nextCursor,
      notifications: keys.flatMap((key) => {
        const group = byKey.get(key);
        if (!group) return [];
        const { head } = group;
        return [
          {
            id: head.id,
            kind: head.kind,
            title: head.title,
            body: head.body,
            params: head.params ?? null,
            link: head.link,
            read: group.read,
            createdAt: head.createdAt.toISOString(),
            actors: group.actors,
            actorCount: group.actorCount,
          },
        ];
      }),
      unreadCount,
    };
  }

  unreadCount(userId: string): Promise<number> {
    return countUnread(this.db, userId);
  }

  async markAllRead(userId: string): Promise<{ marked: number }> {
    return this.readWith((tx) => markAllRead(tx, userId), userId);
  }

  /** Marks read a notification and the rest of its group. */
  async markRead(userId: string, id: string): Promise<{ marked: number }> {
    return this.readWith((tx) => markGroupRead(tx, userId, id), userId);
  }

  /** Marks read and tells the member's other tabs, in one transaction. */
  private async readWith(
    mark: (tx: Database) => Promise<number>,
    userId: string,
  ): Promise<{ marked: number }> {
    const events = this.events;
    if (!events) return { marked: await mark(this.db) };
    const marked = await events.transaction(this.db, async (scope) => {
      const count = await mark(scope.tx);
      if (count > 0) await events.publish('notifications.read', { userId }, scope);
      return count;
    });
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
