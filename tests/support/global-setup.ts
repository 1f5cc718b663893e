import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template.ts';

/**
 * Vitest globalSetup of the database tiers: builds the migrated template once, before any worker
 * starts, so that test files copy it instead of each running initdb and every migration.
 */
export async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // e2e servers always run on PGlite (their data directories start from its template).
  if (serverUrl && !project.name.startsWith('e2e')) await ensurePostgresTemplate(serverUrl);
  else await ensurePgliteTemplate();
}
