import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template.ts';

/**
 * Vitest globalSetup of the database tiers: builds the migrated template once, before any worker
 * starts, so that test files copy it instead of each running initdb and every migration.
 */
export async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await ensurePostgresTemplate(serverUrl);
  else await ensurePgliteTemplate();
}
