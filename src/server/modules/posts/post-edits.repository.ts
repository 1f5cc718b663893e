import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { mentions } from '../../../db/schema/mentions.ts';
import { postEdits } from '../../../db/schema/post-edits.ts';
import { postImages } from '../../../db/schema/post-images.ts';
import { posts } from '../../../db/schema/posts.ts';
import { POST_EDITS_KEPT } from '../../../shared/constants.ts';
import { newId } from '../../lib/ids.ts';
import { textArray } from '../../read/mentions.ts';

// A post's edits (its earlier versions) and the mentions of posts and comments.

/**
 * Replaces the post's text and its images' alt texts and keeps the version it replaces, inside the caller's
 * transaction; the oldest versions beyond POST_EDITS_KEPT go. Answers false when the post is gone.
 */
export async function applyPostEdit(
  tx: Database,
  edit: {
    postId: string;
    content: string;
    mediaAlt: string | null;
    /** Every image's alt text in order (one per image row); empty for a post without images. */
    imageAlts: Array<string | null>;
    hashtags: string[];
    searchTerms: string[];
    editedAt: Date;
  },
): Promise<boolean> {
  // Row-locked, so two edits at once keep both earlier versions in order.
  const [before] = await tx
    .select({
      content: posts.content,
      mediaAlt: posts.mediaAlt,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
    })
    .from(posts)
    .where(eq(posts.id, edit.postId))
    .for('update');
  if (!before) return false;
  const images = await tx
    .select({ position: postImages.position, alt: postImages.alt })
    .from(postImages)
    .where(eq(postImages.postId, edit.postId))
    .orderBy(asc(postImages.position));
  await tx.insert(postEdits).values({
    id: newId(),
    postId: edit.postId,
    content: before.content,
    mediaAlt: before.mediaAlt,
    mediaAlts: images.length > 0 ? images.map((image) => image.alt) : null,
    versionAt: before.editedAt ?? before.createdAt,
    replacedAt: edit.editedAt,
  });
  await tx
    .update(posts)
    .set({
      content: edit.content,
      mediaAlt: edit.mediaAlt,
      hashtags: edit.hashtags,
      searchTerms: edit.searchTerms,
      editedAt: edit.editedAt,
    })
    .where(eq(posts.id, edit.postId));
  for (const image of images) {
    const alt = edit.imageAlts[image.position] ?? null;
    if (alt === image.alt) continue;
    await tx
      .update(postImages)
      .set({ alt })
      .where(and(eq(postImages.postId, edit.postId), eq(postImages.position, image.position)));
  }
  const kept = tx
    .select({ id: postEdits.id })
    .from(postEdits)
    .where(eq(postEdits.postId, edit.postId))
    .orderBy(desc(postEdits.replacedAt), desc(postEdits.id))
    .limit(POST_EDITS_KEPT);
  await tx
    .delete(postEdits)
    .where(and(eq(postEdits.postId, edit.postId), notInArray(postEdits.id, kept)));
  return true;
}

/** The post's earlier versions, newest first. */
export async function listPostEdits(db: Database, postId: string) {
  return db
    .select()
    .from(postEdits)
    .where(eq(postEdits.postId, postId))
    .orderBy(desc(postEdits.replacedAt), desc(postEdits.id))
    .limit(POST_EDITS_KEPT);
}

/**
 * Records who an item mentions: members with these handles, not the author, with no block either
 * way. A member already recorded for this item is not recorded again, so only the members
 * answered (the new ones) are to be notified. Inside the caller's transaction.
 */
export async function recordMentions(
  tx: Database,
  item: { sourceId: string; postId: string; authorId: string; handles: string[]; at: Date },
): Promise<string[]> {
  if (item.handles.length === 0) return [];
  const result = (await tx.execute(sql`
    insert into ${mentions} (source_id, post_id, user_id, created_at)
    select ${item.sourceId}, ${item.postId}, u.id, ${item.at.toISOString()}::timestamptz
    from users u
    where u.handle = any(${textArray(item.handles)}) and u.id <> ${item.authorId}
      and not exists (
        select 1 from blocks b
        where (b.blocker_id = u.id and b.blocked_id = ${item.authorId})
           or (b.blocker_id = ${item.authorId} and b.blocked_id = u.id))
    on conflict do nothing
    returning user_id`)) as unknown as { rows: Array<{ user_id: string }> };
  return result.rows.map((row) => row.user_id);
}

/** A deleted comment's mentions (a post's go with it by cascade). */
export async function deleteMentionsOf(tx: Database, sourceId: string): Promise<void> {
  await tx.delete(mentions).where(eq(mentions.sourceId, sourceId));
}
