import pg from 'pg';

// drizzle-orm 0.45's node-postgres `transaction()` runs BEGIN before its try/finally, so a BEGIN
// that fails (the connection dropped just after checkout) never releases the client; and when
// ROLLBACK fails it releases the dead client as healthy (drizzle-orm issues #6241 and #6114, open
// at the time of writing). Each such moment cost the pool a slot for good, and `pool.end()` then
// waited forever (the faults suite found it). This pool destroys the client itself when BEGIN or
// ROLLBACK fails, and makes the checkout's release idempotent so drizzle's own release after it
// is harmless. Remove once drizzle releases a fix.

const GUARDED = Symbol('lorien.transactionGuard');
const TRANSACTION_CONTROL = /^\s*(begin|rollback)\b/i;

type GuardedClient = pg.PoolClient & { [GUARDED]?: true };

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config)
    return String((config as { text: unknown }).text);
  return '';
}

/** Wraps `query` once per client: a failed BEGIN or ROLLBACK releases it with the error. */
function guardQueries(client: GuardedClient): void {
  if (client[GUARDED]) return;
  client[GUARDED] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise) || !TRANSACTION_CONTROL.test(statementText(args[0])))
      return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
}

/** pg-pool sets a fresh `release` on every checkout: make this checkout's one callable twice. */
function idempotentRelease(client: GuardedClient): void {
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
}

export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own `pool.query`, which releases correctly.
    if (callback) return super.connect(callback);
    return super.connect().then((client: GuardedClient) => {
      guardQueries(client);
      idempotentRelease(client);
      return client;
    });
  }
}
