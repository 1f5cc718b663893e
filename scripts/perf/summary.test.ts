import { describe, expect, it } from 'vitest';
import { median, summarise, type LoadedResource } from './summary.ts';

const resource = (
  url: string,
  kind: LoadedResource['kind'],
  bodyBytes: number,
  encoding = 'gzip',
): LoadedResource => ({ url, kind, encoding, bodyBytes, transferBytes: bodyBytes + 400 });

describe('first-load summary', () => {
  it('adds compressed bodies by kind and keeps API calls out of the asset total', () => {
    const summary = summarise([
      resource('http://x/', 'html', 800),
      resource('http://x/assets/a.js', 'js', 70_000),
      resource('http://x/assets/b.js', 'js', 30_000),
      resource('http://x/assets/a.css', 'css', 5_000),
      resource('http://x/api/me', 'api', 20, ''),
    ]);
    expect(summary.rows).toEqual([
      { kind: 'html', requests: 1, kb: 0.8 },
      { kind: 'css', requests: 1, kb: 5 },
      { kind: 'js', requests: 2, kb: 100 },
      { kind: 'api', requests: 1, kb: 0 },
    ]);
    expect(summary.assetKb).toBeCloseTo(105.8);
    expect(summary.assetTransferKb).toBeCloseTo(107.4);
    expect(summary.apiKb).toBeCloseTo(0.02);
    expect(summary.scripts).toEqual(['a.js', 'b.js']);
  });

  it('flags text assets that came uncompressed, but not tiny ones', () => {
    const summary = summarise([
      resource('http://x/assets/big.js', 'js', 40_000, ''),
      resource('http://x/assets/tiny.js', 'js', 300, ''),
      resource('http://x/favicon.svg', 'other', 400, ''),
    ]);
    expect(summary.uncompressed).toEqual(['big.js']);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([1300, 1100, 1200])).toBe(1200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
