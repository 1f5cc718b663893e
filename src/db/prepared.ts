import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

// Named statements for the hottest queries (the ranked feed, the session check). node-postgres
// sends the name, so PostgreSQL parses and plans each statement once per connection instead of
// on every call (planning a join of four tables cost more than running it); and the SQL text is
// written once rather than rebuilt by the query builder per request. PGlite runs the same text.

export interface NamedQuery<Row> {
  readonly name: string;
  run(db: Database, values: readonly unknown[]): Promise<Row[]>;
}

/**
 * A statement with positional parameters ($1, $2...). Rows come back as the driver gives them:
 * alias columns to camelCase in the SQL; timestamps arrive as Date on both drivers.
 */
export function namedQuery<Row>(name: string, text: string): NamedQuery<Row> {
  return {
    name,
    async run(db, values) {
      const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
      if (client instanceof pg.Pool) {
        const result = await client.query({ name, text, values: [...values] });
        return result.rows as Row[];
      }
      const result = await client.query<Row>(text, [...values]);
      return result.rows;
    },
  };
}

/** The driver behind a database or a transaction: a pg Pool or PoolClient, or PGlite. */
interface StatementClient {
  query(config: unknown, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { client: StatementClient };
}

/**
 * A statement written with drizzle's `sql` (so it can use the shared fragments: the visibility
 * rule, table and column names) and `sql.placeholder()` for its parameters, built into text
 * once and then run as a named statement: PostgreSQL parses and plans it once per connection
 * (the echo's statement, with the visibility rule in it, spent 0.4 ms planning against 0.1 ms
 * running), and the query builder is not run per request. It runs on whatever it is given,
 * a database or a transaction (the transaction's own connection). `variant` names a shape of
 * the text when the builder takes options (one named statement per variant).
 */
export function preparedSql<Row, Options extends string = string>(
  name: string,
  build: (variant: Options) => SQL,
) {
  const built = new Map<Options, { text: string; params: unknown[] }>();
  return {
    async run(
      db: Database,
      values: Record<string, unknown>,
      variant: Options = '' as Options,
    ): Promise<Row[]> {
      const internals = db as unknown as DrizzleInternals;
      let query = built.get(variant);
      if (!query) {
        const { sql: text, params } = internals.dialect.sqlToQuery(build(variant));
        query = { text, params };
        built.set(variant, query);
      }
      const filled = fillPlaceholders(query.params, values);
      const client = internals.session.client;
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const statement = variant ? `${name}_${variant}` : name;
        const result = await client.query({ name: statement, text: query.text, values: filled });
        return result.rows as Row[];
      }
      const result = await client.query(query.text, filled);
      return result.rows as Row[];
    },
  };
}

/**
 * `insert into <table> (<columns>) values (<placeholders>)` for a fixed set of a table's columns,
 * for `preparedSql`: the placeholders are the keys prefixed with `prefix` (several inserts can
 * share one statement), and `values` maps a row to them as drizzle would (arrays, dates, JSON).
 */
export function insertValues<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  keys: readonly K[],
  prefix = '',
) {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const columnOf = (key: K) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return column;
  };
  return {
    sql: sql`insert into ${table} (${sql.join(
      keys.map((key) => sql.identifier(columnOf(key).name)),
      sql`, `,
    )}) values (${sql.join(
      keys.map((key) => sql.placeholder(`${prefix}${key}`)),
      sql`, `,
    )})`,
    values(row: Pick<T['$inferInsert'], K>): Record<string, unknown> {
      const values: Record<string, unknown> = {};
      for (const key of keys) {
        const value = (row as Record<string, unknown>)[key];
        values[`${prefix}${key}`] =
          value === null || value === undefined ? null : columnOf(key).mapToDriverValue(value);
      }
      return values;
    },
  };
}
