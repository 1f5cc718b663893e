import type { Database } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { newId } from '../../lib/ids.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

export async function insertNotification(db: Database, notification: NewNotification) {
  await db.insert(notifications).values({ id: newId(), ...notification });
}
