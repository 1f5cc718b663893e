import type { PGlite } from '@electric-sql/pglite';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { Database } from '../../src/db/client.ts';

type ClientQuery = (...args: unknown[]) => unknown;

/** The SQL text of a node-postgres `query` call: a string or a config with `text`. */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return String(first);
}

const recorders = new Set<(text: string) => void>();
let pgClientWrapped = false;

/** Every node-postgres query of this process passes the recorders (once per process). */
function wrapPgClientOnce(): void {
  if (pgClientWrapped) return;
  pgClientWrapped = true;
  const prototype = pg.Client.prototype as unknown as { query: ClientQuery };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    for (const record of recorders) record(text);
    return original.apply(this, args);
  };
}

/**
 * Counts the statements the app sends while a piece of work runs.
 * - PostgreSQL: at the driver (every `pg.Client#query`), so drizzle's queries, the named
 *   statements of src/db/prepared.ts, BEGIN and COMMIT are all counted as sent.
 * - PGlite: drizzle's logger sees drizzle's statements; the named statements reach PGlite's
 *   `query` with two arguments (drizzle always passes a third, its row mode), so those are
 *   counted there; a top-level transaction is counted as BEGIN and COMMIT, which PGlite runs
 *   itself.
 * Work that runs in the background (the job runner, live pumps) during the window is counted
 * too: measure with those idle.
 */
export class StatementCounter {
  private recording = false;
  private log: string[] = [];
  private kind: 'pglite' | 'postgres' = 'pglite';
  readonly logger: QueryLogger = {
    logQuery: (query) => {
      if (this.recording && this.kind === 'pglite') this.log.push(query);
    },
  };

  attach(db: Database, kind: 'pglite' | 'postgres'): void {
    this.kind = kind;
    if (kind === 'postgres') {
      wrapPgClientOnce();
      recorders.add((text) => {
        if (this.recording) this.log.push(text);
      });
      return;
    }
    const client = (db as unknown as { $client: PGlite }).$client as unknown as {
      query: ClientQuery;
    };
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      if (this.recording && args.length === 2) this.log.push(textOf(args[0]));
      return query(...args);
    };
    const original = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<Database['transaction']>) => {
      if (this.recording) this.log.push('begin');
      const [work, ...rest] = args;
      // Named statements inside the transaction reach its own client (src/db/prepared.ts).
      const counted = (async (tx: Parameters<typeof work>[0]) => {
        const txClient = (tx as unknown as { session: { client: { query: ClientQuery } } }).session
          .client;
        const txQuery = txClient.query.bind(txClient);
        txClient.query = (...queryArgs: unknown[]) => {
          if (this.recording && queryArgs.length === 2) this.log.push(textOf(queryArgs[0]));
          return txQuery(...queryArgs);
        };
        return work(tx);
      }) as typeof work;
      try {
        return await original(counted, ...rest);
      } finally {
        if (this.recording) this.log.push('commit');
      }
    }) as Database['transaction'];
  }

  /** The statements `work` sent, in order. */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    this.log = [];
    this.recording = true;
    try {
      await work();
    } finally {
      this.recording = false;
    }
    return this.log;
  }
}
