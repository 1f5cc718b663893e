import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { z } from 'zod';
import { ANALYSIS_DEFAULT_PORT } from '../shared/constants.ts';
import { ConfigError, loadConfig, type EnvInput } from '../config/env.ts';
import { createLocalAnalysisService } from './analysis-client.ts';
import { buildAnalysisServer } from './analysis-server.ts';
import { loadLemmaLexicons } from './engine/lemmas.ts';

// `npm run analysis`: the analysis service as its own process (spec section 7, port 8080). It is
// stateless (issue 26): it never opens or migrates a database. The app holds each member's
// emotion state and circadian profile, sends them with /track and /cold_start and stores what
// comes back; an LLM provider's token counts go to the log.

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
  loadLemmaLexicons();
  const service = createLocalAnalysisService(config, { clock: () => new Date(), logger });
  const server = buildAnalysisServer({
    service,
    token: config.analysisToken,
    logLevel: config.logLevel,
  });
  if (!LOOPBACK.has(listen.ANALYSIS_HOST) && !config.analysisToken)
    logger.warn(
      'listening beyond loopback without ANALYSIS_TOKEN: anyone who can reach it can use it (and its LLM provider)',
    );
  const url = await server.listen({ host: listen.ANALYSIS_HOST, port: listen.ANALYSIS_PORT });
  logger.info({ url }, 'analysis service listening (stateless: no database)');
  return {
    url,
    async close() {
      await server.close();
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
