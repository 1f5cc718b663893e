/** The spec's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
