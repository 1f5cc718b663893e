import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAnalysisClient, type AnalysisClient } from '../../src/analysis/analysis-client.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import { ensureHouseAccount } from '../../src/server/modules/house/house.service.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { createLogger } from '../../src/server/logger.ts';
import type { AppContext, Clock } from '../../src/server/context.ts';
import { loadConfig, type EnvInput } from '../../src/config/env.ts';
import { PASSWORD_HASH_COST_TEST_MIN } from '../../src/shared/constants.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  ctx: AppContext;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: EnvInput;
  clock?: Clock;
  webRoot?: string | null;
  houseToken?: string | null;
  /** Replaces the analysis client built from the config (in-process unless ANALYSIS_URL is set). */
  analysis?: AnalysisClient;
  /** Another instance's database: two apps on one database, as behind a load balancer. */
  database?: TestDatabase;
}

/** buildApp over a real, freshly migrated database and a throwaway data directory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LORIEN_DATA_DIR: dataDir,
    // A real proof of work, at a difficulty that keeps the suite fast.
    ALTCHA_MAX_COUNTER: '64',
    // Real scrypt at N=2^10: production's 2^17 costs 0.7 s a sign-up (the unit test of
    // password-hash.ts still covers the production parameters). Refused outside NODE_ENV=test,
    // so an app a test runs as production hashes at production cost.
    ...((options.env?.NODE_ENV ?? 'test') === 'test'
      ? { LORIEN_PASSWORD_HASH_COST: String(PASSWORD_HASH_COST_TEST_MIN) }
      : {}),
    ...options.env,
  });
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  await ensureHouseAccount(database.handle.db, new Date());
  const clock = options.clock ?? (() => new Date());
  const log = createLogger(config);
  const ctx: AppContext = {
    config,
    database: database.handle,
    clock,
    webRoot: options.webRoot ?? null,
    houseToken: options.houseToken ?? null,
    analysis:
      options.analysis ??
      createAnalysisClient(config, { db: database.handle.db, clock, logger: log }),
    log,
  };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      if (!shared) await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers every cookie-authenticated write from our SPA carries (CSRF guard). */
export const SPA_WRITE_HEADERS = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE } as const;
