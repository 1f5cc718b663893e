import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { z } from 'zod';
import { ANALYSIS_DEFAULT_PORT } from '../shared/constants.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ConfigError, loadConfig, type EnvInput } from '../config/env.ts';
import { createLocalAnalysisService } from './analysis-client.ts';
import { buildAnalysisServer } from './analysis-server.ts';
import { loadLemmaLexicons } from './engine/lemmas.ts';

// `npm run analysis`: the analysis service as its own process (spec section 7, port 8080).
// It shares the app's database (DATABASE_URL) for emotion state, consents and LLM usage. PGlite
// lets only one process open a data directory, so a separate analysis process needs PostgreSQL;
// without DATABASE_URL it opens its own PGlite directory, useful only for trying it out.

const analysisEnv = z.object({
  ANALYSIS_HOST: z.string().min(1).default('127.0.0.1'),
  ANALYSIS_PORT: z.coerce.number().int().min(0).max(65535).default(ANALYSIS_DEFAULT_PORT),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export interface RunningAnalysisService {
  url: string;
  close(): Promise<void>;
}

export async function startAnalysisService(
  env: EnvInput = process.env,
): Promise<RunningAnalysisService> {
  const config = loadConfig(env);
  const listen = analysisEnv.parse(env);
  const logger = pino({ name: 'analysis', level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: `${pgliteDirFor(config.dataDir)}-analysis`,
    poolMax: config.databasePoolMax,
    preparedStatements: config.databasePreparedStatements,
  });
  await migrateDatabase(database);
  loadLemmaLexicons();
  const service = createLocalAnalysisService(config, {
    db: database.db,
    clock: () => new Date(),
    logger,
  });
  const server = buildAnalysisServer({
    service,
    token: config.analysisToken,
    logLevel: config.logLevel,
  });
  if (!LOOPBACK.has(listen.ANALYSIS_HOST) && !config.analysisToken)
    logger.warn(
      'listening beyond loopback without ANALYSIS_TOKEN: anyone who can reach it can write emotion state',
    );
  const url = await server.listen({ host: listen.ANALYSIS_HOST, port: listen.ANALYSIS_PORT });
  logger.info({ url, database: database.kind }, 'analysis service listening');
  return {
    url,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const running = await startAnalysisService();
    const stop = () => {
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
