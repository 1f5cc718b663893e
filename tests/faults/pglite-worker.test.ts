// The embedded database in a worker thread (src/db/pglite-worker-client.ts): a slow statement no
// longer stops the server's thread, a runaway one is cut off by the statement timeout (503, then
// recovery on the same data directory), and transactions hold the one connection and roll back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { isDatabaseUnavailable } from '../../src/server/http/database-errors.ts';
import { SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { authedHeaders, founderCode, signUpMember } from '../factories/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Longer than the health check's 2 s ping timeout, shorter than the statement timeout.
const SLOW_SECONDS = 2.5;
const STATEMENT_TIMEOUT_MS = 3_500;

async function probeCount(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from pgworker_probe`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe.skipIf(onPostgres)('PGlite in a worker thread', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    // A data directory rather than memory://: after a timeout the worker reopens it.
    dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-pglite-worker-'));
    const handle = await openDatabase({
      pgliteDir: path.join(dataDir, 'pglite'),
      pgliteWorker: true,
      timeouts: { statementMs: STATEMENT_TIMEOUT_MS },
    });
    await migrateDatabase(handle);
    await handle.db.execute(sql`create table pgworker_probe (x int)`);
    t = await createTestApp({ database: { handle, dispose: () => handle.close() } });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps serving while a slow statement runs; health answers as soon as it is done', async () => {
    const finished: string[] = [];
    const slow = t.ctx.database.db
      .execute(sql.raw(`select pg_sleep(${SLOW_SECONDS})`))
      .then(() => finished.push('slow query'));
    // A request that needs no database (outside /api, so no rate-limit counter to write).
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    finished.push('page');
    // Every /api request writes its rate-limit counter first: it waits for the one connection.
    const health = t.app.inject({ method: 'GET', url: '/api/health' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    finished.push('timer');
    await slow;

    // In-process, PGlite held the only thread: nothing answered before the slow query ended.
    expect(finished).toEqual(['page', 'timer', 'slow query']);
    expect(page.statusCode).toBe(404);
    expect((await health).json().database.kind).toBe('pglite');
  });

  it('turns a runaway statement into a 503 and recovers on the same data', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const feed = () =>
      t.app.inject({ method: 'GET', url: SOCIAL_API.posts, headers: authedHeaders(member.cookie) });
    expect((await feed()).statusCode).toBe(200);

    const runaway = t.ctx.database.db.execute(sql`select pg_sleep(600)`).then(
      () => null,
      (error: unknown) => error,
    );
    // Queued behind the runaway statement in the worker: fails with it when the worker stops.
    const during = await feed();
    const failure = await runaway;

    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(String((failure as Error).cause ?? failure)).toMatch(/statement timeout/);
    expect(during.statusCode).toBe(503);
    expect(during.json().error.message).toBe(MESSAGES.databaseUnavailable);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);
    // A new worker opened the same directory: the member is still there.
    expect((await feed()).statusCode).toBe(200);
  });

  it('discards a transaction stopped by the timeout; callers waiting for it carry on', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const runaway = t.ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into pgworker_probe values (1)`);
        await tx.execute(sql`select pg_sleep(600)`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // Waits for the transaction to let go of the connection, then runs on the reopened worker.
    const waiting = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.posts,
      headers: authedHeaders(member.cookie),
    });

    expect(isDatabaseUnavailable(await runaway)).toBe(true);
    expect(waiting.statusCode).toBe(200);
    expect(await probeCount(t.ctx.database.db)).toBe(0); // crash recovery dropped the insert
  });

  it('rolls a transaction back on error, and keeps other callers out of it meanwhile', async () => {
    const db = t.ctx.database.db;
    let inserted = () => undefined as void;
    let finish = () => undefined as void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const finishNow = new Promise<void>((resolve) => (finish = resolve));
    const order: string[] = [];

    const failing = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into pgworker_probe values (2)`);
        await tx.transaction(async (nested) => {
          await nested.execute(sql`insert into pgworker_probe values (3)`);
        });
        inserted();
        await finishNow;
        order.push('transaction failed');
        throw new Error('give up');
      })
      .catch((error: unknown) => (error as Error).message);
    await insertedYet;
    // Another caller's read waits for the transaction instead of running inside it (where it
    // would count the two uncommitted rows).
    const outside = probeCount(db).then((count) => {
      order.push('outside read');
      return count;
    });
    finish();

    expect(await failing).toBe('give up');
    expect(await outside).toBe(0);
    expect(order).toEqual(['transaction failed', 'outside read']);
    expect(await probeCount(db)).toBe(0);

    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into pgworker_probe values (4)`);
    });
    expect(await probeCount(db)).toBe(1);
  });
});
