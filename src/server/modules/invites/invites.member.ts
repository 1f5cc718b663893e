import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inviteCodes, users } from '../../../db/schema/index.ts';
import { isInviteExpired } from '../../../domain/invites/invite-code.ts';
import type { InviteState } from '../../../shared/api/accounts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../errors.ts';
import { issueInviteCode } from './invites.service.ts';

/** A member's invite panel: their current code, its expiry and who joined with their codes. */
export async function readInviteState(
  db: Database,
  userId: string,
  now: Date,
): Promise<InviteState> {
  const [current] = await db
    .select()
    .from(inviteCodes)
    .where(and(eq(inviteCodes.ownerId, userId), isNull(inviteCodes.rotatedAt)))
    .orderBy(desc(inviteCodes.createdAt))
    .limit(1);
  const invited = await db
    .select({
      uid: users.id,
      displayName: users.displayName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.referrerUid, userId))
    .orderBy(desc(users.createdAt));
  return {
    code: current?.code ?? null,
    createdAt: current?.createdAt.toISOString() ?? null,
    expiresAtMs: current?.expiresAt.getTime() ?? null,
    expired: current ? isInviteExpired(current.expiresAt, now) : false,
    // Counted from the list, not the sign-up counter (users.referral_invited_count), which
    // still counted members who have since deleted their account: "9" beside "See all 8".
    invitedCount: invited.length,
    invited: invited.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })),
  };
}

/** Returns the unexpired code, or makes a new one (spec section 4). */
export async function ensureInvite(db: Database, userId: string, now: Date): Promise<InviteState> {
  await generate(() =>
    issueInviteCode(db, userId, now, { reuseActive: true, rotatePrevious: true }),
  );
  return readInviteState(db, userId, now);
}

/** A brand-new code; the previous one stops working. The invited count and list carry over. */
export async function refreshInvite(db: Database, userId: string, now: Date): Promise<InviteState> {
  await generate(() =>
    issueInviteCode(db, userId, now, { reuseActive: false, rotatePrevious: true }),
  );
  return readInviteState(db, userId, now);
}

async function generate(issue: () => Promise<unknown>): Promise<void> {
  try {
    await issue();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(503, 'invite_generate_failed', MESSAGES.inviteGenerateFailed);
  }
}
