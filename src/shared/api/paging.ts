// Paging for every list (issue 28): an opaque keyset cursor and a page size. The first page is
// the spec's size for the list (section 9); "Load more" sends back the cursor the last page gave.
import { z } from 'zod';
import { LIST_PAGE_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/** The cursor a page answered with; opaque to clients (base64url of a time and an id). */
export const cursorParam = z.string().max(200, MESSAGES.invalidCursor).optional();

/** `?cursor=&limit=`: the limit defaults to the list's first page and is bounded by `max`. */
export function listPageQuery(defaultLimit: number, max: number = LIST_PAGE_MAX) {
  return z.object({
    cursor: cursorParam,
    limit: z.coerce
      .number({ error: MESSAGES.invalidPageSize })
      .int(MESSAGES.invalidPageSize)
      .min(1, MESSAGES.invalidPageSize)
      .max(max, MESSAGES.invalidPageSize)
      .default(defaultLimit),
  });
}

/** The next page's cursor, or null on the last page. */
export const nextCursor = z.string().nullable();
