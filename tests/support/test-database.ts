import { randomBytes } from 'node:crypto';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import {
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  withAdminClient,
} from './database-template.ts';

/** PostgreSQL's SQLSTATE for a database that does not exist. */
const INVALID_CATALOG_NAME = '3D000';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database this run created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite opened from the run's migrated
 * template by default, or a copy of the migrated template database on the server named by
 * TEST_DATABASE_URL (created here, dropped in dispose()). The templates are built once per run
 * by tests/support/global-setup.ts (or here, by the first file that needs one).
 */
export async function createTestDatabase(
  options: { logger?: QueryLogger } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      pgliteTemplateFile: await ensurePgliteTemplate(),
      ...options,
    });
    return { handle, dispose: () => handle.close() };
  }

  const name = `lorien_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const copyTemplate = async () => {
    const template = await ensurePostgresTemplate(serverUrl);
    await withAdminClient(serverUrl, (client) =>
      client.query(`create database "${name}" template "${template}"`),
    );
  };
  // A run on other migrations (another checkout on the same server) may have replaced the
  // template meanwhile: build ours again, once.
  await copyTemplate().catch((error: unknown) => {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
    return copyTemplate();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax: 5, ...options });
  return {
    handle,
    async dispose() {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
