/** A keyset position in a newest-first list: the last item's time and id (ties broken by id). */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

export function encodePageCursor(cursor: PageCursor): string {
  const raw = `${cursor.createdAt.toISOString()}|${cursor.id}`;
  return btoa(raw).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

// Cursors name a post's creation time: never before the epoch, never past year 9999 (a date
// PostgreSQL and toISOString both accept, unlike JavaScript's ±275,000-year range).
const EARLIEST_MS = 0;
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Null for anything that is not a cursor we could have made (the caller answers 400). */
export function decodePageCursor(value: string | undefined): PageCursor | null {
  if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  let raw: string;
  try {
    raw = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const separator = raw.indexOf('|');
  if (separator < 0) return null;
  const stamp = raw.slice(0, separator);
  // Exactly what toISOString writes, so a six-digit or signed year cannot slip through.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(stamp)) return null;
  const createdAt = new Date(stamp);
  const id = raw.slice(separator + 1);
  const ms = createdAt.getTime();
  if (Number.isNaN(ms) || ms < EARLIEST_MS || ms > LATEST_MS) return null;
  if (createdAt.toISOString() !== stamp || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return { createdAt, id };
}
