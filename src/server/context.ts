import type { Logger } from 'pino';
import type { AnalysisClient } from '../analysis/analysis-client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ServerConfig } from '../config/env.ts';

/** Returns the current time. Injected so that tests can move time (invite expiry, sessions). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Everything a request handler may depend on, built once by main.ts or a test. */
export interface AppContext {
  config: ServerConfig;
  database: DatabaseHandle;
  clock: Clock;
  /** The built SPA (dist/web), or null when the server runs API-only (integration tests). */
  webRoot: string | null;
  /** Secret that lets `npm run invite` ask a running server for a founder code (PGlite is single-process). */
  houseToken: string | null;
  /** The analysis service: the engine in-process by default, HTTP when ANALYSIS_URL is set. */
  analysis: AnalysisClient;
  /** The process's one logger (see logger.ts). */
  log: Logger;
}
