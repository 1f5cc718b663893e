import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { stats, users } from '../../../db/schema/index.ts';

export const HOUSE_USERNAME = 'lorien';
// .invalid is reserved (RFC 2606): mail to the house account can never be delivered.
export const HOUSE_EMAIL = 'house@lorien.invalid';
export const USER_COUNT_KEY = 'userCount';

export async function findHouseAccountId(db: Database): Promise<string | null> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSystem, true), eq(users.usernameLower, HOUSE_USERNAME)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Creates the house account unless it exists; safe when two processes race at start-up. */
export async function insertHouseAccount(db: Database, id: string, now: Date): Promise<void> {
  await db
    .insert(users)
    .values({
      id,
      name: 'Lorien',
      email: HOUSE_EMAIL,
      firstName: 'Lorien',
      lastName: 'House',
      username: HOUSE_USERNAME,
      usernameLower: HOUSE_USERNAME,
      handle: HOUSE_USERNAME,
      displayName: 'Lorien',
      isSystem: true,
      isActive: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

export async function ensureUserCountRow(db: Database): Promise<void> {
  await db.insert(stats).values({ key: USER_COUNT_KEY, count: 0 }).onConflictDoNothing();
}

/** Members are every account except the built-in house account. */
export async function countMembers(db: Database): Promise<number> {
  const rows = await db.select({ value: count() }).from(users).where(eq(users.isSystem, false));
  return rows[0]?.value ?? 0;
}
