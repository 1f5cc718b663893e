import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { comments } from '../../../db/schema/comments.ts';
import { posts } from '../../../db/schema/posts.ts';
import { users } from '../../../db/schema/users.ts';
import { notBlockedWith } from '../social/social.repository.ts';

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

/** Saves the profile; a new display name is copied onto the member's posts and comments. */
export async function updateProfile(
  db: Database,
  memberId: string,
  changes: ProfileChanges,
  nameChanged: boolean,
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, memberId));
    if (nameChanged) {
      await tx
        .update(posts)
        .set({ authorName: changes.displayName })
        .where(eq(posts.authorId, memberId));
      await tx
        .update(comments)
        .set({ authorName: changes.displayName })
        .where(eq(comments.authorId, memberId));
    }
  });
}

/** Members whose names, handle, bio or headline contain the text: candidates for people search. */
export async function searchMembers(
  db: Database,
  viewerId: string,
  pattern: string,
  limit: number,
) {
  const like = `%${pattern.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      handle: users.handle,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      headline: users.headline,
    })
    .from(users)
    .where(
      and(
        eq(users.isSystem, false),
        eq(users.isBanned, false),
        notBlockedWith(viewerId, users.id),
        sql`(${users.displayName} ilike ${like} or ${users.handle} ilike ${like} or ${users.firstName} ilike ${like}
          or ${users.lastName} ilike ${like} or ${users.bio} ilike ${like} or ${users.headline} ilike ${like})`,
      ),
    )
    .orderBy(asc(users.displayName))
    .limit(limit);
}
