// pg_dump and pg_restore (Debian's postgresql-client) for PostgreSQL backups. The password
// travels in PGPASSWORD, never on the command line where `ps` would show it.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { FACTS_SQL, factsFromRow, type DatabaseFacts } from './manifest.ts';

function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a client tool; rejects with its own words when it fails or is not installed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), the server's major version or newer`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

export async function toolVersion(command: 'pg_dump' | 'pg_restore'): Promise<string> {
  return (await run(command, ['--version'])).trim();
}

/**
 * pg_dump in its custom format, and the facts counted in the very snapshot it copies: a
 * repeatable-read transaction exports its snapshot and stays open while pg_dump reads it.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const facts = factsFromRow((await client.query<Record<string, unknown>>(FACTS_SQL)).rows[0]);
    const { dbname, env } = connectionFor(url);
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${exported.rows[0]!.snapshot}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

/** Tables of ours in the database (the app's schema and drizzle's journal). */
export async function postgresTableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    return result.rows[0]?.n ?? 0;
  });
}

/** Empties the database for a forced restore: our two schemas go, an empty public comes back. */
export async function clearPostgres(url: string): Promise<void> {
  await withClient(url, (client) =>
    client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
    ),
  );
}

/** pg_restore into an empty database, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  await run(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

export async function postgresFacts(url: string): Promise<DatabaseFacts> {
  return withClient(url, async (client) =>
    factsFromRow((await client.query<Record<string, unknown>>(FACTS_SQL)).rows[0]),
  );
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
