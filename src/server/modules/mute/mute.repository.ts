import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { mutedWords, mutes } from '../../../db/schema/mutes.ts';
import { users } from '../../../db/schema/users.ts';

// The mute module's tables: who a member muted and the words they muted. The visibility rule
// (src/server/read/visibility.ts) and the notifications insert read them; only this file writes.

export async function insertMute(db: Database, muterId: string, mutedId: string, now: Date) {
  await db.insert(mutes).values({ muterId, mutedId, createdAt: now }).onConflictDoNothing();
}

/** True when a mute was there to remove. */
export async function deleteMute(db: Database, muterId: string, mutedId: string) {
  const rows = await db
    .delete(mutes)
    .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
    .returning({ mutedId: mutes.mutedId });
  return rows.length > 0;
}

export async function isMuted(db: Database, muterId: string, mutedId: string) {
  const [row] = await db
    .select({ mutedId: mutes.mutedId })
    .from(mutes)
    .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
    .limit(1);
  return row !== undefined;
}

/** The members a member muted, most recent first (banned ones too: they may be unmuted). */
export async function listMutedMembers(db: Database, muterId: string, limit: number) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      handle: users.handle,
      headline: users.headline,
    })
    .from(mutes)
    .innerJoin(users, eq(users.id, mutes.mutedId))
    .where(eq(mutes.muterId, muterId))
    .orderBy(desc(mutes.createdAt), asc(users.id))
    .limit(limit);
}

export async function listMutedWords(db: Database, userId: string) {
  return db
    .select({ id: mutedWords.id, word: mutedWords.word, createdAt: mutedWords.createdAt })
    .from(mutedWords)
    .where(eq(mutedWords.userId, userId))
    .orderBy(desc(mutedWords.createdAt), asc(mutedWords.id));
}

export async function listMutedWordKeys(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: mutedWords.key })
    .from(mutedWords)
    .where(eq(mutedWords.userId, userId));
  return rows.map((row) => row.key);
}

export type AddWordOutcome = 'added' | 'exists' | 'full';

/**
 * Adds a muted word unless the member already mutes its key or holds `max` words. Serialised per
 * member (an advisory lock), so two tabs adding at once cannot pass the cap together.
 */
export async function insertMutedWord(
  db: Database,
  row: { id: string; userId: string; word: string; key: string; createdAt: Date },
  max: number,
): Promise<AddWordOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`mute-words:${row.userId}`}, 0))`,
    );
    const [existing] = await tx
      .select({ id: mutedWords.id })
      .from(mutedWords)
      .where(and(eq(mutedWords.userId, row.userId), eq(mutedWords.key, row.key)))
      .limit(1);
    if (existing) return 'exists';
    const [held] = await tx
      .select({ value: count() })
      .from(mutedWords)
      .where(eq(mutedWords.userId, row.userId));
    if ((held?.value ?? 0) >= max) return 'full';
    await tx.insert(mutedWords).values(row);
    return 'added';
  });
}

/** True when the member had this muted word. */
export async function deleteMutedWord(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(mutedWords)
    .where(and(eq(mutedWords.userId, userId), eq(mutedWords.id, id)))
    .returning({ id: mutedWords.id });
  return rows.length > 0;
}
