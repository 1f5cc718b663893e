import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AdminCredentials } from '../../config/env.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { Clock } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  AttemptLimiter,
  memoryLimitStore,
  type LimitStore,
  type RateLimitRule,
} from '../lib/rate-limiter.ts';

export const HOUSE_TOKEN_HEADER = 'x-house-token';

/** Failed admin logins per IP: enough for a typo or two, too few to guess a password. */
export const ADMIN_FAILURE_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };

/** Compares secrets in constant time (a length mismatch still costs one comparison). */
export function secretsMatch(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** `Authorization: Basic base64(user:password)`, or null when absent or malformed. */
export function parseBasicAuthorization(
  header: string | undefined,
): { username: string; password: string } | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Spec (Admin session): HTTP Basic against ADMIN_USERNAME and ADMIN_PASSWORD. */
export function adminGuard(
  admin: AdminCredentials | undefined,
  clock: Clock,
  store: LimitStore = memoryLimitStore(clock),
) {
  const failures = new AttemptLimiter(store, clock);
  return async (request: FastifyRequest): Promise<void> => {
    if (!admin) throw new AppError(503, 'admin_not_configured', MESSAGES.adminNotConfigured);
    const presented = parseBasicAuthorization(request.headers.authorization);
    if (!presented)
      throw new AppError(401, 'authorization_required', MESSAGES.adminAuthorizationRequired);
    const key = [{ key: `admin:${request.ip}`, rule: ADMIN_FAILURE_LIMIT }];
    const userOk = secretsMatch(presented.username, admin.username);
    const passwordOk = secretsMatch(presented.password, admin.password);
    if (userOk && passwordOk) return;
    await failures.assert(key, { code: 'rate_limited', message: MESSAGES.tooManyRequests });
    throw new AppError(401, 'login_denied', MESSAGES.adminLoginDenied);
  };
}

/**
 * The local operator (`npm run invite` while a PGlite server runs): loopback only, and the random
 * token the server wrote to its data directory.
 */
export function houseGuard(houseToken: string | null) {
  return (request: FastifyRequest): void => {
    const presented = request.headers[HOUSE_TOKEN_HEADER];
    if (
      !houseToken ||
      typeof presented !== 'string' ||
      !isLoopback(request.ip) ||
      !secretsMatch(presented, houseToken)
    ) {
      throw new AppError(403, 'forbidden', 'This endpoint is for the local operator only.');
    }
  };
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}
