import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { consents, inviteCodes, stats, users, type User } from '../../../db/schema/index.ts';
import { DEFAULT_CONSENTS } from '../../../shared/constants.ts';
import { USER_COUNT_KEY } from './house-account.repository.ts';

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function isUsernameTaken(db: Database, usernameLower: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameLower, usernameLower))
    .limit(1);
  return rows.length > 0;
}

export interface InviteCodeOwner {
  code: string;
  ownerId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  ownerIsBanned: boolean;
}

export async function findInviteCode(db: Database, code: string): Promise<InviteCodeOwner | null> {
  const rows = await db
    .select({
      code: inviteCodes.code,
      ownerId: inviteCodes.ownerId,
      expiresAt: inviteCodes.expiresAt,
      rotatedAt: inviteCodes.rotatedAt,
      ownerIsBanned: users.isBanned,
    })
    .from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.ownerId))
    .where(eq(inviteCodes.code, code))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Takes one seat under the capacity in a single atomic statement: the row lock on
 * stats/userCount serialises concurrent sign-ups, so the count can never pass capacity.
 */
export async function reserveSeat(db: Database, capacity: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(stats)
    .set({ count: sql`${stats.count} + 1`, lastUpdated: now })
    .where(and(eq(stats.key, USER_COUNT_KEY), lt(stats.count, capacity)))
    .returning({ count: stats.count });
  return rows.length === 1;
}

export async function releaseSeat(db: Database, now: Date): Promise<void> {
  await db
    .update(stats)
    .set({ count: sql`greatest(${stats.count} - 1, 0)`, lastUpdated: now })
    .where(eq(stats.key, USER_COUNT_KEY));
}

export async function readMemberCount(db: Database): Promise<number> {
  const rows = await db
    .select({ count: stats.count })
    .from(stats)
    .where(eq(stats.key, USER_COUNT_KEY));
  return rows[0]?.count ?? 0;
}

/** Brings stats/userCount back in line with the members table (start-up; after a crash). */
export async function reconcileMemberCount(db: Database, now: Date): Promise<void> {
  await db
    .update(stats)
    .set({
      count: sql`(select count(*)::int from ${users} where ${users.isSystem} = false)`,
      lastUpdated: now,
    })
    .where(eq(stats.key, USER_COUNT_KEY));
}

/** Referral bookkeeping after a sign-up: the inviter's count and the consents row. */
export async function recordAcceptedInvite(
  db: Database,
  input: { inviterId: string; memberId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        referralInvitedCount: sql`${users.referralInvitedCount} + 1`,
        referralLatestInviteAt: input.now,
      })
      .where(eq(users.id, input.inviterId));
    await tx
      .insert(consents)
      .values({ userId: input.memberId, ...DEFAULT_CONSENTS, updatedAt: input.now })
      .onConflictDoNothing();
  });
}

export async function touchLastLogin(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLogin: now, isActive: true }).where(eq(users.id, userId));
}

type Writer = Pick<Database, 'select' | 'update'>;

export async function isHandleTakenByOther(db: Database, handle: string, memberId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.handle, handle), ne(users.id, memberId)))
    .limit(1);
  return Boolean(row);
}

export interface ProfileChanges {
  displayName: string;
  handle: string;
  headline: string | null;
  bio: string | null;
  location: string | null;
  themeColor: string;
  tags: string[];
  tagsUpdatedAt: Date | null;
}

/** Saves a member's profile fields (inside the caller's transaction when one is given). */
export async function updateMemberProfile(db: Writer, memberId: string, changes: ProfileChanges) {
  await db.update(users).set(changes).where(eq(users.id, memberId));
}

/** Mirrors the current invite code onto the member's referral block (spec: users.referral). */
export async function setCurrentReferralCode(
  db: Writer,
  ownerId: string,
  code: { code: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      referralCode: code.code,
      referralCreatedAt: code.createdAt,
      referralExpiresAt: code.expiresAt,
      referralUpdatedAt: code.createdAt,
    })
    .where(eq(users.id, ownerId));
}
