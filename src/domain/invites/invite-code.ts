import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_LIFETIME_MS,
} from '../../shared/constants.ts';

/**
 * Maps a hash digest onto an 8-character code over the unambiguous alphabet. Each character
 * takes one byte modulo the alphabet size; the tiny modulo bias is irrelevant for codes that
 * are also checked for uniqueness and expire after 72 hours.
 */
export function inviteCodeFromDigest(digest: Uint8Array): string {
  if (digest.length < INVITE_CODE_LENGTH) {
    throw new RangeError(`digest must have at least ${INVITE_CODE_LENGTH} bytes`);
  }
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    code += INVITE_CODE_ALPHABET[(digest[i] ?? 0) % INVITE_CODE_ALPHABET.length];
  }
  return code;
}

/** Upper-cases and trims what a person typed; the alphabet is upper-case only. */
export function normalizeInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isWellFormedInviteCode(code: string): boolean {
  if (code.length !== INVITE_CODE_LENGTH) return false;
  for (const char of code) if (!INVITE_CODE_ALPHABET.includes(char)) return false;
  return true;
}

export function inviteExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITE_LIFETIME_MS);
}

export function isInviteExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}
