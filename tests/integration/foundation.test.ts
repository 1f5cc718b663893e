import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages.ts';
import { fakeWebRoot } from '../support/web-root.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

describe('foundation: API basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with database reachability', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(typeof body.database.latencyMs).toBe('number');
  });

  it('compresses a JSON answer over 1 kB as the client accepts (issue 27), and no smaller one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('answers an unknown API route with 404 in the one error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: MESSAGES.notFound } });
  });

  it('answers a malformed JSON body with 400 JSON and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...SPA_WRITE_HEADERS, 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
    expect(res.body).not.toMatch(/at .*\.ts|SyntaxError|stack/i);
  });

  it('answers a wrong content type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...SPA_WRITE_HEADERS, 'content-type': 'application/x-made-up' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('rejects an oversize body with 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...SPA_WRITE_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('says nobody is signed in at /api/me without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Lorien API');
    expect(doc.paths['/api/health']).toBeDefined();
    expect(doc.paths['/api/house/invites']).toBeUndefined();
  });

  it('sends security headers, including a CSP without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('foundation: CSRF guard on cookie-authenticated writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ houseToken: 'local-secret' });
  });
  afterAll(() => t.close());

  it('blocks an unsafe API request without the client header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: { 'x-house-token': 'local-secret', cookie: 'session=abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
  });

  it('blocks a request whose Origin is another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: {
        ...SPA_WRITE_HEADERS,
        'x-house-token': 'local-secret',
        origin: 'https://evil.example',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
  });

  it('lets a bearer-token request through without the header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: { authorization: 'Bearer abc', 'x-house-token': 'wrong' },
    });
    // Past the CSRF guard, the route's own check refuses the wrong token.
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});

describe('foundation: rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 in the one error format once the budget is spent', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/api/health' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.json()).toEqual({
      error: { code: 'rate_limited', message: MESSAGES.tooManyRequests },
    });
    expect(last?.headers['retry-after']).toBeDefined();
  });
});

describe('foundation: serving the SPA with its build manifest (issue 27)', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof fakeWebRoot>;
  beforeAll(async () => {
    webRoot = fakeWebRoot({
      manifest: {
        'index.html': {
          file: 'assets/index-1.js',
          dynamicImports: ['src/web/i18n/turkish-entry.ts'],
        },
        'src/web/app/layouts/public-layout.tsx': { file: 'assets/public-layout-2.js' },
        'src/web/features/auth/login-page.tsx': {
          file: 'assets/login-page-3.js',
          css: ['assets/login-page-3.css'],
          dynamicImports: ['src/web/i18n/locales/tr/auth.ts'],
        },
        'src/web/features/errors/not-found-page.tsx': { file: 'assets/not-found-page-4.js' },
        'src/web/i18n/turkish-entry.ts': { file: 'assets/turkish-entry-5.js' },
        'src/web/i18n/locales/tr/auth.ts': { file: 'assets/auth-6.js' },
      },
    });
    t = await createTestApp({ webRoot: webRoot.root });
  });
  afterAll(async () => {
    await t.close();
    webRoot.dispose();
  });

  it("names the route's files in the page, compressed, revalidated by its ETag", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-3.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-page-3.css">');
    expect(html).not.toContain('not-found-page');
    const again = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('names the Turkish strings too for a browser that asks for Turkish (only then)', async () => {
    const login = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'br', 'accept-language': language },
      });
      expect(res.headers.vary).toBe('accept-encoding, accept-language');
      return brotliDecompressSync(res.rawPayload).toString();
    };
    const turkish = await login('tr-TR,tr;q=0.9,en;q=0.8');
    for (const file of ['turkish-entry-5.js', 'auth-6.js'])
      expect(turkish).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    const english = await login('en-GB,en;q=0.9');
    expect(english).toContain('login-page-3.js');
    expect(english).not.toContain('turkish-entry');
    expect(english).not.toContain('auth-6.js');
  });

  it('does not serve the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"file"');
  });

  it('serves an unknown page with 404 and the not-found page named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('/assets/not-found-page-4.js');
    expect(res.body).toContain('<div id="root">');
  });
});

describe('foundation: serving the SPA', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof fakeWebRoot>;
  beforeAll(async () => {
    webRoot = fakeWebRoot({
      indexHtml: '<!doctype html><title>Lorien</title><div id="root"></div>',
      files: { 'assets/app-abc123.js': 'console.log(1)' },
    });
    t = await createTestApp({ webRoot: webRoot.root });
  });
  afterAll(async () => {
    await t.close();
    webRoot.dispose();
  });

  it.each([
    '/',
    '/signup',
    '/dashboard',
    '/post/p1',
    '/u/someone',
    '/admin',
    '/lorien/admin',
    '/reset-password',
  ])('serves index.html for the client route %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html with 404 for an unknown page, so the SPA shows its not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown API routes with JSON, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
