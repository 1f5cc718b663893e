import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, sessions } from '../../../db/schema/index.ts';

export async function findLiveSession(db: Database, sessionId: string, userId: string, now: Date) {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows[0]?.password ?? null;
}
