/** A keyset position in a newest-first list: the last item's time and id (ties broken by id). */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

export function encodePageCursor(cursor: PageCursor): string {
  const raw = `${cursor.createdAt.toISOString()}|${cursor.id}`;
  return btoa(raw).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Null for anything that is not a cursor we made (the caller then starts from the top). */
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
  const createdAt = new Date(raw.slice(0, separator));
  const id = raw.slice(separator + 1);
  if (Number.isNaN(createdAt.getTime()) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return { createdAt, id };
}
