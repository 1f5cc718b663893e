import { describe, expect, it } from 'vitest';
import { exportFileName } from './account-api.ts';

describe('exportFileName', () => {
  it('prefixes a file-system-safe UTC timestamp', () => {
    expect(exportFileName(new Date('2026-11-21T19:40:05.123Z'))).toBe(
      '2026-11-21T19-40-05Z-lorien-export.json',
    );
  });
});
