import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { PASSWORD_HASH_COST } from '../../../shared/constants.ts';
import { limitConcurrency } from '../../lib/concurrency.ts';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';
/**
 * Ours: password hashes running at once. Each holds one of libuv's four pool threads for about
 * 0.4 s; a sign-in storm taking all four stalled every member's cookie check behind it.
 */
const HASHES_AT_ONCE = 2;
const hashSlot = limitConcurrency(HASHES_AT_ONCE);

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return hashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function options(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // Node refuses above 32 MiB by default; allow what these parameters need, with headroom.
  return { N, r, p, maxmem: 256 * N * r + 16 * 1024 * 1024 };
}

/**
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`: parameters travel with the hash so cost can rise later.
 * `log2N` is the configured cost (config.passwordHashCost); only tests set it below production.
 */
export async function hashPassword(
  password: string,
  log2N: number = PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, options(log2N, BLOCK_SIZE, PARALLELISM));
  return [
    PREFIX,
    log2N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [prefix, log2N, r, p, salt, key] = hash.split('$');
  if (prefix !== PREFIX || !log2N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    options(Number(log2N), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
