import type { Database } from '../../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import {
  countMembers,
  ensureUserCountRow,
  findHouseAccountId,
  insertHouseAccount,
} from '../auth/index.ts';
import { issueInviteCode, type IssuedInvite } from '../invites/index.ts';

/**
 * The house account is the app's own member record. The spec says an invite code must belong
 * to a user, so the founder codes that let the first people in belong to it. It has no
 * password and is refused at sign-in.
 */
export async function ensureHouseAccount(db: Database, now: Date): Promise<string> {
  await ensureUserCountRow(db);
  const existing = await findHouseAccountId(db);
  if (existing) return existing;
  await insertHouseAccount(db, newId(), now);
  const created = await findHouseAccountId(db);
  if (!created) throw new Error('the house account could not be created');
  return created;
}

/** On a database with no members: the house's current founder code (made if needed). */
export async function founderInviteForEmptyCommunity(
  db: Database,
  now: Date,
): Promise<IssuedInvite | null> {
  const houseId = await ensureHouseAccount(db, now);
  if ((await countMembers(db)) > 0) return null;
  return issueInviteCode(db, houseId, now, { reuseActive: true, rotatePrevious: false });
}

/**
 * A brand-new founder code (`npm run invite`). Earlier founder codes stay valid until they
 * expire, so an operator can hand out several at once.
 */
export async function freshFounderInvite(db: Database, now: Date): Promise<IssuedInvite> {
  const houseId = await ensureHouseAccount(db, now);
  return issueInviteCode(db, houseId, now, { reuseActive: false, rotatePrevious: false });
}

/** The founder code the administrator sees: the house's unexpired current code (made if needed). */
export async function currentFounderInvite(db: Database, now: Date): Promise<IssuedInvite> {
  const houseId = await ensureHouseAccount(db, now);
  return issueInviteCode(db, houseId, now, { reuseActive: true, rotatePrevious: false });
}

/** The administrator's refresh: a new founder code, and the earlier ones stop working. */
export async function rotateFounderInvite(db: Database, now: Date): Promise<IssuedInvite> {
  const houseId = await ensureHouseAccount(db, now);
  return issueInviteCode(db, houseId, now, { reuseActive: false, rotatePrevious: true });
}
