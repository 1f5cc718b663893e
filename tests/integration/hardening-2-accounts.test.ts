import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, verifications } from '../../src/db/schema/index.ts';
import { RESET_MAIL_JOB } from '../../src/server/modules/auth/index.ts';
import { ACCOUNT_API, SETTINGS_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  botCheck,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { decodedMail, resetToken, startSmtpServer } from '../support/smtp-server.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 30, items 4 (reset links) and 6 (e-mail change).

async function waitFor<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('password-reset links (issue 30, item 4)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const logLines: string[] = [];

  const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));
  /** Requests a link and returns the token of the mail it sends (the `n`th to that address). */
  const requestLink = async (member: SignedUpMember) => {
    const before = mailsTo(member.input.email).length;
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordReset,
      headers: SPA_WRITE_HEADERS,
      payload: { email: member.input.email, altcha: await botCheck(t.app) },
    });
    expect(res.statusCode).toBe(202);
    await waitFor(() => mailsTo(member.input.email).length > before, `reset mail`);
    const mails = mailsTo(member.input.email);
    return resetToken(mails[mails.length - 1]!);
  };
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordResetConfirm,
      headers: SPA_WRITE_HEADERS,
      payload: { token, password },
    });
  const expectRefused = (res: Awaited<ReturnType<typeof confirm>>) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'reset_link_invalid',
      message: MESSAGES.resetLinkInvalid,
    });
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        PUBLIC_URL: 'https://lorien.example',
        LOG_LEVEL: 'info',
      },
    });
    // Every line the process would write, Fastify's request logs included (its child loggers
    // read the stream through the root logger).
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    (t.ctx.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = capture;
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.close();
    await smtp.close();
  });

  it('a newer link ends the older one', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const first = await requestLink(member);
    const second = await requestLink(member);
    expect(second).not.toBe(first);
    expectRefused(await confirm(first, 'a brand new password'));
    expect((await confirm(second, 'a brand new password')).statusCode).toBe(200);
  });

  it('a password change in Settings ends every link', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const token = await requestLink(member);
    const changed = await t.app.inject({
      method: 'POST',
      url: SETTINGS_API.password,
      headers: authedHeaders(member.cookie),
      payload: { currentPassword: member.input.password, newPassword: 'changed in settings' },
    });
    expect(changed.statusCode).toBe(200);
    expectRefused(await confirm(token, 'taken over password'));
  });

  it('a used link ends the other links of the member', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const token = await requestLink(member);
    // A second live link (as if two requests had crossed): the reset ends it too.
    await t.ctx.database.db.insert(verifications).values({
      id: `crossed-${member.user.id}`,
      identifier: 'reset-password:crossed-link',
      value: member.user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await confirm(token, 'a brand new password')).statusCode).toBe(200);
    const left = await t.ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, member.user.id));
    expect(left).toEqual([]);
  });

  it('keeps no plain token in the verifications table', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const token = await requestLink(member);
    const rows = await t.ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, member.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await confirm(token, 'a brand new password')).statusCode).toBe(200);
  });

  it('keeps no plain token in the jobs table once the mail is sent', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const token = await requestLink(member);
    const sent = await waitFor(async () => {
      const found = await t.ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.name, RESET_MAIL_JOB));
      return found.length > 0 && found.every((job) => job.status === 'done') && found;
    }, 'the reset mail jobs to finish');
    expect(JSON.stringify(sent)).not.toContain(token);
  });

  it('writes no token to the log when the link is opened or used', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const token = await requestLink(member);
    logLines.length = 0;
    // The reset page as a browser opens it, a stray API call with the token, and the confirm.
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/auth/reset-password?x=1&token=${token}` });
    await t.app.inject({ method: 'GET', url: `/confirm-email?token=${token}` });
    expect((await confirm(token, 'a brand new password')).statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/reset-password?token=');
    expect(log).not.toContain(token);
  });
});

describe('e-mail change (issue 30, item 6)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));
  const askChange = (member: SignedUpMember, email: string) =>
    t.app.inject({
      method: 'POST',
      url: SETTINGS_API.email,
      headers: authedHeaders(member.cookie),
      payload: { email, password: member.input.password },
    });
  const confirmChange = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/settings/email/confirm',
      headers: SPA_WRITE_HEADERS,
      payload: { token },
    });
  const linkTokenTo = async (to: string) => {
    await waitFor(() => mailsTo(to).length > 0, `a mail to ${to}`);
    const text = decodedMail(mailsTo(to)[0]!);
    const token = /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no confirmation link in:\n${text}`);
    return decodeURIComponent(token);
  };
  const emailOf = async (member: SignedUpMember) => {
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: member.cookie },
    });
    return me.json().user.email as string;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://lorien.example' },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.close();
    await smtp.close();
  });

  it('changes the address only when the link sent to it is opened, once', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const next = `moved.${member.user.id.slice(0, 6).toLowerCase()}@example.org`;
    const asked = await askChange(member, next);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ email: member.input.email, pendingEmail: next });
    expect(await emailOf(member)).toBe(member.input.email);

    const token = await linkTokenTo(next);
    expect(await emailOf(member)).toBe(member.input.email);
    const confirmed = await confirmChange(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: next });
    expect(await emailOf(member)).toBe(next);

    const again = await confirmChange(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.emailChangeLinkInvalid);
  });

  it('tells the old address', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const next = `elsewhere.${Date.now()}@example.org`;
    expect((await askChange(member, next)).statusCode).toBe(200);
    await waitFor(() => mailsTo(member.input.email).length > 0, 'the notice to the old address');
    const notice = decodedMail(mailsTo(member.input.email)[0]!);
    expect(notice).toContain(next);
    expect(notice).not.toContain('/confirm-email');
  });

  it.each([
    ['a zero-width space', (email: string) => email.replace('@', '\u200B@')],
    ['a Cyrillic "е"', (email: string) => email.replace('e', '\u0435')],
  ])("refuses %s lookalike of another member's address", async (_name, lookalikeOf) => {
    const other = await signUpMember(t.app, await founderCode(t.ctx));
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const lookalike = lookalikeOf(other.input.email);
    expect(lookalike).not.toBe(other.input.email);
    const res = await askChange(member, lookalike);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    // Refused as taken, as a lookalike, or (ASCII-only addresses) as not an address at all.
    expect([MESSAGES.emailInUse, MESSAGES.emailLookalike, MESSAGES.invalidEmail]).toContain(
      res.json().error.message,
    );
    expect(await emailOf(member)).toBe(member.input.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(member.input.email)).toHaveLength(0);
  });

  it("leaves an outsider's address free to sign up with until the link is opened", async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const outsider = `owner.${Date.now()}@example.net`;
    expect((await askChange(member, outsider)).statusCode).toBe(200);
    const token = await linkTokenTo(outsider);

    const owner = await signUpMember(t.app, await founderCode(t.ctx), { email: outsider });
    expect(owner.user.email).toBe(outsider);
    const late = await confirmChange(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MESSAGES.emailInUse);
    expect(await emailOf(member)).toBe(member.input.email);
  });
});
