import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, posts, uploads, users } from '../../src/db/schema/index.ts';
import { ACCOUNT_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  sessionCookie,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, postUpload } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 16, hardening items 1, 2, 3, 5, 7, 8, 11 and 12: each test here failed before its fix.

let addressSequence = 0;
/** A client address of its own, so one test's limits never spill into another's. */
function freshAddress(): string {
  addressSequence += 1;
  return `10.16.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

describe('hardening', () => {
  let t: TestApp;
  let member: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('1: refuses a percent-encoded API path without the CSRF header (the router decodes it)', async () => {
    const before = (await t.ctx.database.db.select().from(posts)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/posts',
      headers: { cookie: member.cookie },
      payload: { content: 'written by a cross-site form' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
    expect((await t.ctx.database.db.select().from(posts)).length).toBe(before);
  });

  it('2: refuses NUL and other control characters in every kind of text input with a 400', async () => {
    const post = await createPost(t.app, member.cookie, { content: 'a post to share' });
    const cases: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }> = [
      { method: 'POST', url: SOCIAL_API.posts, payload: { content: 'hello\u0000world' } },
      { method: 'PATCH', url: SOCIAL_API.myProfile, payload: { bio: 'bio\u0000' } },
      { method: 'PATCH', url: SOCIAL_API.myProfile, payload: { displayName: 'Ada\u0007' } },
      { method: 'POST', url: SOCIAL_API.postShare(post.id), payload: { recipientId: 'x\u0000' } },
      { method: 'POST', url: SOCIAL_API.postComments(post.id), payload: { text: '\uD800 lone' } },
      { method: 'GET', url: `${SOCIAL_API.searchPosts}?q=a%00b` },
      { method: 'GET', url: `${SOCIAL_API.searchPeople}?q=%1B%5B31m` },
      { method: 'GET', url: '/api/posts/a%00b' },
    ];
    for (const { method, url, payload } of cases) {
      const res = await t.app.inject({
        method,
        url,
        headers: authedHeaders(member.cookie),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.message, `${method} ${url}`).toBe(MESSAGES.forbiddenCharacters);
    }
    const signin = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: `a\u0000@example.com`, password: 'whatever-it-is' },
      remoteAddress: freshAddress(),
    });
    expect(signin.statusCode).toBe(400);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SPA_WRITE_HEADERS,
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'general',
        message: 'Hello\u0000 there',
      },
      remoteAddress: freshAddress(),
    });
    expect(contact.statusCode).toBe(400);
    expect(await t.ctx.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('3: stores two uploads of one file name in the same millisecond as two files', async () => {
    const frozen = await createTestApp({ clock: () => new Date('2026-11-23T10:00:00.000Z') });
    try {
      const uploader = await signUpMember(frozen.app, await founderCode(frozen.ctx));
      const image = await makeImage('png');
      const file = { name: 'same.png', type: 'image/png', bytes: image };
      const results = await Promise.all([
        postUpload(frozen.app, uploader.cookie, file),
        postUpload(frozen.app, uploader.cookie, file),
        postUpload(frozen.app, uploader.cookie, file),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      const paths = results.map((res) => res.json().path as string);
      expect(new Set(paths).size).toBe(3);
      for (const path of paths) {
        const served = await frozen.app.inject({ method: 'GET', url: `/media/${path}` });
        expect(served.statusCode, path).toBe(200);
      }
      const rows = await frozen.ctx.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.ownerId, uploader.user.id));
      expect(rows).toHaveLength(3);
    } finally {
      await frozen.close();
    }
  });

  it('5 and 7: limits password guesses through account deletion like sign-in, with Retry-After', async () => {
    const victim = await signUpMember(t.app, await founderCode(t.ctx));
    const token = (
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.accountToken,
        headers: authedHeaders(victim.cookie),
      })
    ).json().token as string;
    const from = freshAddress();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 26; i += 1) {
      last = await t.app.inject({
        method: 'DELETE',
        url: ACCOUNT_API.accountDelete,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { password: `guess-number-${i}` },
        remoteAddress: from,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(statuses[25]).toBe(429);
    expect(last?.json().error.message).toBe(MESSAGES.tooManyLoginAttempts);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is refused too until the window ends: it was a guess like the others.
    const right = await t.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.accountDelete,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { password: victim.input.password },
      remoteAddress: from,
    });
    expect(right.statusCode).toBe(429);
    const still = await t.ctx.database.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(still).toHaveLength(1);
  });

  it('5: a password change in Settings counts against the same limits', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    let last;
    for (let i = 0; i < 26; i += 1)
      last = await t.app.inject({
        method: 'POST',
        url: '/api/settings/password',
        headers: authedHeaders(member.cookie),
        payload: { currentPassword: `guess-number-${i}`, newPassword: 'a brand new password' },
      });
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('7: every per-action 429 carries Retry-After (contact, write budget, sign-in)', async () => {
    const from = freshAddress();
    let contact;
    for (let i = 0; i < 6; i += 1)
      contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: SPA_WRITE_HEADERS,
        payload: {
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'general',
          message: `Message ${i}`,
        },
        remoteAddress: from,
      });
    expect(contact?.statusCode).toBe(429);
    const contactWait = Number(contact?.headers['retry-after']);
    expect(contactWait).toBeGreaterThan(0);
    expect(contactWait).toBeLessThanOrEqual(600);

    const writer = await signUpMember(t.app, await founderCode(t.ctx));
    const writerFrom = freshAddress();
    let edit;
    for (let i = 0; i < 61; i += 1)
      edit = await t.app.inject({
        method: 'PATCH',
        url: SOCIAL_API.myProfile,
        headers: authedHeaders(writer.cookie),
        payload: { headline: `Edit ${i}` },
        remoteAddress: writerFrom,
      });
    expect(edit?.statusCode).toBe(429);
    expect(Number(edit?.headers['retry-after'])).toBeGreaterThan(0);

    const signinFrom = freshAddress();
    let signin;
    for (let i = 0; i < 26; i += 1)
      signin = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.signin,
        headers: SPA_WRITE_HEADERS,
        payload: { email: `nobody${i}@example.com`, password: 'not-the-password' },
        remoteAddress: signinFrom,
      });
    expect(signin?.statusCode).toBe(429);
    expect(Number(signin?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('8: answers an out-of-range or malformed cursor with 400', async () => {
    for (const raw of ['-271821-04-20T00:00:00.000Z|abc', '+275760-09-13T00:00:00.000Z|abc']) {
      const cursor = btoa(raw).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
      const res = await t.app.inject({
        method: 'GET',
        url: `${SOCIAL_API.posts}?cursor=${cursor}`,
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.invalidCursor);
    }
    const garbage = await t.app.inject({
      method: 'GET',
      url: `${SOCIAL_API.posts}?cursor=not-a-cursor`,
      headers: { cookie: member.cookie },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('12: 25 wrong passwords from strangers do not lock out a member on a browser they used before', async () => {
    const victim = await signUpMember(t.app, await founderCode(t.ctx));
    const home = freshAddress();
    const first = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: victim.input.email, password: victim.input.password },
      remoteAddress: home,
    });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === 'lorien.device');
    expect(device?.httpOnly).toBe(true);

    for (let i = 0; i < 26; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.signin,
        headers: SPA_WRITE_HEADERS,
        payload: { email: victim.input.email, password: `attacker-guess-${i}` },
        remoteAddress: freshAddress(),
      });
    }
    // A new client is held back by the per-account limit, even with the right password...
    const stranger = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: victim.input.email, password: victim.input.password },
      remoteAddress: freshAddress(),
    });
    expect(stranger.statusCode).toBe(429);
    // ...the member's own browser is not.
    const again = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: { ...SPA_WRITE_HEADERS, cookie: `lorien.device=${device?.value}` },
      payload: { email: victim.input.email, password: victim.input.password },
      remoteAddress: home,
    });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).toContain('lorien');
    // A device cookie is bound to the account it signed in to: it opens no other account.
    const forged = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: { ...SPA_WRITE_HEADERS, cookie: `lorien.device=${device?.value}x` },
      payload: { email: victim.input.email, password: victim.input.password },
      remoteAddress: home,
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe('17: post images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the author’s alt text and the image’s size, so cards can reserve its space', async () => {
    const author = await signUpMember(t.app, await founderCode(t.ctx));
    const upload = await postUpload(t.app, author.cookie, {
      name: 'wide.png',
      type: 'image/png',
      bytes: await makeImage('png', { width: 300, height: 100 }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.posts,
      headers: authedHeaders(author.cookie),
      payload: {
        content: 'Sunset',
        mediaPath: upload.json().path,
        mediaAlt: '  A violet sky   over the water ',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().post.media).toMatchObject({
      alt: 'A violet sky over the water',
      width: 300,
      height: 100,
    });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.posts,
      headers: authedHeaders(author.cookie),
      payload: { content: 'x', mediaPath: upload.json().path, mediaAlt: 'a'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(MESSAGES.imageAltTooLong);
  });
});

describe('11: interactions never wait on a slow analysis service', () => {
  let t: TestApp;
  let blackHole: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers.
    blackHole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as AddressInfo;
    t = await createTestApp({
      env: { ANALYSIS_URL: `http://127.0.0.1:${port}`, ANALYSIS_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  it('answers echo, comment and view well inside the analysis timeout', async () => {
    const author = await signUpMember(t.app, await founderCode(t.ctx));
    const reader = await signUpMember(t.app, await founderCode(t.ctx));
    const post = await createPost(t.app, author.cookie, { content: 'Bugün çok mutluyum' });
    const timed = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const started = performance.now();
      const res = await t.app.inject({
        method,
        url,
        headers: authedHeaders(reader.cookie),
        ...(payload ? { payload } : {}),
      });
      return { res, ms: performance.now() - started };
    };
    const echo = await timed('PUT', SOCIAL_API.postEcho(post.id));
    const comment = await timed('POST', SOCIAL_API.postComments(post.id), { text: 'Ne güzel!' });
    const view = await timed('POST', SOCIAL_API.postView(post.id), { dwellMs: 4000 });
    expect(echo.res.statusCode, echo.res.body).toBe(200);
    expect(comment.res.statusCode).toBe(201);
    expect(view.res.statusCode).toBeLessThan(300);
    for (const { ms } of [echo, comment, view]) expect(ms).toBeLessThan(700);
  });
});
