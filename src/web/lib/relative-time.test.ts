import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('relativeTime', () => {
  it('counts minutes, at least one', () => {
    expect(relativeTime(now - 5_000, now)).toBe('1 minute ago');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(relativeTime(now + 60_000, now)).toBe('1 minute ago');
  });

  it('then hours, then days', () => {
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-19T11:00:00Z', now)).toBe('2 days ago');
  });
});
