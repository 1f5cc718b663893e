// A route's code failed to download. Two causes look the same to the router: this tab lost its
// connection, or a deployment replaced the files it was built against. They need different
// words: "you are offline, retry" versus "Lorien has been updated, reload".

export type ChunkFailureCause = 'offline' | 'stale-build';

/** True for the errors browsers give when a dynamically imported module cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

/**
 * Offline when the browser says so or the server cannot be reached; otherwise the server
 * answered, so the missing file is an old build's.
 */
export async function chunkFailureCause(
  online: boolean,
  reachServer: () => Promise<boolean>,
): Promise<ChunkFailureCause> {
  if (!online) return 'offline';
  return (await reachServer()) ? 'stale-build' : 'offline';
}

/** Asks the server for its health without any cache; false on a network error. */
export async function serverReachable(): Promise<boolean> {
  try {
    await fetch('/api/health', { method: 'GET', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
