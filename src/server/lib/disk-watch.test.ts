import { describe, expect, it } from 'vitest';
import { DISK_FULL_HOLD_MS } from '../../shared/constants.ts';
import { DiskWatch, isLowOnSpace, isStorageFull } from './disk-watch.ts';

const errno = (code: string) => Object.assign(new Error(`${code}: write failed`), { code });

describe('isStorageFull', () => {
  it('knows ENOSPC, EDQUOT and SQLSTATE 53100, also wrapped', () => {
    expect(isStorageFull(errno('ENOSPC'))).toBe(true);
    expect(isStorageFull(errno('EDQUOT'))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('disk full'), { code: '53100' }))).toBe(true);
    expect(isStorageFull(new Error('query failed', { cause: errno('ENOSPC') }))).toBe(true);
    expect(
      isStorageFull(new Error('could not write to file "base/5/1234": No space left on device')),
    ).toBe(true);
  });

  it('does not take other failures for a full disk', () => {
    expect(isStorageFull(errno('ECONNREFUSED'))).toBe(false);
    expect(isStorageFull(errno('EACCES'))).toBe(false);
    expect(isStorageFull(new Error('boom'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});

describe('the disk watch', () => {
  it('calls a filesystem low only below both the byte and the fraction limit', () => {
    expect(isLowOnSpace(10 * 2 ** 20, 100 * 2 ** 30)).toBe(true);
    expect(isLowOnSpace(1 * 2 ** 20, 2 * 2 ** 20)).toBe(false); // a small disk, half free
    expect(isLowOnSpace(0, 2 * 2 ** 20)).toBe(true);
    expect(isLowOnSpace(10 * 2 ** 30, 100 * 2 ** 30)).toBe(false);
  });

  it('says degraded for a while after a write failed for lack of space', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const watch = new DiskWatch({ dataDir: '/nonexistent-lorien-dir', clock: () => now });
    expect((await watch.check()).state).toBe('ok');
    watch.noteFull();
    expect(await watch.check()).toMatchObject({ state: 'degraded' });
    now = new Date(now.getTime() + DISK_FULL_HOLD_MS);
    expect((await watch.check()).state).toBe('ok');
  });
});
