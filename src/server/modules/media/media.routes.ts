import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFolder, uploadResponse } from '../../../shared/api/social.ts';
import { MEDIA_URL_PREFIX, SOCIAL_API } from '../../../shared/api/paths.ts';
import { MEDIA_REQUESTS_PER_MINUTE } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError, notFound } from '../../errors.ts';
import { callerOf } from '../../http/access.ts';
import { assertSafeStoragePath } from '../../lib/storage.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { MediaService } from './media.service.ts';

function isMultipartError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
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
        if (!request.isMultipart())
          throw new AppError(400, 'file_required', MESSAGES.fileRequired, 'file');
        const file = await request.file();
        if (!file) throw new AppError(400, 'file_required', MESSAGES.fileRequired, 'file');
        const folderField = file.fields.folder;
        const folderValue =
          folderField && !Array.isArray(folderField) && folderField.type === 'field'
            ? folderField.value
            : 'posts';
        const folder = uploadFolder.safeParse(folderValue);
        if (!folder.success)
          throw new AppError(400, 'upload_folder_invalid', MESSAGES.uploadFolderInvalid, 'folder');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE'))
            throw new AppError(413, 'image_too_large', MESSAGES.imageTooLarge, 'file');
          throw error;
        }
        if (bytes.byteLength === 0)
          throw new AppError(400, 'file_required', MESSAGES.fileRequired, 'file');
        const stored = await media.upload({
          ownerId: member.id,
          folder: folder.data,
          fileName: file.filename,
          bytes,
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
