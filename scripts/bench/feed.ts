// `npm run bench -- feed`: latency and throughput of the ranked home feed (pages 1 and 5),
// Today's Highlight, Trending, post search and the chronological timeline, each beside
// /api/health in the same run, at 16 concurrent connections, on a seeded database.
//
//   BENCH_DATABASE=pglite|postgres (default pglite), BENCH_DATABASE_URL (PostgreSQL; default
//   postgres://postgres@127.0.0.1:5432/lorien_bench, recreated), BENCH_MEMBERS / BENCH_POSTS /
//   BENCH_EVENTS (default 1000 / 100000 / 1000000), BENCH_SECONDS per endpoint (default 10).
// Figures are reported, not asserted (docs/performance.md records runs and their conditions).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEFAULT_SEED, seed } from '../seed.ts';
import { freePort } from './harness.ts';

const CONNECTIONS = 16;
const ROOT = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

const WRITE = { 'x-requested-with': 'lorien', 'content-type': 'application/json' };

/** Signs the bench member up with the seeded founder invite, follows and views a little. */
async function benchMember(url: string, invite: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/api/auth/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: WRITE,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Reader',
      username: 'benchreader',
      email: 'bench@example.invalid',
      password: 'bench password',
      confirmPassword: 'bench password',
      inviteCode: invite,
      altcha,
    }),
  });
  if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { ...WRITE, cookie };
  for (let i = 1; i <= 30; i += 1)
    await fetch(`${url}/api/users/seed-u-${i * 7}/follow`, { method: 'PUT', headers, body: '{}' });
  for (let i = 1; i <= 20; i += 1)
    await fetch(`${url}/api/posts/seed-p-${i * 97}/view`, { method: 'POST', headers, body: '{}' });
  return cookie;
}

interface Result {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

async function measure(
  name: string,
  url: string,
  cookie: string,
  seconds: number,
): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
  });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

export async function runFeedBench(): Promise<void> {
  const kind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
  const sizes = {
    members: Number(process.env.BENCH_MEMBERS ?? DEFAULT_SEED.members),
    posts: Number(process.env.BENCH_POSTS ?? DEFAULT_SEED.posts),
    events: Number(process.env.BENCH_EVENTS ?? DEFAULT_SEED.events),
  };
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-bench-'));
  const databaseUrl =
    kind === 'postgres'
      ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lorien_bench')
      : '';
  if (kind === 'postgres') {
    const admin = new URL(databaseUrl);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}"`);
    await client.query(`create database "${name}"`);
    await client.end();
  }
  console.log(`Feed bench on ${kind}: seeding ${JSON.stringify(sizes)}`);
  const seedStarted = Date.now();
  const { invite } = await seed(sizes, { databaseUrl, dataDir, log: console.log });
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LORIEN_DATA_DIR: dataDir,
      LORIEN_CAPACITY: String(sizes.members + 10),
      RATE_LIMIT_MAX_PER_MINUTE: '100000000',
      ALTCHA_MAX_COUNTER: '64',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
    const cookie = await benchMember(url, invite);
    const get = async (pathname: string) => {
      const res = await fetch(`${url}${pathname}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ nextCursor?: string | null }>;
    };
    // Warm up, and find page 5's cursor (a snapshot made now stays valid for the run).
    let page = await get('/api/feed/home');
    for (let n = 2; n <= 4 && page.nextCursor; n += 1)
      page = await get(`/api/feed/home?cursor=${encodeURIComponent(page.nextCursor)}`);
    if (!page.nextCursor) throw new Error('the seeded feed has fewer than 5 pages');
    const page5 = `/api/feed/home?cursor=${encodeURIComponent(page.nextCursor)}`;
    await get('/api/feed/highlight');
    await get('/api/feed/trending');
    await get('/api/search/posts?q=tea');

    const endpoints: Array<[string, string]> = [
      ['health', '/api/health'],
      ['home page 1', '/api/feed/home'],
      ['home page 5', page5],
      ['highlight', '/api/feed/highlight'],
      ['trending', '/api/feed/trending'],
      ['search (posts, "tea")', '/api/search/posts?q=tea'],
      ['latest (chronological)', '/api/posts'],
      ['health (again)', '/api/health'],
    ];
    const results: Result[] = [];
    for (const [name, pathname] of endpoints) {
      results.push(await measure(name, `${url}${pathname}`, cookie, seconds));
      const last = results.at(-1)!;
      console.log(
        `  ${name}: p50 ${last.p50} ms, p99 ${last.p99} ms, ${last.rps.toFixed(0)} req/s`,
      );
    }
    const health = (results[0]!.rps + results.at(-1)!.rps) / 2;
    console.log('');
    console.log(
      `Feed bench, ${kind}, ${CONNECTIONS} connections, ${seconds} s each, ${cpus().length} CPUs; seeded in ${seedSeconds.toFixed(0)} s`,
    );
    console.log('| endpoint | p50 ms | p99 ms | req/s | vs health | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results)
      console.log(
        `| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${((100 * r.rps) / health).toFixed(1)}% | ${r.non2xx} |`,
      );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
