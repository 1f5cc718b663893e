import { and, desc, eq, gt, like, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';
import {
  accounts,
  consents,
  inviteCodes,
  sessions,
  stats,
  users,
  verifications,
  type User,
} from '../../../db/schema/index.ts';
import { DEFAULT_CONSENTS } from '../../../shared/constants.ts';
import { USER_COUNT_KEY } from './house-account.repository.ts';
import { newId } from '../../lib/ids.ts';

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * The member of a session that still exists and has not expired: one indexed lookup, prepared
 * once per database (it runs on every signed-in request). Run with `{ sessionId, now }`.
 */
export function prepareSessionMember(db: Database) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_session_member');
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

/** The first run (issue 27): pending from sign-up until the member finishes or skips it. */
export async function setWelcomePending(
  db: Database,
  userId: string,
  pending: boolean,
): Promise<void> {
  await db.update(users).set({ welcomePending: pending }).where(eq(users.id, userId));
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

/**
 * Points the member's profile photo (with its small copy) or header image at new stored paths,
 * or at nothing; returns the paths it pointed at before (the caller removes their files). The
 * row is locked first, so of two racing changes each sees the other's paths as the previous ones.
 */
export async function replaceProfileImage(
  db: Writer,
  memberId: string,
  kind: 'avatar' | 'header',
  next: { path: string; smallPath: string } | null,
): Promise<string[]> {
  const [row] = await db
    .select({
      avatarPath: users.avatarPath,
      avatarSmallPath: users.avatarSmallPath,
      headerPath: users.headerPath,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  if (!row) return [];
  if (kind === 'avatar') {
    await db
      .update(users)
      .set({ avatarPath: next?.path ?? null, avatarSmallPath: next?.smallPath ?? null })
      .where(eq(users.id, memberId));
    return row.avatarPath ? [row.avatarPath] : [];
  }
  await db
    .update(users)
    .set({ headerPath: next?.path ?? null })
    .where(eq(users.id, memberId));
  return row.headerPath ? [row.headerPath] : [];
}

/** Mirrors the current invite code onto the member's referral block (spec: users.referral). */
/**
 * Locks the member's row for the rest of the caller's transaction. Issuing an invite code takes
 * it first: refreshes of one member then run one after the other (one current code, never two),
 * and the later update of the unique referral_code cannot deadlock with the key-share locks that
 * rows referring to the member take.
 */
export async function lockMemberRow(db: Pick<Database, 'select'>, memberId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
}

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

// Settings (issue 13): preferences, consents, sessions, password and email. The settings
// module calls these; only this repository writes users, consents, sessions and accounts.

export interface MemberPreferences {
  allowDMs: boolean;
  weeklyDigest: boolean;
  moodSoundscapes: boolean;
  interfaceLanguage: InterfaceLanguage | null;
}

export async function updateMemberPreferences(
  db: Database,
  memberId: string,
  changes: Partial<MemberPreferences>,
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.allowDMs !== undefined) set.allowDms = changes.allowDMs;
  if (changes.weeklyDigest !== undefined) set.weeklyDigest = changes.weeklyDigest;
  if (changes.moodSoundscapes !== undefined) set.moodSoundscapes = changes.moodSoundscapes;
  if (changes.interfaceLanguage !== undefined) set.interfaceLanguage = changes.interfaceLanguage;
  if (Object.keys(set).length === 0) return;
  await db.update(users).set(set).where(eq(users.id, memberId));
}

export interface StoredConsents {
  emotionTracking: boolean;
  ads: boolean;
  updatedAt: Date | null;
}

/** The member's consents; a member without a row has the defaults (spec section 9: on). */
export async function findConsents(db: Database, memberId: string): Promise<StoredConsents> {
  const [row] = await db
    .select({
      emotionTracking: consents.emotionTracking,
      ads: consents.ads,
      updatedAt: consents.updatedAt,
    })
    .from(consents)
    .where(eq(consents.userId, memberId))
    .limit(1);
  return row ?? { ...DEFAULT_CONSENTS, updatedAt: null };
}

/** Writes consents/{uid} (created with the defaults when missing) and stamps updatedAt. */
export async function saveConsents(
  db: Database,
  memberId: string,
  changes: Partial<Pick<StoredConsents, 'emotionTracking' | 'ads'>>,
  now: Date,
): Promise<StoredConsents> {
  const set = { ...changes, updatedAt: now };
  const [row] = await db
    .insert(consents)
    .values({ userId: memberId, ...DEFAULT_CONSENTS, ...set })
    .onConflictDoUpdate({ target: consents.userId, set })
    .returning({
      emotionTracking: consents.emotionTracking,
      ads: consents.ads,
      updatedAt: consents.updatedAt,
    });
  if (!row) throw new Error('consents were not saved');
  return row;
}

export async function listLiveSessions(db: Database, memberId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, memberId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
}

/** Ends every session of the member except `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(
  db: Database,
  memberId: string,
  keepSessionId: string,
): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, memberId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return removed.length;
}

/**
 * Replaces the password hash of the member's email-and-password account; every reset link the
 * member still holds stops working (a new password ends the old way in).
 */
export async function setPasswordHash(
  db: Database,
  memberId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, memberId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  await deleteResetTokens(db, memberId);
  return updated.length > 0;
}

/** Ends every password-reset link of the member (better-auth's rows hold the member id as value). */
export async function deleteResetTokens(db: Database, memberId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, memberId)),
    );
}

export async function findCredentialHash(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, memberId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** Changes the member's email; false when another account holds it already. */
export async function updateMemberEmail(
  db: Database,
  memberId: string,
  email: string,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ email, emailVerified: false })
    .where(
      and(
        eq(users.id, memberId),
        sql`not exists (select 1 from ${users} other where other.email = ${email} and other.id <> ${memberId})`,
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

// Pending e-mail changes (issue 30): a verifications row `email-change:<sha256 of the token>`
// whose value is `<member id>:<new address>` (ids are base64url, so the first colon splits).
const EMAIL_CHANGE_PREFIX = 'email-change:';

/** Every member's id and address (the house account included), for the lookalike check. */
export async function listMemberEmails(db: Database): Promise<{ id: string; email: string }[]> {
  return db.select({ id: users.id, email: users.email }).from(users);
}

/** Records the member's pending change; an earlier pending change of the member ends. */
export async function replaceEmailChange(
  db: Database,
  change: { memberId: string; email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(
        and(
          like(verifications.identifier, `${EMAIL_CHANGE_PREFIX}%`),
          sql`starts_with(${verifications.value}, ${`${change.memberId}:`})`,
        ),
      );
    await tx.insert(verifications).values({
      id: newId(),
      identifier: EMAIL_CHANGE_PREFIX + change.tokenHash,
      value: `${change.memberId}:${change.email}`,
      expiresAt: change.expiresAt,
      createdAt: change.now,
      updatedAt: change.now,
    });
  });
}

/** Consumes a live pending change by its token hash (once); null when unknown or expired. */
export async function takeEmailChange(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ memberId: string; email: string } | null> {
  const [row] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, EMAIL_CHANGE_PREFIX + tokenHash),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ value: verifications.value });
  if (!row) return null;
  const at = row.value.indexOf(':');
  return { memberId: row.value.slice(0, at), email: row.value.slice(at + 1) };
}

/** Members who asked for the weekly digest (not banned, not the house account). */
export async function listDigestRecipients(db: Database) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.weeklyDigest, true), eq(users.isBanned, false), eq(users.isSystem, false)));
}

/**
 * Spec section 4 (User status): a ban sets banned and ends every session of the member at once;
 * an unban sets them active again. Returns the updated row, or null for no such member (the
 * house account is never changed).
 */
export async function setMemberBanned(
  db: Database,
  memberId: string,
  banned: boolean,
): Promise<User | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBanned: banned, isActive: !banned })
      .where(and(eq(users.id, memberId), eq(users.isSystem, false)))
      .returning();
    if (!row) return null;
    if (banned) await tx.delete(sessions).where(eq(sessions.userId, memberId));
    return row;
  });
}

/** The administrator removes a reported profile's own words (bio, headline, location, tags). */
export async function clearMemberProfileText(db: Database, memberId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ bio: null, headline: null, location: null, tags: [], tagsUpdatedAt: null })
    .where(and(eq(users.id, memberId), eq(users.isSystem, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The tags the analysis service gave a member (tag_user), cached with their time (spec: 7 days). */
export async function setMemberTags(db: Database, memberId: string, tags: string[], at: Date) {
  await db.update(users).set({ tags, tagsUpdatedAt: at }).where(eq(users.id, memberId));
}

/** Forgets one-time tokens (password reset, e-mail change) that expired before `before`. */
export async function deleteExpiredVerifications(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, before))
    .returning({ id: verifications.id });
  return rows.length;
}
