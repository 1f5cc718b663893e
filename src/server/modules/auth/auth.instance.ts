import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../../db/schema/index.ts';
import { PASSWORD_RESET_LINK_LIFETIME_MS, PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { PASSWORD_MAX_LENGTH } from '../../../shared/api/accounts.ts';
import { newId } from '../../lib/ids.ts';
import { deleteResetTokens } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export const SESSION_COOKIE_PREFIX = 'lorien';
const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const SESSION_REFRESH_SECONDS = 24 * 60 * 60;

export interface AuthInstanceOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  /** scrypt's log2 N for new hashes (config.passwordHashCost). */
  passwordCost: number;
  /** Called with the reset token; the caller builds the link into our own /reset-password page. */
  sendResetPassword: (
    user: { id: string; email: string; name: string },
    token: string,
  ) => Promise<void>;
}

/**
 * better-auth over our own tables. Its HTTP handler is deliberately not mounted: our routes
 * call `auth.api.*` after applying the invite, capacity, username, bot-check and rate-limit
 * rules, so there is no side door that skips them.
 */
export function createAuthInstance(options: AuthInstanceOptions) {
  return betterAuth({
    appName: 'Lorien',
    baseURL: options.publicUrl,
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: {
        hash: (password) => hashPassword(password, options.passwordCost),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_LIFETIME_MS / 1000,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => options.sendResetPassword(user, token),
      // The link used ends every other link the member still holds.
      onPasswordReset: ({ user }) => deleteResetTokens(options.db, user.id),
    },
    // A leaked verifications table must not hand out live reset links: only a hash is stored.
    verification: { storeIdentifier: { hash: async (identifier) => hashIdentifier(identifier) } },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        username: { type: 'string', required: true, input: true },
        usernameLower: { type: 'string', required: true, input: true },
        handle: { type: 'string', required: true, input: true },
        displayName: { type: 'string', required: true, input: true },
        referrerUid: { type: 'string', required: false, input: true },
        referralUsedCode: { type: 'string', required: false, input: true },
        referralReferrerCode: { type: 'string', required: false, input: true },
        referralAcceptedAt: { type: 'date', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => newId() },
    },
    // Our own limiter runs before every call (per IP and per email); see auth.service.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

/**
 * `reset-password:<token>` is stored as `reset-password:<sha256(token)>`: the kind stays readable
 * so every link of a member can be ended at once (deleteResetTokens).
 */
export function hashIdentifier(identifier: string): string {
  const at = identifier.indexOf(':');
  const kind = at < 0 ? '' : identifier.slice(0, at + 1);
  const secret = at < 0 ? identifier : identifier.slice(at + 1);
  return kind + createHash('sha256').update(secret).digest('base64url');
}

export type AuthInstance = ReturnType<typeof createAuthInstance>;
