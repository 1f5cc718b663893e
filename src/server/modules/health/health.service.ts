import type { DatabaseHandle } from '../../../db/client.ts';
import { HEALTH_DATABASE_SLOW_MS, JOB_BACKLOG_DEGRADED_MS } from '../../../shared/constants.ts';
import type { Clock } from '../../context.ts';
import {
  mailWarnings,
  readJobsStatus,
  type JobsStatus,
} from '../../jobs/jobs-status.read-model.ts';
import type { DiskWatch } from '../../lib/disk-watch.ts';
import type { SystemWarning } from '../../../shared/api/admin.ts';
import { systemWarning } from '../../../shared/admin/warnings.ts';

// /api/health tells the truth in three words: `ok`; `degraded` (it serves, but a part needs
// looking at: which one is named); `down` (the database cannot be reached: nothing works).
// A load balancer gets 200 for ok and degraded (taking a degraded instance out would not help:
// its siblings share the database, disk, mail server and queue) and 503 for down.

export type PartStatus = 'ok' | 'degraded' | 'down';
export const HEALTH_PARTS = ['database', 'disk', 'mail', 'analysis', 'jobs'] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

export interface PartHealth {
  status: PartStatus;
  detail?: string;
}

export interface Health {
  status: PartStatus;
  version: string;
  database: { kind: 'pglite' | 'postgres'; reachable: boolean; latencyMs: number | null };
  /** The parts that are not ok, worst first. */
  degraded: HealthPart[];
  parts: Record<HealthPart, PartHealth>;
}

export interface HealthDeps {
  database: DatabaseHandle;
  clock: Clock;
  disk: DiskWatch;
  mailJobNames: () => string[];
}

const PING_TIMEOUT_MS = 2000;

/** The whole is as bad as its worst part. */
export function overallStatus(parts: Record<HealthPart, PartHealth>): PartStatus {
  const statuses = HEALTH_PARTS.map((part) => parts[part].status);
  if (statuses.includes('down')) return 'down';
  return statuses.includes('degraded') ? 'degraded' : 'ok';
}

/** How long the oldest due job has waited, in whole seconds. */
function backlogSeconds(status: JobsStatus, now: Date): number {
  const oldest = status.backlog.oldestDueAt;
  return oldest ? Math.round((now.getTime() - oldest.getTime()) / 1000) : 0;
}

/** What the jobs table says about mail, analysis and the queue. */
export function jobParts(
  status: JobsStatus,
  now: Date,
): Pick<Record<HealthPart, PartHealth>, 'mail' | 'analysis' | 'jobs'> {
  const { mail, backlog } = status;
  const waitedMs = backlog.oldestDueAt ? now.getTime() - backlog.oldestDueAt.getTime() : 0;
  return {
    mail:
      mail.retrying > 0
        ? { status: 'degraded', detail: `${mail.retrying} mail(s) waiting for the mail server` }
        : { status: 'ok' },
    analysis:
      status.analysisRetrying > 0
        ? {
            status: 'degraded',
            detail: `${status.analysisRetrying} analysis job(s) failing and being retried`,
          }
        : { status: 'ok' },
    jobs:
      waitedMs >= JOB_BACKLOG_DEGRADED_MS
        ? {
            status: 'degraded',
            detail: `${backlog.due} job(s) due, the oldest for ${backlogSeconds(status, now)} s`,
          }
        : { status: 'ok' },
  };
}

export async function checkHealth(deps: HealthDeps, version: string): Promise<Health> {
  const { database } = deps;
  const latencyMs = await withTimeout(database.ping());
  const reachable = latencyMs !== null;
  const disk = await deps.disk.check();
  const unknown: PartHealth = { status: 'degraded', detail: 'unknown: the database is down' };
  let fromJobs = { mail: unknown, analysis: unknown, jobs: unknown };
  if (reachable) {
    const now = deps.clock();
    const status = await withTimeout(
      readJobsStatus(database.db, { mailNames: deps.mailJobNames(), now }),
    ).catch(() => null);
    const unread: PartHealth = { status: 'degraded', detail: 'the job queue could not be read' };
    fromJobs = status ? jobParts(status, now) : { mail: unread, analysis: unread, jobs: unread };
  }
  const parts: Record<HealthPart, PartHealth> = {
    database: !reachable
      ? { status: 'down', detail: 'the database did not answer' }
      : latencyMs >= HEALTH_DATABASE_SLOW_MS
        ? { status: 'degraded', detail: `the database answered in ${Math.round(latencyMs)} ms` }
        : { status: 'ok' },
    disk: disk.detail ? { status: disk.state, detail: disk.detail } : { status: disk.state },
    ...fromJobs,
  };
  const status = overallStatus(parts);
  return {
    status,
    version,
    database: {
      kind: database.kind,
      reachable,
      latencyMs: latencyMs === null ? null : Math.round(latencyMs * 100) / 100,
    },
    degraded: HEALTH_PARTS.filter((part) => parts[part].status !== 'ok').sort(
      (a, b) => Number(parts[b].status === 'down') - Number(parts[a].status === 'down'),
    ),
    parts,
  };
}

/**
 * The administrator's System Status warnings about operations: mail that is retrying, given up
 * or dropped (and why), a disk short of space, a job backlog. Never silent, never failing.
 */
export async function operationsWarnings(deps: HealthDeps): Promise<SystemWarning[]> {
  const now = deps.clock();
  const warnings: SystemWarning[] = [];
  const status = await readJobsStatus(deps.database.db, {
    mailNames: deps.mailJobNames(),
    now,
    withLastError: true,
  }).catch(() => null);
  if (status) {
    warnings.push(...mailWarnings(status.mail));
    const { jobs, analysis } = jobParts(status, now);
    if (analysis.status !== 'ok')
      warnings.push(systemWarning('analysis-retrying', { count: status.analysisRetrying }));
    if (jobs.status !== 'ok')
      warnings.push(
        systemWarning('jobs-behind', {
          count: status.backlog.due,
          seconds: backlogSeconds(status, now),
        }),
      );
  }
  const disk = await deps.disk.check();
  if (disk.code) warnings.push(systemWarning(disk.code));
  return warnings;
}

async function withTimeout<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
