import { describe, expect, it } from 'vitest';
import { signAccountToken, verifyAccountToken } from './account-token.ts';

const SECRET = 's'.repeat(40);

describe('account tokens', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('round-trips and expires after 300 s', () => {
    const { token, expiresAtMs } = signAccountToken(SECRET, { sub: 'u1', sid: 's1' }, now);
    expect(expiresAtMs - now.getTime()).toBe(300_000);
    expect(verifyAccountToken(SECRET, token, now)).toMatchObject({ sub: 'u1', sid: 's1' });
    expect(verifyAccountToken(SECRET, token, new Date(expiresAtMs))).toBeNull();
  });

  it('rejects tampering and other secrets', () => {
    const { token } = signAccountToken(SECRET, { sub: 'u1', sid: 's1' }, now);
    const [v, , sig] = token.split('.');
    const forged = `${v}.${Buffer.from(JSON.stringify({ sub: 'u2', sid: 's1', exp: 9e15 })).toString('base64url')}.${sig}`;
    expect(verifyAccountToken(SECRET, forged, now)).toBeNull();
    expect(verifyAccountToken('t'.repeat(40), token, now)).toBeNull();
    expect(verifyAccountToken(SECRET, 'garbage', now)).toBeNull();
  });
});
