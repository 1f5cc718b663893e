import { statfs } from 'node:fs/promises';
import {
  DISK_FULL_HOLD_MS,
  DISK_LOW_FREE_BYTES,
  DISK_LOW_FREE_FRACTION,
} from '../../shared/constants.ts';
import type { Clock } from '../context.ts';

// What health knows about space: the data directory's filesystem (PGlite's files, local uploads,
// the outbox and the secrets live there), and whether a write failed for lack of space lately
// (that also covers a PostgreSQL server or a bucket whose disk we cannot see).

const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
// SQLSTATE 53100 disk_full; PGlite and the pg driver may only carry the operating system's words.
const FULL_SQLSTATE = '53100';
const FULL_MESSAGE = /No space left on device|Disk quota exceeded|could not extend file/i;

/** True when the error, or any error it wraps, says a write failed for lack of space. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (FULL_ERRNO.has(code) || code === FULL_SQLSTATE)) return true;
    if (typeof message === 'string' && FULL_MESSAGE.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isStorageFull)) return true;
    current = cause;
  }
  return false;
}

/** A filesystem is low on space below both limits (a small disk is not low just for its size). */
export function isLowOnSpace(freeBytes: number, totalBytes: number): boolean {
  return freeBytes < DISK_LOW_FREE_BYTES && freeBytes < totalBytes * DISK_LOW_FREE_FRACTION;
}

export interface DiskState {
  state: 'ok' | 'degraded';
  /** Free bytes on the data directory's filesystem (null when it cannot be read). */
  freeBytes: number | null;
  /** Why degraded; absent when ok. */
  detail?: string;
  /** The same, as the administrator's warning code (System Status). */
  code?: 'disk-full' | 'disk-low';
}

export class DiskWatch {
  private fullAt: number | null = null;

  private readonly deps: { dataDir: string; clock: Clock };

  constructor(deps: { dataDir: string; clock: Clock }) {
    this.deps = deps;
  }

  /** A write just failed for lack of space. */
  noteFull(): void {
    this.fullAt = this.deps.clock().getTime();
  }

  async check(): Promise<DiskState> {
    let freeBytes: number | null = null;
    let low = false;
    try {
      const stats = await statfs(this.deps.dataDir);
      freeBytes = stats.bavail * stats.bsize;
      low = isLowOnSpace(freeBytes, stats.blocks * stats.bsize);
    } catch {
      // No data directory to look at (an API-only test): only failed writes count.
    }
    const recentlyFull =
      this.fullAt !== null && this.deps.clock().getTime() - this.fullAt < DISK_FULL_HOLD_MS;
    if (recentlyFull)
      return {
        state: 'degraded',
        freeBytes,
        detail: 'a write failed: no space left',
        code: 'disk-full',
      };
    if (low)
      return {
        state: 'degraded',
        freeBytes,
        detail: 'the data directory is almost full',
        code: 'disk-low',
      };
    return { state: 'ok', freeBytes };
  }
}
