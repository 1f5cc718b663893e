import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inviteCodes, type InviteCode } from '../../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export async function findActiveInviteCode(
  db: Executor,
  ownerId: string,
  now: Date,
): Promise<InviteCode | null> {
  const rows = await db
    .select()
    .from(inviteCodes)
    .where(
      and(
        eq(inviteCodes.ownerId, ownerId),
        isNull(inviteCodes.rotatedAt),
        gt(inviteCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(inviteCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts the code unless it already exists; returns false on a collision. */
export async function insertInviteCode(
  db: Executor,
  row: { code: string; ownerId: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(inviteCodes)
    .values(row)
    .onConflictDoNothing({ target: inviteCodes.code })
    .returning({ code: inviteCodes.code });
  return inserted.length === 1;
}

export async function rotateInviteCodes(db: Executor, ownerId: string, now: Date): Promise<void> {
  await db
    .update(inviteCodes)
    .set({ rotatedAt: now })
    .where(and(eq(inviteCodes.ownerId, ownerId), isNull(inviteCodes.rotatedAt)));
}
