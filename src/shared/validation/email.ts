/** The spec's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What better-auth accepts (its sign-up, sign-in, reset and change-email routes check with zod's
 * `z.email()`; this is that pattern, copied so the browser bundle need not load zod): a dotted
 * local part of letters, digits and _ ' + - (no leading, trailing or double dot, no quotes), and a
 * domain of letter-or-digit-led labels ending in a top-level label of two or more letters (no IP
 * literal). An address the app accepts and better-auth refuses would fail deep inside sign-up.
 */
const AUTH_EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321: a mail server may refuse a longer local part, so the reset mail would never arrive. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** RFC 1035: the longest label a domain name may have. */
const DOMAIN_LABEL_MAX_LENGTH = 63;

/**
 * The one e-mail rule of sign-up, sign-in, reset, Settings and the contact form: the spec's
 * simple pattern, narrowed to what better-auth and a mail server accept.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  if (!SIMPLE_EMAIL.test(email) || !AUTH_EMAIL.test(email)) return false;
  const at = email.lastIndexOf('@');
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return email
    .slice(at + 1)
    .split('.')
    .every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
