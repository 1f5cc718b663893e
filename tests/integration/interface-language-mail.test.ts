import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { WEEK_MS } from '../../src/server/modules/settings/index.ts';
import {
  authedHeaders,
  botCheck,
  founderCode,
  sessionCookie,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import {
  readableMail,
  resetToken,
  startSmtpServer,
  type ReceivedMail,
} from '../support/smtp-server.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 27: mails go out in the member's interface language, else in the language of the
// request that caused them, else in the spec default (tr). A real SMTP conversation each time.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mails in the member’s language', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let now = new Date('2026-11-23T10:00:00Z');
  let elif: SignedUpMember; // chose Turkish
  let john: SignedUpMember; // chose English
  let deniz: SignedUpMember; // follows the browser (null)
  let address = 0;

  const mailsTo = (email: string): ReceivedMail[] =>
    smtp.mails.filter((mail) => mail.to.includes(email));
  const nextMailTo = async (email: string, before: number): Promise<string> => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mail = mailsTo(email)[before];
      if (mail) return readableMail(mail);
      await t.app.services.jobs.runDue();
      await sleep(25);
    }
    throw new Error(`no new mail to ${email}`);
  };
  const setPreferences = async (member: SignedUpMember, payload: object) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: SETTINGS_API.preferences,
      headers: authedHeaders(member.cookie),
      payload,
    });
    expect(res.statusCode).toBe(200);
  };
  /** Asks for a reset link, signed out, with the browser's language (or none). */
  const resetMail = async (member: SignedUpMember, acceptLanguage?: string) => {
    const before = mailsTo(member.input.email).length;
    address += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordReset,
      headers: {
        ...SPA_WRITE_HEADERS,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      payload: { email: member.input.email, altcha: await botCheck(t.app) },
      remoteAddress: `10.27.3.${address}`,
    });
    expect(res.statusCode).toBe(202);
    return nextMailTo(member.input.email, before);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://lorien.example' },
      clock: () => now,
    });
    const code = await founderCode(t.ctx);
    elif = await signUpMember(t.app, code, { firstName: 'Elif' });
    john = await signUpMember(t.app, code, { firstName: 'John' });
    deniz = await signUpMember(t.app, code, { firstName: 'Deniz' });
    await setPreferences(elif, { interfaceLanguage: 'tr' });
    await setPreferences(john, { interfaceLanguage: 'en' });
    for (let i = 0; i < 3; i += 1) await t.app.services.jobs.runDue(); // this week's digest run
  });
  afterAll(async () => {
    await sleep(300);
    await t.close();
    await smtp.close();
  });

  it('writes a Turkish member’s reset mail in Turkish, whatever the asking browser says', async () => {
    for (const header of [undefined, 'en-US,en;q=0.9']) {
      const mail = await resetMail(elif, header);
      expect(mail).toContain('Subject: Lorien şifrenizi sıfırlayın');
      expect(mail).toContain(`Merhaba ${elif.user.displayName},`);
      expect(mail).toContain('1 saat içinde');
      expect(mail).toContain('Yeni şifre belirleyin');
      expect(mail).toContain('https://lorien.example/reset-password?token=');
      expect(mail).not.toContain('Reset your Lorien password');
    }
    // The link in the Turkish mail works like the English one.
    const token = resetToken(mailsTo(elif.input.email).at(-1) as ReceivedMail);
    const done = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordResetConfirm,
      headers: SPA_WRITE_HEADERS,
      payload: { token, password: 'yeni bir şifre 123' },
    });
    expect(done.statusCode).toBe(200);
    // The reset ended Elif's sessions: she signs in again with the new password.
    const signin = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: elif.input.email, password: 'yeni bir şifre 123' },
    });
    expect(signin.statusCode).toBe(200);
    elif = { ...elif, cookie: sessionCookie(signin) };
  });

  it('writes an English member’s reset mail in the spec’s English, even from a Turkish browser', async () => {
    const mail = await resetMail(john, 'tr-TR,tr;q=0.9');
    expect(mail).toContain('Subject: Reset your Lorien password');
    expect(mail).toContain(`Hi ${john.user.displayName},`);
    expect(mail).toMatch(/within 1 hour/);
  });

  it('writes a reset mail for a member who follows the browser in the asking browser’s language', async () => {
    expect(await resetMail(deniz, 'tr-TR,tr;q=0.9,en;q=0.8')).toContain(
      'Subject: Lorien şifrenizi sıfırlayın',
    );
    expect(await resetMail(deniz, 'en-GB')).toContain('Subject: Reset your Lorien password');
    // An API client that names no language reads English (docs/decisions.md).
    expect(await resetMail(deniz)).toContain('Subject: Reset your Lorien password');
  });

  it('sends both e-mail change mails in the asking request’s language', async () => {
    const before = {
      next: mailsTo('deniz.new@example.com').length,
      old: mailsTo(deniz.input.email).length,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: SETTINGS_API.email,
      headers: { ...authedHeaders(deniz.cookie), 'accept-language': 'tr' },
      payload: { email: 'deniz.new@example.com', password: deniz.input.password },
    });
    expect(res.statusCode).toBe(200);
    const confirm = await nextMailTo('deniz.new@example.com', before.next);
    expect(confirm).toContain('Subject: Yeni Lorien e-posta adresinizi onaylayın');
    expect(confirm).toContain('https://lorien.example/confirm-email?token=');
    expect(confirm).toContain('24 saat içinde');
    const notice = await nextMailTo(deniz.input.email, before.old);
    expect(notice).toContain('Subject: Lorien e-posta adresiniz değiştiriliyor');
    expect(notice).toContain('deniz.new@example.com olarak değiştirmek');
  });

  it('writes the weekly digest in the member’s language, and in Turkish when they chose none', async () => {
    for (const member of [elif, john, deniz]) await setPreferences(member, { weeklyDigest: true });
    await createPost(t.app, elif.cookie, { content: 'Bugün çok mutluyum, güneşli bir gün!' });
    await createPost(t.app, elif.cookie, { content: 'Sakin bir akşam, çay ve kitap.' });
    const follow = await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.follow(elif.user.id),
      headers: authedHeaders(john.cookie),
    });
    expect(follow.statusCode).toBe(200);
    const before = {
      elif: mailsTo(elif.input.email).length,
      john: mailsTo(john.input.email).length,
      deniz: mailsTo(deniz.input.email).length,
    };

    now = new Date(now.getTime() + WEEK_MS);
    const turkish = await nextMailTo(elif.input.email, before.elif);
    expect(turkish).toContain('Subject: Lorien’de haftanız');
    expect(turkish).toContain(`Merhaba ${elif.user.displayName},`);
    expect(turkish).toContain('2 gönderi paylaştınız');
    expect(turkish).toContain(`1 yeni takipçi: ${john.user.displayName} (@${john.user.handle})`);
    expect(turkish).toContain('https://lorien.example/insights');
    expect(turkish).not.toMatch(/Your week|You shared|new follower/);

    const english = await nextMailTo(john.input.email, before.john);
    expect(english).toContain('Subject: Your week on Lorien');
    expect(english).toContain('You did not post this week.');
    expect(english).toContain('No new followers this week.');

    const unchosen = await nextMailTo(deniz.input.email, before.deniz);
    expect(unchosen).toContain('Subject: Lorien’de haftanız');
    expect(unchosen).toContain('Bu hafta gönderi paylaşmadınız.');
    expect(unchosen).toContain('Bu hafta yeni takipçiniz olmadı.');
  });
});
