import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { notBlockedWith } from '../graph/index.ts';

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
