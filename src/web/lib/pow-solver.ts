import { sha256Into } from './sha256.ts';

// The ALTCHA (v2, SHA-256, cost 1) proof of work, solved synchronously: find the counter whose
// SHA-256(salt ‖ nonce ‖ counter as big-endian uint32) starts with the challenge's key prefix.
// Runs in a Web Worker (pow.worker.ts) so the page's main thread never blocks.

export interface PowParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  keyPrefix: string;
  cost: number;
  keyLength?: number;
}

export interface PowSolution {
  counter: number;
  derivedKey: string;
  time: number;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Only what this solver implements; anything else goes to the library's general solver. */
export function isSolvable(p: PowParameters): boolean {
  return (
    p.algorithm === 'SHA-256' &&
    p.cost === 1 &&
    (p.keyLength ?? 32) <= 32 &&
    /^[0-9a-f]*$/i.test(p.nonce + p.salt) &&
    /^([0-9a-f]{2})+$/i.test(p.keyPrefix)
  );
}

/**
 * Tries counters from `start` (inclusive) to `end` (exclusive); the solution, or null when none
 * of them matches.
 */
export function searchCounters(p: PowParameters, start: number, end: number): PowSolution | null {
  const started = performance.now();
  const salt = hexToBytes(p.salt);
  const nonce = hexToBytes(p.nonce);
  const prefix = hexToBytes(p.keyPrefix.toLowerCase());
  const keyLength = p.keyLength ?? 32;
  const input = new Uint8Array(salt.length + nonce.length + 4);
  input.set(salt, 0);
  input.set(nonce, salt.length);
  const counterAt = salt.length + nonce.length;
  const view = new DataView(input.buffer);
  const digest = new Uint8Array(32);
  for (let counter = start; counter < end; counter += 1) {
    view.setUint32(counterAt, counter, false);
    sha256Into(input, digest);
    let match = true;
    for (let i = 0; i < prefix.length; i += 1)
      if (digest[i] !== prefix[i]) {
        match = false;
        break;
      }
    if (match)
      return {
        counter,
        derivedKey: bytesToHex(digest.slice(0, keyLength)),
        time: Math.round(performance.now() - started),
      };
  }
  return null;
}
