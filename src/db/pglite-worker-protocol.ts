// The messages between the main thread (pglite-worker-client.ts) and the worker that owns the
// PGlite instance (pglite-worker.ts). Everything here crosses a structured clone: no functions.

export interface PgliteWorkerData {
  /** A PGlite data directory, or 'memory://'. */
  dataDir: string;
  /** A dump (dumpDataDir) to open an in-memory database from, instead of running initdb. */
  templateFile?: string | undefined;
}

export type PgliteWorkerRequest =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'object' | 'array' | undefined;
      /** Type OIDs the caller parses itself: the worker returns their text unparsed. */
      rawTypes: number[];
    }
  | { id: number; kind: 'exec'; sql: string }
  /** A backup (src/server/backup): a checkpoint, `sql`'s rows and the data directory, in one turn. */
  | { id: number; kind: 'snapshot'; sql: string }
  | { id: number; kind: 'close' };

/**
 * What a snapshot request answers: the rows of its query and a tar of the data directory, left
 * uncompressed so that the requests waiting behind it wait less (the archive is gzipped anyway).
 */
export interface PgliteSnapshot {
  rows: Record<string, unknown>[];
  dump: Uint8Array;
}

/** An error's message and its PostgreSQL fields (code, detail, constraint...). */
export interface SerializedError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type PgliteWorkerReply =
  | { kind: 'ready' }
  | { kind: 'open-failed'; error: SerializedError }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as string | number | boolean;
  }
  return { message: error.message, fields };
}
