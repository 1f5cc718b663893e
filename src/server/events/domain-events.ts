// The domain events one module tells the others about. Payloads carry ids and small facts, never
// whole rows: they cross instances as PostgreSQL NOTIFY payloads (8000 bytes at most).

export type InteractionType = 'view' | 'echo' | 'save' | 'comment' | 'share';

export interface DomainEvents {
  /** `analysed`: its analysis rows were written with it (the built-in engine). */
  'post.created': { postId: string; authorId: string; analysed?: boolean };
  'post.deleted': { postId: string; authorId: string };
  /** The author changed the post's text or alt text: analysis, safety and trends follow. */
  'post.edited': { postId: string; authorId: string };
  /** A comment was written; `parentAuthorId` when it replies to another member's comment. */
  'comment.created': {
    commentId: string;
    postId: string;
    authorId: string;
    parentAuthorId: string | null;
  };
  /** A post or comment newly mentions these members (each once per item, however often edited). */
  'mentions.recorded': {
    sourceType: 'post' | 'comment';
    sourceId: string;
    postId: string;
    authorId: string;
    userIds: string[];
  };
  'interaction.recorded': {
    userId: string;
    type: InteractionType;
    contentId: string;
    dwellMs?: number;
    /** A comment that replies to this member's comment (they are told as the reply's author). */
    replyToUserId?: string;
  };
  'follow.created': { followerId: string; followeeId: string };
  'follow.removed': { followerId: string; followeeId: string };
  'block.created': { blockerId: string; blockedId: string };
  'message.sent': {
    messageId: string;
    mirrorId: string;
    fromId: string;
    toId: string;
    /** Set when the message shares a post (Share Post). */
    sharedPostId?: string;
  };
  /** The reader opened the thread with peerId: its incoming unread messages are now read. */
  'message.read': { readerId: string; peerId: string };
  /** Both copies of a message are gone (either participant deleted it). */
  'message.deleted': {
    messageId: string;
    mirrorId: string;
    fromId: string;
    toId: string;
    /** Unsent by the sender (both copies), or deleted by the recipient from their own mailbox. */
    forBoth: boolean;
  };
  'notification.created': { userId: string; notificationId: string };
  'notifications.read': { userId: string };
  'member.joined': { memberId: string; inviterId: string; displayName: string };
  /** The administrator removed a member's post, comment or profile text (moderation queue). */
  'content.removed': {
    authorId: string;
    targetType: 'post' | 'comment' | 'profile';
    reason: string;
  };
  /** The administrator banned or unbanned a member: streams close, their media stop serving. */
  'member.banned': { memberId: string };
  'member.unbanned': { memberId: string };
  /** A member's account is gone (their own deletion or the administrator's). */
  'member.deleted': { memberId: string };
}

export type EventName = keyof DomainEvents;

export interface DomainEvent<N extends EventName = EventName> {
  id: string;
  name: N;
  payload: DomainEvents[N];
  /** ISO time of publication, by the app's clock. */
  occurredAt: string;
  /** The instance that published it. */
  origin: string;
}

export const EVENT_NAMES: readonly EventName[] = [
  'post.created',
  'post.deleted',
  'post.edited',
  'comment.created',
  'mentions.recorded',
  'interaction.recorded',
  'follow.created',
  'follow.removed',
  'block.created',
  'message.sent',
  'message.read',
  'message.deleted',
  'notification.created',
  'notifications.read',
  'member.joined',
  'content.removed',
  'member.banned',
  'member.unbanned',
  'member.deleted',
];
