import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { MentionLink } from '../../shared/api/social.ts';

// Which @handles of an item link to a profile: members who exist and, between them and the
// item's author, no block either way (a block made later unlinks them too). The web app links
// only the handles listed here; every other '@word' stays plain text.

/**
 * A column written with its table's name: Drizzle leaves columns unqualified in a query without
 * joins, where inside a subquery they would resolve to the subquery's own tables.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A text[] literal of parameters (an array interpolated in `sql` would become a list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

const notBlocked = (member: SQL, author: SQL) =>
  sql`not exists (select 1 from blocks mb where (mb.blocker_id = ${member} and mb.blocked_id = ${author}) or (mb.blocker_id = ${author} and mb.blocked_id = ${member}))`;

/**
 * A post's or comment's mention links as JSON, from the mentions written with it (one row per
 * item and member): `[{ id, handle }]`.
 */
export function mentionLinksJson(sourceId: AnyPgColumn, authorId: AnyPgColumn): SQL<MentionLink[]> {
  return sql<
    MentionLink[]
  >`(select coalesce(json_agg(json_build_object('id', mu.id, 'handle', mu.handle) order by mu.handle), '[]'::json) from mentions mm join users mu on mu.id = mm.user_id where mm.source_id = ${qualified(sourceId)} and ${notBlocked(sql`mu.id`, qualified(authorId))})`;
}

/**
 * Mention links for texts resolved as they are read (direct messages keep no mention rows): one
 * query for a whole list. `handles` per author; answers author → handle → link.
 */
export async function resolveMentionLinks(
  db: Database,
  wanted: ReadonlyArray<{ authorId: string; handles: readonly string[] }>,
): Promise<Map<string, Map<string, MentionLink>>> {
  const pairs = wanted.flatMap(({ authorId, handles }) =>
    handles.map((handle) => ({ authorId, handle })),
  );
  const links = new Map<string, Map<string, MentionLink>>();
  if (pairs.length === 0) return links;
  const result = (await db.execute(sql`
    select w.author_id, u.id, u.handle
    from unnest(${textArray(pairs.map((p) => p.authorId))}, ${textArray(pairs.map((p) => p.handle))}) as w(author_id, handle)
    join users u on u.handle = w.handle
    where ${notBlocked(sql`u.id`, sql`w.author_id`)}`)) as unknown as {
    rows: Array<{ author_id: string; id: string; handle: string }>;
  };
  for (const row of result.rows) {
    const byHandle = links.get(row.author_id) ?? new Map<string, MentionLink>();
    byHandle.set(row.handle, { id: row.id, handle: row.handle });
    links.set(row.author_id, byHandle);
  }
  return links;
}
