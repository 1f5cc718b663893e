import { EMAIL_CHANGE_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import type { Clock } from '../../context.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { defineMailJob, type ExpiringMail } from '../../jobs/mail-jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createSealedBox } from '../../lib/sealed-box.ts';

// An e-mail change sends two mails as one retried job each (like the reset mail): the link to
// the new address, whose token the job row keeps sealed, and a notice to the old address. Both
// follow the mail policy (jobs/mail-jobs.ts); the link is not sent once its day is over.

export const EMAIL_CHANGE_MAIL_JOB = 'settings.send-email-change-mail';
type EmailChangeMailJob = (
  | { kind: 'confirm'; to: string; name: string; sealedToken: string }
  | { kind: 'notice'; to: string; name: string; newEmail: string }
) &
  ExpiringMail;

export interface EmailChangeMails {
  /** The confirmation link, to the new address. */
  sendConfirmation(to: string, name: string, token: string): Promise<void>;
  /** The notice to the old address: a change was asked for, and how to stop it. */
  sendNotice(to: string, name: string, newEmail: string): Promise<void>;
}

export function queueEmailChangeMails(deps: {
  jobs: JobRunner;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}): EmailChangeMails {
  const { jobs, clock, mailer, publicUrl } = deps;
  const box = createSealedBox(deps.secret, 'email-change job');
  defineMailJob<EmailChangeMailJob>(jobs, clock, {
    name: EMAIL_CHANGE_MAIL_JOB,
    what: 'e-mail change mail',
    send: async (job) => {
      const mail =
        job.kind === 'confirm'
          ? emailChangeConfirmMail(publicUrl, job.name, box.open(job.sealedToken))
          : emailChangeNoticeMail(publicUrl, job.name, job.newEmail);
      await mailer.send({ to: job.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  });
  return {
    async sendConfirmation(to, name, token) {
      const sealedToken = box.seal(token);
      const expiresAt = new Date(clock().getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS).toISOString();
      await jobs.enqueue(EMAIL_CHANGE_MAIL_JOB, {
        kind: 'confirm',
        to,
        name,
        sealedToken,
        expiresAt,
      });
    },
    async sendNotice(to, name, newEmail) {
      await jobs.enqueue(EMAIL_CHANGE_MAIL_JOB, { kind: 'notice', to, name, newEmail });
    },
  };
}

/** The mail to the new address: the link that makes the change. */
export function emailChangeConfirmMail(publicUrl: string, name: string, token: string) {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const text = [
    `Hi ${name},`,
    '',
    'Someone asked to use this address for a Lorien account. If it was you, open this link',
    'within 24 hours; your address changes when you open it. It works once.',
    '',
    link,
    '',
    'If it was not you, ignore this message; nothing changes.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to use this address for a Lorien account. If it was you, open this link within 24 hours; your address changes when you open it. It works once.</p><p><a href="${escapeHtml(link)}">Confirm this address</a></p><p>If it was not you, ignore this message; nothing changes.</p>`;
  return { subject: 'Confirm your new Lorien email address', text, html, link };
}

/** The notice to the old address. */
export function emailChangeNoticeMail(publicUrl: string, name: string, newEmail: string) {
  const text = [
    `Hi ${name},`,
    '',
    `Someone asked to change the email address of your Lorien account to ${newEmail}.`,
    'The address changes only when the link we sent there is opened.',
    '',
    `If it was not you, change your password at ${publicUrl}/settings and sign out of your other`,
    'sessions there.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to change the email address of your Lorien account to ${escapeHtml(newEmail)}. The address changes only when the link we sent there is opened.</p><p>If it was not you, change your password at <a href="${escapeHtml(`${publicUrl}/settings`)}">Settings</a> and sign out of your other sessions there.</p>`;
  return { subject: 'Your Lorien email address is being changed', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
