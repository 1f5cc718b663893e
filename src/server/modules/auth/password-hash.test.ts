import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, PASSWORD_HASH_COST_TEST_MIN } from '../../../shared/constants.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing (scrypt, OWASP cost)', () => {
  it('hashes at the production parameters by default and verifies the right password only', async () => {
    expect(PASSWORD_HASH_COST).toBe(17);
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horsf')).toBe(false);
    expect(await verifyPassword('garbage', 'correct horse')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('records a configured cost in the hash, so verifying uses the cost it was made with', async () => {
    const cheap = await hashPassword('correct horse', PASSWORD_HASH_COST_TEST_MIN);
    expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword(cheap, 'correct horse')).toBe(true);
    expect(await verifyPassword(cheap, 'correct horsf')).toBe(false);
  });
});
