import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../src/db/schema/index.ts';
import type { App } from '../../src/server/app.ts';
import { CONTACT_PATH } from '../../src/shared/api/contact.ts';
import { ACCOUNT_API, ADMIN_API, INBOX_API } from '../../src/shared/api/paths.ts';
import { MEDIA_REQUESTS_PER_MINUTE } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  botCheck,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, postUpload, uploadImage } from '../factories/posts.ts';
import { ADMIN_ENV, ADMIN_HEADERS } from '../support/admin.ts';
import { SseClient } from '../support/sse-client.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';
import { twoInstances } from '../support/two-instances.ts';

// Issue 30, second sweep (items 9 and 5, part): a ban ends the member's live streams at once and
// stops serving their files (the cache of lookups included) until the unban; an account deletion
// leaves no row naming the member; /media/* answers under a per-IP budget.

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres differ). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

describe('issue 30: bans, deletion and /media', () => {
  let t: TestApp;
  let base: string;
  let code: string;
  let ben: SignedUpMember;
  const open: SseClient[] = [];
  let nextIp = 1;

  const ban = (member: SignedUpMember, banned: boolean) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_API.userBan(member.user.id),
      headers: { ...ADMIN_HEADERS, ...SPA_WRITE_HEADERS },
      payload: { ban: banned },
    });
  const get = (url: string, cookie?: string, remoteAddress = `203.0.113.${nextIp}`) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    base = await listen(t.app);
    code = await founderCode(t.ctx);
    ben = await signUpMember(t.app, code, { firstName: 'Ben' });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  it('a ban ends the member’s open live stream within a second', async () => {
    const ada = await signUpMember(t.app, code, { firstName: 'Ada' });
    const stream = await SseClient.connect(`${base}${INBOX_API.live}`, { cookie: ada.cookie });
    open.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');

    const banned = await ban(ada, true);
    expect(banned.statusCode).toBe(200);
    const started = Date.now();
    await Promise.race([stream.closed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    expect(stream.isClosed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stream.events.map((event) => event.event)).toContain('session-ended');
  });

  it('a banned member’s post and message images answer 404 to everyone, and serve again after the unban', async () => {
    const cem = await signUpMember(t.app, code, { firstName: 'Cem' });
    const image = await uploadImage(t.app, cem.cookie);
    await createPost(t.app, cem.cookie, { content: 'a photo', mediaPath: image.path });
    const upload = await postUpload(
      t.app,
      cem.cookie,
      { name: 'dm.jpg', type: 'image/jpeg', bytes: await makeImage() },
      'messages',
    );
    expect(upload.statusCode).toBe(201);
    const dm = upload.json() as { path: string; url: string };
    const sent = await t.app.inject({
      method: 'POST',
      url: INBOX_API.messages,
      headers: authedHeaders(cem.cookie),
      payload: { recipientId: ben.user.id, text: 'look', imagePath: dm.path },
    });
    expect(sent.statusCode).toBe(201);

    // Served (and so cached) before the ban.
    expect((await get(image.url)).statusCode).toBe(200);
    expect((await get(image.thumbUrl!)).statusCode).toBe(200);
    expect((await get(image.url, ben.cookie)).statusCode).toBe(200);
    expect((await get(dm.url, ben.cookie)).statusCode).toBe(200);

    expect((await ban(cem, true)).statusCode).toBe(200);
    for (const [url, cookie] of [
      [image.url, undefined],
      [image.thumbUrl!, undefined],
      [image.url, ben.cookie],
      [dm.url, ben.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }

    expect((await ban(cem, false)).statusCode).toBe(200);
    expect((await get(image.url)).statusCode).toBe(200);
    expect((await get(dm.url, ben.cookie)).statusCode).toBe(200);
  });

  it('puts /media/* under a per-IP budget: a burst over it gets 429 with Retry-After', async () => {
    const image = await uploadImage(t.app, ben.cookie);
    nextIp += 1;
    const ip = `203.0.113.${nextIp}`;
    for (let i = 0; i < MEDIA_REQUESTS_PER_MINUTE; i += 1) {
      const res = await get(image.thumbUrl!, undefined, ip);
      if (res.statusCode !== 200) throw new Error(`request ${i + 1}: ${res.statusCode}`);
    }
    const over = await get(image.thumbUrl!, undefined, ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.message).toBe(MESSAGES.tooManyRequests);
    // Another address still has its whole budget.
    expect((await get(image.thumbUrl!, undefined, `203.0.113.${nextIp + 1}`)).statusCode).toBe(200);
  });

  it('after an account deletion and the retention jobs, no row names the member (id, e-mail, reset token)', async () => {
    const dan = await signUpMember(t.app, code, { firstName: 'Dan' });
    const email = dan.input.email;
    const remoteAddress = '198.51.100.77';
    // A reset link (a one-time value and a mail job), a contact message, rate-limit windows
    // keyed by the id and the address, and live-stream rows of another member naming Dan.
    const reset = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordReset,
      headers: SPA_WRITE_HEADERS,
      payload: { email, altcha: await botCheck(t.app) },
      remoteAddress,
    });
    expect(reset.statusCode).toBe(202);
    const contact = await t.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers: SPA_WRITE_HEADERS,
      payload: { name: 'Dan', email, subject: 'partnership', message: 'Hello from Dan.' },
      remoteAddress,
    });
    expect(contact.statusCode).toBeLessThan(300);
    const wrong = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email, password: 'not the password 1' },
      remoteAddress,
    });
    expect(wrong.statusCode).toBe(401);
    await createPost(t.app, dan.cookie, { content: 'before I go' });
    const sent = await t.app.inject({
      method: 'POST',
      url: INBOX_API.messages,
      headers: authedHeaders(dan.cookie),
      payload: { recipientId: ben.user.id, text: 'goodbye' },
    });
    expect(sent.statusCode).toBe(201);
    await t.app.services.jobs.runDue();

    const db = t.ctx.database.db;
    const [verification] = await db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, dan.user.id));
    expect(verification).toBeDefined();
    const token = verification!.identifier.slice(verification!.identifier.lastIndexOf(':') + 1);
    const needles = { id: dan.user.id, email, token };
    const tables = [
      'verifications',
      'jobs',
      'live_events',
      'rate_limits',
      'contact_messages',
      'sessions',
    ];
    const naming = async () => {
      const found: string[] = [];
      for (const table of tables)
        for (const [kind, needle] of Object.entries(needles)) {
          const result = await db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} t
                where strpos(lower(t::text), ${needle.toLowerCase()}) > 0`,
          );
          const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
          if (n > 0) found.push(`${table} (${kind}): ${n}`);
        }
      return found;
    };
    // The setup left traces in every one of those tables (sessions and contact messages
    // included), so the emptiness below is the deletion's doing.
    const before = (await naming()).map((line) => line.split(' ')[0]);
    expect(new Set(before)).toEqual(new Set(tables));

    const bearer = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: authedHeaders(dan.cookie),
    });
    expect(bearer.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.accountDelete,
      headers: { authorization: `Bearer ${bearer.json().token as string}` },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    await t.app.services.jobs.runDue();

    expect(await naming()).toEqual([]);
  });
});

// Across instances the ban travels as a NOTIFY, which PGlite (one process) does not have.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'issue 30: a ban on another instance',
  () => {
    const instances = twoInstances(ADMIN_ENV);
    const open: SseClient[] = [];
    afterAll(() => {
      for (const client of open) client.close();
    });

    it('ends the member’s stream and stops serving their files on the other instance too', async () => {
      const { a, b } = instances;
      const base = await listen(b.app);
      const eve = await signUpMember(a.app, await founderCode(a.ctx), { firstName: 'Eve' });
      const image = await uploadImage(b.app, eve.cookie);
      // Stored by b (each test instance has its own data directory) and served there once, so
      // b caches its lookup.
      expect((await b.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
      const stream = await SseClient.connect(`${base}${INBOX_API.live}`, { cookie: eve.cookie });
      open.push(stream);
      await stream.waitFor((event) => event.event === 'ready');

      const banned = await a.app.inject({
        method: 'POST',
        url: ADMIN_API.userBan(eve.user.id),
        headers: { ...ADMIN_HEADERS, ...SPA_WRITE_HEADERS },
        payload: { ban: true },
      });
      expect(banned.statusCode).toBe(200);
      await Promise.race([stream.closed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      expect(stream.isClosed).toBe(true);
      // The NOTIFY that ended the stream has cleared b's cache as well.
      expect((await b.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    });
  },
);
