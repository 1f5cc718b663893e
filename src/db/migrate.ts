import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every committed drizzle-kit migration that has not run yet. Idempotent. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else if (handle.url) {
    // A migration may back-fill a large table (0006 folds every post's search terms): it runs on
    // a connection of its own, without the request path's statement timeout.
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    try {
      await migratePostgres(drizzle(client), config);
    } finally {
      await client.end();
    }
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase, config);
  }
}
