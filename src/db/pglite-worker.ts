// The worker thread that owns the embedded database (see pglite-worker-client.ts). It runs one
// request at a time, in the order they arrive, so replies come back in that order too.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  serializeError,
  type PgliteSnapshot,
  type PgliteWorkerData,
  type PgliteWorkerReply,
  type PgliteWorkerRequest,
} from './pglite-worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread');
const { dataDir, templateFile } = workerData as PgliteWorkerData;
const reply = (message: PgliteWorkerReply) => port.postMessage(message);

// pg_trgm backs people search's trigram index, as on PostgreSQL (migration 0006).
const opening = PGlite.create(dataDir, {
  extensions: { pg_trgm },
  ...(templateFile ? { loadDataDir: new Blob([readFileSync(templateFile)]) } : {}),
});
let turn: Promise<unknown> = opening.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'open-failed', error: serializeError(error) }),
);

port.on('message', (request: PgliteWorkerRequest) => {
  turn = turn.then(() => answer(request));
});

const keepText = (value: string) => value;

async function answer(request: PgliteWorkerRequest): Promise<void> {
  try {
    const db = await opening;
    if (request.kind === 'close') {
      await db.close();
      reply({ kind: 'result', id: request.id, result: null });
      port?.close();
      return;
    }
    if (request.kind === 'snapshot') {
      // Nothing else runs on this thread meanwhile, so the rows and the files agree; the
      // checkpoint leaves little WAL for the restored copy to replay.
      await db.exec('CHECKPOINT');
      const { rows } = await db.query<Record<string, unknown>>(request.sql);
      const dump = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      const result: PgliteSnapshot = { rows, dump };
      port?.postMessage({ kind: 'result', id: request.id, result } satisfies PgliteWorkerReply, [
        dump.buffer,
      ]);
      return;
    }
    if (request.kind === 'exec') {
      reply({ kind: 'result', id: request.id, result: await db.exec(request.sql) });
      return;
    }
    const options: QueryOptions = {
      ...(request.rowMode ? { rowMode: request.rowMode } : {}),
      parsers: Object.fromEntries(request.rawTypes.map((oid) => [oid, keepText])),
    };
    const result = await db.query(request.sql, request.params, options);
    reply({ kind: 'result', id: request.id, result });
  } catch (error) {
    reply({ kind: 'error', id: request.id, error: serializeError(error) });
  }
}
