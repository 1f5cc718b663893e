// The processes of `npm run scaleout`: app instances (src/server/main.ts) on one PostgreSQL
// database, nginx in front of them, and optionally PgBouncer between them and PostgreSQL. Every
// process is a child of this one, with its configuration in a temporary directory; stop() ends
// them and removes what was made.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../bench/harness.ts';
import {
  nginxConfig,
  pgbouncerConfig,
  pgbouncerUrl,
  pgbouncerUserlist,
  type NginxOptions,
} from './config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Child {
  name: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** The path of a Debian package's program, or null when it is not installed. */
export function findProgram(name: 'nginx' | 'pgbouncer'): string | null {
  for (const dir of ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'])
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

/** PgBouncer's version as [major, minor], e.g. [1, 18]. */
export function pgbouncerVersion(program: string): [number, number] {
  const out = spawnSync(program, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const match = /PgBouncer (\d+)\.(\d+)/.exec(out);
  if (!match) throw new Error(`cannot read PgBouncer's version from: ${out}`);
  return [Number(match[1]), Number(match[2])];
}

/** PgBouncer keeps named prepared statements in transaction mode from 1.21 on. */
export function pgbouncerKeepsPreparedStatements([major, minor]: [number, number]): boolean {
  return major > 1 || (major === 1 && minor >= 21);
}

function startChild(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    name,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntil(what: Child, ready: () => Promise<boolean>, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (what.child.exitCode !== null)
      throw new Error(`${what.name} exited with ${what.child.exitCode}:\n${what.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what.name} did not start:\n${what.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const healthy = async (url: string) => (await fetch(`${url}/api/health`)).ok;

/** One app instance, as `npm run serve` starts it; resolves once /api/health answers. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
): Promise<Child & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const instance = startChild(name, process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    ...process.env,
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
  });
  await waitUntil(instance, () => healthy(url));
  return { ...instance, url };
}

/** nginx as a foreground child with a generated configuration (not the system service). */
export async function startNginx(
  dir: string,
  options: Omit<NginxOptions, 'dir' | 'user'>,
): Promise<Child & { url: string }> {
  const program = findProgram('nginx');
  if (!program) throw new Error('nginx is not installed (apt-get install nginx)');
  mkdirSync(dir, { recursive: true });
  const { port } = options;
  // As root nginx would drop its workers to "nobody", who cannot write the temporary folders.
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ ...options, dir, port, user }));
  const nginx = startChild('nginx', program, [
    '-p',
    dir,
    '-c',
    file,
    '-e',
    path.join(dir, 'error.log'),
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(nginx, () => healthy(url));
  return { ...nginx, url };
}

/** PgBouncer in transaction mode in front of `databaseUrl`; resolves once it listens. */
export async function startPgbouncer(
  dir: string,
  databaseUrl: string,
  poolSize: number,
): Promise<Child & { url: string; version: [number, number] }> {
  const program = findProgram('pgbouncer');
  if (!program) throw new Error('PgBouncer is not installed (apt-get install pgbouncer)');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), pgbouncerUserlist(databaseUrl));
  const file = path.join(dir, 'pgbouncer.ini');
  writeFileSync(file, pgbouncerConfig({ dir, port, databaseUrl, poolSize }));
  // PgBouncer refuses to run as root: it then runs as the postgres user, who must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o755);
  const bouncer = startChild('pgbouncer', program, [...(asRoot ? ['-u', 'postgres'] : []), file]);
  await waitUntil(bouncer, () => accepts(port));
  return { ...bouncer, url: pgbouncerUrl(databaseUrl, port), version: pgbouncerVersion(program) };
}

/** The PostgreSQL server the scale-out uses (its `postgres` database is only for create/drop). */
export function serverUrl(): string {
  return (
    process.env.SCALEOUT_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

async function onServer(url: string, statements: string[]): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScaleoutOptions {
  instances: number;
  pgbouncer: boolean;
  /** Settings every instance gets on top of the scale-out's own (e.g. RATE_LIMIT_MAX_PER_MINUTE). */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** The PostgreSQL server to create the database on; serverUrl() when absent. */
  databaseServerUrl?: string;
}

export interface Scaleout {
  /** nginx: what members use. */
  url: string;
  instances: (Child & { url: string })[];
  /** The database the instances use, directly (not through PgBouncer). */
  databaseUrl: string;
  /** The URL the instances were given as DATABASE_URL. */
  appDatabaseUrl: string;
  preparedStatements: boolean;
  pgbouncerVersion: string | null;
  sharedUploads: string;
  authSecret: string;
  stop(): Promise<void>;
}

/**
 * A fresh database, a shared uploads folder, `instances` app instances sharing AUTH_SECRET,
 * nginx in front (round-robin) and, with `pgbouncer`, PgBouncer between them and PostgreSQL.
 */
export async function startScaleout(options: ScaleoutOptions): Promise<Scaleout> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'lorien-scaleout-'));
  const name = `lorien_scaleout_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(options.databaseServerUrl ?? serverUrl()), {
    pathname: `/${name}`,
  }).toString();
  const children: Child[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await child.stop();
    children.length = 0;
    await onServer(databaseUrl, [`drop database if exists "${name}" with (force)`]).catch(
      () => undefined,
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await onServer(databaseUrl, [
      `create database "${name}"`,
      // What node-postgres would send at connect, which PgBouncer cannot pass on (config.ts).
      ...(options.pgbouncer ? [`alter database "${name}" set statement_timeout = '10s'`] : []),
    ]);
    log(`database ${name}`);
    let appDatabaseUrl = databaseUrl;
    let preparedStatements = true;
    let version: string | null = null;
    if (options.pgbouncer) {
      const bouncer = await startPgbouncer(path.join(dir, 'pgbouncer'), databaseUrl, 20);
      children.push(bouncer);
      appDatabaseUrl = bouncer.url;
      preparedStatements = pgbouncerKeepsPreparedStatements(bouncer.version);
      version = bouncer.version.join('.');
      log(`PgBouncer ${version} (transaction pooling) at ${bouncer.url}`);
    }
    const sharedUploads = path.join(dir, 'shared-uploads');
    mkdirSync(sharedUploads);
    const authSecret = process.env.AUTH_SECRET ?? randomBytes(36).toString('base64url');
    const instances: Scaleout['instances'] = [];
    const nginxPort = await freePort();
    for (let n = 1; n <= options.instances; n += 1) {
      // Each instance has its own data folder; only uploads are shared, as a mount would be.
      const dataDir = path.join(dir, `instance-${n}`);
      mkdirSync(dataDir);
      symlinkSync(sharedUploads, path.join(dataDir, 'uploads'));
      // One at a time: the first runs the migrations (see docs/scale-out.md).
      const instance = await startInstance(`instance ${n}`, {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: appDatabaseUrl,
        ...(options.pgbouncer ? { DATABASE_LISTEN_URL: databaseUrl } : {}),
        DATABASE_PREPARED_STATEMENTS: String(preparedStatements),
        LORIEN_DATA_DIR: dataDir,
        AUTH_SECRET: authSecret,
        TRUST_PROXY: 'true',
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        ...(options.env ?? {}),
      });
      children.push(instance);
      instances.push(instance);
      log(`instance ${n} at ${instance.url}`);
    }
    const nginx = await startNginx(path.join(dir, 'nginx'), {
      port: nginxPort,
      upstreams: instances.map((instance) => new URL(instance.url).host),
      forwardedFor: 'replace',
    });
    children.push(nginx);
    log(`nginx at ${nginx.url}`);
    return {
      url: nginx.url,
      instances,
      databaseUrl,
      appDatabaseUrl,
      preparedStatements,
      pgbouncerVersion: version,
      sharedUploads,
      authSecret,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the route bench drives: one server, or several behind nginx (npm run bench -- --instances 2). */
export interface BenchTarget {
  url: string;
  pids: number[];
  describe: string;
  stop(): Promise<void>;
}

/**
 * `instances` bench servers on the bench's seeded database and data folder (so its uploads are
 * shared), behind nginx, with PgBouncer in front of PostgreSQL when asked. nginx appends to
 * X-Forwarded-For here: the bench names an address per sign-in to stay under its limit.
 */
export async function startBenchScaleout(
  database: { kind: string; url: string },
  options: { instances: number; pgbouncer: boolean },
  startServer: (
    env: Record<string, string>,
  ) => Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }>,
): Promise<BenchTarget> {
  if (database.kind !== 'postgres')
    throw new Error('--instances needs PostgreSQL (BENCH_DATABASE=postgres)');
  const dir = mkdtempSync(path.join(tmpdir(), 'lorien-bench-scaleout-'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const next of stops.reverse()) await next();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let env: Record<string, string> = {};
    let describe = `${options.instances} instance(s) behind nginx`;
    if (options.pgbouncer) {
      const bouncer = await startPgbouncer(path.join(dir, 'pgbouncer'), database.url, 20);
      stops.push(() => bouncer.stop());
      const prepared = pgbouncerKeepsPreparedStatements(bouncer.version);
      env = {
        DATABASE_URL: bouncer.url,
        DATABASE_LISTEN_URL: database.url,
        DATABASE_PREPARED_STATEMENTS: String(prepared),
      };
      describe += `, PgBouncer ${bouncer.version.join('.')} (transaction pooling, prepared statements ${prepared ? 'on' : 'off'})`;
    }
    const servers = [];
    for (let n = 0; n < options.instances; n += 1) {
      const server = await startServer(env);
      stops.push(() => server.stop());
      servers.push(server);
    }
    const nginx = await startNginx(path.join(dir, 'nginx'), {
      port: await freePort(),
      upstreams: servers.map((server) => new URL(server.url).host),
      forwardedFor: 'append',
    });
    stops.push(() => nginx.stop());
    return {
      url: nginx.url,
      pids: servers.map((server) => server.child.pid!),
      describe,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
