import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAnalysisService } from '../../src/analysis/analysis-client.ts';
import { buildAnalysisServer } from '../../src/analysis/analysis-server.ts';
import { contentIndex, contentSafety, jobs, posts } from '../../src/db/schema/index.ts';
import type { DomainEvent } from '../../src/server/events/domain-events.ts';
import { JobRunner } from '../../src/server/jobs/job-runner.ts';
import { INDEX_POST_JOB } from '../../src/server/modules/analysis-pipeline/index.ts';
import { founderCode, signUpMember } from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The seams the second wave builds on: domain events that reach every instance, periodic jobs
// that run once across instances, and post creation that never waits on a remote analysis.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > ms) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(onPostgres)('two app instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('delivers an event published on one instance to a subscriber on the other', async () => {
    expect(first.app.services.events.transportKind).toBe('postgres-notify');
    const received: DomainEvent[] = [];
    const unsubscribe = second.app.services.events.onBroadcast('follow.created', (event) => {
      received.push(event);
    });
    await first.app.services.events.publish('follow.created', {
      followerId: 'member-a',
      followeeId: 'member-b',
    });
    await eventually(
      async () => received.length,
      (count) => count > 0,
    );
    unsubscribe();
    expect(received).toHaveLength(1);
    expect(received[0]?.payload).toEqual({ followerId: 'member-a', followeeId: 'member-b' });
    expect(received[0]?.origin).toBe(first.app.services.instanceId);
  });
});

describe('periodic jobs across instances', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('runs a job scheduled by two instances once per period', async () => {
    const log = (await import('pino')).pino({ level: 'silent' });
    let now = new Date('2026-11-23T10:00:00Z');
    const clock = () => now;
    let runs = 0;
    const runners = ['instance-a', 'instance-b'].map(
      (workerId) => new JobRunner({ db: database.handle.db, clock, log, workerId }),
    );
    for (const runner of runners)
      runner.every({
        name: 'test.trends',
        everyMs: 10 * 60_000,
        run: async () => {
          runs += 1;
        },
      });
    await Promise.all(runners.map((runner) => runner.runDue()));
    await Promise.all(runners.map((runner) => runner.runDue()));
    expect(runs).toBe(1);
    now = new Date('2026-11-23T10:10:00Z'); // the next period
    await Promise.all(runners.map((runner) => runner.runDue()));
    expect(runs).toBe(2);
  });

  it('retries a failing job with backoff, then gives up', async () => {
    const log = (await import('pino')).pino({ level: 'silent' });
    let now = new Date('2026-11-23T12:00:00Z');
    const runner = new JobRunner({
      db: database.handle.db,
      clock: () => now,
      log,
      workerId: 'solo',
    });
    let attempts = 0;
    runner.define({
      name: 'test.flaky',
      maxAttempts: 2,
      run: async () => {
        attempts += 1;
        throw new Error('the service is down');
      },
    });
    await runner.enqueue('test.flaky', {});
    await runner.runDue();
    expect(attempts).toBe(1);
    await runner.runDue(); // not due yet: the retry waits for its backoff
    expect(attempts).toBe(1);
    now = new Date(now.getTime() + 60_000);
    await runner.runDue();
    expect(attempts).toBe(2);
    const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.name, 'test.flaky'));
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toBe('the service is down');
  });
});

describe('post creation with a remote analysis service that hangs', () => {
  let t: TestApp;
  let blackHole: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers.
    blackHole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    port = (blackHole.address() as AddressInfo).port;
    t = await createTestApp({
      env: { ANALYSIS_URL: `http://127.0.0.1:${port}`, ANALYSIS_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    blackHole.close();
  });

  it('answers within 300 ms and indexes the post once the service is back', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const started = performance.now();
    const post = await createPost(t.app, member.cookie, {
      content: 'Bugün çok mutluyum, #istanbul güneşli',
    });
    expect(performance.now() - started).toBeLessThan(300);
    const db = t.ctx.database.db;
    // While the service hangs nothing is indexed, not even with fallback values.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await db.select().from(contentIndex).where(eq(contentIndex.id, post.id))).toEqual([]);
    expect(await db.select().from(contentSafety).where(eq(contentSafety.id, post.id))).toEqual([]);

    // The service comes back on the same address.
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    const service = buildAnalysisServer({
      service: createLocalAnalysisService(
        { llm: undefined },
        { db, clock: t.ctx.clock, logger: t.ctx.log },
      ),
    });
    await service.listen({ host: '127.0.0.1', port });
    try {
      // The first attempt timed out; the retry comes after its backoff.
      const indexed = await eventually(
        () => db.select().from(contentIndex).where(eq(contentIndex.id, post.id)),
        (rows) => rows.length > 0,
        15_000,
      );
      expect(indexed[0]?.topics).toContain('istanbul');
      const [safety] = await db.select().from(contentSafety).where(eq(contentSafety.id, post.id));
      expect(safety?.labels).not.toContain('unmoderated');
      const [row] = await db.select().from(posts).where(eq(posts.id, post.id));
      expect(row?.emotion).not.toBeNull();
      const [job] = await db.select().from(jobs).where(eq(jobs.name, INDEX_POST_JOB));
      expect(job?.status).toBe('done');
    } finally {
      await service.close();
    }
  }, 30_000);
});
