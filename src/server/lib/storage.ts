import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk under the data directory by default; the Posts issue
 * adds writing and an S3-compatible implementation behind this same interface.
 */
export interface FileStorage {
  /** Removes a stored file; a file that is already gone is not an error. */
  remove(storagePath: string): Promise<void>;
}

export function uploadsDirFor(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function localDiskStorage(root: string): FileStorage {
  const resolveInside = (storagePath: string) => {
    const full = path.resolve(root, storagePath);
    // Paths come from our own database, but never let one escape the uploads folder.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('path outside storage');
    return full;
  };
  return {
    async remove(storagePath) {
      await rm(resolveInside(storagePath), { force: true });
    },
  };
}
