import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy the SPA runs under: everything from our own origin, no inline
 * script, images also from data: and blob: (upload previews), nothing may frame us.
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/**
 * Helmet's headers for these options, worked out once. @fastify/helmet called `helmet(options)`
 * on every request, which parsed the CSP directives again each time (about 2% of the server's
 * CPU in a profile of the feed routes); the headers never change while the app runs.
 */
export function securityHeaders(options: HelmetOptions): {
  set: ReadonlyArray<readonly [string, string]>;
  removed: readonly string[];
} {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished || set.size === 0) throw new Error('helmet did not produce its headers');
  return { set: [...set], removed };
}

/** Sets the security headers on every response, as the raw response's own headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as @fastify/helmet did, so a route that writes the raw response
    // itself (the live event stream) sends them too.
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
