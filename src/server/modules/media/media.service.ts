import type { FastifyBaseLogger } from 'fastify';
import type { UploadResponse } from '../../../shared/api/social.ts';
import { MEDIA_URL_PREFIX } from '../../../shared/api/paths.ts';
import {
  MEDIA_LOOKUP_CACHE_ENTRIES,
  MEDIA_LOOKUP_CACHE_MS,
  type UPLOAD_FOLDERS,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../../db/client.ts';
import type { NewUpload } from '../../../db/schema/index.ts';
import type { Clock } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { newId } from '../../lib/ids.ts';
import { isStorageFull } from '../../lib/disk-watch.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  processImage,
  processProfileImage,
  sanitizeFileStem,
  STORED_IMAGE_EXTENSION,
  type ProfileImageKind,
} from './image-processing.ts';
import {
  deleteUploadRow,
  findServedUpload,
  findUploadByPath,
  insertUpload,
  claimUploadForSweep,
  claimUploadRow,
  isUploadAttached,
  listUnattachedUploads,
  memberHasMessageImage,
} from './media.repository.ts';

/** Uploads not attached to anything after this long are swept (a background job). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** A `.partial` file older than this belongs to a write that will never finish. */
export const LEFTOVER_FILE_AGE_MS = 60 * 60_000;

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function mediaUrl(storagePath: string): string {
  return `${MEDIA_URL_PREFIX}/${storagePath}`;
}

/** A profile image's address, or null when the member has none (the interface shows initials). */
export function mediaUrlOrNull(storagePath: string | null | undefined): string | null {
  return storagePath ? mediaUrl(storagePath) : null;
}

/** Receives images, stores them through the storage adapter and serves them back. */
export class MediaService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly storage: FileStorage;
  private readonly log: FastifyBaseLogger;
  /**
   * Stored path → its upload and whether the owner is banned, so a feed full of images does not
   * cost a database lookup per image. Rows never change but for the owner's ban, which clears
   * the owner's entries on every instance (see subscribe).
   */
  private readonly served: TtlCache<string, ServedUpload>;
  /** Bumped by each clear: a lookup that started before a ban must not be cached after it. */
  private servedGeneration = 0;

  constructor(deps: { db: Database; clock: Clock; storage: FileStorage; log: FastifyBaseLogger }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.storage = deps.storage;
    this.log = deps.log;
    this.served = new TtlCache({
      ttlMs: MEDIA_LOOKUP_CACHE_MS,
      maxEntries: MEDIA_LOOKUP_CACHE_ENTRIES,
      now: () => this.clock().getTime(),
    });
  }

  /** A ban, unban or deletion reaches every instance: the owner's cached lookups go. */
  subscribe(events: EventBus): void {
    const forget = ({ payload }: { payload: { memberId: string } }) => {
      this.servedGeneration += 1;
      this.served.deleteWhere((_path, upload) => upload.ownerId === payload.memberId);
    };
    // The reaction runs here before the ban's answer leaves; the broadcast reaches the others.
    for (const name of ['member.banned', 'member.unbanned', 'member.deleted'] as const) {
      events.on(name, forget);
      events.onBroadcast(name, forget);
    }
  }

  async upload(input: {
    ownerId: string;
    folder: UploadFolder;
    fileName: string;
    bytes: Uint8Array;
  }): Promise<UploadResponse> {
    const image = await processImage(input.bytes);
    const timestamp = this.clock().getTime();
    const stem = `${input.folder}/${input.ownerId}/${timestamp}_${sanitizeFileStem(input.fileName)}`;
    // The row is written first: its unique path claims the name, so two uploads with the same
    // name in the same millisecond get different files, and no file another row points to is
    // ever written over or removed.
    const claimed = await this.claimPath(stem, {
      ownerId: input.ownerId,
      folder: input.folder,
      contentType: image.contentType,
      sizeBytes: image.bytes.byteLength,
      width: image.width,
      height: image.height,
    });
    const { path, thumbPath } = claimed;

    try {
      await this.storage.put(path, image.bytes, image.contentType);
      await this.storage.put(thumbPath, image.thumb, image.contentType);
    } catch (error) {
      this.log.error({ err: error, path }, 'could not store an upload');
      // These names are this row's alone, so removing what was written is safe; the row goes
      // only when its files did (otherwise the sweep finds it later).
      if (await this.removeFiles([path, thumbPath])) await deleteUploadRow(this.db, path);
      // A full disk is answered by the error handler (storage_full, and health is told).
      if (isStorageFull(error)) throw error;
      throw new AppError(503, 'storage_unavailable', MESSAGES.storageUnavailable, 'file', {
        retryAfterSeconds: 60,
      });
    }
    return {
      url: mediaUrl(path),
      path,
      contentType: image.contentType,
      thumbUrl: mediaUrl(thumbPath),
      width: image.width,
      height: image.height,
    };
  }

  /**
   * Stores a profile photo or header image (cropped and re-encoded, see processProfileImage) as
   * an upload of the member's in the avatars or headers folder. The caller points the profile at
   * it (and discards it when that fails); the sweep leaves it alone while a profile points at it.
   */
  async storeProfileImage(input: {
    ownerId: string;
    kind: ProfileImageKind;
    bytes: Uint8Array;
  }): Promise<{ path: string; smallPath: string }> {
    const image = await processProfileImage(input.bytes, input.kind);
    const folder = input.kind === 'avatar' ? 'avatars' : 'headers';
    const stem = `${folder}/${input.ownerId}/${this.clock().getTime()}_${input.kind}`;
    const { path, thumbPath } = await this.claimPath(stem, {
      ownerId: input.ownerId,
      folder,
      contentType: image.contentType,
      sizeBytes: image.bytes.byteLength,
      width: image.width,
      height: image.height,
    });
    try {
      await this.storage.put(path, image.bytes, image.contentType);
      await this.storage.put(thumbPath, image.thumb, image.contentType);
    } catch (error) {
      this.log.error({ err: error, path }, 'could not store a profile image');
      if (await this.removeFiles([path, thumbPath])) await deleteUploadRow(this.db, path);
      if (isStorageFull(error)) throw error;
      throw new AppError(503, 'storage_unavailable', MESSAGES.storageUnavailable, 'file', {
        retryAfterSeconds: 60,
      });
    }
    return { path, smallPath: thumbPath };
  }

  /**
   * Inserts the upload's row under the first free name (`stem`, then `stem-<random>`): the
   * unique path decides between racing uploads before any file is written.
   */
  private async claimPath(
    stem: string,
    row: Omit<NewUpload, 'id' | 'path' | 'thumbPath' | 'createdAt'>,
  ): Promise<{ path: string; thumbPath: string }> {
    for (let attempt = 0; ; attempt += 1) {
      const unique = attempt === 0 ? stem : `${stem}-${newId().slice(0, 8)}`;
      const path = `${unique}.${STORED_IMAGE_EXTENSION}`;
      const thumbPath = `${unique}_thumb.${STORED_IMAGE_EXTENSION}`;
      try {
        await insertUpload(this.db, {
          ...row,
          id: newId(),
          path,
          thumbPath,
          createdAt: this.clock(),
        });
        return { path, thumbPath };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  /**
   * Claims the upload for the post or message being written in `tx`: the member's own, in that
   * folder, and never claimed before (one upload belongs to one post or message, so deleting it
   * deletes no one else's image). A second claim, even a concurrent one, gets a 409.
   */
  async claim(
    tx: Database,
    input: { ownerId: string; path: string; folder: UploadFolder; field: string },
  ) {
    const upload = await claimUploadRow(tx, { ...input, at: this.clock() });
    if (upload) return upload;
    const existing = await findUploadByPath(tx, input.path);
    if (existing?.claimedAt && existing.ownerId === input.ownerId)
      throw new AppError(409, 'media_already_used', MESSAGES.imageAlreadyUsed, input.field);
    throw new AppError(400, 'media_not_available', MESSAGES.imageNotYours, input.field);
  }

  /**
   * Deletes an upload's files, then its row. When a file cannot be removed the row stays (and
   * the failure is logged, never a 500): the upload is unattached now, so the sweep retries.
   */
  async discard(storagePath: string): Promise<void> {
    const upload = await findUploadByPath(this.db, storagePath);
    if (await this.removeFiles([storagePath, upload?.thumbPath ?? null]))
      await deleteUploadRow(this.db, storagePath);
  }

  /**
   * Removes uploads that were never attached to a post or a message within
   * UNATTACHED_UPLOAD_TTL_MS (a composer closed after uploading). Returns how many went.
   */
  async sweepUnattached(): Promise<number> {
    const before = new Date(this.clock().getTime() - UNATTACHED_UPLOAD_TTL_MS);
    const stale = await listUnattachedUploads(this.db, before, 500);
    let swept = 0;
    for (const upload of stale) {
      // Claimed first, so a post or message cannot take it while its files go; one already
      // claimed is swept only if nothing points at it now (its post was deleted).
      if (
        !(await claimUploadForSweep(this.db, upload.path, this.clock())) &&
        (await isUploadAttached(this.db, upload.path))
      )
        continue;
      // A file that cannot be removed keeps its row, so the next sweep tries again.
      if (!(await this.removeFiles([upload.path, upload.thumbPath]))) continue;
      await deleteUploadRow(this.db, upload.path);
      swept += 1;
    }
    return swept;
  }

  /**
   * Files nothing points to that a crash can leave: half-written `.partial` files older than
   * an hour, and empty member folders. Returns how many went.
   */
  async sweepLeftoverFiles(): Promise<number> {
    return this.storage.sweepLeftovers(new Date(this.clock().getTime() - LEFTOVER_FILE_AGE_MS));
  }

  /**
   * Post images are visible to members and visitors alike; message images only to the thread.
   * A banned member's files are served to no one until the ban is lifted.
   */
  async readForViewer(storagePath: string, viewerId: string | null) {
    let upload = this.served.get(storagePath);
    if (!upload) {
      const generation = this.servedGeneration;
      const found = await findServedUpload(this.db, storagePath);
      if (!found) return null;
      upload = found;
      if (generation === this.servedGeneration) this.served.set(storagePath, upload);
    }
    if (upload.ownerBanned) return null;
    if (upload.folder === 'messages') {
      const allowed =
        viewerId !== null &&
        (upload.ownerId === viewerId ||
          (await memberHasMessageImage(this.db, viewerId, upload.path)));
      if (!allowed) return null;
    }
    const bytes = await this.storage.read(storagePath);
    return bytes ? { bytes, contentType: upload.contentType } : null;
  }

  /** Removes each file; true when every one is gone (failures are logged). */
  private async removeFiles(paths: ReadonlyArray<string | null>): Promise<boolean> {
    let allGone = true;
    for (const path of paths) {
      if (!path) continue;
      try {
        await this.storage.remove(path);
      } catch (error) {
        allGone = false;
        this.log.warn({ err: error, path }, 'could not remove a stored file');
      }
    }
    return allGone;
  }
}

type ServedUpload = NonNullable<Awaited<ReturnType<typeof findServedUpload>>>;

/** True for PostgreSQL's unique violation (23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
