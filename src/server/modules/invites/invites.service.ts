import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { inviteCodeFromDigest, inviteExpiresAt } from '../../../domain/invites/invite-code.ts';
import { INVITE_CODE_MAX_ATTEMPTS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../errors.ts';
import { findActiveInviteCode, insertInviteCode, rotateInviteCodes } from './invites.repository.ts';
import { lockMemberRow, setCurrentReferralCode } from '../auth/index.ts';

export interface IssuedInvite {
  code: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Derives a candidate code; replaceable in tests to force collisions. */
export type InviteCodeGenerator = (ownerId: string, now: Date, attempt: number) => string;

export const hashedInviteCode: InviteCodeGenerator = (ownerId, now, attempt) =>
  inviteCodeFromDigest(
    createHash('sha256')
      .update(`${ownerId}:${now.getTime()}:${attempt}:`)
      .update(randomBytes(16))
      .digest(),
  );

export interface IssueInviteOptions {
  /** Return the owner's unexpired current code instead of making a new one (spec section 4). */
  reuseActive: boolean;
  /** Mark the owner's earlier codes as rotated, so only the new one is accepted (a refresh). */
  rotatePrevious: boolean;
  generate?: InviteCodeGenerator;
}

/**
 * Issues an invite code for `ownerId`. Codes are derived from a SHA-256 digest of the owner,
 * the time, the attempt and fresh randomness; a collision retries, up to the spec's 6 tries.
 */
export async function issueInviteCode(
  db: Database,
  ownerId: string,
  now: Date,
  options: IssueInviteOptions,
): Promise<IssuedInvite> {
  return db.transaction(async (tx) => {
    // One issue per member at a time (see lockMemberRow): concurrent refreshes on PostgreSQL
    // left two current codes, or deadlocked.
    await lockMemberRow(tx, ownerId);
    if (options.reuseActive) {
      const active = await findActiveInviteCode(tx, ownerId, now);
      if (active)
        return { code: active.code, createdAt: active.createdAt, expiresAt: active.expiresAt };
    }
    if (options.rotatePrevious) await rotateInviteCodes(tx, ownerId, now);

    const expiresAt = inviteExpiresAt(now);
    for (let attempt = 0; attempt < INVITE_CODE_MAX_ATTEMPTS; attempt += 1) {
      const code = (options.generate ?? hashedInviteCode)(ownerId, now, attempt);
      if (await insertInviteCode(tx, { code, ownerId, createdAt: now, expiresAt })) {
        await setCurrentReferralCode(tx, ownerId, { code, createdAt: now, expiresAt });
        return { code, createdAt: now, expiresAt };
      }
    }
    throw new AppError(409, 'invite_code_collision', MESSAGES.inviteGenerateUnique);
  });
}
