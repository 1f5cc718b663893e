import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisClient } from '../../src/analysis/analysis-client.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { uploads, users } from '../../src/db/schema/index.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import type { AppContext } from '../../src/server/context.ts';
import { uploadsDirFor } from '../../src/server/lib/storage.ts';
import { createLogger } from '../../src/server/logger.ts';
import { ACCOUNT_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { authedHeaders, founderCode, signUpMember } from '../factories/members.ts';
import { makeImage, postUpload, uploadImage } from '../factories/posts.ts';
import { startFakeS3, type FakeS3 } from '../support/fake-s3.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 16, items 6, 9 and 10: a database or a file store in trouble gets a clear answer (503,
// and what it means for the member), never a generic 500 or a hang; no file is left that
// nothing will clean up.

/** The app over a PostgreSQL address that refuses or never answers. */
async function appOverBrokenDatabase(port: number): Promise<{ app: App; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-outage-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LORIEN_DATA_DIR: dataDir });
  const handle = await openDatabase({
    url: `postgres://postgres@127.0.0.1:${port}/lorien`,
    timeouts: { connectMs: 1_000, queryMs: 1_500, statementMs: 1_000 },
  });
  const log = createLogger(config);
  const clock = () => new Date();
  const ctx: AppContext = {
    config,
    // No LISTEN connection for this one (url null): the point is the request path.
    database: { ...handle, url: null },
    clock,
    webRoot: null,
    houseToken: null,
    analysis: createAnalysisClient(config, { db: handle.db, clock, logger: log }),
    log,
  };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('6: the database unavailable', () => {
  let blackHole: net.Server;
  let blackHolePort: number;
  let refusedPort: number;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    blackHole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    blackHolePort = (blackHole.address() as AddressInfo).port;
    // A port nothing listens on: take one and give it back.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    refusedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  for (const kind of ['refusing connections', 'accepting and never answering'] as const) {
    it(`answers 503 with a clear message, quickly, when it is ${kind}`, async () => {
      const broken = await appOverBrokenDatabase(
        kind === 'refusing connections' ? refusedPort : blackHolePort,
      );
      try {
        for (const request of [
          { method: 'GET' as const, url: ACCOUNT_API.signupStatus },
          {
            method: 'POST' as const,
            url: '/api/contact',
            payload: { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hi' },
          },
        ]) {
          const started = performance.now();
          const res = await broken.app.inject({ ...request, headers: SPA_WRITE_HEADERS });
          expect(performance.now() - started, request.url).toBeLessThan(5_000);
          expect(res.statusCode, `${request.url} ${res.body}`).toBe(503);
          expect(res.json().error).toEqual({
            code: 'database_unavailable',
            message: MESSAGES.databaseUnavailable,
          });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        await broken.close();
      }
    }, 20_000);
  }
});

describe('9 and 10: a file store that fails', () => {
  let s3: FakeS3;
  let t: TestApp;
  let now = Date.parse('2026-11-23T09:00:00.000Z');

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ env: s3.env, clock: () => new Date(now) });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('10: answers an upload to a read-only store with 503 and a clear message, keeping nothing', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    s3.failPut = 403;
    try {
      const res = await postUpload(t.app, member.cookie, {
        name: 'photo.png',
        type: 'image/png',
        bytes: await makeImage('png'),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(MESSAGES.storageUnavailable);
    } finally {
      s3.failPut = null;
    }
    const rows = await t.ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, member.user.id));
    expect(rows).toEqual([]);
  });

  it('9: keeps an upload’s row while its file cannot be removed, and the sweep finishes the job', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const stored = await uploadImage(t.app, member.cookie);
    expect(s3.objects.has(stored.path)).toBe(true);
    now += 25 * 60 * 60_000; // past the unattached-upload lifetime
    s3.failDelete = 500;
    try {
      expect(await t.app.services.media.sweepUnattached()).toBe(0);
    } finally {
      s3.failDelete = null;
    }
    const kept = await t.ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.path, stored.path));
    expect(kept).toHaveLength(1);
    expect(await t.app.services.media.sweepUnattached()).toBeGreaterThanOrEqual(1);
    expect(s3.objects.has(stored.path)).toBe(false);
    const gone = await t.ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.path, stored.path));
    expect(gone).toEqual([]);
  });

  it('10: an account deletion whose files cannot be removed says the account is intact', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    await uploadImage(t.app, member.cookie);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.accountToken,
        headers: authedHeaders(member.cookie),
      })
    ).json().token as string;
    s3.failDelete = 500;
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: ACCOUNT_API.accountDelete,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { password: member.input.password },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(MESSAGES.deleteAccountStorageFailed);
    } finally {
      s3.failDelete = null;
    }
    const still = await t.ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(still).toHaveLength(1);
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: member.cookie },
    });
    expect(me.json().user?.id).toBe(member.user.id);
  });
});

describe('9: leftovers on local disk', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sweeps half-written files and empty member folders, and a deletion leaves no folder', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const stored = await uploadImage(t.app, member.cookie);
    const root = uploadsDirFor(t.ctx.config.dataDir);
    const memberDir = path.join(root, 'posts', member.user.id);
    // What `kill -9` during a write leaves: a .partial file (an hour old), and an empty folder.
    const partial = path.join(memberDir, 'interrupted.webp.a1b2c3.partial');
    writeFileSync(partial, 'half');
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(partial, old, old);
    const fresh = path.join(memberDir, 'writing-now.webp.d4e5f6.partial');
    writeFileSync(fresh, 'still being written');
    const empty = path.join(root, 'posts', 'someone-deleted');
    mkdirSync(empty, { recursive: true });

    expect(await t.app.services.media.sweepLeftoverFiles()).toBe(2);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(empty)).toBe(false);
    expect(existsSync(fresh)).toBe(true); // a write in progress is left alone
    expect(existsSync(path.join(root, stored.path))).toBe(true);
    rmSync(fresh);

    const token = (
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.accountToken,
        headers: authedHeaders(member.cookie),
      })
    ).json().token as string;
    const res = await t.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.accountDelete,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(memberDir)).toBe(false);
    expect(readdirSync(path.join(root, 'posts'))).toEqual([]);
    // The post route is unaffected (a sanity check that uploads still work after a sweep).
    const again = await signUpMember(t.app, await founderCode(t.ctx));
    expect((await uploadImage(t.app, again.cookie)).path).toMatch(/^posts\//);
    expect(SOCIAL_API.uploads).toBe('/api/uploads');
  });
});
