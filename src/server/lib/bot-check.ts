import { createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../context.ts';
import type { LimitStore } from './rate-limiter.ts';

const ALGORITHM = 'SHA-256';
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * ALTCHA proof of work for sign-up and password reset: self-hosted, no third party. The
 * challenge is HMAC-signed, so the server keeps no state until a solution arrives; each
 * solved challenge is accepted once: it is claimed in the shared store (atomically, before it is
 * verified), so parallel requests and several instances agree.
 */
export class BotCheck {
  private readonly store: LimitStore;
  private readonly secret: string;
  private readonly maxCounter: number;
  private readonly clock: Clock;

  constructor(options: { secret: string; maxCounter: number; clock: Clock; store: LimitStore }) {
    this.store = options.store;
    this.secret = createHmac('sha256', options.secret).update('altcha').digest('base64url');
    this.maxCounter = options.maxCounter;
    this.clock = options.clock;
  }

  async challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      // Deterministic mode: the solver must find this counter, about maxCounter/2 hashes on average.
      counter: randomInt(Math.floor(this.maxCounter / 2), this.maxCounter),
      deriveKey,
      // Two expiries, equal in production: ours, by our clock, signed in `data` (tests move time
      // with their clock); and altcha's own, which the library and the browser check against the
      // real time, so a clock set in the past (a test's fixed date) cannot expire it at birth.
      data: { expiresAt: Math.floor((this.clock().getTime() + CHALLENGE_LIFETIME_MS) / 1000) },
      expiresAt: new Date(Math.max(this.clock().getTime(), Date.now()) + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.secret,
    });
  }

  /** True when `encoded` (base64 JSON of { challenge, solution }) solves a fresh, unused challenge. */
  async verify(encoded: string): Promise<boolean> {
    const payload = decode(encoded);
    if (!payload?.challenge.signature) return false;
    const now = this.clock().getTime();
    // Expiry by our clock (seconds in the signed parameters), so tests can move time.
    const expiresAtSeconds = (
      payload.challenge.parameters.data as { expiresAt?: unknown } | undefined
    )?.expiresAt;
    if (typeof expiresAtSeconds !== 'number' || expiresAtSeconds * 1000 <= now) return false;
    // Claimed before it is verified: of several requests carrying one solution, only the first
    // gets past this line, whichever instance it reaches. A claim outlives the challenge.
    const claimUntil = new Date(Math.max(expiresAtSeconds * 1000, now) + CHALLENGE_LIFETIME_MS);
    if (!(await this.store.claimOnce(`altcha:${payload.challenge.signature}`, claimUntil)))
      return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.secret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return true;
  }
}

function decode(encoded: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    if (typeof value !== 'object' || value === null) return null;
    if (typeof value.challenge?.parameters !== 'object' || typeof value.solution !== 'object') {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}
