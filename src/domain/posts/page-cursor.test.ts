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
    ])
      expect(decodePageCursor(bad)).toBeNull();
  });
});
