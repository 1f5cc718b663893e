import type { FastifyReply, FastifyRequest } from 'fastify';
import { DISK_FULL_RETRY_AFTER_SECONDS } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { errorBody } from '../errors.ts';
import type { DiskWatch } from '../lib/disk-watch.ts';

/**
 * A write that failed for lack of space (ENOSPC, EDQUOT, SQLSTATE 53100): nothing was saved, and
 * the client may try again once space is back. Health says disk degraded meanwhile.
 */
export function answerStorageFull(
  disk: DiskWatch,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  disk.noteFull();
  request.log.error({ err: error, url: request.url }, 'a write failed: no space left');
  return reply
    .status(503)
    .header('retry-after', String(DISK_FULL_RETRY_AFTER_SECONDS))
    .send(errorBody('storage_full', MESSAGES.storageFull));
}
