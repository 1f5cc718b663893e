import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from '../../src/db/client.ts';
import { comments, echoes, posts, stats, users } from '../../src/db/schema/index.ts';
import { USER_COUNT_KEY } from '../../src/server/modules/auth/index.ts';
import { ACCOUNT_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import { solveBotCheck } from '../support/bot-check.ts';
import { postsWithDriftedCounters } from '../support/records.ts';

// Issue 17, faults: `kill -9` during a burst of writes. The server runs as a child process (the
// real entry point, src/server/main.ts); every write it acknowledged must be there after a
// restart, and every counter must equal the records it counts.

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../src/server/main.ts');
/** The burst lasts until this many posts were acknowledged, or BURST_MS at most. */
const ENOUGH_WRITES = 12;
const BURST_MS = 8_000;
const WRITERS = 4;

interface Child {
  process: ChildProcess;
  url: string;
  founderCode: string | null;
  exited: Promise<number | null>;
}

/** Starts `node src/server/main.ts` and waits for its "running at" line. */
async function startServer(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise<Child>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, 45_000);
    let found = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url || found) return;
      found = true;
      // The founder code (printed only while the community is empty) follows the URL line.
      setTimeout(() => {
        clearTimeout(timer);
        resolve({
          process: child,
          url,
          founderCode: /Founder invite code: (\S+)/.exec(output)?.[1] ?? null,
          exited,
        });
      }, 200);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

const WRITE_HEADERS = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

async function signUp(
  url: string,
  code: string,
  n: number,
): Promise<{ id: string; cookie: string }> {
  const challenge = await (await fetch(`${url}${ACCOUNT_API.challenge}`)).json();
  const suffix = randomBytes(3).toString('hex');
  const res = await fetch(`${url}${ACCOUNT_API.signup}`, {
    method: 'POST',
    headers: WRITE_HEADERS,
    body: JSON.stringify({
      firstName: 'Writer',
      lastName: `Number${n}`,
      username: `writer${n}_${suffix}`,
      email: `writer${n}.${suffix}@example.com`,
      password: 'correct horse battery',
      inviteCode: code,
      altcha: await solveBotCheck(challenge),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

interface Acknowledged {
  posts: string[];
  comments: string[];
  echoes: Array<{ userId: string; postId: string }>;
  errors: number;
}

/** Writes as fast as the writers can until the server dies; records what it acknowledged. */
async function writeBurst(
  url: string,
  writers: Array<{ id: string; cookie: string }>,
  seedPostId: string,
  stop: { dead: boolean },
  progress: { posts: number },
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { posts: [], comments: [], echoes: [], errors: 0 };
  const call = async (cookie: string, method: string, route: string, body?: object) => {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: { ...WRITE_HEADERS, cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as never };
  };
  await Promise.all(
    writers.map(async (writer, w) => {
      for (let i = 0; !stop.dead; i += 1) {
        try {
          const kind = i % 3;
          if (kind === 0) {
            const res = await call(writer.cookie, 'POST', SOCIAL_API.posts, {
              content: `Burst post ${w}-${i}`,
            });
            if (res.status === 201) {
              acknowledged.posts.push((res.body as { post: { id: string } }).post.id);
              progress.posts = acknowledged.posts.length;
            }
          } else if (kind === 1) {
            const res = await call(writer.cookie, 'POST', SOCIAL_API.postComments(seedPostId), {
              text: `Burst comment ${w}-${i}`,
            });
            if (res.status === 201)
              acknowledged.comments.push((res.body as { comment: { id: string } }).comment.id);
          } else {
            // Echo the newest acknowledged post (someone else's, often: the counters race).
            const postId = acknowledged.posts.at(-1) ?? seedPostId;
            const res = await call(writer.cookie, 'PUT', SOCIAL_API.postEcho(postId));
            if (res.status === 200) acknowledged.echoes.push({ userId: writer.id, postId });
            // A save toggled on and off keeps the saves counter under concurrent change.
            await call(writer.cookie, i % 2 ? 'DELETE' : 'PUT', SOCIAL_API.postSave(postId));
          }
        } catch {
          acknowledged.errors += 1; // the connection died with the server: not acknowledged
          if (stop.dead) break;
        }
      }
    }),
  );
  return acknowledged;
}

/** Every counter equals the records it counts. */
async function expectCountersEqualRecords(handle: DatabaseHandle) {
  const { db } = handle;
  const drifted = await postsWithDriftedCounters(db);
  expect(drifted).toEqual([]);
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.isSystem, false));
  const [counter] = await db.select().from(stats).where(eq(stats.key, USER_COUNT_KEY));
  expect(counter?.count).toBe(members?.n);
}

async function expectAcknowledgedWritesKept(handle: DatabaseHandle, acknowledged: Acknowledged) {
  const { db } = handle;
  const keptPosts = await db
    .select({ id: posts.id })
    .from(posts)
    .where(inArray(posts.id, acknowledged.posts));
  expect(keptPosts).toHaveLength(new Set(acknowledged.posts).size);
  const keptComments = await db
    .select({ id: comments.id })
    .from(comments)
    .where(inArray(comments.id, acknowledged.comments));
  expect(keptComments).toHaveLength(new Set(acknowledged.comments).size);
  const keptEchoes = await db.select().from(echoes);
  for (const echo of acknowledged.echoes)
    expect(
      keptEchoes.some((row) => row.userId === echo.userId && row.postId === echo.postId),
      `echo of ${echo.postId} by ${echo.userId}`,
    ).toBe(true);
}

for (const kind of ['pglite', 'postgres'] as const) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Each engine runs in the suite that uses it: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
  const runs = kind === 'postgres' ? Boolean(serverUrl) : !serverUrl;
  describe.runIf(runs)(`kill -9 during a write burst (${kind})`, () => {
    let dataDir: string;
    let databaseUrl: string | null = null;
    let databaseName = '';
    let child: Child | null = null;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-crash-'));
      if (kind === 'postgres' && serverUrl) {
        databaseName = `lorien_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
        await adminQuery(serverUrl, `create database "${databaseName}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${databaseName}`;
        databaseUrl = url.toString();
      }
    });
    afterAll(async () => {
      if (child && child.process.exitCode === null) {
        child.process.kill('SIGKILL');
        await child.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl && databaseName)
        await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
    });

    it('keeps every acknowledged write, and every counter equals its records, after a restart', async () => {
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LORIEN_DATA_DIR: dataDir,
        PORT: '0',
        ALTCHA_MAX_COUNTER: '64',
        // The burst comes from one address: keep the per-address budget out of the way.
        RATE_LIMIT_MAX_PER_MINUTE: '100000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      child = await startServer(env);
      const code = child.founderCode;
      expect(code).toBeTruthy();
      const writers = [];
      for (let n = 0; n < WRITERS; n += 1) writers.push(await signUp(child.url, code ?? '', n));
      const seed = await fetch(`${child.url}${SOCIAL_API.posts}`, {
        method: 'POST',
        headers: { ...WRITE_HEADERS, cookie: writers[0]?.cookie ?? '' },
        body: JSON.stringify({ content: 'The post everyone comments on' }),
      });
      const seedPostId = ((await seed.json()) as { post: { id: string } }).post.id;

      const stop = { dead: false };
      const progress = { posts: 0 };
      const burst = writeBurst(child.url, writers, seedPostId, stop, progress);
      // Kill once the burst has acknowledged enough to check (or after BURST_MS at most).
      const deadline = Date.now() + BURST_MS;
      while (Date.now() < deadline && progress.posts < ENOUGH_WRITES)
        await new Promise((resolve) => setTimeout(resolve, 25));
      child.process.kill('SIGKILL');
      await child.exited;
      stop.dead = true;
      const acknowledged = await burst;
      // Enough happened for the check to mean something.
      expect(acknowledged.posts.length).toBeGreaterThanOrEqual(ENOUGH_WRITES);
      expect(acknowledged.comments.length).toBeGreaterThan(ENOUGH_WRITES / 2);

      // A restart on the same data: it comes up and answers.
      child = await startServer(env);
      const health = await fetch(`${child.url}/api/health`);
      expect(health.status).toBe(200);
      const me = await fetch(`${child.url}${ACCOUNT_API.me}`, {
        headers: { cookie: writers[1]?.cookie ?? '' },
      });
      expect(((await me.json()) as { user: { id: string } | null }).user?.id).toBe(writers[1]?.id);
      child.process.kill('SIGTERM');
      await child.exited;

      const handle = await openDatabase(
        databaseUrl ? { url: databaseUrl, poolMax: 2 } : { pgliteDir: pgliteDirFor(dataDir) },
      );
      try {
        await expectAcknowledgedWritesKept(handle, acknowledged);
        await expectCountersEqualRecords(handle);
      } finally {
        await handle.close();
      }
    }, 90_000);
  });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
