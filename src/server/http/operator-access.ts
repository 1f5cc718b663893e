import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AdminCredentials } from '../../config/env.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { Clock } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  memoryLimitStore,
  retryAfterSecondsOf,
  tooManyRequests,
  type LimitStore,
  type RateLimitRule,
} from '../lib/rate-limiter.ts';

export const HOUSE_TOKEN_HEADER = 'x-house-token';

/** Failed admin logins per IP: enough for a typo or two, too few to guess a password. */
export const ADMIN_FAILURE_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };
/**
 * Failed admin logins per presented username, whatever the address: guessing from many
 * addresses meets the same lockout.
 */
export const ADMIN_ACCOUNT_FAILURE_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };
/**
 * A lockout lasts the first window, then doubles with each further lockout of the same subject
 * within ADMIN_LOCKOUT_MEMORY_MS, up to ADMIN_LOCKOUT_MAX_MS.
 */
export const ADMIN_LOCKOUT_BASE_MS = 15 * 60_000;
export const ADMIN_LOCKOUT_MAX_MS = 24 * 60 * 60_000;
export const ADMIN_LOCKOUT_MEMORY_MS = 24 * 60 * 60_000;

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

/**
 * Spec (Admin session): HTTP Basic against ADMIN_USERNAME and ADMIN_PASSWORD. Failures are
 * counted per IP and per presented username in the shared limit store; a subject that reaches
 * its limit is locked out, and a locked request is refused before its password is looked at,
 * so a right guess during a lockout answers the same 429 as a wrong one.
 */
export function adminGuard(
  admin: AdminCredentials | undefined,
  clock: Clock,
  store: LimitStore = memoryLimitStore(clock),
) {
  const lockouts = new LoginLockouts(store, clock);
  return async (request: FastifyRequest): Promise<void> => {
    if (!admin) throw new AppError(503, 'admin_not_configured', MESSAGES.adminNotConfigured);
    const presented = parseBasicAuthorization(request.headers.authorization);
    if (!presented)
      throw new AppError(401, 'authorization_required', MESSAGES.adminAuthorizationRequired);
    const subjects = adminSubjects(request.ip, presented.username);
    const lockedFor = await lockouts.lockedForMs(subjects);
    if (lockedFor > 0) throw lockedOut(lockedFor);
    const userOk = secretsMatch(presented.username, admin.username);
    const passwordOk = secretsMatch(presented.password, admin.password);
    if (userOk && passwordOk) return;
    const { started, waitMs, beyondLimit } = await lockouts.recordFailure(subjects);
    if (started)
      request.log.warn(
        {
          event: 'admin_login_lockout',
          lockedOut: started.kinds,
          ip: request.ip,
          username: presented.username.slice(0, 64),
          lockoutSeconds: Math.ceil(started.durationMs / 1000),
          lockoutNumber: started.number,
        },
        'administrator login locked out after repeated failures',
      );
    // The failure that reaches the limit still answers as a failure (10 guesses are allowed);
    // the lockout holds from the next request on, whatever its password.
    if (beyondLimit) throw lockedOut(waitMs);
    throw new AppError(401, 'login_denied', MESSAGES.adminLoginDenied);
  };
}

interface LockoutSubject {
  kind: 'ip' | 'username';
  key: string;
  rule: RateLimitRule;
}

interface StartedLockout {
  /** Which subjects this failure locked out (the IP, the username or both). */
  kinds: Array<LockoutSubject['kind']>;
  /** The longest of their lockouts. */
  durationMs: number;
  /** The how-many-th lockout of this subject within ADMIN_LOCKOUT_MEMORY_MS. */
  number: number;
}

function adminSubjects(ip: string, username: string): LockoutSubject[] {
  // The username is hashed into the key: any length or character, one bounded key.
  const name = createHash('sha256').update(username.normalize('NFC').toLowerCase()).digest('hex');
  return [
    { kind: 'ip', key: `admin:ip:${ip}`, rule: ADMIN_FAILURE_LIMIT },
    { kind: 'username', key: `admin:user:${name}`, rule: ADMIN_ACCOUNT_FAILURE_LIMIT },
  ];
}

function lockedOut(ms: number): AppError {
  return tooManyRequests('rate_limited', MESSAGES.tooManyRequests, retryAfterSecondsOf(ms));
}

/** The lockout length after `number` lockouts of one subject: doubling, capped. */
export function lockoutDurationMs(number: number): number {
  return Math.min(ADMIN_LOCKOUT_MAX_MS, ADMIN_LOCKOUT_BASE_MS * 2 ** Math.max(0, number - 1));
}

/**
 * Lockouts kept in the LimitStore every instance shares: a lock is a window whose count is 1
 * for the lockout's length. Reading one counts 0 hits in a 0 ms window: a lock in force comes
 * back unchanged, and where there is none the empty window has already ended.
 */
class LoginLockouts {
  private readonly store: LimitStore;
  private readonly clock: Clock;

  constructor(store: LimitStore, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  /** How long the longest lock over these subjects still lasts; 0 when none holds. */
  async lockedForMs(subjects: readonly LockoutSubject[]): Promise<number> {
    const now = this.clock().getTime();
    const locks = await Promise.all(
      subjects.map((subject) => this.store.increment(`${subject.key}:lock`, 0, 0)),
    );
    return Math.max(
      0,
      ...locks.map((lock) => (lock.count > 0 && lock.resetAtMs > now ? lock.resetAtMs - now : 0)),
    );
  }

  /**
   * Counts a failure against every subject. A subject at its limit is locked out: the first
   * request to reach it (a one-time claim per failure window, so parallel ones agree) starts
   * the lockout; the answer is how long the caller must wait, and whether this failure was past
   * the allowance (the one that only reaches it is still answered as a failure).
   */
  async recordFailure(
    subjects: readonly LockoutSubject[],
  ): Promise<{ waitMs: number; started: StartedLockout | null; beyondLimit: boolean }> {
    const now = this.clock().getTime();
    let waitMs = 0;
    let beyondLimit = false;
    const locked: Array<{ kind: LockoutSubject['kind']; durationMs: number; number: number }> = [];
    for (const subject of subjects) {
      const failures = await this.store.increment(subject.key, subject.rule.windowMs);
      if (failures.count < subject.rule.max) continue;
      if (failures.count > subject.rule.max) beyondLimit = true;
      const claim = `${subject.key}:lockout:${failures.resetAtMs}`;
      if (!(await this.store.claimOnce(claim, new Date(failures.resetAtMs)))) {
        waitMs = Math.max(waitMs, failures.resetAtMs - now);
        continue;
      }
      const { count: number } = await this.store.increment(
        `${subject.key}:lockouts`,
        ADMIN_LOCKOUT_MEMORY_MS,
      );
      const durationMs = lockoutDurationMs(number);
      await this.store.increment(`${subject.key}:lock`, durationMs);
      waitMs = Math.max(waitMs, durationMs);
      locked.push({ kind: subject.kind, durationMs, number });
    }
    const longest = locked.reduce<(typeof locked)[number] | null>(
      (best, lock) => (best && best.durationMs >= lock.durationMs ? best : lock),
      null,
    );
    const started: StartedLockout | null = longest && {
      kinds: locked.map((lock) => lock.kind),
      durationMs: longest.durationMs,
      number: longest.number,
    };
    return { waitMs, started, beyondLimit };
  }
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
      throw new AppError(403, 'forbidden', MESSAGES.operatorOnly);
    }
  };
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}
