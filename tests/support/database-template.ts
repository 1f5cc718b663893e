// One migrated database per test run, copied for each test file (issue 24). Opening PGlite runs
// initdb in WebAssembly (3-4 s) and then every migration; loading a dump of an already migrated
// data directory takes well under a second. On PostgreSQL, CREATE DATABASE … TEMPLATE copies a
// migrated database in a few hundred milliseconds instead of migrating each file's own.
//
// Both templates are keyed by a hash of the committed migrations (and, for PGlite, its version),
// so a new migration builds a new template and an old one is never used by mistake.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/db/migrate.ts';
import { keepWasmCodeForProcessLifetime } from '../../src/db/wasm-code-gc.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'lorien-test-db');
const TEMPLATE_PREFIX = 'lorien_template_';
const STALE_TEMPLATE_MS = 6 * 60 * 60 * 1000;

/** A hash of every committed migration, the journal that orders them, and the engine's version. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  // The engine and the migrator shape the template too (drizzle keeps its own journal table).
  for (const dependency of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(ROOT, 'node_modules', dependency, 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    hash.update(`${dependency} ${version}\n`);
  }
  const journal = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  hash.update(readFileSync(journal));
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of the migrated PGlite dump for the current migrations, built if missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const dump = await migratedPgliteDump();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a run that starts meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

async function migratedPgliteDump(): Promise<Blob> {
  keepWasmCodeForProcessLifetime();
  const pglite = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    // The same migrator the server runs at start-up, over a client we can dump afterwards.
    await migrateDatabase({
      db: drizzle({ client: pglite, schema }) as unknown as Database,
      kind: 'pglite',
      url: null,
      ping: () => Promise.resolve(0),
      close: () => pglite.close(),
    });
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

/** The name of the migrated template database on the server at `serverUrl`, built if missing. */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  return withAdminClient(serverUrl, async (client) => {
    const found = await client.query<{
      datname: string;
      datistemplate: boolean;
      built: string | null;
    }>(
      `select datname, datistemplate, shobj_description(oid, 'pg_database') as built
         from pg_database where datname like $1`,
      [`${TEMPLATE_PREFIX}%`],
    );
    const ready = found.rows.find((row) => row.datname === name && row.datistemplate);
    if (ready) return name;
    // Templates of other migrations are dropped once stale: several checkouts (worktrees, CI
    // beside a developer) may share one server, each with its own migrations, and a template
    // another run is copying or still building must not vanish under it.
    for (const row of found.rows) {
      const age = Date.now() - Number(row.built ?? 0);
      const stale = row.datname === name || age > STALE_TEMPLATE_MS;
      if (!stale) continue;
      await client.query(`alter database "${row.datname}" is_template false`);
      await client.query(`drop database if exists "${row.datname}" with (force)`);
    }
    await client.query(`create database "${name}"`);
    await client.query(`comment on database "${name}" is '${Date.now()}'`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolMax: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    // Marked a template only once it is complete: a half-built one is never copied.
    await client.query(`alter database "${name}" is_template true allow_connections false`);
    return name;
  });
}

export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection the server ends (a restart, a forced drop) rejects the query in flight; without
  // a listener the client's 'error' event would also crash the test process.
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
