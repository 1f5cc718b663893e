import type { FastifyBaseLogger } from 'fastify';
import type { UploadResponse } from '../../../shared/api/social.ts';
import { MEDIA_URL_PREFIX } from '../../../shared/api/paths.ts';
import type { UPLOAD_FOLDERS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { processImage, sanitizeFileStem, STORED_IMAGE_EXTENSION } from './image-processing.ts';
import {
  deleteUploadRow,
  findUploadByAnyPath,
  findUploadByPath,
  insertUpload,
  isUploadAttachedToPost,
  listUnattachedUploads,
  memberHasMessageImage,
} from './media.repository.ts';

/** Uploads not attached to anything after this long are swept (a background job). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function mediaUrl(storagePath: string): string {
  return `${MEDIA_URL_PREFIX}/${storagePath}`;
}

/** Receives images, stores them through the storage adapter and serves them back. */
export class MediaService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly storage: FileStorage;
  private readonly log: FastifyBaseLogger;

  constructor(deps: { db: Database; clock: Clock; storage: FileStorage; log: FastifyBaseLogger }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.storage = deps.storage;
    this.log = deps.log;
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
    // Two uploads in the same millisecond with the same name must not overwrite each other.
    const unique = (await findUploadByPath(this.db, `${stem}.${STORED_IMAGE_EXTENSION}`))
      ? `${stem}-${newId().slice(0, 6)}`
      : stem;
    const path = `${unique}.${STORED_IMAGE_EXTENSION}`;
    const thumbPath = `${unique}_thumb.${STORED_IMAGE_EXTENSION}`;

    await this.storage.put(path, image.bytes, image.contentType);
    await this.storage.put(thumbPath, image.thumb, image.contentType);
    try {
      await insertUpload(this.db, {
        id: newId(),
        ownerId: input.ownerId,
        folder: input.folder,
        path,
        contentType: image.contentType,
        sizeBytes: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        thumbPath,
        createdAt: this.clock(),
      });
    } catch (error) {
      await this.removeFiles([path, thumbPath]);
      throw error;
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

  /** The upload a member may attach to a new post: theirs, in the posts folder, not yet used. */
  async claimForPost(ownerId: string, storagePath: string) {
    const upload = await findUploadByPath(this.db, storagePath);
    if (
      !upload ||
      upload.ownerId !== ownerId ||
      upload.folder !== 'posts' ||
      (await isUploadAttachedToPost(this.db, storagePath))
    )
      throw new AppError(400, 'media_not_available', MESSAGES.imageNotYours, 'mediaPath');
    return upload;
  }

  /** Deletes an upload's files and row; failures are logged (a stray file is not worth a 500). */
  async discard(storagePath: string): Promise<void> {
    const upload = await findUploadByPath(this.db, storagePath);
    await this.removeFiles([storagePath, upload?.thumbPath ?? null]);
    await deleteUploadRow(this.db, storagePath);
  }

  /**
   * Removes uploads that were never attached to a post or a message within
   * UNATTACHED_UPLOAD_TTL_MS (a composer closed after uploading). Returns how many went.
   */
  async sweepUnattached(): Promise<number> {
    const before = new Date(this.clock().getTime() - UNATTACHED_UPLOAD_TTL_MS);
    const stale = await listUnattachedUploads(this.db, before, 500);
    for (const upload of stale) {
      await this.removeFiles([upload.path, upload.thumbPath]);
      await deleteUploadRow(this.db, upload.path);
    }
    return stale.length;
  }

  /** Post images are visible to members and visitors alike; message images only to the thread. */
  async readForViewer(storagePath: string, viewerId: string | null) {
    const upload = await findUploadByAnyPath(this.db, storagePath);
    if (!upload) return null;
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

  private async removeFiles(paths: ReadonlyArray<string | null>): Promise<void> {
    for (const path of paths) {
      if (!path) continue;
      try {
        await this.storage.remove(path);
      } catch (error) {
        this.log.warn({ err: error, path }, 'could not remove a stored file');
      }
    }
  }
}
