import { pino, type Logger } from 'pino';
import type { ServerConfig } from '../config/env.ts';

/** A URL as logged: the value of a `token` query parameter (a live reset link) is never written. */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  return url.replace(/([?&;]token=)[^&#;]*/gi, '$1[redacted]');
}

/** The one logger of a server process; Fastify, services and jobs all write through it. */
export function createLogger(config: Pick<ServerConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // These win over Fastify's own (its child logger merges ours last).
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; host?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
      url: redactUrl,
    },
  });
}
