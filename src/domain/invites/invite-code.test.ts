import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, INVITE_LIFETIME_MS } from '../../shared/constants.ts';
import {
  inviteCodeFromDigest,
  inviteExpiresAt,
  isInviteExpired,
  isWellFormedInviteCode,
  normalizeInviteCode,
} from './invite-code.ts';

const digestOf = (seed: string) => createHash('sha256').update(seed).digest();

describe('inviteCodeFromDigest', () => {
  it('gives 8 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = inviteCodeFromDigest(digestOf(`seed-${i}`));
      expect(code).toHaveLength(8);
      expect(isWellFormedInviteCode(code)).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it('is deterministic for a digest and differs across digests', () => {
    expect(inviteCodeFromDigest(digestOf('a'))).toBe(inviteCodeFromDigest(digestOf('a')));
    const codes = new Set(
      Array.from({ length: 500 }, (_, i) => inviteCodeFromDigest(digestOf(`${i}`))),
    );
    expect(codes.size).toBe(500);
  });

  it('maps byte values onto the alphabet by modulo', () => {
    const bytes = Uint8Array.from([0, 1, 2, 30, 31, 32, 255, 100]);
    const a = INVITE_CODE_ALPHABET;
    expect(inviteCodeFromDigest(bytes)).toBe(
      [0, 1, 2, 30, 31 % a.length, 32 % a.length, 255 % a.length, 100 % a.length]
        .map((i) => a[i])
        .join(''),
    );
  });

  it('rejects a digest that is too short', () => {
    expect(() => inviteCodeFromDigest(new Uint8Array(7))).toThrow(RangeError);
  });
});

describe('invite code rules', () => {
  it('normalises typed input to upper case without spaces around it', () => {
    expect(normalizeInviteCode('  ab7kq2mz ')).toBe('AB7KQ2MZ');
  });

  it('recognises malformed codes', () => {
    expect(isWellFormedInviteCode('AB7KQ2M')).toBe(false);
    expect(isWellFormedInviteCode('AB7KQ2M0')).toBe(false);
    expect(isWellFormedInviteCode('ab7kq2mz')).toBe(false);
    expect(isWellFormedInviteCode('AB7KQ2MZ')).toBe(true);
  });

  it('expires exactly 72 hours after creation', () => {
    const created = new Date('2026-11-21T10:00:00Z');
    const expires = inviteExpiresAt(created);
    expect(expires.getTime() - created.getTime()).toBe(INVITE_LIFETIME_MS);
    expect(isInviteExpired(expires, new Date(expires.getTime() - 1))).toBe(false);
    expect(isInviteExpired(expires, expires)).toBe(true);
  });
});
