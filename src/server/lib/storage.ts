import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
      await mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${full}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, full);
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
      await rm(resolveInside(storagePath), { force: true });
    },
  };
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
  };
}

export function createStorage(options: { dataDir: string; s3: S3Settings | undefined }) {
  return options.s3 ? s3Storage(options.s3) : localDiskStorage(uploadsDirFor(options.dataDir));
}
