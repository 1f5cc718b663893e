import {
  MAIL_RETRY_FIRST_DELAY_MS,
  MAIL_RETRY_MAX_DELAY_MS,
  MAIL_RETRY_WINDOW_MS,
} from '../../shared/constants.ts';
import type { Clock } from '../context.ts';
import { JobDropped, type JobRunner } from './job-runner.ts';

// Every mail goes out as a job with one retry policy: exponential backoff (10 s doubling, at
// most an hour apart) for at least a day, so a mail server that is down overnight loses
// nothing. A mail that carries a link says when the link dies (`expiresAt`); once it is dead the
// mail is dropped instead of sent late, and the reason is kept on the job row, where System
// Status shows it.

/** Delay before retry number `attempt` (1-based). */
export function mailBackoffMs(attempt: number): number {
  return Math.min(MAIL_RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1), MAIL_RETRY_MAX_DELAY_MS);
}

/** The fewest attempts whose retries span at least `windowMs` (the first try is at once). */
export function attemptsSpanning(windowMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited < windowMs) {
    waited += mailBackoffMs(attempts);
    attempts += 1;
  }
  return attempts;
}

export const MAIL_MAX_ATTEMPTS = attemptsSpanning(MAIL_RETRY_WINDOW_MS);

/** A mail job's payload may say when the link it carries stops working (ISO time). */
export type ExpiringMail = { expiresAt?: string };

/** Throws JobDropped when the mail's link is dead at `now`. */
export function assertMailStillUseful(payload: ExpiringMail, now: Date, what: string): void {
  if (!payload.expiresAt) return;
  const expiresAt = new Date(payload.expiresAt);
  if (now.getTime() >= expiresAt.getTime())
    throw new JobDropped(
      `${what} not sent: its link expired at ${expiresAt.toISOString()} before the mail server took it`,
    );
}

/** Defines a mail job: the mail retry policy, and no late sending of a dead link. */
export function defineMailJob<P extends ExpiringMail & Record<string, unknown>>(
  jobs: JobRunner,
  clock: Clock,
  definition: { name: string; what: string; send(payload: P): Promise<void> },
): void {
  jobs.define<P>({
    name: definition.name,
    kind: 'mail',
    maxAttempts: MAIL_MAX_ATTEMPTS,
    backoffMs: mailBackoffMs,
    run: async (payload) => {
      assertMailStillUseful(payload, clock(), definition.what);
      await definition.send(payload);
    },
  });
}
