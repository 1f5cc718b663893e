import { execFileSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, rmSync, writeSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirFor } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { DISK_FULL_HOLD_MS } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, postUpload } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 29, faults: the data directory (PGlite's files and the uploads) on a small tmpfs that a
// filler file fills up. Every write must answer 503 with Retry-After and the one message, never
// a bare 500; health must say disk degraded; and all must recover once the filler is gone.

const MOUNT = path.join(tmpdir(), `lorien-disk-full-${process.pid}`);
const FILLER = path.join(MOUNT, 'filler');

function mountTmpfs(): boolean {
  mkdirSync(MOUNT, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', MOUNT], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // not root, or no mount rights: the injected failure in operations-health covers it
  }
}

/** Writes zeros until the filesystem has no space left. */
function fillDisk(): void {
  const fd = openSync(FILLER, 'a');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    const small = Buffer.alloc(512);
    try {
      for (;;) writeSync(fd, small);
    } catch {
      // full to the last block
    }
  } finally {
    closeSync(fd);
  }
}

const mounted = process.env.TEST_DATABASE_URL ? false : mountTmpfs();

describe.skipIf(!mounted)('a full disk under PGlite and local uploads', () => {
  let t: TestApp;
  let now = new Date();
  let ada: SignedUpMember;

  beforeAll(async () => {
    const handle = await openDatabase({ pgliteDir: pgliteDirFor(MOUNT) });
    await migrateDatabase(handle);
    t = await createTestApp({
      env: { LORIEN_DATA_DIR: MOUNT, RATE_LIMIT_MAX_PER_MINUTE: '10000' },
      clock: () => now,
      database: { handle, dispose: () => handle.close() },
    });
    ada = await signUpMember(t.app, await founderCode(t.ctx));
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await t?.database.dispose().catch(() => undefined);
    try {
      execFileSync('umount', [MOUNT]);
    } finally {
      rmSync(MOUNT, { recursive: true, force: true });
    }
  });

  it('answers writes with 503 and Retry-After, says disk degraded, and recovers', async () => {
    expect(
      (await createPost(t.app, ada.cookie, { content: 'before the disk fills' })).id,
    ).toBeTruthy();
    fillDisk();
    expect(statfsSync(MOUNT).bavail).toBe(0);

    const statuses: number[] = [];
    const bodies: unknown[] = [];
    const upload = await postUpload(t.app, ada.cookie, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: await makeImage('jpeg', { width: 800, height: 600 }),
    });
    statuses.push(upload.statusCode);
    bodies.push(upload.json());
    expect(upload.headers['retry-after']).toBe('60');
    expect(upload.json()).toEqual({
      error: { code: 'storage_full', message: MESSAGES.storageFull },
    });

    // Posts go to PGlite on the same disk: each either lands or answers 503, never 500.
    for (let i = 0; i < 24; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.posts,
        headers: authedHeaders(ada.cookie),
        payload: { content: `written on a full disk ${i} ${'x'.repeat(200)}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode !== 201) bodies.push(res.json());
    }
    // PGlite buffers a few rows in memory first; once it must extend a file, 503s.
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(1);
    for (const body of bodies)
      expect(body).toEqual({ error: { code: 'storage_full', message: MESSAGES.storageFull } });

    const during = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(during.statusCode).toBe(200);
    expect(during.json().degraded).toContain('disk');

    rmSync(FILLER);
    // (past the hold, and past the per-minute post limit the burst above spent)
    now = new Date(now.getTime() + Math.max(DISK_FULL_HOLD_MS, 2 * 60_000));
    const after = await postUpload(t.app, ada.cookie, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: await makeImage(),
    });
    expect(after.statusCode).toBe(201);
    expect((await createPost(t.app, ada.cookie, { content: 'space is back' })).id).toBeTruthy();
    const healed = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(healed.json()).toMatchObject({ status: 'ok', degraded: [] });
    console.log(
      'statuses on the full disk',
      statuses.join(','),
      JSON.stringify(bodies.slice(0, 3)),
    );
  }, 120_000);
});
