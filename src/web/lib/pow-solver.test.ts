import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { isSolvable, searchCounters, type PowParameters } from './pow-solver.ts';
import { sha256 } from './sha256.ts';

describe('synchronous SHA-256', () => {
  it('matches node:crypto for every length around the block boundaries', () => {
    for (let length = 0; length < 200; length += 1) {
      const message = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff);
      const expected = createHash('sha256').update(message).digest('hex');
      expect(Buffer.from(sha256(message)).toString('hex'), `length ${length}`).toBe(expected);
    }
  });
});

describe('proof-of-work solver', () => {
  it('solves a real ALTCHA challenge the server verifies, quickly', async () => {
    const secret = 'x'.repeat(40);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 50_000,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    const parameters = challenge.parameters as unknown as PowParameters;
    expect(isSolvable(parameters)).toBe(true);
    const started = performance.now();
    const solution = searchCounters(parameters, 0, 1_000_000);
    const elapsed = performance.now() - started;
    expect(solution).not.toBeNull();
    const result = await verifySolution({
      challenge,
      solution: { counter: solution!.counter, derivedKey: solution!.derivedKey },
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
    // 50,000 hashes: well under 0.5 s on a slow machine (4x throttling stays under 2 s).
    expect(elapsed).toBeLessThan(500);
  });

  it('says what it cannot solve', () => {
    const base = { algorithm: 'SHA-256', nonce: 'ab', salt: 'cd', keyPrefix: '00', cost: 1 };
    expect(isSolvable(base)).toBe(true);
    expect(isSolvable({ ...base, algorithm: 'PBKDF2/SHA-256' })).toBe(false);
    expect(isSolvable({ ...base, cost: 5 })).toBe(false);
    expect(isSolvable({ ...base, keyPrefix: 'abc' })).toBe(false);
  });
});
