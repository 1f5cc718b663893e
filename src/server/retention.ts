import type { Logger } from 'pino';
import { RETENTION_SWEEP_EVERY_MS } from '../shared/constants.ts';
import type { Clock } from './context.ts';
import type { JobRunner } from './jobs/job-runner.ts';

export const RETENTION_JOB = 'retention.sweep';

/** One table that grows with traffic: how long it keeps rows, and its owner's delete. */
export interface RetentionSweep {
  table: string;
  keepMs: number;
  /** Deletes the rows that ended (were created, finished, expired) before `before`. */
  prune(before: Date): Promise<number>;
}

/**
 * The retention job (issue 25): every RETENTION_SWEEP_EVERY_MS, once across all instances, each
 * table's owner deletes what is past its bound (RETENTION_MS in src/shared/constants.ts). A
 * table whose delete fails is logged and the others are still swept.
 */
export function scheduleRetention(deps: {
  jobs: JobRunner;
  clock: Clock;
  log: Logger;
  sweeps: readonly RetentionSweep[];
  /** LORIEN_RETENTION_SCALE: the sweep period and every `keepMs` times this (soak runs). */
  scale?: number;
}): void {
  const { jobs, clock, log, sweeps, scale = 1 } = deps;
  jobs.every({
    name: RETENTION_JOB,
    everyMs: RETENTION_SWEEP_EVERY_MS * scale,
    run: async () => {
      const now = clock().getTime();
      for (const sweep of sweeps) {
        try {
          const deleted = await sweep.prune(new Date(now - sweep.keepMs * scale));
          if (deleted > 0) log.info({ table: sweep.table, deleted }, 'retention sweep');
        } catch (error) {
          log.error({ err: error, table: sweep.table }, 'the retention sweep failed a table');
        }
      }
    },
  });
}
