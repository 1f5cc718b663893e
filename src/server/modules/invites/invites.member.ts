import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inviteCodes, users } from '../../../db/schema/index.ts';
import { isInviteExpired } from '../../../domain/invites/invite-code.ts';
import type { InvitedPage, InviteState } from '../../../shared/api/accounts.ts';
import { PEOPLE_LIST_PAGE } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../errors.ts';
import { keysetOrder, pageOf, pastCursor, readCursor } from '../../read/paging.ts';
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
  const [first, invitedCount] = await Promise.all([
    readInvitedPage(db, userId, { limit: PEOPLE_LIST_PAGE }),
    // Counted from the members, not the sign-up counter (users.referral_invited_count), which
    // still counted members who have since deleted their account: "9" beside "See all 8".
    countInvited(db, userId),
  ]);
  return {
    code: current?.code ?? null,
    createdAt: current?.createdAt.toISOString() ?? null,
    expiresAtMs: current?.expiresAt.getTime() ?? null,
    expired: current ? isInviteExpired(current.expiresAt, now) : false,
    invitedCount,
    invited: first.invited,
    invitedNextCursor: first.nextCursor,
  };
}

async function countInvited(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(eq(users.referrerUid, userId));
  return row?.value ?? 0;
}

/** A page of the members who joined with the member's codes, newest first (issue 28). */
export async function readInvitedPage(
  db: Database,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<InvitedPage> {
  const cursor = readCursor(page.cursor);
  const rows = await db
    .select({
      uid: users.id,
      displayName: users.displayName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.referrerUid, userId), pastCursor(users.createdAt, users.id, cursor)))
    .orderBy(...keysetOrder(users.createdAt, users.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({
    createdAt: row.createdAt,
    id: row.uid,
  }));
  return {
    invited: items.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })),
    nextCursor,
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
