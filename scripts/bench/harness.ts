// What the route bench and the load test share: a seeded database (PGlite or PostgreSQL, made
// fresh or reused), the real server as its own process, signed-in members, and autocannon runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, createHmac } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDirFor } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { uploadsDirFor } from '../../src/server/lib/storage.ts';
import { freshFounderInvite } from '../../src/server/modules/house/index.ts';
import {
  isSeedMemberBanned,
  SEED_PASSWORD,
  seedDatabase,
  seedMemberEmail,
  seedMemberId,
  type SeedSizes,
} from '../seed/seed-database.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WRITE_HEADERS = { 'x-requested-with': 'lorien', 'content-type': 'application/json' };
/** The bench server's secrets: known here so sessions can be minted and admin routes called. */
export const BENCH_AUTH_SECRET = 'bench-auth-secret-bench-auth-secret-0123456789';
export const BENCH_ADMIN = { username: 'benchadmin', password: 'bench admin password' };

export type BenchDatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: BenchDatabaseKind;
  /** postgres:// URL, or '' for PGlite in dataDir. */
  url: string;
  dataDir: string;
  sizes: SeedSizes;
  seedSeconds: number | null;
  /** Removes what was made for this run (kept ones stay). */
  dispose(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function databaseKind(): BenchDatabaseKind {
  return process.env.BENCH_DATABASE === 'postgres' || process.env.DATABASE_URL
    ? 'postgres'
    : 'pglite';
}

/** The bench database on the PostgreSQL server of BENCH_DATABASE_URL or DATABASE_URL. */
function postgresUrl(name: string): string {
  const url = new URL(
    process.env.BENCH_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (!process.env.BENCH_DATABASE_URL) url.pathname = `/${name}`;
  return url.toString();
}

async function withServerClient(url: string, run: (client: pg.Client) => Promise<void>) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A seeded database. `reuse` keeps it between runs (PGlite under bench/data-<name>, PostgreSQL
 * database lorien_<name>) and seeds only when it is not seeded yet with these sizes.
 */
export async function prepareDatabase(options: {
  name: string;
  sizes: SeedSizes;
  reuse: boolean;
  log: (message: string) => void;
}): Promise<BenchDatabase> {
  const kind = databaseKind();
  const dataDir = path.join(ROOT, 'bench', `data-${options.name}-${kind}`);
  const url = kind === 'postgres' ? postgresUrl(`lorien_${options.name.replace(/-/g, '_')}`) : '';
  const marker = path.join(dataDir, 'seeded.json');
  const wanted = JSON.stringify(options.sizes);
  const reusable =
    options.reuse && existsSync(marker) && readFileSync(marker, 'utf8').trim() === wanted;
  let seedSeconds: number | null = null;
  if (!reusable) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    if (kind === 'postgres') {
      const name = new URL(url).pathname.slice(1);
      await withServerClient(url, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.query(`create database "${name}"`);
      });
    }
    options.log(`Seeding ${kind} with ${wanted}`);
    const database = await openDatabase({
      url: url || undefined,
      pgliteDir: pgliteDirFor(dataDir),
      poolMax: 2,
      timeouts: { statementMs: 900_000, queryMs: 910_000 },
    });
    try {
      await migrateDatabase(database);
      const report = await seedDatabase(database.db, {
        ...options.sizes,
        uploadsRoot: uploadsDirFor(dataDir),
        log: options.log,
      });
      await freshFounderInvite(database.db, new Date());
      seedSeconds = report.seconds;
    } finally {
      await database.close();
    }
    const { writeFileSync } = await import('node:fs');
    writeFileSync(marker, wanted);
  } else options.log(`Reusing the seeded ${kind} database (${wanted})`);
  return {
    kind,
    url,
    dataDir,
    sizes: options.sizes,
    seedSeconds,
    dispose() {
      if (options.reuse) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') {
        const name = new URL(url).pathname.slice(1);
        void withServerClient(url, async (client) => {
          await client.query(`drop database if exists "${name}" with (force)`);
        });
      }
    },
  };
}

export interface BenchMember {
  number: number;
  id: string;
  cookie: string;
}

/**
 * Sessions for `count` seeded members, written straight into the sessions table and signed
 * like better-auth's cookie (the server runs with BENCH_AUTH_SECRET): signing a thousand members
 * in through scrypt would take minutes. The server then checks them the ordinary way.
 */
export async function mintSessions(database: BenchDatabase, count: number): Promise<BenchMember[]> {
  const numbers: number[] = [];
  for (let n = 1; numbers.length < count && n <= database.sizes.members; n += 1)
    if (!isSeedMemberBanned(n)) numbers.push(n);
  const handle = await openDatabase({
    url: database.url || undefined,
    pgliteDir: pgliteDirFor(database.dataDir),
    poolMax: 2,
  });
  const members: BenchMember[] = [];
  try {
    const now = new Date();
    const expires = new Date(now.getTime() + 7 * 24 * 3600_000);
    for (let from = 0; from < numbers.length; from += 200) {
      const batch = numbers.slice(from, from + 200).map((n) => ({
        n,
        token: randomBytes(24).toString('base64url'),
      }));
      await handle.db.execute(sql`
        insert into sessions (id, expires_at, token, created_at, updated_at, user_id, ip_address, user_agent)
        select 'bench-s-' || t.token, ${expires}, t.token, ${now}, ${now}, t.user_id, '127.0.0.1', 'bench'
        from unnest(${sql.raw(`array[${batch.map((b) => `'${b.token}'`).join(',')}]::text[]`)},
                    ${sql.raw(`array[${batch.map((b) => `'${seedMemberId(b.n)}'`).join(',')}]::text[]`)})
             as t(token, user_id)`);
      for (const { n, token } of batch)
        members.push({ number: n, id: seedMemberId(n), cookie: sessionCookie(token) });
    }
  } finally {
    await handle.close();
  }
  return members;
}

export const SESSION_COOKIE = 'lorien.session_token';

function sessionCookie(token: string): string {
  const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export interface RunningBenchServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export async function startBenchServer(
  database: BenchDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningBenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: Node flags for the server alone (e.g. --trace-gc, --cpu-prof), not
  // the load generator.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: database.url,
      LORIEN_DATA_DIR: database.dataDir,
      LORIEN_CAPACITY: String(database.sizes.members + 100),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // Sign-in is limited per IP: the bench spreads its sign-ins over addresses it names.
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX_PER_MINUTE: '100000000',
      ALTCHA_MAX_COUNTER: '64',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (attempt > 1200) throw new Error(`server did not become healthy:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      // BENCH_SERVER_LOG keeps what the server printed (its warnings, or --trace-gc's lines).
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, output);
    },
  };
}

/** Checks the minted sessions work; falls back to signing in through the API if they do not. */
export async function verifySessions(url: string, members: BenchMember[]): Promise<BenchMember[]> {
  const me = await fetch(`${url}/api/me`, { headers: { cookie: members[0]!.cookie } });
  if (me.ok) return members;
  console.warn(
    `Minted sessions were refused (${me.status}); signing ${Math.min(16, members.length)} members in through the API instead.`,
  );
  const signedIn: BenchMember[] = [];
  for (const member of members.slice(0, 16)) {
    const res = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { ...WRITE_HEADERS, 'x-forwarded-for': `10.77.0.${member.number % 250}` },
      body: JSON.stringify({ email: seedMemberEmail(member.number), password: SEED_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of member ${member.number}: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    signedIn.push({ ...member, cookie });
  }
  return signedIn;
}

export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return NaN;
  }
}
