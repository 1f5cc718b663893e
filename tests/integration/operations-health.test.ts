import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { DISK_FULL_HOLD_MS, JOB_STALE_AFTER_MS } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { newId } from '../../src/server/lib/ids.ts';
import { founderCode, signUpMember, type SignedUpMember } from '../factories/members.ts';
import { makeImage, postUpload } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 29: /api/health says ok, degraded (naming the part) or down; a full disk answers writes
// with 503 and Retry-After; a job whose worker died is taken back within a minute.

const SECOND = 1000;
const health = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { code: res.statusCode, body: res.json() };
};

describe('health and a full disk', () => {
  let t: TestApp;
  let now = new Date('2026-11-27T10:00:00Z');
  let ada: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await t.app.services.jobs.stop();
    await t.app.services.jobs.runDue();
    ada = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('says ok with every part, keeping the fields load balancers and tests read', async () => {
    const { code, body } = await health(t);
    expect(code).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      database: { reachable: true, latencyMs: expect.any(Number) },
      degraded: [],
    });
    expect(Object.keys(body.parts).sort()).toEqual([
      'analysis',
      'database',
      'disk',
      'jobs',
      'mail',
    ]);
  });

  it('answers an upload on a full disk with 503 and Retry-After, and says disk degraded', async () => {
    const storage = t.app.services.storage;
    const put = storage.put.bind(storage);
    storage.put = () =>
      Promise.reject(
        Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        }),
      );
    try {
      const res = await postUpload(t.app, ada.cookie, {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: await makeImage(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({
        error: { code: 'storage_full', message: MESSAGES.storageFull },
      });
      const during = await health(t);
      expect(during.code).toBe(200);
      expect(during.body.status).toBe('degraded');
      expect(during.body.degraded).toEqual(['disk']);
      expect(during.body.parts.disk.detail).toMatch(/no space left/);
    } finally {
      storage.put = put;
    }
    // Space is back: writes work at once, and health says ok once no write failed for a while.
    const again = await postUpload(t.app, ada.cookie, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: await makeImage(),
    });
    expect(again.statusCode).toBe(201);
    now = new Date(now.getTime() + DISK_FULL_HOLD_MS);
    expect((await health(t)).body.status).toBe('ok');
  });

  it('says jobs degraded when due work waits for more than five minutes', async () => {
    const id = newId();
    const queuedAt = new Date(now.getTime() - 6 * 60 * SECOND);
    await t.ctx.database.db.insert(jobs).values({
      id,
      name: 'test.no-worker-knows-this',
      payload: {},
      runAt: queuedAt,
      maxAttempts: 1,
      createdAt: queuedAt,
    });
    const { code, body } = await health(t);
    expect(code).toBe(200);
    expect(body.degraded).toEqual(['jobs']);
    expect(body.parts.jobs.detail).toMatch(/1 job\(s\) due, the oldest for 360 s/);
    await t.ctx.database.db.delete(jobs).where(eq(jobs.id, id));
    expect((await health(t)).body.status).toBe('ok');
  });
});

describe('a job whose worker died', () => {
  let a: TestApp;
  let b: TestApp;
  let now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    a = await createTestApp({ clock: () => now });
    b = await createTestApp({ clock: () => now, database: a.database });
    await a.app.services.jobs.stop();
    await b.app.services.jobs.stop();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('is taken back by another instance within a minute of its last heartbeat', async () => {
    const ran: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const [label, t] of [
      ['a', a],
      ['b', b],
    ] as const)
      t.app.services.jobs.define({
        name: 'test.slow',
        maxAttempts: 3,
        run: async () => {
          ran.push(label);
          if (label === 'a') await gate; // instance a hangs in the job (then "dies")
        },
      });
    await a.app.services.jobs.enqueue('test.slow', {});
    const aTick = a.app.services.jobs.runDue();
    while (!ran.includes('a')) await new Promise((resolve) => setTimeout(resolve, 10));

    // While a is alive its heartbeat keeps the job, however long the job takes.
    now = new Date(now.getTime() + 40 * SECOND);
    await a.app.services.jobs.heartbeat();
    now = new Date(now.getTime() + 40 * SECOND);
    await a.app.services.jobs.heartbeat();
    now = new Date(now.getTime() + JOB_STALE_AFTER_MS - SECOND);
    await b.app.services.jobs.runDue();
    expect(ran).toEqual(['a']);

    // a stops beating: once the job is stale (45 s, under a minute) b runs it.
    now = new Date(now.getTime() + 2 * SECOND);
    await b.app.services.jobs.runDue();
    expect(ran).toEqual(['a', 'b']);
    const [row] = await a.ctx.database.db.select().from(jobs).where(eq(jobs.name, 'test.slow'));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
    release();
    await aTick;
  });
});
