import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_TOKEN_MAX_AGE_SECONDS } from '../../../shared/constants.ts';

/**
 * Short-lived bearer tokens for the account API (export, delete). Minted from a cookie session
 * and tied to it, valid for the spec's 300 s, so the long-lived session token itself never has
 * to be readable by page scripts.
 */
export interface AccountTokenClaims {
  sub: string;
  sid: string;
  exp: number; // epoch ms
}

const VERSION = 'v1';

export function signAccountToken(
  secret: string,
  claims: Omit<AccountTokenClaims, 'exp'>,
  now: Date,
) {
  const exp = now.getTime() + AUTH_TOKEN_MAX_AGE_SECONDS * 1000;
  const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return { token: `${VERSION}.${body}.${mac(secret, body)}`, expiresAtMs: exp };
}

export function verifyAccountToken(
  secret: string,
  token: string,
  now: Date,
): AccountTokenClaims | null {
  const [version, body, signature] = token.split('.');
  if (version !== VERSION || !body || !signature) return null;
  const expected = Buffer.from(mac(secret, body));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as AccountTokenClaims;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return null;
    }
    return claims.exp > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', `${secret}:account-token`).update(body).digest('base64url');
}
