import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { HOUSE_EMAIL } from '../../src/server/modules/auth/index.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  founderCode,
  sessionCookie,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

function signin(t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: ACCOUNT_API.signin,
    headers: SPA_WRITE_HEADERS,
    payload: payload as object,
    remoteAddress,
  });
}

describe('sign-in and sign-out', () => {
  let t: TestApp;
  let member: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('signs a member in with a session cookie and records the login', async () => {
    const res = await signin(t, {
      email: member.input.email.toUpperCase(),
      password: member.input.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(member.user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().user.username).toBe(member.user.username);
  });

  it('says when no account has the email', async () => {
    const res = await signin(t, { email: 'nobody@example.com', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'user_not_found',
      message: MESSAGES.userNotFound,
    });
  });

  it('says when the password is wrong', async () => {
    const res = await signin(t, { email: member.input.email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'wrong_password',
      message: MESSAGES.wrongPassword,
    });
  });

  it.each([
    [{ email: 'bad', password: 'x' }, MESSAGES.invalidEmail],
    [{ email: '', password: 'x' }, MESSAGES.emailRequired],
    [{ email: 'a@b.co', password: '' }, MESSAGES.passwordRequired],
    [{ email: 'a@b.co' }, MESSAGES.passwordRequired],
    [{ email: 42, password: 'x' }, MESSAGES.emailRequired],
  ])('validates %j', async (payload, message) => {
    const res = await signin(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a banned member, and their existing session stops working', async () => {
    const banned = await signUpMember(t.app, await founderCode(t.ctx));
    await t.ctx.database.db
      .update(users)
      .set({ isBanned: true })
      .where(eq(users.id, banned.user.id));
    const res = await signin(t, { email: banned.input.email, password: banned.input.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'account_disabled',
      message: MESSAGES.accountDisabled,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: banned.cookie },
    });
    expect(me.json()).toEqual({ user: null });
  });

  it('never lets anyone sign in as the house account', async () => {
    const res = await signin(t, { email: HOUSE_EMAIL, password: 'anything-at-all' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGES.accountDisabled);
  });

  it('signs out: the cookie is cleared and the session ends', async () => {
    const session = await signin(t, { email: member.input.email, password: member.input.password });
    const cookie = sessionCookie(session);
    const before = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    const out = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signout,
      headers: { ...SPA_WRITE_HEADERS, cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_API.me, headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
    const after = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(after.length).toBe(before.length - 1);
  });

  it('signing out without a session is harmless', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signout,
      headers: SPA_WRITE_HEADERS,
    });
    expect(out.statusCode).toBe(204);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  let member: SignedUpMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('allows 25 attempts per 5 minutes from one IP, then refuses even the right password', async () => {
    for (let i = 0; i < 25; i += 1) {
      const res = await signin(
        t,
        { email: `guess${i}@example.com`, password: 'x' },
        '198.51.100.7',
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await signin(
      t,
      { email: member.input.email, password: member.input.password },
      '198.51.100.7',
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'too_many_attempts',
      message: MESSAGES.tooManyLoginAttempts,
    });
    const elsewhere = await signin(
      t,
      { email: member.input.email, password: member.input.password },
      '198.51.100.8',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('allows 25 attempts per hour on one email, from any number of IPs', async () => {
    const target = await signUpMember(t.app, await founderCode(t.ctx));
    for (let i = 0; i < 25; i += 1) {
      await signin(t, { email: target.input.email, password: 'wrong-guess' }, `203.0.113.${i + 1}`);
    }
    const res = await signin(
      t,
      { email: target.input.email, password: target.input.password },
      '203.0.113.200',
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(MESSAGES.tooManyLoginAttempts);
  });
});
