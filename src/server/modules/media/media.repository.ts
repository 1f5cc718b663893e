import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { directMessages } from '../../../db/schema/direct-messages.ts';
import { postImages } from '../../../db/schema/post-images.ts';
import { posts } from '../../../db/schema/posts.ts';
import { uploads, type NewUpload } from '../../../db/schema/uploads.ts';
import { users } from '../../../db/schema/users.ts';

export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

export async function findUploadByPath(db: Database, storagePath: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, storagePath)).limit(1);
  return row ?? null;
}

/** What serving a stored file needs (image or thumbnail): its upload and whether its owner is banned. */
export async function findServedUpload(db: Database, storagePath: string) {
  const fields = {
    path: uploads.path,
    ownerId: uploads.ownerId,
    folder: uploads.folder,
    contentType: uploads.contentType,
    ownerBanned: users.isBanned,
  };
  const [byPath] = await db
    .select(fields)
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(eq(uploads.path, storagePath))
    .limit(1);
  if (byPath) return byPath;
  const [byThumb] = await db
    .select(fields)
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(eq(uploads.thumbPath, storagePath))
    .limit(1);
  return byThumb ?? null;
}

/** True while the upload is some member's profile photo (or its small copy) or header image. */
const profileImageInUse = sql`exists (select 1 from ${users} where ${users.avatarPath} = ${uploads.path} or ${users.headerPath} = ${uploads.path})`;

/** True while a post (any of its images), a message copy or a profile points at the upload. */
export async function isUploadAttached(db: Database, storagePath: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(uploads)
    .where(
      and(
        eq(uploads.path, storagePath),
        sql`(exists (select 1 from ${posts} where ${posts.mediaStoragePath} = ${uploads.path})
          or exists (select 1 from ${postImages} where ${postImages.storagePath} = ${uploads.path})
          or exists (select 1 from ${directMessages} where ${directMessages.imageStoragePath} = ${uploads.path})
          or ${profileImageInUse})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when the member holds a message copy carrying this image (either side of the thread). */
export async function memberHasMessageImage(
  db: Database,
  memberId: string,
  storagePath: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: directMessages.id })
    .from(directMessages)
    .where(
      and(eq(directMessages.ownerId, memberId), eq(directMessages.imageStoragePath, storagePath)),
    )
    .limit(1);
  return Boolean(row);
}

export async function deleteUploadRow(db: Database, storagePath: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.path, storagePath));
}

/** Uploads older than `before` that no post and no message points at (abandoned drafts). */
export async function listUnattachedUploads(db: Database, before: Date, limit: number) {
  return db
    .select({ path: uploads.path, thumbPath: uploads.thumbPath })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        sql`not exists (select 1 from ${posts} where ${posts.mediaStoragePath} = ${uploads.path})`,
        sql`not exists (select 1 from ${postImages} where ${postImages.storagePath} = ${uploads.path})`,
        sql`not exists (select 1 from ${directMessages} where ${directMessages.imageStoragePath} = ${uploads.path})`,
        sql`not ${profileImageInUse}`,
      ),
    )
    .limit(limit);
}

/**
 * Claims an upload for one post or message: the owner's, in that folder, never claimed before.
 * The conditional update decides between racing claims (the loser's row no longer matches);
 * run it in the transaction that writes the post or message, so a failed write releases it.
 */
export async function claimUploadRow(
  db: Database,
  input: { path: string; ownerId: string; folder: NewUpload['folder']; at: Date },
) {
  const [row] = await db
    .update(uploads)
    .set({ claimedAt: input.at })
    .where(
      and(
        eq(uploads.path, input.path),
        eq(uploads.ownerId, input.ownerId),
        eq(uploads.folder, input.folder),
        isNull(uploads.claimedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Takes an unclaimed upload for the sweep, so no post or message can claim it meanwhile. */
export async function claimUploadForSweep(db: Database, storagePath: string, at: Date) {
  const [row] = await db
    .update(uploads)
    .set({ claimedAt: at })
    .where(and(eq(uploads.path, storagePath), isNull(uploads.claimedAt)))
    .returning({ path: uploads.path });
  return Boolean(row);
}
