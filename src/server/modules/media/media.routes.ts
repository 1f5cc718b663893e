import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFolder, uploadResponse } from '../../../shared/api/social.ts';
import { MEDIA_URL_PREFIX, SOCIAL_API } from '../../../shared/api/paths.ts';
import {
  MEDIA_REQUESTS_PER_MINUTE,
  UPLOAD_MULTIPART_OVERHEAD_MAX,
  UPLOAD_MULTIPART_PARTS_MAX,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError, notFound } from '../../errors.ts';
import { callerOf } from '../../http/access.ts';
import { assertSafeStoragePath } from '../../lib/storage.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { MediaService } from './media.service.ts';

/** RFC 2046: a multipart boundary is 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

const malformed = () => new AppError(400, 'upload_malformed', MESSAGES.uploadMalformed, 'file');

/**
 * The one image of a multipart upload (a `folder` field and a `file` part, in any order). Every
 * part is read, so a second file is seen; whatever the parser refuses (no or wrong boundary, a
 * truncated body, an oversize or unreadable part header) is the client's 400, never a 500.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ folder: string; fileName: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError(400, 'file_required', MESSAGES.fileRequired, 'file');
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw malformed();
  let folder = 'posts';
  let file: { fileName: string; bytes: Buffer } | null = null;
  let contentBytes = 0;
  try {
    for await (const part of request.parts({ limits: { parts: UPLOAD_MULTIPART_PARTS_MAX } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') contentBytes += Buffer.byteLength(part.value);
        if (part.fieldname === 'folder' && typeof part.value === 'string') folder = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      contentBytes += bytes.byteLength;
      // A browser sends a file part without a file name when no file was chosen.
      if (part.filename === '') continue;
      if (part.fieldname !== 'file') throw malformed();
      if (file) throw new AppError(400, 'upload_one_file', MESSAGES.uploadOneFile, 'file');
      file = { fileName: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, 'image_too_large', MESSAGES.imageTooLarge, 'file');
      case 'FST_FILES_LIMIT':
        throw new AppError(400, 'upload_one_file', MESSAGES.uploadOneFile, 'file');
      default:
        throw malformed();
    }
  }
  // The parser cuts an oversize part header short without a word; the declared length tells.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared - contentBytes > UPLOAD_MULTIPART_OVERHEAD_MAX)
    throw malformed();
  if (!file || file.bytes.byteLength === 0)
    throw new AppError(400, 'file_required', MESSAGES.fileRequired, 'file');
  return { folder, ...file };
}

export function mediaRoutes(media: MediaService, limiter: WriteLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      SOCIAL_API.uploads,
      {
        config: { access: 'member' },
        schema: {
          summary: 'Upload an image (multipart: folder, then file)',
          tags: ['media'],
          consumes: ['multipart/form-data'],
          response: { 201: uploadResponse },
        },
      },
      async (request, reply) => {
        const member = callerOf(request);
        await limiter.assertWithinLimit(member.id, 'upload');
        const upload = await readUpload(request);
        const folder = uploadFolder.safeParse(upload.folder);
        if (!folder.success)
          throw new AppError(400, 'upload_folder_invalid', MESSAGES.uploadFolderInvalid, 'folder');
        const stored = await media.upload({
          ownerId: member.id,
          folder: folder.data,
          fileName: upload.fileName,
          bytes: upload.bytes,
        });
        return reply.status(201).send(stored);
      },
    );

    app.get(
      `${MEDIA_URL_PREFIX}/*`,
      {
        config: {
          access: 'viewer',
          // Its own budget per IP (the global one allow-lists everything outside /api), counted
          // in the same shared store; an empty allow-list brings the route back under it.
          rateLimit: { max: MEDIA_REQUESTS_PER_MINUTE, timeWindow: 60_000, allowList: [] },
        },
        schema: { hide: true, params: z.object({ '*': z.string().max(400) }) },
      },
      async (request, reply) => {
        const storagePath = request.params['*'];
        try {
          assertSafeStoragePath(storagePath);
        } catch {
          throw notFound();
        }
        const file = await media.readForViewer(storagePath, request.member?.id ?? null);
        if (!file) throw notFound();
        // Stored names are unique and never rewritten, so browsers may keep them for good.
        // Message images must not sit in shared caches.
        const visibility = storagePath.startsWith('messages/') ? 'private' : 'public';
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', `${visibility}, max-age=31536000, immutable`)
          .header('content-disposition', 'inline')
          .send(Buffer.from(file.bytes));
      },
    );
  };
}
