import type { PGlite } from '@electric-sql/pglite';
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
