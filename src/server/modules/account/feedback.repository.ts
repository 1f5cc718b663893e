import type { Database } from '../../../db/client.ts';
import { feedback } from '../../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

// Share Feedback (spec section 3: Feedback {uid, message, createdAt}); the account module owns
// the table, the settings module's route writes through this.
export async function insertFeedback(
  db: Database,
  entry: { userId: string; message: string; createdAt: Date },
): Promise<{ id: string; createdAt: Date }> {
  const id = newId();
  await db.insert(feedback).values({ id, ...entry });
  return { id, createdAt: entry.createdAt };
}
