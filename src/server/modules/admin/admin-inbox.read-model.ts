// Read model: what people wrote to the team (contact messages and members' feedback), newest
// first, with whether it was handled. Reads only.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contactMessages, feedback, users } from '../../../db/schema/index.ts';
import type { AdminInbox } from '../../../shared/api/admin.ts';

/** The newest this many of each are listed. */
export const ADMIN_INBOX_LIMIT = 100;

export async function readAdminInbox(db: Database): Promise<AdminInbox> {
  const [contact, notes] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_INBOX_LIMIT),
    db
      .select({
        id: feedback.id,
        userId: feedback.userId,
        authorName: users.displayName,
        message: feedback.message,
        createdAt: feedback.createdAt,
        handledAt: feedback.handledAt,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(ADMIN_INBOX_LIMIT),
  ]);
  return {
    contactMessages: contact.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    })),
    feedback: notes.map((row) => ({
      id: row.id,
      userId: row.userId,
      authorName: row.authorName,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    })),
  };
}
