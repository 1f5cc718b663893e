import type { Database } from '../../../db/client.ts';
import { contactMessages, type NewContactMessage } from '../../../db/schema/index.ts';

export async function insertContactMessage(db: Database, row: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(row);
}
