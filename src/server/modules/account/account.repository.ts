import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, auditLogs, feedback, sessions } from '../../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

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

export interface AuditEntry {
  actorKind: 'admin' | 'member' | 'system';
  actorId?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  meta?: Record<string, unknown> | null;
  createdAt: Date;
}

/** One line of the audit log (administrator's actions, account rights). */
export async function insertAuditLog(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({ id: newId(), ...entry });
}

/** The administrator marks a feedback message handled (or not). False when it does not exist. */
export async function setFeedbackHandled(
  db: Database,
  feedbackId: string,
  handledAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ handledAt })
    .where(eq(feedback.id, feedbackId))
    .returning({ id: feedback.id });
  return rows.length > 0;
}
