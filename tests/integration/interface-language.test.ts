import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { ACCOUNT_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { POST_TEXT_MAX } from '../../src/shared/constants.ts';
import { MESSAGES, type MessageKey } from '../../src/shared/messages.ts';
import { MESSAGES_TR } from '../../src/shared/messages.tr.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 27: error answers speak the request's language (Accept-Language), codes never change,
// and the member's interface language is stored, validated, returned and exported.

/** Each way a request can ask, and the catalogue its error messages must come from. */
const ASKS: [string, Record<string, string>, Record<MessageKey, string>][] = [
  ['Turkish (tr-TR)', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' }, MESSAGES_TR],
  ['English (en)', { 'accept-language': 'en' }, MESSAGES],
  ['no header (API clients: English)', {}, MESSAGES],
  [
    'a language we do not speak (fr: the spec default, tr)',
    { 'accept-language': 'fr-FR' },
    MESSAGES_TR,
  ],
];

describe('error answers in the request’s language', () => {
  let t: TestApp;
  let member: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_MINUTE: '30', RATE_LIMIT_SYNC_MS: '0' } });
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  describe.each(ASKS)('asked in %s', (_label, language, catalogue) => {
    it('a wrong password at sign-in (401)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.signin,
        headers: { ...SPA_WRITE_HEADERS, ...language },
        payload: { email: member.input.email, password: 'not the password' },
        remoteAddress: '10.27.0.1',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        field: 'password',
        code: 'wrong_password',
        message: catalogue.wrongPassword,
      });
    });

    it('a post that is too long (400, from the shared zod schema)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.posts,
        headers: { ...authedHeaders(member.cookie), ...language },
        payload: { content: 'ö'.repeat(POST_TEXT_MAX + 1) },
        remoteAddress: '10.27.0.2',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: catalogue.postTooLong,
      });
      expect(catalogue.postTooLong).toContain(String(POST_TEXT_MAX));
    });

    it('a post that does not exist, and an unknown API path (404)', async () => {
      for (const url of [SOCIAL_API.post('no-such-post'), '/api/no-such-thing']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { cookie: member.cookie, ...language },
          remoteAddress: '10.27.0.3',
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(
          url.includes('posts') ? catalogue.postNotAvailable : catalogue.notFound,
        );
      }
    });

    it('a validation error on a setting (400), which changes nothing', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: SETTINGS_API.preferences,
        headers: { ...authedHeaders(member.cookie), ...language },
        payload: { interfaceLanguage: 'de' },
        remoteAddress: '10.27.0.4',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: catalogue.interfaceLanguageInvalid,
        field: 'interfaceLanguage',
      });
      const [row] = await t.ctx.database.db
        .select({ language: users.interfaceLanguage })
        .from(users)
        .where(eq(users.id, member.user.id));
      expect(row?.language).toBeNull();
    });

    it('the API budget spent (429)', async () => {
      const address = `10.27.1.${ASKS.findIndex(([, l]) => l === language) + 1}`;
      let res;
      for (let i = 0; i < 31; i += 1)
        res = await t.app.inject({
          method: 'GET',
          url: ACCOUNT_API.me,
          headers: language,
          remoteAddress: address,
        });
      expect(res?.statusCode).toBe(429);
      expect(res?.json().error).toEqual({
        code: 'rate_limited',
        message: catalogue.tooManyRequests,
      });
    });
  });

  it('says which language it answered in, and says it in English word for word', async () => {
    const tr = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'tr' },
      remoteAddress: '10.27.2.1',
    });
    expect(tr.headers['content-language']).toBe('tr');
    expect(tr.json().error.message).toBe('Aradığınızı bulamadık.');
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en-GB' },
      remoteAddress: '10.27.2.1',
    });
    expect(en.headers['content-language']).toBe('en');
    expect(en.json().error.message).toBe('We could not find what you were looking for.');
  });

  it('puts a library’s own wording into the generic Turkish message, never English', async () => {
    // A number where a boolean belongs: zod's default text, not one of ours.
    const res = await t.app.inject({
      method: 'PATCH',
      url: SETTINGS_API.preferences,
      headers: { ...authedHeaders(member.cookie), 'accept-language': 'tr' },
      payload: { allowDMs: 42 },
      remoteAddress: '10.27.2.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: MESSAGES_TR.badRequest,
    });
  });
});

describe('the member’s interface language', () => {
  let t: TestApp;
  let member: SignedUpMember;
  const me = async () =>
    (
      await t.app.inject({ method: 'GET', url: ACCOUNT_API.me, headers: { cookie: member.cookie } })
    ).json().user;
  const setLanguage = (value: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: SETTINGS_API.preferences,
      headers: authedHeaders(member.cookie),
      payload: { interfaceLanguage: value },
    });

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('is null (follow the browser) for a new member, in /api/me and in the settings', async () => {
    expect(member.user.interfaceLanguage).toBeNull();
    expect((await me()).interfaceLanguage).toBeNull();
    const settings = await t.app.inject({
      method: 'GET',
      url: SETTINGS_API.settings,
      headers: { cookie: member.cookie },
    });
    expect(settings.json().preferences.interfaceLanguage).toBeNull();
  });

  it('is set to tr or en and back to null through the preferences route', async () => {
    const tr = await setLanguage('tr');
    expect(tr.statusCode).toBe(200);
    expect(tr.json().preferences).toMatchObject({ interfaceLanguage: 'tr', allowDMs: true });
    expect((await me()).interfaceLanguage).toBe('tr');

    // Another preference leaves the language as it is.
    const other = await t.app.inject({
      method: 'PATCH',
      url: SETTINGS_API.preferences,
      headers: authedHeaders(member.cookie),
      payload: { moodSoundscapes: true },
    });
    expect(other.json().preferences.interfaceLanguage).toBe('tr');

    expect((await setLanguage('en')).json().preferences.interfaceLanguage).toBe('en');
    expect((await me()).interfaceLanguage).toBe('en');
    expect((await setLanguage(null)).json().preferences.interfaceLanguage).toBeNull();
    expect((await me()).interfaceLanguage).toBeNull();
  });

  it.each([['de'], ['TR'], ['tr-TR'], [''], [1], [true], [{}]])(
    'refuses %j with a 400 and changes nothing',
    async (value) => {
      await setLanguage('en');
      const res = await setLanguage(value);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect((await me()).interfaceLanguage).toBe('en');
    },
  );

  it('is refused by the database itself outside tr and en', async () => {
    await expect(
      t.ctx.database.db
        .update(users)
        .set({ interfaceLanguage: 'de' })
        .where(eq(users.id, member.user.id)),
    ).rejects.toThrow();
  });

  it('is in the account export', async () => {
    await setLanguage('tr');
    const token = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: authedHeaders(member.cookie),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountExport,
      headers: { authorization: `Bearer ${token.json().token as string}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.interfaceLanguage).toBe('tr');
  });
});
