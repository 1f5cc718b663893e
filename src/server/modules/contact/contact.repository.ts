import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contactMessages, type NewContactMessage } from '../../../db/schema/index.ts';

export async function insertContactMessage(db: Database, row: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(row);
}

/** The administrator marks a message handled (or not). False when it does not exist. */
export async function setContactMessageHandled(
  db: Database,
  id: string,
  handledAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ handledAt })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
