import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('answers until the time to live passes, then forgets', () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('a', 1);
    now += 99;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries beyond its size, and setting again makes an entry young', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('deletes by key and by predicate', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1_000, maxEntries: 10 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.delete('a');
    cache.deleteWhere((_, value) => value === 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
  });
});
