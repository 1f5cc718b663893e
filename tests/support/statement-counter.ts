import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import type { Database } from '../../src/db/client.ts';

/**
 * Counts the statements the app sends while a piece of work runs, the same way on PGlite and
 * PostgreSQL. drizzle's logger sees every statement; on node-postgres it also sees a
 * transaction's BEGIN and COMMIT, while PGlite runs those itself, so a top-level transaction is
 * counted here as those two statements on PGlite. Work that runs in the background (the job
 * runner, live pumps) during the window is counted too: measure with those idle.
 */
export class StatementCounter {
  private recording = false;
  private log: string[] = [];
  readonly logger: QueryLogger = {
    logQuery: (query) => {
      if (this.recording) this.log.push(query);
    },
  };

  /** Wraps `db.transaction` to count transactions (and PGlite's BEGIN/COMMIT). */
  attach(db: Database, kind: 'pglite' | 'postgres'): void {
    const original = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<Database['transaction']>) => {
      if (this.recording && kind === 'pglite') this.log.push('begin');
      try {
        return await original(...args);
      } finally {
        if (this.recording && kind === 'pglite') this.log.push('commit');
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
