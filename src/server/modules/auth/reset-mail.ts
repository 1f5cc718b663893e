import { PASSWORD_RESET_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import type { Clock } from '../../context.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { defineMailJob, type ExpiringMail } from '../../jobs/mail-jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createSealedBox } from '../../lib/sealed-box.ts';
import { resetPasswordMail } from './auth.service.ts';

// The reset mail goes out as a background job: a mail server that is down or slow changes
// neither the answer nor its timing, and the send is retried (the runner logs each failure)
// with the mail policy (jobs/mail-jobs.ts); once the link's hour is over the mail is dropped,
// not sent late. The job row keeps the token sealed
// (AES-256-GCM under a key derived from AUTH_SECRET), never in plain text: the jobs table keeps
// finished rows for a day, and a copy of it must not hand out live reset links.

export const RESET_MAIL_JOB = 'auth.send-reset-mail';
type ResetMailJob = { to: string; name: string; sealedToken: string } & ExpiringMail;
/** A job queued before issue 30 carried the plain token; it is still sent, once. */
type LegacyResetMailJob = { to: string; name: string; token: string } & ExpiringMail;

/** Defines the send job; returns better-auth's sendResetPassword, which queues one. */
export function queueResetMails(deps: {
  jobs: JobRunner;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}) {
  const { jobs, clock, mailer, publicUrl } = deps;
  const box = createSealedBox(deps.secret, 'reset-mail job');
  defineMailJob<ResetMailJob | LegacyResetMailJob>(jobs, clock, {
    name: RESET_MAIL_JOB,
    what: 'password reset mail',
    send: async (job) => {
      const { to, name } = job;
      const token = 'sealedToken' in job ? box.open(job.sealedToken) : job.token;
      const mail = resetPasswordMail(publicUrl, name, token);
      await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  });
  return async (user: { email: string; name: string }, token: string): Promise<void> => {
    await jobs.enqueue(RESET_MAIL_JOB, {
      to: user.email,
      name: user.name,
      sealedToken: box.seal(token),
      expiresAt: new Date(clock().getTime() + PASSWORD_RESET_LINK_LIFETIME_MS).toISOString(),
    } satisfies ResetMailJob);
  };
}
