import { leaseSize, WRITE_LIMITS } from '../../src/server/lib/write-limiter.ts';
import { like, not, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, rateLimits } from '../../src/db/schema/index.ts';
import { ACCOUNT_API, ADMIN_API, INBOX_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { CSRF_HEADER_NAME } from '../../src/shared/http.ts';
import {
  authedHeaders,
  botCheck,
  founderCode,
  memberInput,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, multipartBody, postUpload } from '../factories/posts.ts';
import { ADMIN_ENV, ADMIN_HEADERS, basic } from '../support/admin.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';
import { fakeWebRoot } from '../support/web-root.ts';

// Issue 17, hostile input and access: cookies, CSRF on every write route of the route table,
// security headers on pages, API and media, safe content types for uploads, and Retry-After on
// every limiter's 429. (Per-route access is in authorization-matrix.test.ts.)

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOUSE_TOKEN = 'house-token-for-the-security-test';

/** Set-Cookie lines of a response, each as its attributes (lower-cased names). */
function setCookies(res: LightMyRequestResponse): Array<{ line: string; attributes: Set<string> }> {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : [raw].flat();
  return lines.map((line) => ({
    line,
    attributes: new Set(
      line
        .split(';')
        .slice(1)
        .map((part) => part.trim().toLowerCase()),
    ),
  }));
}

// Two apps for the whole file (each costs seconds to migrate): production behind https, which
// every test uses, and a plain-http development server for the cookie attributes there.
let t: TestApp;
let plain: TestApp;
let webRoot: ReturnType<typeof fakeWebRoot>;

beforeAll(async () => {
  webRoot = fakeWebRoot({
    indexHtml: '<!doctype html><title>Lorien</title>',
    files: { 'assets/app-1234.js': 'console.log(1)' },
  });
  [t, plain] = await Promise.all([
    createTestApp({
      webRoot: webRoot.root,
      houseToken: HOUSE_TOKEN,
      env: { ...ADMIN_ENV, NODE_ENV: 'production', PUBLIC_URL: 'https://lorien.example' },
    }),
    createTestApp({ env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' } }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
  webRoot.dispose();
});

describe('cookies', () => {
  for (const mode of ['production', 'development'] as const) {
    it(`are HttpOnly and SameSite${mode === 'production' ? ', and Secure, in production (https PUBLIC_URL)' : ' on plain http (no Secure, or localhost could not sign in)'}`, async () => {
      const app = mode === 'production' ? t : plain;
      {
        const t = app;
        const input = memberInput(await founderCode(t.ctx));
        const signup = await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signup,
          headers: SPA_WRITE_HEADERS,
          payload: { ...input, altcha: await botCheck(t.app) },
        });
        expect(signup.statusCode, signup.body).toBe(201);
        const signin = await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signin,
          headers: SPA_WRITE_HEADERS,
          payload: { email: input.email, password: input.password },
        });
        expect(signin.statusCode, signin.body).toBe(200);
        const cookies = [...setCookies(signup), ...setCookies(signin)];
        // The session (and its cache) and the sign-in device cookie at least.
        expect(cookies.length).toBeGreaterThanOrEqual(2);
        const session = cookies.find((c) => /session_token=/.test(c.line));
        expect(session, 'a session cookie').toBeDefined();
        const cookieHeader = cookies.map((c) => c.line.split(';')[0]).join('; ');
        const signout = await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signout,
          headers: { ...SPA_WRITE_HEADERS, cookie: cookieHeader },
        });
        expect(signout.statusCode).toBe(204);
        const cleared = setCookies(signout);
        expect(cleared.length, 'sign-out clears the session cookie').toBeGreaterThan(0);
        for (const cookie of [...cookies, ...cleared]) {
          expect(cookie.attributes.has('httponly'), cookie.line).toBe(true);
          expect(
            [...cookie.attributes].some((a) => a === 'samesite=lax' || a === 'samesite=strict'),
            cookie.line,
          ).toBe(true);
          expect(cookie.attributes.has('secure'), cookie.line).toBe(mode === 'production');
        }
        if (mode === 'production') expect(session!.line).toMatch(/^__Secure-/);
      }
    });
  }
});

describe('CSRF on every cookie-authenticated write route (from the route table)', () => {
  let member: SignedUpMember;
  let token: string;

  beforeAll(async () => {
    member = await signUpMember(t.app, await founderCode(t.ctx));
    token = (
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.accountToken,
        headers: authedHeaders(member.cookie),
      })
    ).json().token;
  });

  /** Every credential the route could want, plus the member's cookie: only CSRF may refuse. */
  function credentials(access: string): Record<string, string> {
    const headers: Record<string, string> = { cookie: member.cookie, 'x-house-token': HOUSE_TOKEN };
    if (access === 'admin') Object.assign(headers, ADMIN_HEADERS);
    if (access === 'account') headers.authorization = `Bearer ${token}`;
    return headers;
  }

  const concrete = (url: string) =>
    url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'posts/x/y.webp');
  /** The same path with one letter percent-encoded ('/api/posts' → '/%61pi/posts'). */
  const encoded = (url: string) => url.replace(/^\/a/, '/%61').replace(/^\/m/, '/%6D');

  it('refuses each write without the CSRF header, percent-encoded or not, or from another origin', async () => {
    const writes = t.app.routeAccess.filter((route) => !SAFE_METHODS.has(route.method));
    expect(writes.length).toBeGreaterThan(40);
    const before = (
      await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(posts)
    )[0]!.n;
    const failures: string[] = [];
    for (const route of writes) {
      const url = concrete(route.url);
      const attempts: Array<[string, string, Record<string, string>]> = [
        ['no header', url, {}],
        ['percent-encoded path, no header', encoded(url), {}],
        [
          'header, but a cross-site Origin',
          url,
          { ...SPA_WRITE_HEADERS, origin: 'https://evil.example' },
        ],
      ];
      // (Admin routes need the Authorization header for the Basic credentials.)
      if (route.access !== 'admin')
        attempts.push([
          'a Bearer token beside the cookie, no header',
          url,
          { authorization: `Bearer ${token}` },
        ]);
      for (const [label, path, extra] of attempts) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: path,
          headers: { ...credentials(route.access), host: 'lorien.example', ...extra },
          payload: { content: 'from a cross-site form' },
          remoteAddress: '127.0.0.1',
        });
        if (res.statusCode !== 403 || res.json().error.code !== 'csrf_rejected')
          failures.push(
            `${route.method} ${route.url} (${label}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    // The control, once every refusal is in: with the header from our own origin the same
    // requests get past the guard (a member of its own, since these calls really act; the two
    // that end the session come last).
    const control = await signUpMember(t.app, await founderCode(t.ctx));
    const controlToken = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.accountToken,
          headers: authedHeaders(control.cookie),
        })
      ).json().token as string;
    const endsSession = (route: { url: string }) =>
      route.url === ACCOUNT_API.signout || route.url === ACCOUNT_API.accountDelete;
    const last = writes.filter(endsSession).sort((a) => (a.url === ACCOUNT_API.signout ? 1 : -1));
    for (const route of [...writes.filter((r) => !endsSession(r)), ...last]) {
      const headers: Record<string, string> = {
        ...credentials(route.access),
        cookie: control.cookie,
        ...SPA_WRITE_HEADERS,
        host: 'lorien.example',
        origin: 'https://lorien.example',
      };
      if (route.access === 'account') headers.authorization = `Bearer ${await controlToken()}`;
      const allowed = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers,
        payload: route.access === 'account' ? { password: control.input.password } : {},
        remoteAddress: '127.0.0.1',
      });
      if (allowed.statusCode === 403 && allowed.json().error.code === 'csrf_rejected')
        failures.push(`${route.method} ${route.url}: refused even with the header`);
      if (allowed.statusCode === 401)
        failures.push(`${route.method} ${route.url}: control not signed in ${allowed.body}`);
    }
    expect(failures).toEqual([]);
    const after = (
      await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(posts)
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('refuses odd spellings of a write path too, or finds no route', async () => {
    const before = (
      await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(posts)
    )[0]!.n;
    for (const url of [
      '/api/posts/',
      '//api/posts',
      '/api//posts',
      '/api/posts;x',
      '/api/%70osts',
      '/%61%70%69/posts',
      '/./api/posts',
      '/x/../api/posts',
      '/%2fapi/posts',
      '/api/posts%2f',
      '/API/posts',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: member.cookie },
        payload: { content: 'from a cross-site form' },
      });
      if (res.statusCode !== 404) {
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code, url).toBe('csrf_rejected');
      }
    }
    const after = (
      await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(posts)
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('exempts a Bearer-only request (no ambient credentials) and never a safe method', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountExport,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.posts,
      headers: { cookie: member.cookie },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers on pages, API and media', () => {
  let member: SignedUpMember;
  let imagePath: string;

  beforeAll(async () => {
    member = await signUpMember(t.app, await founderCode(t.ctx));
    const upload = await postUpload(t.app, member.cookie, {
      name: 'sea.png',
      type: 'image/png',
      bytes: await makeImage('png'),
    });
    imagePath = upload.json().path;
  });

  function expectHardened(res: LightMyRequestResponse, name: string) {
    const csp = String(res.headers['content-security-policy'] ?? '');
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp, `${name}: CSP ${directive}`).toContain(directive);
    expect(csp, name).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(res.headers['x-content-type-options'], name).toBe('nosniff');
    expect(String(res.headers['x-frame-options']), name).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(res.headers['referrer-policy'], name).toBeTruthy();
    expect(res.headers['cross-origin-opener-policy'], name).toBe('same-origin');
    expect(String(res.headers['strict-transport-security']), name).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-powered-by'], name).toBeUndefined();
  }

  it('sends them on every kind of answer', async () => {
    const cases: Array<[string, string, Record<string, string>, number]> = [
      ['page', '/', {}, 200],
      ['client route', '/dashboard', {}, 200],
      ['unknown page', '/no-such-page', {}, 404],
      ['script', '/assets/app-1234.js', {}, 200],
      ['API', '/api/health', {}, 200],
      ['API, signed in', SOCIAL_API.posts, { cookie: member.cookie }, 200],
      ['API 401', SOCIAL_API.posts, {}, 401],
      ['API 404', '/api/no-such-route', {}, 404],
      ['API 400', `${SOCIAL_API.posts}?cursor=garbage`, { cookie: member.cookie }, 400],
      ['media', `/media/${imagePath}`, {}, 200],
      ['media 404', '/media/posts/nobody/nothing.webp', {}, 404],
    ];
    for (const [name, url, headers, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, name).toBe(status);
      expectHardened(res, name);
    }
  });
});

describe('uploads are served with safe content types', () => {
  let member: SignedUpMember;
  beforeAll(async () => {
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });

  it('re-encodes whatever image type was declared and serves image/webp with nosniff', async () => {
    for (const declared of [
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
      'image/png',
    ]) {
      const res = await postUpload(t.app, member.cookie, {
        name: 'picture.html',
        type: declared,
        bytes: await makeImage('png'),
      });
      expect(res.statusCode, declared).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: `/media/${res.json().path}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type'], declared).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(res.json().path).toMatch(/\.webp$/);
    }
  });

  it('refuses SVG, HTML and text, whatever name and type they come with', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>';
    const payloads: Array<[string, string, string]> = [
      ['drawing.svg', 'image/svg+xml', svg],
      ['drawing.png', 'image/png', svg],
      ['page.png', 'image/png', '<html><body><script>alert(1)</script></body></html>'],
      ['note.gif', 'image/gif', 'GIF89a<script>alert(1)</script>'],
    ];
    for (const [name, type, text] of payloads) {
      const res = await postUpload(t.app, member.cookie, { name, type, bytes: Buffer.from(text) });
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
    }
  });

  it('serves nothing outside the stored files: traversal and odd paths are 404', async () => {
    for (const url of [
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      '/media/posts/..%2f..%2fpackage.json',
      '/media/posts/x/..%5c..%5cpackage.json',
      '/media/posts/x/y.webp%00.html',
      '/media//etc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(String(res.headers['content-type'] ?? '')).not.toMatch(/^image\//);
    }
  });
});

describe('every limiter’s 429 carries Retry-After', () => {
  let member: SignedUpMember;
  let peer: SignedUpMember;
  let addressSequence = 0;
  const freshAddress = () => `10.171.0.${(addressSequence += 1)}`;

  beforeAll(async () => {
    member = await signUpMember(t.app, await founderCode(t.ctx));
    peer = await signUpMember(t.app, await founderCode(t.ctx));
  });

  /**
   * Spends every per-action budget counted so far (not the global API budget, which has its own
   * case), so that the next call of a limited action is over its limit: one request per limiter
   * instead of dozens.
   */
  const LONGEST_LEASE = Math.max(...Object.values(WRITE_LIMITS).map((rule) => leaseSize(rule.max)));
  async function spendBudgets() {
    await t.ctx.database.db
      .update(rateLimits)
      .set({ count: 1_000_000 })
      .where(not(like(rateLimits.key, 'api:%')));
  }
  async function resetBudgets() {
    await t.ctx.database.db.delete(rateLimits);
  }

  type Attempt = () => Promise<LightMyRequestResponse>;
  const asMember =
    (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Attempt =>
    () =>
      t.app.inject({
        method,
        url,
        headers: authedHeaders(member.cookie),
        ...(payload ? { payload } : {}),
      });

  /** Each limiter: the same action twice, with the budgets spent in between. */
  const limiters: Array<[string, (from: string) => Attempt]> = [
    [
      'sign-in',
      (from) => () =>
        t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signin,
          headers: SPA_WRITE_HEADERS,
          payload: { email: member.input.email, password: 'not the password' },
          remoteAddress: from,
        }),
    ],
    [
      'sign-up',
      (from) => async () =>
        t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signup,
          headers: SPA_WRITE_HEADERS,
          payload: { ...memberInput(await founderCode(t.ctx)), altcha: await botCheck(t.app) },
          remoteAddress: from,
        }),
    ],
    [
      'password reset',
      (from) => async () =>
        t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.passwordReset,
          headers: SPA_WRITE_HEADERS,
          payload: { email: member.input.email, altcha: await botCheck(t.app) },
          remoteAddress: from,
        }),
    ],
    [
      'contact form',
      (from) => () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: SPA_WRITE_HEADERS,
          payload: { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hi' },
          remoteAddress: from,
        }),
    ],
    [
      'administrator login failures',
      (from) => () =>
        t.app.inject({
          method: 'GET',
          url: ADMIN_API.metrics,
          headers: basic(ADMIN_ENV.ADMIN_USERNAME, 'a wrong guess'),
          remoteAddress: from,
        }),
    ],
    ['posts', () => asMember('POST', SOCIAL_API.posts, { content: 'Again' })],
    [
      'uploads',
      () => async () => {
        const { payload, contentType } = await multipartBody(
          { folder: 'posts' },
          { name: 'a.png', type: 'image/png', bytes: await makeImage('png') },
        );
        return t.app.inject({
          method: 'POST',
          url: SOCIAL_API.uploads,
          headers: { ...authedHeaders(member.cookie), 'content-type': contentType },
          payload,
        });
      },
    ],
    ['profile edits', () => asMember('PATCH', SOCIAL_API.myProfile, { headline: 'Again' })],
  ];

  it('answers 429 with a Retry-After within the window for each limiter', async () => {
    const post = await createPost(t.app, peer.cookie, { content: 'A post to act on' });
    const objectLimiters: Array<[string, Attempt]> = [
      ['comments', asMember('POST', SOCIAL_API.postComments(post.id), { text: 'Nice' })],
      ['shares', asMember('POST', SOCIAL_API.postShare(post.id), { recipientId: peer.user.id })],
      ['echo toggles', asMember('PUT', SOCIAL_API.postEcho(post.id))],
      ['views', asMember('POST', SOCIAL_API.postView(post.id), { dwellMs: 1000 })],
      [
        'reports',
        asMember('POST', '/api/reports', { targetType: 'post', targetId: post.id, reason: 'spam' }),
      ],
      ['messages', asMember('POST', INBOX_API.messages, { recipientId: peer.user.id, text: 'Hi' })],
      [
        'password change',
        asMember('POST', '/api/settings/password', {
          currentPassword: 'a wrong guess',
          newPassword: 'a brand new password',
        }),
      ],
    ];
    const all: Array<[string, Attempt]> = [
      ...limiters.map(([name, make]) => [name, make(freshAddress())] as [string, Attempt]),
      ...objectLimiters,
    ];
    const failures: string[] = [];
    for (const [name, attempt] of all) {
      await resetBudgets();
      const first = await attempt();
      if (first.statusCode === 429 || first.statusCode >= 500)
        failures.push(`${name}: first call answered ${first.statusCode} ${first.body}`);
      await spendBudgets();
      // A member's write budget is leased to the instance a tenth at a time (WriteLimiter): a
      // spend elsewhere is seen once the lease the first call took is used up.
      let second = await attempt();
      for (let n = 0; n < LONGEST_LEASE && second.statusCode !== 429; n += 1)
        second = await attempt();
      const wait = Number(second.headers['retry-after']);
      if (second.statusCode !== 429)
        failures.push(`${name}: ${second.statusCode} ${second.body.slice(0, 120)}`);
      else if (!(wait >= 1 && wait <= 3600))
        failures.push(`${name}: Retry-After ${String(second.headers['retry-after'])}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers the global API budget’s 429 with Retry-After too, percent-encoded paths included', async () => {
    await resetBudgets();
    const from = freshAddress();
    const health = () => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: from });
    expect((await health()).statusCode).toBe(200);
    await t.ctx.database.db
      .update(rateLimits)
      .set({ count: 1_000_000 })
      .where(like(rateLimits.key, 'api:%'));
    // The budget is counted per instance and synced with the shared store: a count set there
    // (by another instance, or here) is seen once this instance's reading is a sync old.
    await new Promise((resolve) => setTimeout(resolve, t.ctx.config.rateLimitSyncMs + 50));
    for (const url of ['/api/health', '/%61pi/health']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: from });
      expect(res.statusCode, url).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait, url).toBeGreaterThanOrEqual(1);
      expect(wait, url).toBeLessThanOrEqual(60);
    }
    await resetBudgets();
  });
});

// The CSRF header name is what the SPA sends; a rename would silently disable the guard above.
it('uses the CSRF header the SPA sends', () => {
  expect(Object.keys(SPA_WRITE_HEADERS)).toEqual([CSRF_HEADER_NAME]);
});
