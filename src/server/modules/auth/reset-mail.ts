import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { resetPasswordMail } from './auth.service.ts';

// The reset mail goes out as a background job: a mail server that is down or slow changes
// neither the answer nor its timing, and the send is retried (the runner logs each failure)
// until the server is back, well inside the link's hour. The job row keeps the token sealed
// (AES-256-GCM under a key derived from AUTH_SECRET), never in plain text: the jobs table keeps
// finished rows for a day, and a copy of it must not hand out live reset links.

export const RESET_MAIL_JOB = 'auth.send-reset-mail';
/** With the runner's backoff (2 s doubling), 8 attempts span about 8 minutes. */
export const RESET_MAIL_MAX_ATTEMPTS = 8;

type ResetMailJob = { to: string; name: string; sealedToken: string };

/** Defines the send job; returns better-auth's sendResetPassword, which queues one. */
export function queueResetMails(deps: {
  jobs: JobRunner;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}) {
  const { jobs, mailer, publicUrl } = deps;
  const key = createHash('sha256').update(`lorien reset-mail job\0${deps.secret}`).digest();
  jobs.define<ResetMailJob>({
    name: RESET_MAIL_JOB,
    maxAttempts: RESET_MAIL_MAX_ATTEMPTS,
    run: async ({ to, name, sealedToken }) => {
      const mail = resetPasswordMail(publicUrl, name, unseal(key, sealedToken));
      await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  });
  return async (user: { email: string; name: string }, token: string): Promise<void> => {
    await jobs.enqueue(RESET_MAIL_JOB, {
      to: user.email,
      name: user.name,
      sealedToken: seal(key, token),
    } satisfies ResetMailJob);
  };
}

function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
