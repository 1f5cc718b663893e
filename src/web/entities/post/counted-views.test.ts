import { describe, expect, it } from 'vitest';
import type { PostView } from '../../../shared/api/social.ts';
import { rememberCountedViews, withCountedViews } from './counted-views.ts';

const post = (id: string, views: number) => ({ id, metrics: { views } }) as unknown as PostView;

describe('counted views', () => {
  it('keeps the count the server gave after our own view over an older read', () => {
    rememberCountedViews('p1', 2);
    expect(withCountedViews(post('p1', 1)).metrics.views).toBe(2);
    // A later read that saw more views (other members) wins.
    expect(withCountedViews(post('p1', 5)).metrics.views).toBe(5);
    // Other posts are untouched, and the same object comes back.
    const other = post('p2', 1);
    expect(withCountedViews(other)).toBe(other);
  });
});
