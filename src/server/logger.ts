import { pino, type Logger } from 'pino';
import type { ServerConfig } from '../config/env.ts';

/** The one logger of a server process; Fastify, services and jobs all write through it. */
export function createLogger(config: Pick<ServerConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
