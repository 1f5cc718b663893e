import type { SystemWarning } from '../../shared/api/admin.ts';
import { systemWarning } from '../../shared/admin/warnings.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { DROPPED_PREFIX } from './job-runner.ts';

// Read model: what the jobs table says about the health of the background work, for /api/health
// and the administrator's System Status. One pass over the queued and failed rows (the
// (status, run_at) index; finished rows are kept a day).

export interface JobsStatus {
  mail: {
    /** Mails that failed at least once and wait for their next try. */
    retrying: number;
    /** When the oldest of those was queued. */
    retryingSince: Date | null;
    /** Mails given up after every retry (kept a day). */
    failed: number;
    /** Mails not sent because their link died first (kept a day). */
    dropped: number;
    /** The newest mail error, as the mail server or the network put it (when asked for). */
    lastError: string | null;
  };
  /** Analysis jobs that failed at least once and wait for their next try. */
  analysisRetrying: number;
  /** Jobs due now and still waiting, and since when the oldest has been due (or queued). */
  backlog: { due: number; oldestDueAt: Date | null };
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export async function readJobsStatus(
  db: Database,
  input: { mailNames: string[]; now: Date; withLastError?: boolean },
): Promise<JobsStatus> {
  const now = input.now.toISOString();
  // An empty list would be `in ()`, which is not SQL: match no name instead.
  const mailNames = input.mailNames.length > 0 ? input.mailNames : [''];
  const isMail = sql`${jobs.name} in (${sql.join(
    mailNames.map((name) => sql`${name}`),
    sql`, `,
  )})`;
  const retryingMail = sql`${jobs.status} = 'queued' and ${jobs.lastError} is not null and ${isMail}`;
  const failedMail = sql`${jobs.status} = 'failed' and ${isMail}`;
  const dropped = sql`${jobs.lastError} like ${`${DROPPED_PREFIX}%`}`;
  const due = sql`${jobs.status} = 'queued' and ${jobs.runAt} <= ${now}::timestamptz`;
  const [row] = await db
    .select({
      mailRetrying: sql<number>`count(*) filter (where ${retryingMail})::int`,
      mailRetryingSince: sql<
        Date | string | null
      >`min(${jobs.createdAt}) filter (where ${retryingMail})`,
      mailFailed: sql<number>`count(*) filter (where ${failedMail} and not (${dropped}))::int`,
      mailDropped: sql<number>`count(*) filter (where ${failedMail} and ${dropped})::int`,
      analysisRetrying: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.lastError} is not null and ${jobs.name} like 'analysis.%')::int`,
      due: sql<number>`count(*) filter (where ${due})::int`,
      // A periodic run is queued at its slot's start, maybe long before it was created.
      oldestDueAt: sql<
        Date | string | null
      >`min(greatest(${jobs.runAt}, ${jobs.createdAt})) filter (where ${due})`,
    })
    .from(jobs)
    .where(sql`${jobs.status} in ('queued', 'failed')`);
  // The reason is for the administrator; health does without this second query.
  const [last] = !input.withLastError
    ? []
    : await db
        .select({ lastError: jobs.lastError })
        .from(jobs)
        .where(
          sql`${jobs.status} in ('queued', 'failed') and ${jobs.lastError} is not null and ${isMail} and not (${dropped})`,
        )
        .orderBy(sql`coalesce(${jobs.finishedAt}, ${jobs.runAt}) desc`)
        .limit(1);
  return {
    mail: {
      retrying: row?.mailRetrying ?? 0,
      retryingSince: toDate(row?.mailRetryingSince ?? null),
      failed: row?.mailFailed ?? 0,
      dropped: row?.mailDropped ?? 0,
      lastError: last?.lastError ?? null,
    },
    analysisRetrying: row?.analysisRetrying ?? 0,
    backlog: { due: row?.due ?? 0, oldestDueAt: toDate(row?.oldestDueAt ?? null) },
  };
}

/** The administrator's warnings about mail (System Status): what failed, and why. */
export function mailWarnings(status: JobsStatus['mail']): SystemWarning[] {
  const warnings: SystemWarning[] = [];
  const error = status.lastError ?? undefined;
  if (status.retrying > 0)
    warnings.push(
      systemWarning('mail-retrying', {
        count: status.retrying,
        ...(status.retryingSince ? { since: status.retryingSince.toISOString() } : {}),
        ...(error ? { error } : {}),
      }),
    );
  if (status.failed > 0)
    warnings.push(
      systemWarning('mail-failed', {
        count: status.failed,
        ...(error && status.retrying === 0 ? { error } : {}),
      }),
    );
  if (status.dropped > 0) warnings.push(systemWarning('mail-dropped', { count: status.dropped }));
  return warnings;
}
