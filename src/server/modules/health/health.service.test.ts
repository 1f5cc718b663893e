import { describe, expect, it } from 'vitest';
import { JOB_BACKLOG_DEGRADED_MS } from '../../../shared/constants.ts';
import type { JobsStatus } from '../../jobs/jobs-status.read-model.ts';
import { jobParts, overallStatus, type PartHealth } from './health.service.ts';

const ok: PartHealth = { status: 'ok' };
const quiet: JobsStatus = {
  mail: { retrying: 0, retryingSince: null, failed: 0, dropped: 0, lastError: null },
  analysisRetrying: 0,
  backlog: { due: 0, oldestDueAt: null },
};

describe('health', () => {
  it('is as bad as its worst part', () => {
    const parts = { database: ok, disk: ok, mail: ok, analysis: ok, jobs: ok };
    expect(overallStatus(parts)).toBe('ok');
    expect(overallStatus({ ...parts, mail: { status: 'degraded' } })).toBe('degraded');
    expect(
      overallStatus({ ...parts, mail: { status: 'degraded' }, database: { status: 'down' } }),
    ).toBe('down');
  });

  it('reads mail, analysis and backlog from the jobs status', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(jobParts(quiet, now)).toEqual({ mail: ok, analysis: ok, jobs: ok });
    // Dropped and given-up mails are history: only mails waiting for a retry degrade health.
    const history = { ...quiet, mail: { ...quiet.mail, failed: 3, dropped: 2 } };
    expect(jobParts(history, now).mail).toEqual(ok);
    const retrying = { ...quiet, mail: { ...quiet.mail, retrying: 2 } };
    expect(jobParts(retrying, now).mail.status).toBe('degraded');
    expect(jobParts({ ...quiet, analysisRetrying: 1 }, now).analysis.status).toBe('degraded');
    const waiting = (ms: number) => ({
      ...quiet,
      backlog: { due: 4, oldestDueAt: new Date(now.getTime() - ms) },
    });
    expect(jobParts(waiting(JOB_BACKLOG_DEGRADED_MS - 1), now).jobs).toEqual(ok);
    expect(jobParts(waiting(JOB_BACKLOG_DEGRADED_MS), now).jobs).toEqual({
      status: 'degraded',
      detail: '4 job(s) due, the oldest for 300 s',
    });
  });
});
