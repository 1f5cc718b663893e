import { createHmac, randomBytes } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Clock } from '../../context.ts';
import { AttemptLimiter, type LimitStore, type RateLimitRule } from '../../lib/rate-limiter.ts';
import { secretsMatch } from '../../http/operator-access.ts';

const MINUTE = 60_000;
// Mastodon's throttles: sign-in 25 per 5 minutes per IP and 25 per hour per email; sign-up and
// reset 25 per 5 minutes per IP, reset also 5 per hour per email (each mail costs someone).
export const AUTH_LIMITS = {
  signinPerIp: { max: 25, windowMs: 5 * MINUTE },
  signinPerEmail: { max: 25, windowMs: 60 * MINUTE },
  signupPerIp: { max: 25, windowMs: 5 * MINUTE },
  resetPerIp: { max: 25, windowMs: 5 * MINUTE },
  resetPerEmail: { max: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** The cookie that marks a browser that has signed in to an account before. */
export const DEVICE_COOKIE = 'lorien.device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Every password check (sign-in, account deletion) counts against the sign-in limits: per IP,
 * and per account. A browser that has signed in to that account before (a signed device
 * cookie) counts against a key of its own instead of the account's, so that someone guessing
 * another member's password cannot lock that member out (docs/decisions.md).
 */
export class PasswordAttempts {
  private readonly limiter: AttemptLimiter;
  private readonly secret: string;
  private readonly secure: boolean;

  constructor(deps: { store: LimitStore; clock: Clock; secret: string; secure: boolean }) {
    this.limiter = new AttemptLimiter(deps.store, deps.clock);
    this.secret = createHmac('sha256', deps.secret).update('device-cookie').digest('base64url');
    this.secure = deps.secure;
  }

  /** Counts one password check; throws the spec's 429 (with Retry-After) when over a limit. */
  async count(input: { ip: string; email: string; cookieHeader: string | null }): Promise<void> {
    const email = input.email.toLowerCase();
    const device = this.trustedDevice(input.cookieHeader, email);
    await this.limiter.assert(
      [
        { key: `signin:ip:${input.ip}`, rule: AUTH_LIMITS.signinPerIp },
        device
          ? { key: `signin:device:${device}`, rule: AUTH_LIMITS.signinPerEmail }
          : { key: `signin:email:${email}`, rule: AUTH_LIMITS.signinPerEmail },
      ],
      { code: 'too_many_attempts', message: MESSAGES.tooManyLoginAttempts },
    );
  }

  /** The Set-Cookie value that marks this browser after a successful sign-in to `email`. */
  deviceCookie(email: string, cookieHeader: string | null): string {
    const lower = email.toLowerCase();
    const id = this.trustedDevice(cookieHeader, lower) ?? randomBytes(16).toString('base64url');
    const value = `${id}.${this.sign(id, lower)}`;
    const attributes = [
      `${DEVICE_COOKIE}=${value}`,
      'Path=/api',
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (this.secure) attributes.push('Secure');
    return attributes.join('; ');
  }

  /** The device id when the request carries a device cookie signed for this email. */
  private trustedDevice(cookieHeader: string | null, email: string): string | null {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    const [id, signature] = value?.split('.') ?? [];
    if (!id || !signature || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
    return secretsMatch(signature, this.sign(id, email)) ? id : null;
  }

  private sign(id: string, email: string): string {
    return createHmac('sha256', this.secret).update(`${id}:${email}`).digest('base64url');
  }
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
