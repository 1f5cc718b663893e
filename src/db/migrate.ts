import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from '../shared/constants.ts';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every committed drizzle-kit migration that has not run yet. Idempotent. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    // One process owns a PGlite directory: nobody else can migrate it meanwhile.
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  // A migration may back-fill a large table (0006 folds every post's search terms): it runs on
  // a connection of its own, without the request path's statement timeout.
  const own = handle.url ? new pg.Client({ connectionString: handle.url }) : null;
  if (own) await own.connect();
  const pooled = own
    ? null
    : await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
  const client = (own ?? pooled) as pg.Client;
  try {
    // Instances starting together take turns: the first applies the migrations, the others wait
    // here and then find nothing left to do. A session lock, so a process that dies holding it
    // releases it with its connection.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzle({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    if (own) await own.end();
    pooled?.release();
  }
}
