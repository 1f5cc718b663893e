import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAnalysisClient } from '../analysis/analysis-client.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { buildApp, type App } from './app.ts';
import { createLogger } from './logger.ts';
import { systemClock, type AppContext } from './context.ts';
import { ConfigError, loadConfig, type EnvInput } from '../config/env.ts';
import { reconcileMemberCount } from './modules/auth/index.ts';
import { ensureHouseAccount, founderInviteForEmptyCommunity } from './modules/house/index.ts';
import { newHouseToken, removeRuntimeFiles, writeRuntimeFiles } from './runtime-files.ts';

export const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface RunningServer {
  app: App;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, bootstraps the house account and listens. */
export async function startServer(env: EnvInput = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    poolMax: config.databasePoolMax,
    preparedStatements: config.databasePreparedStatements,
  });
  await migrateDatabase(database);
  await ensureHouseAccount(database.db, new Date());
  await reconcileMemberCount(database.db, new Date());

  const usesPglite = database.kind === 'pglite';
  const log = createLogger(config);
  const ctx: AppContext = {
    config,
    database,
    clock: systemClock,
    webRoot: existsSync(config.webRoot ?? WEB_ROOT) ? (config.webRoot ?? WEB_ROOT) : null,
    houseToken: usesPglite ? newHouseToken() : null,
    analysis: createAnalysisClient(config, { db: database.db, clock: systemClock, logger: log }),
    log,
  };
  const app = await buildApp(ctx);
  const founderInvite = await founderInviteForEmptyCommunity(database.db, ctx.clock());

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === 0 ? config.publicUrl.replace(/:\d+$/, `:${port}`) : config.publicUrl;
  if (ctx.houseToken) writeRuntimeFiles(config.dataDir, { pid: process.pid, url }, ctx.houseToken);

  console.log(`\nLorien is running at ${url} (database: ${database.kind})`);
  if (!ctx.webRoot)
    console.log('The web app is not built; run `npm run build` (npm start does it).');
  if (!config.admin)
    console.log('The admin dashboard is off: set ADMIN_USERNAME and ADMIN_PASSWORD to use /admin.');
  if (founderInvite) {
    console.log(
      `Founder invite code: ${founderInvite.code} (valid until ${founderInvite.expiresAt.toISOString()})` +
        `\nSign up with it at ${url}/signup\n`,
    );
  }

  let closing: Promise<void> | null = null;
  return {
    app,
    url,
    close() {
      closing ??= (async () => {
        await app.close();
        await database.close();
        if (ctx.houseToken) removeRuntimeFiles(config.dataDir);
      })();
      return closing;
    },
  };
}

/** Starts the server and stops it cleanly on SIGINT/SIGTERM (npm start, npm run serve). */
export async function runServer(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runServer();
}
