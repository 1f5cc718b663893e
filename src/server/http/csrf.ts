import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER_NAME } from '../../shared/http.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';
import { routePath } from './route-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie-authenticated writes. Every unsafe API request must carry the
 * custom header our client sends (a cross-site form or a simple fetch cannot set it without a
 * CORS preflight, which we never grant), and a browser-sent Origin must be our own.
 * Bearer-token requests carry no ambient credentials and are exempt.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !routePath(request).startsWith('/api/')) return;
    if (isBearerRequest(request)) return;
    if (!request.headers[CSRF_HEADER_NAME]) {
      throw new AppError(403, 'csrf_rejected', MESSAGES.csrfRejected);
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && !sameOrigin(origin, request)) {
      throw new AppError(403, 'csrf_rejected', MESSAGES.csrfRejected);
    }
  });
}

function isBearerRequest(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\s+\S+/i.test(header) && !request.headers.cookie;
}

function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
