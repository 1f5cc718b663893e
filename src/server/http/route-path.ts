import type { FastifyRequest } from 'fastify';

/**
 * The path a guard should decide on: the route pattern the router matched, or, for an unmatched
 * request, the decoded path. Never the raw URL: '/%61pi/posts' is routed as '/api/posts'.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched;
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
