// A signed-in member's /dashboard and /insights carry their first data in the page (issue 27,
// src/server/http/spa-bootstrap.ts): the same answers as the API, safely escaped, never cached.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, FEED_API, SETTINGS_API } from '../../src/shared/api/paths.ts';
import type { PostPage } from '../../src/shared/api/social.ts';
import { BOOTSTRAP_ELEMENT_ID } from '../../src/shared/bootstrap.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, uploadImage } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fakeWebRoot } from '../support/web-root.ts';

const HOSTILE = '</script><script>alert(1)</script> <!-- \u2028 & done';

/** The data block's JSON text, or null when the page has none. */
function dataBlock(html: string): string | null {
  const open = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  if (start < 0) return null;
  const end = html.indexOf('</script>', start);
  return html.slice(start + open.length, end);
}

describe('member pages carry their first data (issue 27)', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof fakeWebRoot>;
  let member: SignedUpMember;
  let newcomer: SignedUpMember;
  let thumbUrl: string;

  const page = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    });
  const api = async (url: string, cookie: string) =>
    (await t.app.inject({ method: 'GET', url, headers: authedHeaders(cookie) })).json();

  beforeAll(async () => {
    webRoot = fakeWebRoot({ manifest: { 'index.html': { file: 'assets/index-1.js' } } });
    t = await createTestApp({ webRoot: webRoot.root });
    const code = await founderCode(t.ctx);
    member = await signUpMember(t.app, code, { firstName: 'Mira', lastName: 'Reader' });
    const done = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.welcomeDone,
      headers: authedHeaders(member.cookie),
    });
    expect(done.statusCode).toBe(200);
    newcomer = await signUpMember(t.app, code, { firstName: 'Nia', lastName: 'New' });
    await createPost(t.app, member.cookie, { content: HOSTILE });
    const upload = await uploadImage(t.app, member.cookie);
    await createPost(t.app, member.cookie, { content: 'Morning light.', mediaPath: upload.path });
    const feed = (await api(FEED_API.home, member.cookie)) as PostPage;
    const first = feed.posts[0];
    thumbUrl = first?.images?.[0]?.thumbUrl ?? first?.media?.thumbUrl ?? '';
    expect(thumbUrl).not.toBe('');
  });
  afterAll(async () => {
    await t.close();
    webRoot.dispose();
  });

  it("puts /api/me and the home feed's page 1 in a signed-in member's dashboard, never cached", async () => {
    const res = await page('/dashboard', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${thumbUrl}">`,
    );
    const block = dataBlock(html);
    expect(block).not.toBeNull();
    const data = JSON.parse(block!) as { answers: Record<string, unknown> };
    expect(data.answers[ACCOUNT_API.me]).toEqual(await api(ACCOUNT_API.me, member.cookie));
    expect(data.answers[FEED_API.home]).toEqual(await api(FEED_API.home, member.cookie));
  });

  it('escapes a hostile post so it cannot leave the data block', async () => {
    const res = await page('/dashboard', member.cookie);
    const html = brotliDecompressSync(res.rawPayload).toString();
    const block = dataBlock(html)!;
    for (const unsafe of ['<', '>', '&', '\u2028']) expect(block).not.toContain(unsafe);
    expect(block).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    // The text comes back whole when the block is read.
    const feed = (JSON.parse(block) as { answers: Record<string, PostPage> }).answers[
      FEED_API.home
    ];
    expect(feed?.posts.map((post) => post.content)).toContain(HOSTILE);
    // One data block, and only the page's own scripts besides: nothing injected.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("puts the member's figures in /insights", async () => {
    const res = await page('/insights', member.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(dataBlock(brotliDecompressSync(res.rawPayload).toString())!) as {
      answers: Record<string, unknown>;
    };
    expect(data.answers[SETTINGS_API.insights]).toEqual(
      await api(SETTINGS_API.insights, member.cookie),
    );
  });

  it('serves the shared page to a visitor, a stale cookie and other routes', async () => {
    for (const [url, cookie] of [
      ['/dashboard', undefined],
      ['/dashboard', 'lorien.session_token=not-a-session'],
      ['/settings', member.cookie],
      ['/', member.cookie],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeDefined();
      expect(brotliDecompressSync(res.rawPayload).toString(), url).not.toContain(
        BOOTSTRAP_ELEMENT_ID,
      );
    }
  });

  it('carries only /api/me for a member who has not finished the first run', async () => {
    const res = await page('/dashboard', newcomer.cookie);
    const data = JSON.parse(dataBlock(brotliDecompressSync(res.rawPayload).toString())!) as {
      answers: Record<string, unknown>;
    };
    expect(Object.keys(data.answers)).toEqual([ACCOUNT_API.me]);
  });

  it('serves the shared page when the data fails or is slow, never an error', async () => {
    const home = t.app.services.feed.home;
    const original = home.page.bind(home);
    try {
      home.page = () => Promise.reject(new Error('database away'));
      const failed = await page('/dashboard', member.cookie);
      home.page = (...args) =>
        new Promise((resolve) => setTimeout(() => resolve(original(...args)), 1_000));
      const slow = await page('/dashboard', member.cookie);
      for (const res of [failed, slow]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(res.rawPayload).toString()).not.toContain(BOOTSTRAP_ELEMENT_ID);
      }
    } finally {
      home.page = original;
    }
  });
});
