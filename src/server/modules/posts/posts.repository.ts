import { and, asc, eq, inArray, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { mediaUrlSql } from '../../read/avatars.ts';
import type { Database } from '../../../db/client.ts';
import { comments, type NewPostComment } from '../../../db/schema/comments.ts';
import { contentIndex } from '../../../db/schema/content-index.ts';
import { follows } from '../../../db/schema/follows.ts';
import { postImages, type NewPostImage } from '../../../db/schema/post-images.ts';
import { posts, type NewPost } from '../../../db/schema/posts.ts';
import { saves } from '../../../db/schema/saves.ts';
import type { PageCursor } from '../../../domain/posts/page-cursor.ts';
import { insertValues, preparedSql } from '../../../db/prepared.ts';
import type { RowsWithPost } from './inline-analysis.ts';
import { deleteMentionsOf } from './post-edits.repository.ts';
import {
  cardsWhere,
  newestFirst,
  postVisibleTo,
  safetyJson,
  type CardRow,
} from '../../read/cards.ts';
import { keysetOrder, pastCursor } from '../../read/paging.ts';
import { mentionLinksJson, qualified } from '../../read/mentions.ts';
import { visibleSql } from '../../read/visibility.ts';

// Which posts each list shows, in which order: the card itself (columns, the viewer's marks,
// safety, topics, the author) and the visibility rule live once in src/server/read.

type PostViewRow = CardRow;
export type { PostViewRow };

async function selectPostViews(
  db: Database,
  viewerId: string,
  where: SQL | undefined,
  options: { limit: number },
) {
  return cardsWhere(db, viewerId, where)
    .orderBy(...newestFirst)
    .limit(options.limit);
}

function beforeCursor(cursor: PageCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${posts.createdAt}, ${posts.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`;
}

/**
 * A new post's row, as publishing writes it (a named statement: every post is one), with the
 * rows another module writes with it (its analysis) in the same statement.
 */
export async function insertPost(
  db: Database,
  post: NewPostRow,
  withRows?: RowsWithPost,
): Promise<void> {
  const values = newPostValues.values(post);
  if (!withRows) {
    await insertPostStatement.run(db, values);
    return;
  }
  let statement = insertPostWith.get(withRows.name);
  if (!statement) {
    const ctes = withRows.sql;
    statement = preparedSql<never>(
      `insert_post_with_${withRows.name}`,
      () => sql`with ${ctes} ${newPostValues.sql}`,
    );
    insertPostWith.set(withRows.name, statement);
  }
  await statement.run(db, { ...values, ...withRows.values });
}

const NEW_POST_COLUMNS = [
  'id',
  'authorId',
  'authorName',
  'content',
  'hashtags',
  'createdAt',
  'emotion',
  'emoVector',
  'mediaUrl',
  'mediaThumbUrl',
  'mediaStoragePath',
  'mediaContentType',
  'mediaAlt',
  'mediaWidth',
  'mediaHeight',
  'searchTerms',
] as const satisfies readonly (keyof NewPost)[];
export type NewPostRow = Pick<NewPost, (typeof NEW_POST_COLUMNS)[number]>;
const newPostValues = insertValues(posts, NEW_POST_COLUMNS);
const insertPostStatement = preparedSql<never>('insert_post', () => newPostValues.sql);
const insertPostWith = new Map<string, typeof insertPostStatement>();

/** A new post's images, in order, inside the transaction that writes the post. */
export async function insertPostImages(tx: Database, rows: NewPostImage[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(postImages).values(rows);
}

/** The post's images in order (the first is also on the post row). */
export async function listPostImages(db: Database, postId: string) {
  return db
    .select()
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position));
}

/**
 * Every stored file of the post's images: the image rows' paths and the post row's (a post
 * written before post_images existed has only the latter), without repeats.
 */
export async function postImagePaths(
  db: Database,
  post: { id: string; mediaStoragePath: string | null },
): Promise<string[]> {
  const rows = await db
    .select({ path: postImages.storagePath })
    .from(postImages)
    .where(eq(postImages.postId, post.id));
  const paths = new Set(rows.map((row) => row.path));
  if (post.mediaStoragePath) paths.add(post.mediaStoragePath);
  return [...paths];
}

export async function findPostRow(db: Database, postId: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  return row ?? null;
}

export async function listTimeline(
  db: Database,
  viewerId: string,
  cursor: PageCursor | null,
  limit: number,
) {
  return selectPostViews(db, viewerId, beforeCursor(cursor), { limit });
}

/**
 * The ids of a member's newest `fetch` posts from the cursor on, before any rule: one index
 * range of posts_author_created_id_idx, however many posts the member has.
 */
function authorPostIds(
  author: string | Placeholder,
  cursor: PageCursor | null,
  fetch: number | Placeholder,
): SQL {
  const past = cursor
    ? sql` and (p.created_at, p.id) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
    : sql``;
  return sql`array(select p.id from ${posts} p where p.author_id = ${author}${past}
    order by p.created_at desc, p.id desc limit ${fetch})`;
}

/**
 * A member's newest posts as the viewer sees them, among their newest `fetch` (the rule is
 * applied to those only), prepared once: `{ viewer, author, fetch, limit }`.
 */
export function prepareAuthorPosts(db: Database) {
  const ids = authorPostIds(sql.placeholder('author'), null, sql.placeholder('fetch'));
  return cardsWhere(db, sql.placeholder('viewer'), sql`${posts.id} = any(${ids})`)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('posts_by_author');
}
export type AuthorPosts = ReturnType<typeof prepareAuthorPosts>;

/**
 * The member's posts past a cursor as the viewer sees them: among their next `fetch` posts
 * (one index range), or, with `fetch` null, among all of them (the fallback when the rule hid
 * too many of those: every later post is then read through the rule).
 */
export async function listAuthorPostsPast(
  db: Database,
  viewerId: string,
  authorId: string,
  cursor: PageCursor | null,
  limit: number,
  fetch: number | null,
) {
  const where =
    fetch === null
      ? and(eq(posts.authorId, authorId), beforeCursor(cursor))
      : sql`${posts.id} = any(${authorPostIds(authorId, cursor, fetch)})`;
  return selectPostViews(db, viewerId, where, { limit });
}

export async function countPostsByAuthor(db: Database, authorId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.authorId, authorId));
  return row?.value ?? 0;
}

/**
 * The member's saved posts, most recently saved first, as the one rule lets them see; the
 * cursor names the save's time and the post's id.
 */
export async function listSavedPosts(
  db: Database,
  ownerId: string,
  cursor: PageCursor | null,
  limit: number,
) {
  const savedAt = sql<Date>`(select ${saves.createdAt} from ${saves} where ${saves.postId} = ${posts.id} and ${saves.userId} = ${ownerId})`;
  const rows = await cardsWhere(
    db,
    ownerId,
    and(sql`${savedAt} is not null`, pastCursor(savedAt, posts.id, cursor)),
  )
    .orderBy(...keysetOrder(savedAt, posts.id))
    .limit(limit);
  return rows;
}

/** When the member saved each post (the saved list's cursor keys). */
export async function readSavedAt(
  db: Database,
  ownerId: string,
  postIds: readonly string[],
): Promise<Map<string, Date>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: saves.postId, createdAt: saves.createdAt })
    .from(saves)
    .where(and(eq(saves.userId, ownerId), inArray(saves.postId, [...postIds])));
  return new Map(rows.map((row) => [row.postId, row.createdAt]));
}

/** Up to `perAuthor` recent posts of each followed member, newest first, at most `limit`. */
/** Ours: ids read beyond the block's size, for cards the visibility rules may drop. */
const FOLLOWING_BLOCK_SPARE = 10;

/**
 * The Following block's cards in one statement. Its ids come from each followed author's newest
 * posts, an index range per author (posts_author_created_id_idx) rather than a window function
 * over every post of every followed author; only the newest `fetch` of those are hydrated (a
 * few more than the block holds, for cards the visibility rules drop: a banned author, a hidden
 * post). Prepared: `{ viewer, perAuthor, fetch, limit }`.
 */
export function prepareFollowingBlockCards(db: Database) {
  const viewer = sql.placeholder('viewer');
  const ids = sql`array(
    select p.id from ${follows} f
    cross join lateral (
      select id, created_at from ${posts} where author_id = f.followee_id
      order by created_at desc, id desc limit ${sql.placeholder('perAuthor')}
    ) p
    where f.follower_id = ${viewer}
    order by p.created_at desc, p.id desc
    limit ${sql.placeholder('fetch')})`;
  return cardsWhere(db, viewer, sql`${posts.id} = any(${ids})`)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('posts_following_block_cards');
}
export type FollowingBlockCards = ReturnType<typeof prepareFollowingBlockCards>;

export function listFollowingBlock(
  statement: FollowingBlockCards,
  viewerId: string,
  perAuthor: number,
  limit: number,
) {
  return statement.execute({
    viewer: viewerId,
    perAuthor,
    fetch: limit + FOLLOWING_BLOCK_SPARE,
    limit,
  });
}

export async function listPostsSharingTopics(
  db: Database,
  viewerId: string,
  postId: string,
  topics: readonly string[],
  limit: number,
) {
  if (topics.length === 0) return [];
  const overlap = sql`${contentIndex.topics} && ${sql.raw('ARRAY[')}${sql.join(
    topics.map((topic) => sql`${topic}`),
    sql`, `,
  )}${sql.raw(']::text[]')}`;
  return selectPostViews(db, viewerId, and(ne(posts.id, postId), overlap), { limit });
}

export async function listRecentPostsExcept(
  db: Database,
  viewerId: string,
  excludedIds: readonly string[],
  limit: number,
) {
  const where = excludedIds.length > 0 ? sql`${posts.id} not in ${excludedIds}` : undefined;
  return selectPostViews(db, viewerId, where, { limit });
}

/**
 * A post search's candidates and what scoring needs of them, in one statement: the newest
 * `candidates` posts whose search keys (folded hashtags, topics and emotion tag, kept in
 * post_search_keys by a trigger on posts) include any of the folded `terms` (one index range per
 * term, newest first overall; a post with several of the keys counts once), and of those the ones
 * the viewer may see: keys, text, author name, age, emotion and safety, without the card's
 * per-viewer probes. Prepared: `{ viewer, terms, candidates }`.
 */
export function prepareSearchFacts(db: Database) {
  const viewer = sql.placeholder('viewer');
  const candidates = sql.placeholder('candidates');
  const ids = sql`array(
    select post_id from (
      select distinct k.post_id, k.created_at
      from unnest(${sql.placeholder('terms')}::text[]) as t(term)
      cross join lateral (
        select post_id, created_at from post_search_keys
        where term = t.term
        order by created_at desc, post_id desc
        limit ${candidates}
      ) k
    ) newest
    order by created_at desc, post_id desc
    limit ${candidates})`;
  return db
    .select({
      id: posts.id,
      searchTerms: posts.searchTerms,
      content: posts.content,
      authorName: posts.authorName,
      createdAt: posts.createdAt,
      emotion: posts.emotion,
      safety: safetyJson,
    })
    .from(posts)
    .where(and(postVisibleTo(viewer), sql`${posts.id} = any(${ids})`))
    .prepare('posts_search_facts');
}
export type SearchFacts = ReturnType<typeof prepareSearchFacts>;

/**
 * Deletes a post and what hangs off it (comments, echoes, saves and index rows cascade). Its
 * interaction events belong to the analysis pipeline, which reacts to `post.deleted`.
 */
export async function deletePostCascade(db: Database, postId: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, postId));
}

type Writer = Pick<Database, 'update'>;

/** A new display name is copied onto the member's posts and comments (inside the caller's transaction). */
export async function renameAuthor(db: Writer, authorId: string, displayName: string) {
  await db.update(posts).set({ authorName: displayName }).where(eq(posts.authorId, authorId));
  await db.update(comments).set({ authorName: displayName }).where(eq(comments.authorId, authorId));
}

export async function incrementViews(db: Database, postId: string): Promise<number> {
  const [row] = await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1` })
    .where(eq(posts.id, postId))
    .returning({ views: posts.views });
  return row?.views ?? 0;
}

/**
 * A page of a post's comments, newest first from the cursor on (the caller shows them oldest
 * first: the newest page at the bottom, older ones on "Load earlier"), as the one visibility rule
 * lets the viewer see them. Reads `limit + 1` rows, so the caller knows whether more exist.
 */
export async function listComments(
  db: Database,
  viewerId: string,
  postId: string,
  cursor: PageCursor | null,
  limit: number,
  onlyId?: string,
) {
  return db
    .select({
      comment: comments,
      // "Replying to @x": the answered comment's author, while that comment exists.
      replyToHandle: sql<
        string | null
      >`(select ru.handle from comments rc join users ru on ru.id = rc.author_id where rc.id = ${qualified(comments.parentCommentId)})`,
      mentions: mentionLinksJson(comments.id, comments.authorId),
      authorAvatarUrl: sql<
        string | null
      >`(select ${mediaUrlSql(sql`au.avatar_small_path`)} from users au where au.id = ${qualified(comments.authorId)})`,
    })
    .from(comments)
    .where(
      and(
        eq(comments.postId, postId),
        pastCursor(comments.createdAt, comments.id, cursor),
        onlyId === undefined ? undefined : eq(comments.id, onlyId),
        visibleSql({
          viewer: viewerId,
          id: comments.id,
          authorId: comments.authorId,
          throttled: false,
          text: comments.text,
        }),
      ),
    )
    .orderBy(...keysetOrder(comments.createdAt, comments.id))
    .limit(limit + 1);
}

/** The comment and the post's response counter, inside the caller's transaction. */
export async function insertComment(tx: Database, comment: NewPostComment): Promise<number> {
  await tx.insert(comments).values(comment);
  const [row] = await tx
    .update(posts)
    .set({ responses: sql`${posts.responses} + 1` })
    .where(eq(posts.id, comment.postId))
    .returning({ responses: posts.responses });
  return row?.responses ?? 0;
}

export async function findComment(db: Database, commentId: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  return row ?? null;
}

export async function deleteComment(
  db: Database,
  commentId: string,
  postId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(comments)
      .where(eq(comments.id, commentId))
      .returning({ id: comments.id });
    // Its replies stay (under a placeholder); its mentions go.
    await deleteMentionsOf(tx, commentId);
    if (removed.length > 0)
      await tx
        .update(posts)
        .set({ responses: sql`greatest(${posts.responses} - 1, 0)` })
        .where(eq(posts.id, postId));
  });
}
