// The embedded database off the request thread. PGlite runs every statement synchronously on the
// thread that owns it, so in-process one slow query stalled every request. Here a worker thread
// (pglite-worker.ts) owns PGlite and this client stands in for it where drizzle and our named
// queries call it (query, exec, transaction, close).
//
// PGlite ignores statement_timeout (its timers cannot fire while a statement runs), so the
// timeout is ours: the statement at the head of the worker's queue that runs longer than
// statementTimeoutMs fails with PostgreSQL's code 57014, the worker is terminated (the only way
// to stop it) and a new one opens the same data directory, where PostgreSQL's crash recovery
// drops whatever the stopped transaction had not committed. The other requests in flight fail
// with a connection error; both are "database unavailable" (503) for the HTTP error handler.
// An in-memory database cannot be reopened: it stays closed after a timeout.
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import type {
  PgliteSnapshot,
  PgliteWorkerData,
  PgliteWorkerReply,
  PgliteWorkerRequest,
  SerializedError,
} from './pglite-worker-protocol.ts';

export interface PgliteWorkerOptions {
  /** A PGlite data directory, or 'memory://'. */
  dataDir: string;
  /** A dump (dumpDataDir) that an in-memory database starts from (tests: a migrated template). */
  templateFile?: string | undefined;
  /** The longest a statement may run before the worker is stopped and reopened. */
  statementTimeoutMs: number;
}

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
export const STATEMENT_TIMEOUT_SQLSTATE = '57014';
/** PostgreSQL's SQLSTATE for a connection that failed mid-statement. */
export const CONNECTION_FAILURE_SQLSTATE = '08006';

type Request = PgliteWorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** How long this request may run at the head of the queue (the statement timeout if unset). */
  timeoutMs: number | undefined;
}

/** A snapshot copies the whole data directory: it may take far longer than a statement. */
export const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;

/** One worker and what it has been asked; replaced by a new one after a timeout or a crash. */
interface Generation {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  /** Requests posted and not yet answered, in order: the first one is running now. */
  inFlight: Pending[];
  watchdog: NodeJS.Timeout | undefined;
  /** Set once the worker cannot answer any more; every later request fails with it. */
  dead: Error | null;
}

function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function rebuildError(serialized: SerializedError): Error {
  return Object.assign(new Error(serialized.message), serialized.fields);
}

export async function openPgliteWorker(options: PgliteWorkerOptions): Promise<PgliteWorkerClient> {
  const client = new PgliteWorkerClient(options);
  await client.waitReady();
  return client;
}

export class PgliteWorkerClient {
  readonly #options: PgliteWorkerOptions;
  readonly #persistent: boolean;
  #current: Generation;
  /** The transaction holding the single connection; other callers wait until it is released. */
  #holder: { released: Promise<void> } | null = null;
  #closing: Promise<void> | null = null;
  #nextId = 1;

  constructor(options: PgliteWorkerOptions) {
    this.#options = options;
    this.#persistent = !options.dataDir.startsWith('memory://');
    this.#current = this.#spawn();
  }

  waitReady(): Promise<void> {
    return this.#current.ready;
  }

  get closed(): boolean {
    return this.#closing !== null;
  }

  /** Statements sent to the worker and not answered yet, the running one included (metrics). */
  get pendingStatements(): number {
    return this.#current.inFlight.length;
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    // Checked again after every wait, and followed by the post with no await in between, so a
    // statement never lands inside someone else's transaction.
    while (this.#holder) await this.#holder.released;
    return this.#query<T>(this.#generation(), text, params, options);
  }

  async exec(text: string): Promise<Results[]> {
    while (this.#holder) await this.#holder.released;
    return (await this.#send(this.#generation(), { kind: 'exec', sql: text })) as Results[];
  }

  /** An interactive transaction: holds the connection for the whole callback, rolls back on error. */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    while (this.#holder) await this.#holder.released;
    let release = () => undefined as void;
    this.#holder = { released: new Promise<void>((resolve) => (release = resolve)) };
    try {
      const generation = this.#generation();
      await this.#send(generation, { kind: 'exec', sql: 'BEGIN' });
      const tx = new PgliteWorkerTransaction((request) => this.#send(generation, request));
      try {
        const result = await callback(tx);
        if (!tx.closed) await this.#send(generation, { kind: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        if (!tx.closed && !generation.dead)
          await this.#send(generation, { kind: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
        throw error;
      } finally {
        tx.closed = true;
      }
    } finally {
      this.#holder = null;
      release();
    }
  }

  /** A checkpoint, the rows of `sql` and a tar of the data directory, taken together. */
  async snapshot(sql: string): Promise<PgliteSnapshot> {
    while (this.#holder) await this.#holder.released;
    return (await this.#send(
      this.#generation(),
      { kind: 'snapshot', sql },
      SNAPSHOT_TIMEOUT_MS,
    )) as PgliteSnapshot;
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      const generation = this.#current;
      try {
        if (!generation.dead) await this.#send(generation, { kind: 'close' });
      } finally {
        this.#kill(generation, databaseError(CONNECTION_FAILURE_SQLSTATE, 'PGlite is closed'));
      }
    })();
    return this.#closing;
  }

  #query<T>(
    generation: Generation,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    if (options?.serializers) throw new Error('Custom serializers cannot cross to the worker');
    const parsers = options?.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const sent = this.#send(generation, {
      kind: 'query',
      sql: text,
      params,
      rowMode: options?.rowMode,
      rawTypes,
    });
    return sent.then((result) => applyParsers(result as Results<T>, parsers));
  }

  /** The live worker; after a failure, a new one on the same directory (never for memory://). */
  #generation(): Generation {
    if (this.#current.dead && this.#persistent && !this.#closing) this.#current = this.#spawn();
    return this.#current;
  }

  #send(generation: Generation, request: Request, timeoutMs?: number): Promise<unknown> {
    if (generation.dead) return Promise.reject(generation.dead);
    return new Promise((resolve, reject) => {
      // Posted before it is queued: a value that cannot be cloned throws here, queueing nothing.
      generation.worker.postMessage({ ...request, id: this.#nextId++ } as PgliteWorkerRequest);
      generation.inFlight.push({ resolve, reject, timeoutMs });
      generation.worker.ref();
      if (generation.inFlight.length === 1) this.#arm(generation);
    });
  }

  #spawn(): Generation {
    const workerData: PgliteWorkerData = {
      dataDir: this.#options.dataDir,
      templateFile: this.#options.templateFile,
    };
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData });
    let opened = () => undefined as void;
    let failed = (_error: Error) => undefined as void;
    const generation: Generation = {
      worker,
      ready: new Promise<void>((resolve, reject) => {
        opened = resolve;
        failed = reject;
      }),
      isReady: false,
      inFlight: [],
      watchdog: undefined,
      dead: null,
    };
    generation.ready.catch(() => undefined); // callers see the failure through their requests
    worker.on('message', (message: PgliteWorkerReply) => {
      if (message.kind === 'ready') {
        generation.isReady = true;
        opened();
        this.#settle(generation);
      } else if (message.kind === 'open-failed') {
        const error = rebuildError(message.error);
        failed(error);
        this.#kill(generation, databaseError(CONNECTION_FAILURE_SQLSTATE, error.message));
      } else {
        const pending = generation.inFlight.shift();
        if (message.kind === 'result') pending?.resolve(message.result);
        else pending?.reject(rebuildError(message.error));
        this.#settle(generation);
      }
    });
    const stopped = (reason: string) => {
      const error = databaseError(
        CONNECTION_FAILURE_SQLSTATE,
        `Connection terminated: the embedded database stopped (${reason})`,
      );
      failed(error);
      this.#kill(generation, error);
    };
    worker.on('error', (error) => stopped(error.message));
    worker.on('exit', (code) => stopped(`exit code ${code}`));
    return generation;
  }

  /** After each answer: watch the next statement, or let the process exit while idle. */
  #settle(generation: Generation): void {
    if (generation.inFlight.length === 0) generation.worker.unref();
    this.#arm(generation);
  }

  #arm(generation: Generation): void {
    clearTimeout(generation.watchdog);
    generation.watchdog = undefined;
    if (!generation.isReady || generation.dead || generation.inFlight.length === 0) return;
    generation.watchdog = setTimeout(
      () => this.#timedOut(generation),
      generation.inFlight[0]?.timeoutMs ?? this.#options.statementTimeoutMs,
    );
  }

  #timedOut(generation: Generation): void {
    const running = generation.inFlight.shift();
    running?.reject(
      databaseError(STATEMENT_TIMEOUT_SQLSTATE, 'canceling statement due to statement timeout'),
    );
    this.#kill(
      generation,
      databaseError(
        CONNECTION_FAILURE_SQLSTATE,
        'Connection terminated: the embedded database restarted after a statement timeout',
      ),
    );
    // Reopen now rather than on the next request, so the restart overlaps the 503s.
    if (generation === this.#current) void this.#generation().ready;
  }

  /** Fails everything still waiting on this worker and stops it. */
  #kill(generation: Generation, error: Error): void {
    if (generation.dead) return;
    generation.dead = error;
    clearTimeout(generation.watchdog);
    for (const pending of generation.inFlight.splice(0)) pending.reject(error);
    void generation.worker.terminate();
  }
}

/** What drizzle's transaction callback gets: the same calls, on the held connection. */
export class PgliteWorkerTransaction {
  closed = false;
  readonly #send: (request: Request) => Promise<unknown>;

  constructor(send: (request: Request) => Promise<unknown>) {
    this.#send = send;
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    this.#ensureOpen();
    if (options?.serializers) throw new Error('Custom serializers cannot cross to the worker');
    const parsers = options?.parsers ?? {};
    const result = await this.#send({
      kind: 'query',
      sql: text,
      params,
      rowMode: options?.rowMode,
      rawTypes: Object.keys(parsers).map(Number),
    });
    return applyParsers(result as Results<T>, parsers);
  }

  async exec(text: string): Promise<Results[]> {
    this.#ensureOpen();
    return (await this.#send({ kind: 'exec', sql: text })) as Results[];
  }

  async rollback(): Promise<void> {
    this.#ensureOpen();
    await this.#send({ kind: 'exec', sql: 'ROLLBACK' });
    this.closed = true;
  }

  #ensureOpen(): void {
    if (this.closed) throw new Error('Transaction is closed');
  }
}

/** Runs the caller's parsers (functions cannot cross threads) on the text the worker kept. */
function applyParsers<T>(result: Results<T>, parsers: ParserOptions): Results<T> {
  const columns = result.fields
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { field, index, parse } of columns) {
      const key = Array.isArray(row) ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse!(value);
    }
  }
  return result;
}
