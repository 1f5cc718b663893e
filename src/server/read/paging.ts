import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '../../shared/messages.ts';
import {
  decodePageCursor,
  encodePageCursor,
  type PageCursor,
} from '../../domain/posts/page-cursor.ts';
import { AppError } from '../errors.ts';

// Keyset paging for every list (issue 28, docs/decisions.md "Paging"). A cursor names the last
// row shown, (time, id); the next page is the rows strictly past it in the list's order, so rows
// inserted between two fetches never shift a page: no gap, no duplicate. Times are compared at
// the millisecond a cursor can carry: a row written with the database's now() (microseconds)
// would otherwise sort past its own cursor and come back twice.

export type { PageCursor };

/** Newest first ('desc', the usual) or oldest first ('asc'). */
export type Direction = 'asc' | 'desc';

/** The cursor the client sent, null for none, or the 400 every list answers for a bad one. */
export function readCursor(value: string | undefined): PageCursor | null {
  if (value === undefined || value === '') return null;
  const cursor = decodePageCursor(value);
  if (!cursor) throw new AppError(400, 'invalid_cursor', MESSAGES.invalidCursor, 'cursor');
  return cursor;
}

const ms = (at: AnyPgColumn | SQL) => sql`date_trunc('milliseconds', ${at})`;

/** The rows past the cursor in the list's order (undefined without a cursor). */
export function pastCursor(
  at: AnyPgColumn | SQL,
  id: AnyPgColumn | SQL,
  cursor: PageCursor | null,
  direction: Direction = 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const position = sql`(${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::text)`;
  return direction === 'desc'
    ? sql`(${ms(at)}, ${id}) < ${position}`
    : sql`(${ms(at)}, ${id}) > ${position}`;
}

/** The list's order, the same keys the cursor compares. */
export function keysetOrder(
  at: AnyPgColumn | SQL,
  id: AnyPgColumn | SQL,
  direction: Direction = 'desc',
): SQL[] {
  return direction === 'desc'
    ? [sql`${ms(at)} desc`, sql`${id} desc`]
    : [sql`${ms(at)} asc`, sql`${id} asc`];
}

/**
 * A page from `limit + 1` rows read: the first `limit`, and the cursor of the last one when a
 * further row exists.
 */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => PageCursor,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodePageCursor(keyOf(last)) : null,
  };
}
