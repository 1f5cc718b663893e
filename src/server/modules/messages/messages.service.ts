import type {
  DirectMessageView,
  InboxPeer,
  ThreadResponse,
  ThreadSummary,
} from '../../../shared/api/inbox.ts';
import { DM_LIST_DEFAULT } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { parseShareMessage } from '../../../domain/social/share-message.ts';
import { mentionedHandles } from '../../../domain/posts/mentions.ts';
import { resolveMentionLinks } from '../../read/mentions.ts';
import type { Database } from '../../../db/client.ts';
import type { DirectMessage } from '../../../db/schema/direct-messages.ts';
import type { User } from '../../../db/schema/users.ts';
import type { Clock } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, readCursor } from '../../read/paging.ts';
import type { BlockStatus, GraphService } from '../graph/index.ts';
import { mediaUrl, mediaUrlOrNull, type MediaService } from '../media/index.ts';
import {
  countUnreadThreads,
  deleteMessagePair,
  findOwnMessage,
  insertMessagePair,
  isImageStillUsed,
  listThread,
  listThreads,
  markThreadRead,
  unreadCountsByPeer,
  type MessageImage,
  type MessageRow,
} from './messages.repository.ts';

const messageNotFound = () => new AppError(404, 'message_not_found', MESSAGES.messageNotFound);

function toPeer(
  user: Pick<User, 'id' | 'displayName' | 'handle' | 'themeColor' | 'avatarSmallPath'>,
): InboxPeer {
  return {
    id: user.id,
    displayName: user.displayName,
    handle: user.handle,
    themeColor: user.themeColor,
    avatarUrl: mediaUrlOrNull(user.avatarSmallPath),
  };
}

/**
 * A mailbox copy as its owner sees it. While a block stands between the two, the recipient's
 * reading is not shown (`receipts` false); a shared post the owner may not see (the one
 * visibility rule: banned author, block either way, hidden by their report) keeps only the
 * sender's note, not the post's words.
 */
/** The author and thumbnail of a shared post's card; none when it is gone or not for this reader. */
function sharedCardOf(
  facts: MessageRow['shared'],
): Pick<NonNullable<DirectMessageView['sharedPost']>, 'author' | 'image'> {
  if (!facts?.authorId || facts.authorName === null || facts.authorHandle === null) {
    return { author: null, image: null };
  }
  return {
    author: { id: facts.authorId, displayName: facts.authorName, handle: facts.authorHandle },
    image: facts.thumbUrl ? { url: facts.thumbUrl, alt: facts.mediaAlt } : null,
  };
}

function toView(row: MessageRow, receipts = true): DirectMessageView {
  const { message } = row;
  const shared = message.sharedPostId
    ? parseShareMessage(message.text, message.sharedPostId)
    : null;
  const hidden = Boolean(shared && row.sharedHidden);
  return {
    id: message.id,
    peerId: message.peerId,
    direction: message.direction,
    text: hidden ? (shared?.note ?? '') : message.text,
    createdAt: message.createdAt.toISOString(),
    read: message.direction === 'incoming' ? message.read : receipts && (row.mirrorRead ?? false),
    image:
      message.imageUrl && message.imageContentType
        ? { url: message.imageUrl, contentType: message.imageContentType }
        : null,
    sharedPost:
      shared && message.sharedPostId
        ? {
            id: message.sharedPostId,
            note: shared.note,
            snippet: hidden ? '' : shared.snippet,
            ...sharedCardOf(hidden ? null : row.shared),
          }
        : null,
  };
}

/** Why the sender may not write to the recipient (the spec's messages), or null. */
function whyNot(recipient: User, status: BlockStatus): { code: string; message: string } | null {
  if (status.blockedByYou) return { code: 'dm_you_blocked', message: MESSAGES.dmYouBlocked };
  if (status.blockedYou) return { code: 'dm_blocked_you', message: MESSAGES.dmBlockedYou };
  if (!recipient.allowDms) return { code: 'dm_not_accepted', message: MESSAGES.dmNotAccepted };
  return null;
}

const eitherWay = (status: BlockStatus) => status.blockedByYou || status.blockedYou;

/** Direct messages: who may write to whom, the two mailbox copies, threads, read and delete. */
export class MessagesService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly graph: GraphService;
  private readonly events: EventBus;
  private readonly media: MediaService | null;

  constructor(deps: {
    db: Database;
    clock: Clock;
    graph: GraphService;
    events: EventBus;
    media?: MediaService;
  }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.graph = deps.graph;
    this.events = deps.events;
    this.media = deps.media ?? null;
  }

  /**
   * The recipient, if the sender may message them: not yourself, a visible member, no block
   * either way, and the recipient accepts direct messages. The spec's messages otherwise.
   */
  async requireReachableRecipient(
    sender: User,
    recipientId: string,
    selfMessage: string = MESSAGES.shareToSelf,
  ): Promise<User> {
    if (recipientId === sender.id) throw badRequest('share_to_self', selfMessage);
    // The member and the blocks between them in one read.
    const found = await this.graph.visibleMemberWithBlocks(sender.id, recipientId);
    if (!found)
      throw new AppError(404, 'invalid_target_user', MESSAGES.invalidTargetUser, 'recipientId');
    const reason = whyNot(found.member, found.status);
    if (reason) throw new AppError(403, reason.code, reason.message, 'recipientId');
    return found.member;
  }

  /**
   * Stores the message in both mailboxes; the recipient must have passed the checks above. The
   * copies, the recipient's notification and both live-stream rows commit in one transaction
   * (the events outbox). Answers the sender's copy.
   */
  async deliver(
    sender: User,
    recipient: User,
    text: string,
    extra: { imagePath?: string | null; sharedPostId?: string } = {},
  ): Promise<{ messageId: string; message: DirectMessage }> {
    const outgoingId = newId();
    const incomingId = newId();
    const { imagePath } = extra;
    // The image's claim and the message commit together: one image belongs to one message, so
    // deleting that message removes the file and nothing else loses it.
    const message = await this.events.transaction(this.db, async (scope) => {
      const { tx } = scope;
      let image: MessageImage | null = null;
      if (imagePath) {
        if (!this.media)
          throw new AppError(400, 'media_not_available', MESSAGES.imageNotYours, 'imagePath');
        const upload = await this.media.claim(tx, {
          ownerId: sender.id,
          path: imagePath,
          folder: 'messages',
          field: 'imagePath',
        });
        image = {
          url: mediaUrl(upload.path),
          storagePath: upload.path,
          contentType: upload.contentType,
        };
      }
      const outgoing = await insertMessagePair(tx, {
        outgoingId,
        incomingId,
        fromId: sender.id,
        toId: recipient.id,
        text,
        createdAt: this.clock(),
        image,
        sharedPostId: extra.sharedPostId ?? null,
      });
      await this.events.publish(
        'message.sent',
        {
          messageId: outgoingId,
          mirrorId: incomingId,
          fromId: sender.id,
          toId: recipient.id,
          ...(extra.sharedPostId ? { sharedPostId: extra.sharedPostId } : {}),
        },
        scope,
      );
      return outgoing;
    });
    return { messageId: outgoingId, message };
  }

  /** A message written in the inbox or on a profile: text (trimmed) and/or an image. */
  async send(
    sender: User,
    input: { recipientId: string; text: string; imagePath?: string | null | undefined },
  ): Promise<DirectMessageView> {
    const text = input.text.trim();
    if (!text && !input.imagePath)
      throw new AppError(400, 'message_empty', MESSAGES.messageNeedsContent, 'text');
    const recipient = await this.requireReachableRecipient(
      sender,
      input.recipientId,
      MESSAGES.messageToSelf,
    );
    const { message } = await this.deliver(sender, recipient, text, {
      imagePath: input.imagePath ?? null,
    });
    // Just written: unread by the recipient, and no shared post to hide.
    const [view] = await this.withMentions(sender.id, [
      toView({ message, mirrorRead: false, sharedHidden: false }),
    ]);
    return view!;
  }

  /**
   * Links the messages' @handles (issue 28): resolved as read, for the mailbox's owner and the
   * peer as authors; a mention in a message notifies no one (docs/decisions.md).
   */
  private async withMentions(
    ownerId: string,
    views: DirectMessageView[],
  ): Promise<DirectMessageView[]> {
    const authorOf = (view: DirectMessageView) =>
      view.direction === 'outgoing' ? ownerId : view.peerId;
    const wanted = views.map((view) => ({
      authorId: authorOf(view),
      handles: mentionedHandles(view.text),
    }));
    const links = await resolveMentionLinks(this.db, wanted);
    return views.map((view, index) => {
      const byHandle = links.get(authorOf(view));
      const found = wanted[index]!.handles.flatMap((handle) => {
        const link = byHandle?.get(handle);
        return link ? [link] : [];
      });
      return { ...view, mentions: found };
    });
  }

  /** The member's threads, newest first, each with its unread count. */
  async threads(ownerId: string, limit = DM_LIST_DEFAULT): Promise<ThreadSummary[]> {
    const rows = await listThreads(this.db, ownerId, limit);
    const unread = await unreadCountsByPeer(
      this.db,
      ownerId,
      rows.map((row) => row.peer.id),
    );
    return rows.map((row) => ({
      peer: toPeer(row.peer),
      lastMessage: toView(row, !row.peerBlocked),
      unreadCount: unread.get(row.peer.id) ?? 0,
    }));
  }

  /**
   * One thread's newest messages, oldest first (the newest at the bottom); `cursor` (or the
   * older `before`, a message id) reads the page of older ones.
   */
  async thread(
    viewer: User,
    peerId: string,
    options: { before?: string | undefined; cursor?: string | undefined; limit?: number } = {},
  ): Promise<ThreadResponse> {
    const limit = options.limit ?? DM_LIST_DEFAULT;
    let before = readCursor(options.cursor);
    const peer = await this.graph.visibleMember(peerId);
    if (!peer || peer.id === viewer.id)
      throw new AppError(404, 'invalid_target_user', MESSAGES.invalidTargetUser);
    if (!before && options.before) {
      const anchor = await findOwnMessage(this.db, viewer.id, options.before);
      if (!anchor || anchor.message.peerId !== peerId) throw messageNotFound();
      before = { createdAt: anchor.message.createdAt, id: anchor.message.id };
    }
    const rows = await listThread(this.db, viewer.id, peerId, limit + 1, before);
    const status = await this.graph.blockStatus(viewer.id, peer.id);
    const reason = whyNot(peer, status);
    const receipts = !eitherWay(status);
    const { items, nextCursor } = pageOf(rows, limit, (row) => row.message);
    return {
      peer: toPeer(peer),
      messages: await this.withMentions(
        viewer.id,
        items.reverse().map((row) => toView(row, receipts)),
      ),
      hasMore: nextCursor !== null,
      nextCursor,
      cannotMessage: reason?.message ?? null,
    };
  }

  /**
   * Opening a thread marks its incoming unread messages read (only this member's copies). Across
   * a block (either way) the peer is told nothing: no receipt event, and the thread hides it.
   */
  async markRead(reader: User, peerId: string): Promise<{ marked: number }> {
    const receipts = !eitherWay(await this.graph.blockStatus(reader.id, peerId));
    // The read marks, the notices they read and the live rows commit together.
    const marked = await this.events.transaction(this.db, async (scope) => {
      const count = await markThreadRead(scope.tx, reader.id, peerId);
      if (count > 0 && receipts)
        await this.events.publish('message.read', { readerId: reader.id, peerId }, scope);
      return count;
    });
    return { marked };
  }

  async unreadThreads(ownerId: string): Promise<number> {
    return countUnreadThreads(this.db, ownerId);
  }

  /** Deleting removes the message, its image and the mirrored copy (spec). Own copies only. */
  /**
   * The sender's delete unsends: both copies go. The recipient's delete removes their own copy
   * only; the sender keeps theirs (issue 28). The image goes with the last copy that shows it.
   */
  async delete(member: User, id: string): Promise<void> {
    const row = await findOwnMessage(this.db, member.id, id);
    if (!row) throw messageNotFound();
    const { message } = row;
    const unsend = message.direction === 'outgoing';
    await this.events.transaction(this.db, async (scope) => {
      if (unsend) await deleteMessagePair(scope.tx, message.id, message.mirrorId);
      else await deleteMessagePair(scope.tx, message.id, null);
      await this.events.publish(
        'message.deleted',
        {
          messageId: unsend ? message.id : (message.mirrorId ?? message.id),
          mirrorId: unsend ? (message.mirrorId ?? message.id) : message.id,
          fromId: message.fromId,
          toId: message.toId,
          forBoth: unsend,
        },
        scope,
      );
    });
    if (message.imageStoragePath && this.media) {
      if (!(await isImageStillUsed(this.db, message.imageStoragePath)))
        await this.media.discard(message.imageStoragePath);
    }
  }
}
