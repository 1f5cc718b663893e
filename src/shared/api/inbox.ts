// The inbox API contract: direct messages, notifications and the live stream, shared by the
// server routes and the SPA. Request schemas carry the spec's messages.
import { z } from 'zod';
import { DM_LIST_DEFAULT, MESSAGE_TEXT_MAX, NOTIFICATIONS_DEFAULT } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { messageText } from '../validation/unicode.ts';
import { listPageQuery, nextCursor } from './paging.ts';

export { INBOX_API } from './paths.ts';

const STORAGE_PATH_MAX = 300;

// ---- Requests ----

export const peerParams = z.object({ peerId: z.string().min(1).max(128) });
export const messageParams = z.object({ id: z.string().min(1).max(128) });

export const sendMessageRequest = z
  .object({
    recipientId: z.string({ error: MESSAGES.invalidTargetUser }).trim().min(1).max(128),
    text: z
      .string()
      .max(MESSAGE_TEXT_MAX * 4, MESSAGES.messageTooLong)
      .transform(messageText)
      .pipe(z.string().max(MESSAGE_TEXT_MAX, MESSAGES.messageTooLong))
      .default(''),
    /** The `path` an upload to the messages folder returned. */
    imagePath: z.string().min(1).max(STORAGE_PATH_MAX, MESSAGES.imageNotYours).nullish(),
  })
  .refine((message) => message.text.length > 0 || Boolean(message.imagePath), {
    message: MESSAGES.messageNeedsContent,
    path: ['text'],
  });
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const threadQuery = listPageQuery(DM_LIST_DEFAULT).extend({
  /** Messages older than this message id (the oldest one shown); `cursor` is the paged form. */
  before: z.string().max(128).optional(),
});

/** Notifications: 50 a page (spec), newest first. */
export const listQuery = listPageQuery(NOTIFICATIONS_DEFAULT);

export const NOTIFICATION_KINDS = [
  'follow',
  'echo',
  'save',
  'comment',
  'reply',
  'mention',
  'invite_accepted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSettings = z.object({
  follow: z.boolean(),
  echo: z.boolean(),
  save: z.boolean(),
  comment: z.boolean(),
  reply: z.boolean(),
  mention: z.boolean(),
  invite_accepted: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const updateNotificationSettings = notificationSettings.partial();

// ---- Responses ----

export const inboxPeer = z.object({
  id: z.string(),
  displayName: z.string(),
  handle: z.string(),
  themeColor: z.string(),
  /** The small copy of the member's profile photo; null (or absent) shows initials. */
  avatarUrl: z.string().nullable().optional(),
});
export type InboxPeer = z.infer<typeof inboxPeer>;

export const directMessageView = z.object({
  id: z.string(),
  peerId: z.string(),
  direction: z.enum(['outgoing', 'incoming']),
  text: z.string(),
  createdAt: z.string(),
  /** Incoming: this member has read it. Outgoing: the recipient has read it (a read receipt). */
  read: z.boolean(),
  image: z.object({ url: z.string(), contentType: z.string() }).nullable(),
  /**
   * A shared post, shown as a card: its id, the note, the 160-character snippet and, while the
   * post is there and the reader may see it, its author and image thumbnail (issue 27).
   */
  sharedPost: z
    .object({
      id: z.string(),
      note: z.string().nullable(),
      snippet: z.string(),
      author: z.object({ id: z.string(), displayName: z.string(), handle: z.string() }).nullable(),
      image: z.object({ url: z.string(), alt: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /** The members its `@handle`s link to (resolved as read); others stay plain text. */
  mentions: z.array(z.object({ id: z.string(), handle: z.string() })).optional(),
});
export type DirectMessageView = z.infer<typeof directMessageView>;

export const threadSummary = z.object({
  peer: inboxPeer,
  lastMessage: directMessageView,
  unreadCount: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;

export const threadsResponse = z.object({ threads: z.array(threadSummary) });
export type ThreadsResponse = z.infer<typeof threadsResponse>;

export const threadResponse = z.object({
  peer: inboxPeer,
  /** Oldest first, so the newest is at the bottom. */
  messages: z.array(directMessageView),
  hasMore: z.boolean(),
  /** The cursor of the page of older messages (null: this is the oldest). */
  nextCursor,
  /** Null when the member may write; else why not (the spec's message). */
  cannotMessage: z.string().nullable(),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

export const sendMessageResponse = z.object({ message: directMessageView });

export const unreadResponse = z.object({
  unreadThreads: z.number().int(),
  unreadNotifications: z.number().int(),
});
export type UnreadResponse = z.infer<typeof unreadResponse>;

/**
 * What a notice is worded from in the member's language (issue 27); `title` and `body` keep the
 * English words for API clients. Null on notices written before.
 */
export const notificationParams = z.object({
  name: z.string().optional(),
  handle: z.string().optional(),
  quote: z.string().optional(),
  /** A mention: in a post or in a comment. */
  where: z.enum(['post', 'comment']).optional(),
  /** A removal by the Lorien team: what was removed, and why. */
  target: z.enum(['post', 'comment', 'profile']).optional(),
  reason: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParams>;

/**
 * A notification group (issue 28): its newest row's id, text, link and time, read when all its
 * rows are, with up to three of its members (newest first) and how many distinct members it has.
 * A lone notification is a group of one.
 */
export const notificationView = z.object({
  /** The newest row; marking it read marks the whole group. */
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  params: notificationParams.nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  actors: z.array(inboxPeer),
  actorCount: z.number().int(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationsResponse = z.object({
  notifications: z.array(notificationView),
  unreadCount: z.number().int(),
  /** The cursor of the page of older notifications (null: none are left). */
  nextCursor,
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** The live stream's event names (SSE `event:` field). */
export const LIVE_EVENT_KINDS = [
  'message',
  'read',
  'message-deleted',
  'notification',
  'notifications-read',
  'feed',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
