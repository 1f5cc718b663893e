import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../../db/client.ts';
import type { User } from '../../../db/schema/users.ts';
import type { Clock } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { newId } from '../../lib/ids.ts';
import type { GraphService } from '../graph/index.ts';
import { insertMessagePair } from './messages.repository.ts';

/** Direct messages: who may write to whom, and the two mailbox copies of each message. */
export class MessagesService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly graph: GraphService;
  private readonly events: EventBus;

  constructor(deps: { db: Database; clock: Clock; graph: GraphService; events: EventBus }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.graph = deps.graph;
    this.events = deps.events;
  }

  /**
   * The recipient, if the sender may message them: not yourself, a visible member, no block
   * either way, and the recipient accepts direct messages. The spec's messages otherwise.
   */
  async requireReachableRecipient(sender: User, recipientId: string): Promise<User> {
    if (recipientId === sender.id) throw badRequest('share_to_self', MESSAGES.shareToSelf);
    const recipient = await this.graph.visibleMember(recipientId);
    if (!recipient)
      throw new AppError(404, 'invalid_target_user', MESSAGES.invalidTargetUser, 'recipientId');
    const status = await this.graph.blockStatus(sender.id, recipient.id);
    if (status.blockedByYou)
      throw new AppError(403, 'dm_you_blocked', MESSAGES.dmYouBlocked, 'recipientId');
    if (status.blockedYou)
      throw new AppError(403, 'dm_blocked_you', MESSAGES.dmBlockedYou, 'recipientId');
    if (!recipient.allowDms)
      throw new AppError(403, 'dm_not_accepted', MESSAGES.dmNotAccepted, 'recipientId');
    return recipient;
  }

  /** Stores the message in both mailboxes; the recipient must have passed the checks above. */
  async deliver(sender: User, recipient: User, text: string): Promise<{ messageId: string }> {
    const outgoingId = newId();
    const incomingId = newId();
    await insertMessagePair(this.db, {
      outgoingId,
      incomingId,
      fromId: sender.id,
      toId: recipient.id,
      text,
      createdAt: this.clock(),
    });
    await this.events.publish('message.sent', {
      messageId: outgoingId,
      mirrorId: incomingId,
      fromId: sender.id,
      toId: recipient.id,
    });
    return { messageId: outgoingId };
  }
}
