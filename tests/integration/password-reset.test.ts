import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verifications } from '../../src/db/schema/index.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { botCheck, founderCode, signUpMember, type SignedUpMember } from '../factories/members.ts';
import { decodedMail, resetToken, startSmtpServer, waitForMail } from '../support/smtp-server.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

describe('password reset over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let member: SignedUpMember;

  const requestReset = async (email: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordReset,
      headers: SPA_WRITE_HEADERS,
      payload: { email, altcha: await botCheck(t.app) } as object,
      remoteAddress,
    });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordResetConfirm,
      headers: SPA_WRITE_HEADERS,
      payload: { token, password },
    });
  const signin = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email, password },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://lorien.example' },
    });
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 500)); // let queued reset mails finish
    await t.close();
    await smtp.close();
  });

  it('mails a single-use link that sets a new password and ends the other sessions', async () => {
    const res = await requestReset(member.input.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const mail = await waitForMail(smtp.mails, member.input.email);
    expect(decodedMail(mail)).toContain('https://lorien.example/reset-password?token=');
    expect(decodedMail(mail)).toMatch(/within 1 hour/);
    const token = resetToken(mail);

    const done = await confirm(token, 'a brand new password');
    expect(done.statusCode).toBe(200);
    const left = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(left).toHaveLength(0);
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: member.cookie },
    });
    expect(me.json()).toEqual({ user: null });

    expect((await signin(member.input.email, member.input.password)).statusCode).toBe(401);
    expect((await signin(member.input.email, 'a brand new password')).statusCode).toBe(200);

    const again = await confirm(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'reset_link_invalid',
      message: MESSAGES.resetLinkInvalid,
    });
  });

  it('refuses an expired link', async () => {
    const other = await signUpMember(t.app, await founderCode(t.ctx));
    smtp.mails.length = 0;
    await requestReset(other.input.email);
    const token = resetToken(await waitForMail(smtp.mails, other.input.email));
    await t.ctx.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await confirm(token, 'new password here');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    smtp.mails.length = 0;
    const res = await requestReset('nobody@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(0);
  });

  it.each([
    ['', MESSAGES.resetEmailRequired],
    ['not-an-email', MESSAGES.resetEmailInvalid],
    [7, MESSAGES.resetEmailRequired],
  ])('validates the email %j', async (email, message) => {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('validates the new password and the token', async () => {
    const short = await confirm('sometoken', '123');
    expect(short.json().error.message).toBe(MESSAGES.weakPassword);
    const bogus = await confirm('x'.repeat(40), 'long enough password');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('limits reset requests per email', async () => {
    const target = await signUpMember(t.app, await founderCode(t.ctx));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await requestReset(target.input.email, `192.0.2.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await requestReset(target.input.email, '192.0.2.99');
    expect(limited.json().error.message).toBe(MESSAGES.tooManyResetAttempts);
  });
});
