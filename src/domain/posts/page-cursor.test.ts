import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor.ts';

describe('page cursor', () => {
  it('round-trips a position', () => {
    const cursor = { createdAt: new Date('2026-11-21T10:00:00.123Z'), id: 'abc_DEF-1' };
    const encoded = encodePageCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageCursor(encoded)).toEqual(cursor);
  });

  it('rejects anything else instead of throwing', () => {
    for (const bad of [
      undefined,
      '',
      '!!!',
      btoa('no-separator'),
      btoa('not a date|id'),
      btoa('2026-01-01T00:00:00Z|bad id!'),
      // Dates JavaScript accepts and PostgreSQL does not (issue 16: a 500 before).
      btoa('-271821-04-20T00:00:00.000Z|abc'),
      btoa('+275760-09-13T00:00:00.000Z|abc'),
      btoa('1969-12-31T23:59:59.999Z|abc'),
      btoa('2026-02-30T00:00:00.000Z|abc'),
      btoa('2026-01-01T00:00:00.000Z|'),
    ])
      expect(decodePageCursor(bad)).toBeNull();
  });
});
