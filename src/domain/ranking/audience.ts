import { createHash } from 'node:crypto';
import { isThrottled, reachMultiplier } from './safety.ts';

// The deterministic audience of a throttled post (spec section 9). The slot is the first 32 bits
// of md5("member:post"), because PostgreSQL computes exactly the same number in a list query
// (src/server/read/visibility.ts, `audienceSlotSql`): one definition, two renderings, and a test
// that proves they agree. Kept apart from safety.ts, which the web app also imports.

/** md5("member:post")'s first 32 bits as a number in [0, 1): the same every time. */
export function audienceSlot(memberId: string, postId: string): number {
  return createHash('md5').update(`${memberId}:${postId}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** Whether a member is in a post's audience: everyone for a safe post, its reach share if throttled. */
export function inAudience(memberId: string, postId: string, risk: number): boolean {
  if (!isThrottled(risk)) return true;
  return audienceSlot(memberId, postId) < reachMultiplier(risk);
}
