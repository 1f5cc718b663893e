import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteWorkerFromEnv } from '../config/env.ts';
import { openPgliteWorker } from './pglite-worker-client.ts';
import type { PgliteSnapshot } from './pglite-worker-protocol.ts';
import * as schema from './schema/index.ts';
import { TransactionSafePool } from './transaction-safe-pool.ts';
import { keepWasmCodeForProcessLifetime } from './wasm-code-gc.ts';

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The postgres:// URL (null for PGlite): LISTEN needs a connection of its own. */
  url: string | null;
  /** Round-trips a trivial query; resolves with the latency in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * PGlite only (a backup, src/server/backup): the rows of `sql` and a tar of the data
   * directory, with no write in between. PostgreSQL is backed up with pg_dump instead.
   */
  pgliteSnapshot?(sql: string): Promise<PgliteSnapshot>;
}

export interface DatabaseOptions {
  /** A postgres:// URL. When absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for an in-memory database (tests). */
  pgliteDir?: string;
  /**
   * A PGlite dump (dumpDataDir) an in-memory database starts from instead of an empty initdb:
   * the test tiers' migrated template (tests/support/database-template.ts).
   */
  pgliteTemplateFile?: string;
  poolMax?: number;
  /**
   * Named statements (the default) or unnamed ones: PgBouncer before 1.21 in transaction mode
   * hands each transaction another server connection, where a statement named on the last one
   * does not exist (DATABASE_PREPARED_STATEMENTS=false).
   */
  preparedStatements?: boolean;
  /** PostgreSQL timeouts; the defaults keep a request from waiting long on a database in trouble. */
  timeouts?: Partial<DatabaseTimeouts>;
  /** PGlite in a worker thread (LORIEN_PGLITE_WORKER when absent); statementMs applies to it. */
  pgliteWorker?: boolean;
  /** Sees every statement drizzle sends (the statement-count tests and the bench). */
  logger?: QueryLogger;
}

export interface DatabaseTimeouts {
  /** Opening a connection (a server that accepts and never answers). */
  connectMs: number;
  /** A statement running on the server (statement_timeout). */
  statementMs: number;
  /** Waiting for any answer on an open connection (a server gone silent). */
  queryMs: number;
  /** Closing a connection left idle in the pool. */
  idleMs: number;
}

export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleMs: 30_000,
};

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url)
    return openPostgres(
      options.url,
      options.poolMax ?? 10,
      { ...DATABASE_TIMEOUTS, ...options.timeouts },
      options.preparedStatements ?? true,
      options.logger,
    );
  return openPglite(options.pgliteDir ?? 'memory://', {
    templateFile: options.pgliteTemplateFile,
    worker: options.pgliteWorker ?? pgliteWorkerFromEnv(),
    statementMs: options.timeouts?.statementMs ?? DATABASE_TIMEOUTS.statementMs,
    logger: options.logger,
  });
}

async function openPostgres(
  url: string,
  poolMax: number,
  timeouts: DatabaseTimeouts,
  preparedStatements: boolean,
  logger: QueryLogger | undefined,
): Promise<DatabaseHandle> {
  const pool = new TransactionSafePool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
  });
  // A client losing its connection must not crash the process: the pool replaces an idle one,
  // and one checked out (between two statements of a transaction) fails its next statement,
  // which answers 503. pg-pool only listens while a client is idle, so listen on each client too.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  if (!preparedStatements) pool.on('connect', unnameStatements);
  const db = drizzlePostgres({
    client: pool,
    schema,
    ...(logger ? { logger } : {}),
  }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url,
    ping: () => timedPing(db),
    close: () => pool.end(),
  };
}

/** Drops the name of every statement this client sends (drizzle's `.prepare()`, `namedQuery`). */
export function unnameStatements(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const named =
      config !== null &&
      typeof config === 'object' &&
      'name' in config &&
      // A Submittable (a cursor) is passed through as it is.
      typeof (config as { submit?: unknown }).submit !== 'function';
    return query(named ? { ...config, name: undefined } : config, ...rest);
  }) as typeof client.query;
}

async function openPglite(
  dir: string,
  options: {
    worker: boolean;
    statementMs: number;
    templateFile: string | undefined;
    logger?: QueryLogger | undefined;
  },
): Promise<DatabaseHandle> {
  if (options.templateFile && !dir.startsWith('memory://'))
    throw new Error('a PGlite template opens only as an in-memory database');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  keepWasmCodeForProcessLifetime();
  // In a worker, PGlite answers the same calls drizzle makes, with a statement timeout.
  const worker = options.worker
    ? await openPgliteWorker({
        dataDir: dir,
        templateFile: options.templateFile,
        statementTimeoutMs: options.statementMs,
      })
    : null;
  const client = worker
    ? (worker as unknown as PGlite)
    : // pg_trgm backs people search's trigram index, as on PostgreSQL (migration 0006).
      await PGlite.create(dir, {
        extensions: { pg_trgm },
        ...(options.templateFile
          ? { loadDataDir: new Blob([readFileSync(options.templateFile)]) }
          : {}),
      });
  const db = drizzlePglite({
    client,
    schema,
    ...(options.logger ? { logger: options.logger } : {}),
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    url: null,
    ping: () => timedPing(db),
    close: () => client.close(),
    pgliteSnapshot: (sql) =>
      worker
        ? worker.snapshot(sql)
        : // On this thread: an open transaction keeps every other caller out until the dump ends.
          client.transaction(async (tx) => {
            await tx.exec('CHECKPOINT');
            const { rows } = await tx.query<Record<string, unknown>>(sql);
            const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
            return { rows, dump };
          }),
  };
}

async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
