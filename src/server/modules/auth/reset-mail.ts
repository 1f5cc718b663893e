import { AsyncLocalStorage } from 'node:async_hooks';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';
import type { Clock } from '../../context.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { defineMailJob, type ExpiringMail } from '../../jobs/mail-jobs.ts';
import { mailLanguage } from '../../lib/language.ts';
import { escapeHtml } from '../../lib/mail-html.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createSealedBox } from '../../lib/sealed-box.ts';

// The reset mail goes out as a background job: a mail server that is down or slow changes
// neither the answer nor its timing, and the send is retried (the runner logs each failure)
// with the mail policy (jobs/mail-jobs.ts); once the link's hour is over the mail is dropped,
// not sent late. The job row keeps the token sealed
// (AES-256-GCM under a key derived from AUTH_SECRET), never in plain text: the jobs table keeps
// finished rows for a day, and a copy of it must not hand out live reset links.

export const RESET_MAIL_JOB = 'auth.send-reset-mail';
/** `language`: the member's, else the asking request's (jobs queued before issue 27 lack it). */
type ResetMailJob = {
  to: string;
  name: string;
  sealedToken: string;
  language?: InterfaceLanguage;
} & ExpiringMail;
/** A job queued before issue 30 carried the plain token; it is still sent, once. */
type LegacyResetMailJob = { to: string; name: string; token: string } & ExpiringMail;

/**
 * The language the reset mail is written in, set by the service around better-auth's call (which
 * passes the user and token on, and nothing of the request that asked).
 */
export const resetMailLanguage = new AsyncLocalStorage<InterfaceLanguage>();

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
      const language = 'language' in job ? job.language : undefined;
      const mail = resetPasswordMail(publicUrl, name, token, mailLanguage(null, language));
      await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  });
  return async (user: { email: string; name: string }, token: string): Promise<void> => {
    await jobs.enqueue(RESET_MAIL_JOB, {
      to: user.email,
      name: user.name,
      sealedToken: box.seal(token),
      language: resetMailLanguage.getStore(),
      expiresAt: new Date(clock().getTime() + PASSWORD_RESET_LINK_LIFETIME_MS).toISOString(),
    } satisfies ResetMailJob);
  };
}

const RESET_MAIL = {
  en: {
    subject: 'Reset your Lorien password',
    hi: (name: string) => `Hi ${name},`,
    asked: [
      'Someone asked to reset the password of your Lorien account. If it was you, open this link',
      'within 1 hour to choose a new password. It works once.',
    ],
    button: 'Choose a new password',
    notYou: 'If it was not you, ignore this message; your password stays as it is.',
  },
  tr: {
    subject: 'Lorien şifrenizi sıfırlayın',
    hi: (name: string) => `Merhaba ${name},`,
    asked: [
      'Lorien hesabınızın şifresini sıfırlamak için bir istek aldık. Bu istek sizden geldiyse yeni',
      'bir şifre belirlemek için bu bağlantıyı 1 saat içinde açın. Bağlantı yalnızca bir kez çalışır.',
    ],
    button: 'Yeni şifre belirleyin',
    notYou: 'İstek sizden gelmediyse bu e-postayı dikkate almayın; şifreniz aynı kalır.',
  },
} as const;

/** Builds the reset e-mail: a single-use link into our own /reset-password page. */
export function resetPasswordMail(
  publicUrl: string,
  name: string,
  token: string,
  language: InterfaceLanguage = 'en',
) {
  const words = RESET_MAIL[language];
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const text = [words.hi(name), '', ...words.asked, '', link, '', words.notYou].join('\n');
  const html = `<p>${escapeHtml(words.hi(name))}</p><p>${escapeHtml(words.asked.join(' '))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p><p>${escapeHtml(words.notYou)}</p>`;
  return { subject: words.subject, text, html, link };
}
