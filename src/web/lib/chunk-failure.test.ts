import { describe, expect, it } from 'vitest';
import { chunkFailureCause, isChunkLoadError } from './chunk-failure.ts';

describe('a route chunk that failed to load', () => {
  it('is offline when the browser is offline, without asking the server', async () => {
    let asked = false;
    const cause = await chunkFailureCause(false, async () => {
      asked = true;
      return true;
    });
    expect(cause).toBe('offline');
    expect(asked).toBe(false);
  });

  it('is offline when the server cannot be reached, and a new build when it can', async () => {
    expect(await chunkFailureCause(true, async () => false)).toBe('offline');
    expect(await chunkFailureCause(true, async () => true)).toBe('stale-build');
  });

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('string')).toBe(false);
  });
});
