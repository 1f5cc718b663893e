import { EMAIL_CHANGE_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import type { Clock } from '../../context.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { defineMailJob, type ExpiringMail } from '../../jobs/mail-jobs.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';
import { mailLanguage } from '../../lib/language.ts';
import { escapeHtml } from '../../lib/mail-html.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createSealedBox } from '../../lib/sealed-box.ts';

// An e-mail change sends two mails as one retried job each (like the reset mail): the link to
// the new address, whose token the job row keeps sealed, and a notice to the old address. Both
// follow the mail policy (jobs/mail-jobs.ts); the link is not sent once its day is over.

export const EMAIL_CHANGE_MAIL_JOB = 'settings.send-email-change-mail';
/** `language`: the member's, else the asking request's (jobs queued before issue 27 lack it). */
type EmailChangeMailJob = (
  | { kind: 'confirm'; to: string; name: string; sealedToken: string }
  | { kind: 'notice'; to: string; name: string; newEmail: string }
) &
  ExpiringMail & { language?: InterfaceLanguage };

export interface EmailChangeMails {
  /** The confirmation link, to the new address. */
  sendConfirmation(
    to: string,
    name: string,
    token: string,
    language: InterfaceLanguage,
  ): Promise<void>;
  /** The notice to the old address: a change was asked for, and how to stop it. */
  sendNotice(
    to: string,
    name: string,
    newEmail: string,
    language: InterfaceLanguage,
  ): Promise<void>;
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
      const language = mailLanguage(null, job.language);
      const mail =
        job.kind === 'confirm'
          ? emailChangeConfirmMail(publicUrl, job.name, box.open(job.sealedToken), language)
          : emailChangeNoticeMail(publicUrl, job.name, job.newEmail, language);
      await mailer.send({ to: job.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  });
  return {
    async sendConfirmation(to, name, token, language) {
      const sealedToken = box.seal(token);
      const expiresAt = new Date(clock().getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS).toISOString();
      await jobs.enqueue(EMAIL_CHANGE_MAIL_JOB, {
        kind: 'confirm',
        to,
        name,
        sealedToken,
        expiresAt,
        language,
      });
    },
    async sendNotice(to, name, newEmail, language) {
      await jobs.enqueue(EMAIL_CHANGE_MAIL_JOB, { kind: 'notice', to, name, newEmail, language });
    },
  };
}

const EMAIL_CHANGE_WORDS = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    confirmSubject: 'Confirm your new Lorien email address',
    confirmAsked: [
      'Someone asked to use this address for a Lorien account. If it was you, open this link',
      'within 24 hours; your address changes when you open it. It works once.',
    ],
    confirmButton: 'Confirm this address',
    confirmNotYou: 'If it was not you, ignore this message; nothing changes.',
    noticeSubject: 'Your Lorien email address is being changed',
    noticeAsked: (newEmail: string) => [
      `Someone asked to change the email address of your Lorien account to ${newEmail}.`,
      'The address changes only when the link we sent there is opened.',
    ],
    noticeNotYouText: (settingsUrl: string) => [
      `If it was not you, change your password at ${settingsUrl} and sign out of your other`,
      'sessions there.',
    ],
    noticeNotYouHtml: (settingsLink: string) =>
      `If it was not you, change your password at ${settingsLink} and sign out of your other sessions there.`,
    settings: 'Settings',
  },
  tr: {
    hi: (name: string) => `Merhaba ${name},`,
    confirmSubject: 'Yeni Lorien e-posta adresinizi onaylayın',
    confirmAsked: [
      'Bu adresi bir Lorien hesabında kullanmak için bir istek aldık. İstek sizden geldiyse bu',
      'bağlantıyı 24 saat içinde açın; adresiniz bağlantıyı açtığınızda değişir. Bağlantı yalnızca bir kez çalışır.',
    ],
    confirmButton: 'Bu adresi onaylayın',
    confirmNotYou: 'İstek sizden gelmediyse bu e-postayı dikkate almayın; hiçbir şey değişmez.',
    noticeSubject: 'Lorien e-posta adresiniz değiştiriliyor',
    noticeAsked: (newEmail: string) => [
      `Lorien hesabınızın e-posta adresini ${newEmail} olarak değiştirmek için bir istek aldık.`,
      'Adres, yalnızca oraya gönderdiğimiz bağlantı açıldığında değişir.',
    ],
    noticeNotYouText: (settingsUrl: string) => [
      `İstek sizden gelmediyse ${settingsUrl} adresinden şifrenizi değiştirin ve diğer`,
      'oturumlarınızı oradan kapatın.',
    ],
    noticeNotYouHtml: (settingsLink: string) =>
      `İstek sizden gelmediyse ${settingsLink} bölümünden şifrenizi değiştirin ve diğer oturumlarınızı oradan kapatın.`,
    settings: 'Ayarlar',
  },
} as const;

/** The mail to the new address: the link that makes the change. */
export function emailChangeConfirmMail(
  publicUrl: string,
  name: string,
  token: string,
  language: InterfaceLanguage = 'en',
) {
  const words = EMAIL_CHANGE_WORDS[language];
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const text = [words.hi(name), '', ...words.confirmAsked, '', link, '', words.confirmNotYou].join(
    '\n',
  );
  const html = `<p>${escapeHtml(words.hi(name))}</p><p>${escapeHtml(words.confirmAsked.join(' '))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.confirmButton)}</a></p><p>${escapeHtml(words.confirmNotYou)}</p>`;
  return { subject: words.confirmSubject, text, html, link };
}

/** The notice to the old address. */
export function emailChangeNoticeMail(
  publicUrl: string,
  name: string,
  newEmail: string,
  language: InterfaceLanguage = 'en',
) {
  const words = EMAIL_CHANGE_WORDS[language];
  const settingsUrl = `${publicUrl}/settings`;
  const text = [
    words.hi(name),
    '',
    ...words.noticeAsked(newEmail),
    '',
    ...words.noticeNotYouText(settingsUrl),
  ].join('\n');
  const settingsLink = `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(words.settings)}</a>`;
  const html = `<p>${escapeHtml(words.hi(name))}</p><p>${escapeHtml(words.noticeAsked(newEmail).join(' '))}</p><p>${words.noticeNotYouHtml(settingsLink)}</p>`;
  return { subject: words.noticeSubject, text, html };
}
