import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { echoes } from '../../../db/schema/echoes.ts';
import { posts } from '../../../db/schema/posts.ts';
import { saves } from '../../../db/schema/saves.ts';
import { postVisibleTo } from '../../read/cards.ts';

type Mark = 'echoes' | 'saves';
const markTables = { echoes, saves } as const;

/**
 * Sets the viewer's echo or save on a post, in one statement inside the caller's transaction,
 * if the viewer may see the post (the one rule, as a direct link: `postVisibleTo`): the record
 * and the counter change together and only when the record really changed, so concurrent
 * toggles keep the counter equal to the number of records. Answers the count and the post's
 * author and text (for its notice), or null when the viewer may not see the post (nothing
 * changed; the caller says why).
 */
export async function setMark(
  tx: Database,
  mark: Mark,
  userId: string,
  postId: string,
  on: boolean,
  now: Date,
): Promise<{ count: number; authorId: string; content: string } | null> {
  const [row] = await markStatement.run(
    tx,
    { userId, postId, now: now.toISOString() },
    `${mark}_${on ? 'on' : 'off'}`,
  );
  if (!row) return null;
  return { count: Number(row.value ?? 0), authorId: row.author_id, content: row.content };
}

const markStatement = preparedSql<
  { author_id: string; content: string; value: number | string | null },
  `${Mark}_${'on' | 'off'}`
>('set_mark', (variant) => {
  const [mark, state] = variant.split('_') as [Mark, 'on' | 'off'];
  const on = state === 'on';
  const table = markTables[mark];
  const column = sql.identifier(mark);
  const userId = sql.placeholder('userId');
  const postId = sql.placeholder('postId');
  const change = on
    ? sql`insert into ${table} (user_id, post_id, created_at)
        select ${userId}, mark_target.id, ${sql.placeholder('now')}::timestamptz from mark_target
        on conflict do nothing returning post_id`
    : sql`delete from ${table} where user_id = ${userId}
        and post_id = (select mark_target.id from mark_target) returning post_id`;
  const counted = on ? sql`${column} + 1` : sql`greatest(${column} - 1, 0)`;
  // The outer select reads the snapshot before the update: the updated value comes from it.
  return sql`
    with mark_target as materialized (
      select ${posts.id} as id, ${posts.authorId} as author_id, ${posts.content} as content,
        ${posts[mark]} as value
      from ${posts} where ${posts.id} = ${postId} and ${postVisibleTo(userId, 'direct')}),
    changed as (${change}),
    bumped as (
      update ${posts} set ${column} = ${counted}
      where id = ${postId} and exists (select 1 from changed)
      returning ${column} as value)
    select mark_target.author_id, mark_target.content,
      coalesce((select value from bumped), mark_target.value) as value
    from mark_target`;
});
