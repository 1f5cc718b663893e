import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** due: queued and past its run time; scheduled: queued for later; running: claimed. */
export type JobQueueState = 'due' | 'scheduled' | 'running';

export interface JobQueueCount {
  name: string;
  state: JobQueueState;
  count: number;
}

export interface JobQueueStats {
  counts: JobQueueCount[];
  /** When the job that has waited longest past its run time was due; null when none waits. */
  oldestDueAt: Date | null;
}

/** The queue's depth by job name and state, and its age (for the metrics), in one read. */
export async function readJobQueueStats(db: Database, now: Date): Promise<JobQueueStats> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const state = sql<JobQueueState>`case when ${jobs.status} = 'running' then 'running'
    when ${jobs.runAt} <= ${at} then 'due' else 'scheduled' end`;
  const rows = await db
    .select({
      name: jobs.name,
      state,
      count: sql<number>`count(*)::int`,
      oldestDueAt: sql<
        string | null
      >`min(${jobs.runAt}) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= ${at})`,
    })
    .from(jobs)
    .where(sql`${jobs.status} in ('queued', 'running')`)
    // By position: the state expression's parameters would not match a repeated one.
    .groupBy(sql`1, 2`);
  let oldest: number | null = null;
  for (const row of rows) {
    if (row.oldestDueAt === null) continue;
    const at = new Date(row.oldestDueAt).getTime();
    if (oldest === null || at < oldest) oldest = at;
  }
  return {
    counts: rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) })),
    oldestDueAt: oldest === null ? null : new Date(oldest),
  };
}
