import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { foldText } from '../../../shared/text/fold.ts';
import { avatarUrlSql } from '../../read/avatars.ts';
import { visibleSql } from '../../read/visibility.ts';

/**
 * Members whose names, handle, bio or headline contain the text, compared folded (`yilmaz` finds
 * Yılmaz and the other way round): candidates for people search. users.search_text holds the
 * folded fields and a trigram index answers the LIKE.
 */
export async function searchMembers(
  db: Database,
  viewerId: string,
  pattern: string,
  limit: number,
) {
  const like = `%${foldText(pattern).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      handle: users.handle,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      headline: users.headline,
      avatarUrl: avatarUrlSql(),
    })
    .from(users)
    .where(
      and(
        eq(users.isSystem, false),
        visibleSql({ viewer: viewerId, id: users.id, authorId: users.id, throttled: false }),
        sql`${users.searchText} like ${like}`,
      ),
    )
    .orderBy(asc(users.displayName))
    .limit(limit);
}
