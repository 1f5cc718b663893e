import { and, desc, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentIndex } from '../../db/schema/content-index.ts';
import { echoes } from '../../db/schema/echoes.ts';
import { follows } from '../../db/schema/follows.ts';
import { posts } from '../../db/schema/posts.ts';
import { saves } from '../../db/schema/saves.ts';
import { users } from '../../db/schema/users.ts';
import { avatarUrlSql } from './avatars.ts';
import { mentionLinksJson } from './mentions.ts';
import { postTopicsSql, visibleSql, type Reach } from './visibility.ts';

// The one card hydrator: every list and single read that shows posts selects these columns
// through `cardsWhere`, which applies the one visibility rule. A list supplies only which ids
// (its `where`) and their order; the presenter (present.ts) makes the card.

// Every column a card shows: the row less its search keys (an array per post that only the
// search index reads; parsing it for every card cost more than the rest of the row).
const { searchTerms: _searchKeys, ...postCardColumns } = getTableColumns(posts);

/**
 * The moderation scores (null until analysed): reach, the author's notice and the labels. The
 * scores go through a derived table that shows no `id`, so the post's column resolves to posts
 * even where Drizzle writes it unqualified (a query without joins).
 */
export const safetyJson = sql<{
  toxicity: number;
  hatespeech: number;
  disinfo: number;
} | null>`(select json_build_object('toxicity', card_s.toxicity, 'hatespeech', card_s.hatespeech, 'disinfo', card_s.disinfo) from (select id as card_post, toxicity, hatespeech, disinfo from content_safety) card_s where card_s.card_post = ${posts.id})`;

/** One image of a post as the card hydrator reads it (post_images, in order). */
export interface CardImage {
  url: string;
  thumbUrl: string | null;
  contentType: string;
  alt: string | null;
  width: number | null;
  height: number | null;
}

/**
 * A post's images in order, or null for a post without any: the first image is on the post row,
 * so a text post (most of a feed) costs no lookup. The image rows have no `id` and no
 * `media_storage_path`, so the post's columns resolve to posts even when written unqualified.
 */
export const imagesJson = sql<
  CardImage[] | null
>`case when ${posts.mediaStoragePath} is null then null else (select json_agg(json_build_object('url', card_i.url, 'thumbUrl', card_i.thumb_url, 'contentType', card_i.content_type, 'alt', card_i.alt, 'width', card_i.width, 'height', card_i.height) order by card_i.position) from post_images card_i where card_i.post_id = ${posts.id}) end`;

/** A card's columns for a viewer (an id, or a placeholder in a prepared statement). */
function cardColumns(viewer: string | Placeholder) {
  return {
    post: postCardColumns,
    authorHandle: users.handle,
    authorAvatarUrl: avatarUrlSql(),
    topics: contentIndex.topics,
    echoed: sql<boolean>`exists (select 1 from ${echoes} where ${echoes.postId} = ${posts.id} and ${echoes.userId} = ${viewer})`,
    saved: sql<boolean>`exists (select 1 from ${saves} where ${saves.postId} = ${posts.id} and ${saves.userId} = ${viewer})`,
    followsAuthor: sql<boolean>`exists (select 1 from ${follows} where ${follows.followeeId} = ${posts.authorId} and ${follows.followerId} = ${viewer})`,
    safety: safetyJson,
    mentions: mentionLinksJson(posts.id, posts.authorId),
    images: imagesJson,
  };
}

/** The rule's SQL for a post row of `posts`, as this viewer sees it. */
export function postVisibleTo(viewer: string | Placeholder, reach: Reach = 'list'): SQL {
  return visibleSql(
    {
      viewer,
      id: posts.id,
      authorId: posts.authorId,
      throttled: true,
      text: posts.content,
      topics: postTopicsSql(posts.id),
    },
    reach,
  );
}

/** Cards of the posts matching `where` that the viewer may see: the one hydrator. */
export function cardsWhere(
  db: Database,
  viewer: string | Placeholder,
  where: SQL | undefined,
  reach: Reach = 'list',
) {
  return db
    .select(cardColumns(viewer))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(contentIndex, eq(contentIndex.id, posts.id))
    .where(and(postVisibleTo(viewer, reach), where));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardsWhere>['execute']>>[number];

/** `posts.id = any(ids)`: a list's ids handed to the hydrator. */
export const idsIn = (ids: string[] | Placeholder | SQL) => sql`${posts.id} = any(${ids}::text[])`;

/** Cards for these ids (order is the caller's); prepared once: `{ viewer, ids }`. */
export function prepareCardsByIds(db: Database, name = 'read_cards_by_ids') {
  return cardsWhere(db, sql.placeholder('viewer'), idsIn(sql.placeholder('ids'))).prepare(name);
}
export type CardsByIds = ReturnType<typeof prepareCardsByIds>;

/** One post through a direct link: the rule without the audience (the card shows its label). */
export async function findCard(db: Database, viewerId: string, postId: string) {
  let statement = directCards.get(db);
  if (!statement) {
    statement = prepareDirectCard(db);
    directCards.set(db, statement);
  }
  const [row] = await statement.execute({ viewer: viewerId, id: postId });
  return row ?? null;
}

/**
 * Prepared once per database (`{ viewer, id }`): every single-post action (echo, save, comment,
 * view, the post page) reads its card first, and an unnamed statement was planned afresh each
 * time (its bind, the planning, took 1.5 ms of PostgreSQL's CPU against 0.2 ms to run: issue 25).
 */
function prepareDirectCard(db: Database) {
  return cardsWhere(db, sql.placeholder('viewer'), eq(posts.id, sql.placeholder('id')), 'direct')
    .limit(1)
    .prepare('read_card_direct');
}
const directCards = new WeakMap<Database, ReturnType<typeof prepareDirectCard>>();

/** Hydrates ids and returns the cards in the ids' order (rows the rule drops are left out). */
export async function hydrateInOrder(
  statement: CardsByIds,
  viewerId: string,
  ids: readonly string[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await statement.execute({ viewer: viewerId, ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.post.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export const newestFirst = [desc(posts.createdAt), desc(posts.id)] as const;
