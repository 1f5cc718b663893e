import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config/env.ts';

/**
 * Where uploaded files live: local disk under the data directory by default, an S3-compatible
 * bucket when configured. Paths are relative (`{folder}/{userId}/{file}`) and come from us.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(storagePath: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(storagePath: string): Promise<Uint8Array | null>;
  /** Removes a stored file; a file that is already gone is not an error. */
  remove(storagePath: string): Promise<void>;
  /**
   * Removes what interrupted writes and deletions leave behind (half-written files older than
   * `before`, empty member folders); returns how many went. Buckets have neither: 0.
   */
  sweepLeftovers(before: Date): Promise<number>;
}

export type { S3Settings } from '../../config/env.ts';

export function uploadsDirFor(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9._-]+)+$/;

/** Storage paths are built by us, but a bad one must never escape the uploads area. */
export function assertSafeStoragePath(storagePath: string): void {
  if (!SAFE_PATH.test(storagePath) || storagePath.split('/').some((part) => part.startsWith('.')))
    throw new Error('unsafe storage path');
}

export function localDiskStorage(root: string): FileStorage {
  const resolveInside = (storagePath: string) => {
    assertSafeStoragePath(storagePath);
    const full = path.resolve(root, storagePath);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('path outside storage');
    return full;
  };
  return {
    kind: 'local',
    async put(storagePath, bytes) {
      const full = resolveInside(storagePath);
      // Write then rename, so a reader never sees half a file. The temporary name is unique
      // per write, so two writes never share it.
      const partial = `${full}.${randomBytes(6).toString('hex')}.partial`;
      try {
        // An empty member folder may be removed at any moment (by a deletion or the sweep):
        // create it again and retry once.
        for (let attempt = 0; ; attempt += 1) {
          await mkdir(path.dirname(full), { recursive: true });
          try {
            await writeFile(partial, bytes);
            await rename(partial, full);
            break;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
          }
        }
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async read(storagePath) {
      try {
        return new Uint8Array(await readFile(resolveInside(storagePath)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(storagePath) {
      const full = resolveInside(storagePath);
      try {
        await rm(full, { force: true });
      } catch (error) {
        // Below something that is not a folder no file can exist: it is gone, as with ENOENT.
        if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
      }
      // The member's folder goes with its last file (another write may race in: then it stays).
      await rmdir(path.dirname(full)).catch(() => undefined);
    },
    async sweepLeftovers(before) {
      return sweepDirectory(root, before.getTime(), 0);
    },
  };
}

/** Depth 0 is the uploads root, 1 a folder (posts, messages...), 2 a member's folder. */
async function sweepDirectory(dir: string, beforeMs: number, depth: number): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let swept = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      swept += await sweepDirectory(full, beforeMs, depth + 1);
      if (
        depth >= 1 &&
        (await rmdir(full).then(
          () => true,
          () => false,
        ))
      )
        swept += 1;
    } else if (entry.name.endsWith('.partial')) {
      const info = await stat(full).catch(() => null);
      if (
        info &&
        info.mtimeMs < beforeMs &&
        (await rm(full).then(
          () => true,
          () => false,
        ))
      )
        swept += 1;
    }
  }
  return swept;
}

/** An S3-compatible bucket (AWS, MinIO, R2...) over signed path-style requests. */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const objectUrl = (storagePath: string) => {
    assertSafeStoragePath(storagePath);
    const base = settings.endpoint.replace(/\/+$/, '');
    return `${base}/${encodeURIComponent(settings.bucket)}/${storagePath}`;
  };
  const send = async (url: string, init: RequestInit) => {
    const request = await client.sign(url, init);
    return fetchImpl(request);
  };
  return {
    kind: 's3',
    async put(storagePath, bytes, contentType) {
      const response = await send(objectUrl(storagePath), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT failed with ${response.status}`);
    },
    async read(storagePath) {
      const response = await send(objectUrl(storagePath), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET failed with ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(storagePath) {
      const response = await send(objectUrl(storagePath), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE failed with ${response.status}`);
    },
    async sweepLeftovers() {
      return 0; // a PUT is atomic: no partial objects, and a bucket has no folders
    },
  };
}

export function createStorage(options: { dataDir: string; s3: S3Settings | undefined }) {
  return options.s3 ? s3Storage(options.s3) : localDiskStorage(uploadsDirFor(options.dataDir));
}
