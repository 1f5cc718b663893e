import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, type Job, type NewJob } from '../../db/schema/jobs.ts';

/** Queues a job; a `uniqueKey` that exists already makes this a no-op (false). */
export async function insertJob(db: Database, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Claims up to `limit` due jobs for this worker. `for update skip locked` means two instances
 * polling at once never claim the same row.
 */
export async function claimDueJobs(
  db: Database,
  input: { names: string[]; now: Date; workerId: string; limit: number },
): Promise<Job[]> {
  if (input.names.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        sql`${jobs.runAt} <= ${input.now}`,
        inArray(jobs.name, input.names),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedAt: input.now,
      lockedBy: input.workerId,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function markJobDone(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedAt: null, lockedBy: null })
    .where(eq(jobs.id, id));
}

export async function markJobFailed(
  db: Database,
  input: { id: string; error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      input.retryAt
        ? { status: 'queued', runAt: input.retryAt, lastError: input.error, lockedAt: null }
        : { status: 'failed', lastError: input.error, finishedAt: input.now, lockedAt: null },
    )
    .where(eq(jobs.id, input.id));
}

/** The worker's running jobs are alive: `locked_at` doubles as their heartbeat. */
export async function heartbeatJobs(db: Database, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedAt: now })
    .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
}

/** Jobs whose worker died mid-run (no heartbeat since `lockedBefore`) go back to the queue. */
export async function requeueStaleJobs(db: Database, lockedBefore: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, lockedBefore)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Finished rows are kept a while for inspection, then dropped. */
export async function deleteFinishedJobs(db: Database, finishedBefore: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, finishedBefore)))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function listJobs(db: Database, name: string): Promise<Job[]> {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.createdAt);
}
