import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circadianProfile, consents, emotionState, feedback } from '../../src/db/schema/index.ts';
import { ACCOUNT_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import type { InsightsResponse, SettingsResponse } from '../../src/shared/api/settings.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  sessionCookie,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

describe('settings, consents, sessions and feedback', () => {
  let t: TestApp;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp();
    code = await founderCode(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.ctx.database.db;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? authedHeaders(cookie) : SPA_WRITE_HEADERS,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: {
        ...SPA_WRITE_HEADERS,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      },
      payload: { email, password },
    });
    return res;
  };
  const stateOf = async (userId: string) => {
    const [state] = await db().select().from(emotionState).where(eq(emotionState.userId, userId));
    const [profile] = await db()
      .select()
      .from(circadianProfile)
      .where(eq(circadianProfile.userId, userId));
    return { state: state?.vector ?? null, profile: profile?.matrix ?? null };
  };

  it('reads the defaults of spec section 9', async () => {
    const member = await signUpMember(t.app, code);
    const res = await call('GET', SETTINGS_API.settings, member.cookie);
    expect(res.statusCode).toBe(200);
    const body: SettingsResponse = res.json();
    expect(body.preferences).toEqual({
      allowDMs: true,
      weeklyDigest: false,
      moodSoundscapes: true,
      interfaceLanguage: null, // follows the browser (issue 27)
    });
    expect(body.consents.emotionTracking).toBe(true);
    expect(body.consents.ads).toBe(true);
    expect(body.emotionStateStored).toBe(false);
    expect((await call('GET', SETTINGS_API.settings, null)).statusCode).toBe(401);
  });

  it('stops tracking at the server when emotion tracking is turned off, and can erase', async () => {
    const author = await signUpMember(t.app, code);
    const reader = await signUpMember(t.app, code);
    const first = await createPost(t.app, author.cookie, {
      content: 'What a wonderful, joyful sunny morning with friends! So happy and grateful.',
    });
    const second = await createPost(t.app, author.cookie, {
      content: 'I feel so angry and furious about this awful, unfair decision. Outrageous!',
    });

    expect((await call('PUT', SOCIAL_API.postEcho(first.id), reader.cookie)).statusCode).toBe(200);
    const tracked = await stateOf(reader.user.id);
    expect(tracked.state).not.toBeNull();
    expect(tracked.profile).not.toBeNull();
    const before: InsightsResponse = (
      await call('GET', SETTINGS_API.insights, reader.cookie)
    ).json();
    expect(before.tracking).toBe(true);
    expect(before.engaged?.total).toBe(1);
    expect(before.circadian?.matrix).toHaveLength(24);

    const off = await call('PATCH', SETTINGS_API.consents, reader.cookie, {
      emotionTracking: false,
    });
    expect(off.statusCode).toBe(200);
    const offBody: SettingsResponse = off.json();
    expect(offBody.consents.emotionTracking).toBe(false);
    expect(offBody.consents.ads).toBe(true);
    expect(offBody.emotionStateStored).toBe(true);
    const [row] = await db().select().from(consents).where(eq(consents.userId, reader.user.id));
    expect(row?.emotionTracking).toBe(false);
    expect(row?.updatedAt).toBeInstanceOf(Date);

    // An interaction now changes neither the state nor the circadian profile.
    expect((await call('PUT', SOCIAL_API.postEcho(second.id), reader.cookie)).statusCode).toBe(200);
    expect(await stateOf(reader.user.id)).toEqual(tracked);

    // Insights show nothing tracked.
    const after: InsightsResponse = (
      await call('GET', SETTINGS_API.insights, reader.cookie)
    ).json();
    expect(after.tracking).toBe(false);
    expect(after.engaged).toBeNull();
    expect(after.mood).toBeNull();
    expect(after.circadian).toBeNull();
    expect(after.state).toBeNull();
    expect(after.posts.mix).toEqual([]);

    // Erasing removes both rows.
    const erased = await call('DELETE', SETTINGS_API.emotionState, reader.cookie);
    expect(erased.json()).toEqual({ erased: true });
    expect(await stateOf(reader.user.id)).toEqual({ state: null, profile: null });
    expect((await call('DELETE', SETTINGS_API.emotionState, reader.cookie)).json()).toEqual({
      erased: false,
    });
  });

  it('rejects a bad toggle and changes nothing (the client rolls back)', async () => {
    const member = await signUpMember(t.app, code);
    const before = await db().select().from(consents).where(eq(consents.userId, member.user.id));
    for (const payload of [{}, { emotionTracking: 'no' }, { ads: true, extra: 1 }]) {
      const res = await call('PATCH', SETTINGS_API.consents, member.cookie, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await call('PATCH', SETTINGS_API.consents, null, { ads: false })).statusCode).toBe(401);
    expect(await db().select().from(consents).where(eq(consents.userId, member.user.id))).toEqual(
      before,
    );
    const bad = await call('PATCH', SETTINGS_API.preferences, member.cookie, { weeklyDigest: 1 });
    expect(bad.statusCode).toBe(400);
    const ok = await call('PATCH', SETTINGS_API.preferences, member.cookie, {
      allowDMs: false,
      moodSoundscapes: false,
    });
    expect(ok.json().preferences).toEqual({
      allowDMs: false,
      weeklyDigest: false,
      moodSoundscapes: false,
      interfaceLanguage: null,
    });
  });

  describe('sessions and password', () => {
    let member: SignedUpMember;
    let otherCookie: string;

    beforeAll(async () => {
      member = await signUpMember(t.app, code);
      const res = await signIn(member.input.email, member.input.password);
      expect(res.statusCode).toBe(200);
      otherCookie = sessionCookie(res);
    });

    it('lists the active sessions with the current one marked', async () => {
      const res = await call('GET', SETTINGS_API.sessions, member.cookie);
      expect(res.statusCode).toBe(200);
      const { sessions } = res.json();
      expect(sessions).toHaveLength(2);
      expect(sessions[0].current).toBe(true);
      expect(sessions.map((s: { device: string }) => s.device)).toContain('Firefox on Linux');
      // Issue 27: the parts too, which the web app words in the member's language.
      expect(sessions).toContainEqual(
        expect.objectContaining({ browser: 'Firefox', system: 'Linux' }),
      );
      expect(sessions[1].current).toBe(false);
    });

    it('needs the current password to change it', async () => {
      const wrong = await call('POST', SETTINGS_API.password, member.cookie, {
        currentPassword: 'not my password',
        newPassword: 'a brand new secret',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'wrong_password',
        message: MESSAGES.wrongPassword,
        field: 'currentPassword',
      });
      const short = await call('POST', SETTINGS_API.password, member.cookie, {
        currentPassword: member.input.password,
        newPassword: '12345',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe(MESSAGES.passwordTooShort);
      // Nothing changed: the old password still signs in, and both sessions live.
      expect((await call('GET', SETTINGS_API.settings, otherCookie)).statusCode).toBe(200);
    });

    it('changes the password and ends every other session', async () => {
      const res = await call('POST', SETTINGS_API.password, member.cookie, {
        currentPassword: member.input.password,
        newPassword: 'a brand new secret',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ otherSessionsEnded: 1 });
      expect((await call('GET', SETTINGS_API.settings, otherCookie)).statusCode).toBe(401);
      expect((await call('GET', SETTINGS_API.settings, member.cookie)).statusCode).toBe(200);
      expect((await signIn(member.input.email, member.input.password)).statusCode).toBe(401);
      const again = await signIn(member.input.email, 'a brand new secret');
      expect(again.statusCode).toBe(200);
      otherCookie = sessionCookie(again);
    });

    it('signs out of the other sessions on request', async () => {
      const res = await call('POST', SETTINGS_API.signOutOthers, member.cookie);
      expect(res.json()).toEqual({ ended: 1 });
      expect((await call('GET', SETTINGS_API.settings, otherCookie)).statusCode).toBe(401);
      const list = (await call('GET', SETTINGS_API.sessions, member.cookie)).json();
      expect(list.sessions).toHaveLength(1);
      expect(list.sessions[0].current).toBe(true);
    });
  });

  it('changes the email only with the password and only to a free address', async () => {
    const member = await signUpMember(t.app, code);
    const other = await signUpMember(t.app, code);
    const wrong = await call('POST', SETTINGS_API.email, member.cookie, {
      email: 'new.address@example.com',
      password: 'nope nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('password');
    const missing = await call('POST', SETTINGS_API.email, member.cookie, {
      email: 'new.address@example.com',
    });
    expect(missing.statusCode).toBe(400);
    const invalid = await call('POST', SETTINGS_API.email, member.cookie, {
      email: 'not-an-email',
      password: member.input.password,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(MESSAGES.invalidEmail);
    const taken = await call('POST', SETTINGS_API.email, member.cookie, {
      email: other.input.email.toUpperCase(),
      password: member.input.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ message: MESSAGES.emailInUse, field: 'email' });
    const me = await call('GET', ACCOUNT_API.me, member.cookie);
    expect(me.json().user.email).toBe(member.input.email);

    const ok = await call('POST', SETTINGS_API.email, member.cookie, {
      email: `  Fresh.${member.user.id.slice(0, 6)}@Example.com `,
      password: member.input.password,
    });
    expect(ok.statusCode).toBe(200);
    // The change waits for the link sent to the new address (issue 30; hardening-2-accounts).
    const fresh = ok.json().pendingEmail as string;
    expect(fresh).toBe(fresh.toLowerCase().trim());
    expect(ok.json().email).toBe(member.input.email);
    expect((await call('GET', ACCOUNT_API.me, member.cookie)).json().user.email).toBe(
      member.input.email,
    );
    expect((await signIn(fresh, member.input.password)).statusCode).toBe(401);
  });

  it('stores feedback trimmed with the member id, and refuses an empty one', async () => {
    const member = await signUpMember(t.app, code);
    for (const message of ['', '   \n\t ']) {
      const res = await call('POST', SETTINGS_API.feedback, member.cookie, { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('EMPTY');
    }
    expect((await call('POST', SETTINGS_API.feedback, member.cookie, {})).statusCode).toBe(400);
    expect((await call('POST', SETTINGS_API.feedback, null, { message: 'hello' })).statusCode).toBe(
      401,
    );
    expect(await db().select().from(feedback).where(eq(feedback.userId, member.user.id))).toEqual(
      [],
    );

    const res = await call('POST', SETTINGS_API.feedback, member.cookie, {
      message: '  The insights page is lovely.  ',
    });
    expect(res.statusCode).toBe(201);
    const rows = await db().select().from(feedback).where(eq(feedback.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('The insights page is lovely.');
    expect(rows[0]?.id).toBe(res.json().id);
  });
});
