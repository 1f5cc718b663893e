import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { JOB_HEARTBEAT_MS, JOB_STALE_AFTER_MS } from '../../shared/constants.ts';
import type { Clock } from '../context.ts';
import { newId } from '../lib/ids.ts';
import {
  claimDueJobs,
  deleteFinishedJobs,
  heartbeatJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  requeueStaleJobs,
} from './jobs.repository.ts';

export interface JobDefinition<P extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  run(payload: P): Promise<void>;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based); default exponential from 2 s, at most 5 min. */
  backoffMs?(attempt: number): number;
  /** What the job does, for health and System Status (mail jobs are watched for failures). */
  kind?: 'mail';
}

/**
 * Thrown by a job that must not run any more (a reset link that expired before its mail could
 * go out): the row is marked failed at once, with this message as its recorded reason.
 */
export class JobDropped extends Error {
  override name = 'JobDropped';
}

/** The prefix of a dropped job's `last_error`, so that System Status can tell drops apart. */
export const DROPPED_PREFIX = 'dropped: ';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export const JOB_DEFAULTS = {
  pollMs: 1000,
  batch: 10,
  maxAttempts: 5,
  /** A job `running` without a heartbeat this long belonged to a worker that died. */
  staleAfterMs: JOB_STALE_AFTER_MS,
} as const;

export function defaultBackoffMs(attempt: number): number {
  return Math.min(2000 * 2 ** (attempt - 1), 5 * 60_000);
}

/**
 * Background work on the `jobs` table, the same code on PGlite and PostgreSQL. Every instance
 * polls; a queued row is claimed by exactly one worker (`for update skip locked`), and a periodic
 * job's run for a time slot is one row with a unique key (`name@slot`), so however many
 * instances schedule it, it runs once per period. Failures are retried with backoff.
 */
export class JobRunner {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly workerId: string;
  private readonly pollMs: number;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly periodic: PeriodicJob[] = [];
  private timer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private running = false;
  private kickPending = false;

  constructor(deps: {
    db: Database;
    clock: Clock;
    log: Logger;
    workerId: string;
    pollMs?: number;
  }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.log = deps.log;
    this.workerId = deps.workerId;
    this.pollMs = deps.pollMs ?? JOB_DEFAULTS.pollMs;
  }

  define<P extends Record<string, unknown>>(definition: JobDefinition<P>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** The names of the jobs of one kind (the mail jobs, for health and System Status). */
  namesOfKind(kind: 'mail'): string[] {
    return [...this.definitions.values()].filter((d) => d.kind === kind).map((d) => d.name);
  }

  /** A job that runs every `everyMs`, once per period across every instance. */
  every(job: PeriodicJob): void {
    this.periodic.push(job);
    this.define({ name: job.name, run: () => job.run(), maxAttempts: 1 });
  }

  /** Queues a one-off job, to run as soon as a worker is free (or at `runAt`). */
  async enqueue(
    name: string,
    payload: Record<string, unknown>,
    options: { runAt?: Date; uniqueKey?: string } = {},
  ): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    const now = this.clock();
    await insertJob(this.db, {
      id: newId(),
      name,
      payload,
      uniqueKey: options.uniqueKey ?? null,
      runAt: options.runAt ?? now,
      maxAttempts: definition.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
      createdAt: now,
    });
    this.kick();
  }

  /** Whether this instance runs background work now (stopped in tests that count statements). */
  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
    this.heartbeatTimer = setInterval(() => {
      this.heartbeat().catch((error: unknown) =>
        this.log.warn({ err: error }, 'the job heartbeat failed'),
      );
    }, JOB_HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  /**
   * Tells the other instances that this worker's running jobs are still alive. Without it for
   * JOB_STALE_AFTER_MS they are taken back (the worker died). Tests call it directly.
   */
  async heartbeat(): Promise<void> {
    await heartbeatJobs(this.db, this.workerId, this.clock());
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    // A tick that fails (the database down) is already logged; stopping must still finish.
    await this.ticking?.catch(() => undefined);
  }

  /** Schedules this period's periodic runs, then runs every due job. Tests call it directly. */
  async runDue(): Promise<void> {
    // One tick at a time per instance; a caller during a tick waits for it and runs again.
    while (this.ticking) await this.ticking;
    this.ticking = this.tick().finally(() => {
      this.ticking = null;
    });
    await this.ticking;
  }

  private kick(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.kickPending = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'the job runner failed a tick'))
        .finally(() => {
          const again = this.kickPending;
          this.kickPending = false;
          this.schedule(again ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const now = this.clock();
    await requeueStaleJobs(this.db, new Date(now.getTime() - JOB_DEFAULTS.staleAfterMs));
    for (const job of this.periodic) {
      const slot = Math.floor(now.getTime() / job.everyMs);
      await insertJob(this.db, {
        id: newId(),
        name: job.name,
        payload: { slot },
        uniqueKey: `${job.name}@${slot}`,
        runAt: new Date(slot * job.everyMs),
        maxAttempts: 1,
        createdAt: now,
      });
    }
    for (;;) {
      const claimed = await claimDueJobs(this.db, {
        names: [...this.definitions.keys()],
        now: this.clock(),
        workerId: this.workerId,
        limit: JOB_DEFAULTS.batch,
      });
      if (claimed.length === 0) break;
      for (const job of claimed) await this.execute(job);
      if (claimed.length < JOB_DEFAULTS.batch) break;
    }
  }

  /** Deletes done and failed jobs finished before `before` (the retention sweep calls it). */
  pruneFinished(before: Date): Promise<number> {
    return deleteFinishedJobs(this.db, before);
  }

  private async execute(job: {
    id: string;
    name: string;
    payload: Record<string, unknown>;
    attempts: number;
    maxAttempts: number;
  }): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) return;
    try {
      await definition.run(job.payload);
      await markJobDone(this.db, job.id, this.clock());
    } catch (error) {
      if (error instanceof JobDropped) {
        this.log.warn({ job: job.name, reason: error.message }, 'a job was dropped');
        await markJobFailed(this.db, {
          id: job.id,
          error: `${DROPPED_PREFIX}${error.message}`,
          retryAt: null,
          now: this.clock(),
        });
        return;
      }
      const retry = job.attempts < job.maxAttempts;
      const delay = (definition.backoffMs ?? defaultBackoffMs)(job.attempts);
      const now = this.clock();
      this.log.warn(
        { err: error, job: job.name, attempt: job.attempts, retry },
        retry ? 'a job failed; it will be retried' : 'a job failed for the last time',
      );
      await markJobFailed(this.db, {
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
        retryAt: retry ? new Date(now.getTime() + delay) : null,
        now,
      });
    }
  }
}
