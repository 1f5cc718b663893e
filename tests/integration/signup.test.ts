import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, inviteCodes, notifications, stats, users } from '../../src/db/schema/index.ts';
import { findHouseAccountId } from '../../src/server/modules/auth/index.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { DEFAULT_CONSENTS, INVITE_LIFETIME_MS } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  botCheck,
  founderCode,
  memberInput,
  postSignup,
  sessionCookie,
  signUpMember,
} from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

async function memberCount(t: TestApp): Promise<number> {
  const [row] = await t.ctx.database.db
    .select({ value: count() })
    .from(users)
    .where(eq(users.isSystem, false));
  return row?.value ?? 0;
}

async function userCountStat(t: TestApp): Promise<number> {
  const [row] = await t.ctx.database.db.select().from(stats).where(eq(stats.key, 'userCount'));
  return row?.count ?? -1;
}

describe('sign-up', () => {
  let t: TestApp;
  let offsetMs = 0;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
    code = await founderCode(t.ctx);
  });
  afterAll(() => t.close());

  it('creates the member, signs them in and does the referral bookkeeping', async () => {
    const db = t.ctx.database.db;
    const houseId = (await findHouseAccountId(db))!;
    const input = memberInput(code, { username: 'Ada.Lovelace', email: 'ADA@Example.com' });
    const res = await postSignup(t.app, { ...input });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'ada.lovelace',
      handle: 'ada.lovelace',
      email: 'ada@example.com',
      displayName: `${input.firstName} ${input.lastName}`,
      themeColor: '#2f2b43',
    });

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().user.id).toBe(user.id);

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      referrerUid: houseId,
      referralUsedCode: code,
      referralReferrerCode: code,
      allowDms: true,
      weeklyDigest: false,
      moodSoundscapes: true,
    });
    expect(row?.referralAcceptedAt).toBeInstanceOf(Date);
    expect(row?.lastLogin).toBeInstanceOf(Date);
    const [house] = await db.select().from(users).where(eq(users.id, houseId));
    expect(house?.referralInvitedCount).toBe(1);
    expect(house?.referralLatestInviteAt).toBeInstanceOf(Date);
    expect(await db.select().from(consents).where(eq(consents.userId, user.id))).toEqual([
      expect.objectContaining(DEFAULT_CONSENTS),
    ]);
    const inviterNotes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, houseId));
    expect(inviterNotes.map((n) => n.kind)).toContain('invite_accepted');
    expect(await userCountStat(t)).toBe(await memberCount(t));
  });

  it('says the username is taken, under the username field', async () => {
    const first = await signUpMember(t.app, code);
    const res = await postSignup(t.app, {
      ...memberInput(code, { username: first.input.username.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'username_taken',
      message: MESSAGES.usernameTaken,
      field: 'username',
    });
  });

  it('says the email is already registered', async () => {
    const first = await signUpMember(t.app, code);
    const res = await postSignup(t.app, { ...memberInput(code, { email: first.input.email }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MESSAGES.emailInUse);
  });

  it.each([
    ['unknown', 'ZZZZZZZZ'],
    ['malformed', 'abc'],
    ['SQL', "' OR 1=1 --"],
  ])('rejects an %s invite code', async (_label, inviteCode) => {
    const before = await memberCount(t);
    const res = await postSignup(t.app, { ...memberInput(inviteCode) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: MESSAGES.inviteCodeInvalid,
      field: 'inviteCode',
    });
    expect(await memberCount(t)).toBe(before);
  });

  it('accepts a lower-case invite code (codes are upper-cased)', async () => {
    const res = await postSignup(t.app, { ...memberInput(code.toLowerCase()) });
    expect(res.statusCode).toBe(201);
  });

  it('rejects a code that was rotated by a refresh', async () => {
    const host = await signUpMember(t.app, code);
    const first = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.invites,
      headers: { ...SPA_WRITE_HEADERS, cookie: host.cookie },
    });
    const oldCode = first.json().code;
    await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.invitesRefresh,
      headers: { ...SPA_WRITE_HEADERS, cookie: host.cookie },
    });
    const res = await postSignup(t.app, { ...memberInput(oldCode) });
    expect(res.json().error.message).toBe(MESSAGES.inviteCodeInvalid);
  });

  it('rejects an expired invite code (injected clock)', async () => {
    const expiring = await founderCode(t.ctx);
    offsetMs = INVITE_LIFETIME_MS + 1000;
    try {
      const before = await memberCount(t);
      const res = await postSignup(t.app, { ...memberInput(expiring) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invite_code_expired',
        message: MESSAGES.inviteCodeExpired,
      });
      expect(await memberCount(t)).toBe(before);
    } finally {
      offsetMs = 0;
    }
  });

  it('requires a solved bot check, once', async () => {
    const altcha = await botCheck(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signup,
      headers: SPA_WRITE_HEADERS,
      payload: { ...memberInput(code), altcha },
    });
    expect(ok.statusCode).toBe(201);
    const replay = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signup,
      headers: SPA_WRITE_HEADERS,
      payload: { ...memberInput(code), altcha },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({
      code: 'bot_check_failed',
      message: MESSAGES.botCheckFailed,
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signup,
      headers: SPA_WRITE_HEADERS,
      payload: { ...memberInput(code) },
    });
    expect(missing.statusCode).toBe(400);
  });

  const valid = () => memberInput(code);
  it.each<[string, (base: Record<string, unknown>) => Record<string, unknown>, string, string]>([
    ['no first name', (b) => ({ ...b, firstName: '  ' }), MESSAGES.firstNameRequired, 'firstName'],
    ['missing last name', ({ lastName: _l, ...b }) => b, MESSAGES.lastNameRequired, 'lastName'],
    ['no username', (b) => ({ ...b, username: '' }), MESSAGES.usernameRequired, 'username'],
    [
      'a 10 kB username',
      (b) => ({ ...b, username: 'a'.repeat(10_240) }),
      MESSAGES.usernameLength,
      'username',
    ],
    ['a short username', (b) => ({ ...b, username: 'ab' }), MESSAGES.usernameLength, 'username'],
    [
      'a username with a space',
      (b) => ({ ...b, username: 'ada love' }),
      MESSAGES.usernameSpaces,
      'username',
    ],
    [
      'a Cyrillic look-alike username',
      (b) => ({ ...b, username: 'аdmin' }),
      MESSAGES.usernameCharacters,
      'username',
    ],
    [
      'HTML in the username',
      (b) => ({ ...b, username: '<b>ada</b>' }),
      MESSAGES.usernameCharacters,
      'username',
    ],
    [
      'SQL in the username',
      (b) => ({ ...b, username: "x'; drop table users;--" }),
      MESSAGES.usernameSpaces,
      'username',
    ],
    [
      'a profane username',
      (b) => ({ ...b, username: 'orospu_42' }),
      MESSAGES.usernameProfanity,
      'username',
    ],
    [
      'a number as username',
      (b) => ({ ...b, username: 12345 }),
      MESSAGES.usernameRequired,
      'username',
    ],
    ['no email', (b) => ({ ...b, email: '' }), MESSAGES.emailRequired, 'email'],
    ['a bad email', (b) => ({ ...b, email: 'ada@nowhere' }), MESSAGES.invalidEmail, 'email'],
    [
      'a 10 kB email',
      (b) => ({ ...b, email: `${'a'.repeat(10_240)}@x.io` }),
      MESSAGES.invalidEmail,
      'email',
    ],
    ['no password', (b) => ({ ...b, password: '' }), MESSAGES.passwordRequired, 'password'],
    ['a short password', (b) => ({ ...b, password: '12345' }), MESSAGES.weakPassword, 'password'],
    [
      'a password object',
      (b) => ({ ...b, password: { $ne: 1 } }),
      MESSAGES.passwordRequired,
      'password',
    ],
    [
      'no invite code',
      (b) => ({ ...b, inviteCode: ' ' }),
      MESSAGES.inviteCodeMissing,
      'inviteCode',
    ],
    [
      'an array as first name',
      (b) => ({ ...b, firstName: ['a'] }),
      MESSAGES.firstNameRequired,
      'firstName',
    ],
  ])(
    'rejects %s with the spec message and changes nothing',
    async (_label, mutate, message, field) => {
      const before = await memberCount(t);
      const res = await postSignup(t.app, mutate({ ...valid() }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'validation_failed', message, field });
      expect(await memberCount(t)).toBe(before);
      expect(await userCountStat(t)).toBe(before);
    },
  );

  it('keeps HTML in names as plain text', async () => {
    const member = await signUpMember(t.app, code, { firstName: '<script>alert(1)</script>' });
    expect(member.user.firstName).toBe('<script>alert(1)</script>');
  });

  it('tells the sign-up page whether there is room', async () => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_API.signupStatus });
    expect(res.json()).toEqual({ capacity: 1000, members: await memberCount(t), full: false });
  });

  it('refuses sign-up from a cross-site form (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signup,
      payload: { ...memberInput(code), altcha: await botCheck(t.app) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('never lets a founder code owner be anyone but the house', async () => {
    const [row] = await t.ctx.database.db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.code, code));
    expect(row?.ownerId).toBe(await findHouseAccountId(t.ctx.database.db));
  });
});

describe('sign-up capacity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LORIEN_CAPACITY: '7' } });
  });
  afterAll(() => t.close());

  it('lets exactly as many parallel sign-ups through as there are places (20 racing for 5)', async () => {
    const code = await founderCode(t.ctx);
    await signUpMember(t.app, code);
    await signUpMember(t.app, code);
    const inputs = Array.from({ length: 20 }, () => memberInput(code));
    const bodies = await Promise.all(
      inputs.map(async (input) => ({ ...input, altcha: await botCheck(t.app) })),
    );
    const results = await Promise.all(
      bodies.map((payload) =>
        t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signup,
          headers: SPA_WRITE_HEADERS,
          payload,
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toMatchObject({
        code: 'capacity_reached',
        message: MESSAGES.capacityReached,
      });
    }
    expect(await memberCount(t)).toBe(7);
    expect(await userCountStat(t)).toBe(7);
    const status = await t.app.inject({ method: 'GET', url: ACCOUNT_API.signupStatus });
    expect(status.json()).toEqual({ capacity: 7, members: 7, full: true });
  });
});
