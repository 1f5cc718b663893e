import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MEDIA_URL_PREFIX } from '../../shared/api/paths.ts';
import { users } from '../../db/schema/users.ts';

// A profile photo's address, made in the query that reads the person: every row that shows a
// member (card, comment, person, peer, notification actor) selects it the same way. Null when
// the member has none; the interface then draws initials on a colour.

/** `/media/<path>` for a stored path column, or null. */
export function mediaUrlSql(path: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`case when ${path} is null then null else ${`${MEDIA_URL_PREFIX}/`} || ${path} end`;
}

/** The small copy of a member's profile photo (cards and rows), for `users` in the query. */
export const avatarUrlSql = (): SQL<string | null> => mediaUrlSql(users.avatarSmallPath);
