import type { Database } from '../../../db/client.ts';
import { directMessages } from '../../../db/schema/direct-messages.ts';

/** Both mailbox copies of a message, linked by mirrorId (spec: stored in both mailboxes). */
export async function insertMessagePair(
  db: Database,
  input: {
    outgoingId: string;
    incomingId: string;
    fromId: string;
    toId: string;
    text: string;
    createdAt: Date;
  },
): Promise<void> {
  const { outgoingId, incomingId, fromId, toId, text, createdAt } = input;
  await db.insert(directMessages).values([
    {
      id: outgoingId,
      ownerId: fromId,
      peerId: toId,
      fromId,
      toId,
      text,
      createdAt,
      read: true,
      direction: 'outgoing',
      mirrorId: incomingId,
    },
    {
      id: incomingId,
      ownerId: toId,
      peerId: fromId,
      fromId,
      toId,
      text,
      createdAt,
      read: false,
      direction: 'incoming',
      mirrorId: outgoingId,
    },
  ]);
}
