import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIEWED_POSTS_KEY, hasViewedPost, markPostViewed } from './use-viewed-posts.ts';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('viewed posts in this browser session', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { window: { sessionStorage: storage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('counts the first open only', () => {
    expect(hasViewedPost('p1')).toBe(false);
    expect(markPostViewed('p1')).toBe(true);
    expect(markPostViewed('p1')).toBe(false);
    expect(markPostViewed('p2')).toBe(true);
    expect(JSON.parse(storage.getItem(VIEWED_POSTS_KEY) ?? '[]')).toEqual(['p1', 'p2']);
  });

  it('survives a damaged list', () => {
    storage.setItem(VIEWED_POSTS_KEY, '{not json');
    expect(hasViewedPost('p1')).toBe(false);
    expect(markPostViewed('p1')).toBe(true);
  });

  it('counts nothing when storage refuses to write', () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(markPostViewed('p1')).toBe(false);
  });
});
