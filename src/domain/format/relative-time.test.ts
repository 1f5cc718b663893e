import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative time (spec section 9: minutes, min 1; hours; days)', () => {
  it.each([
    [0, '1m', '1 minute ago'],
    [30_000, '1m', '1 minute ago'],
    [MIN, '1m', '1 minute ago'],
    [2 * MIN - 1, '1m', '1 minute ago'],
    [2 * MIN, '2m', '2 minutes ago'],
    [59 * MIN + 59_999, '59m', '59 minutes ago'],
    [HOUR, '1h', '1 hour ago'],
    [23 * HOUR + 59 * MIN, '23h', '23 hours ago'],
    [DAY, '1d', '1 day ago'],
    [2 * DAY + 5 * HOUR, '2d', '2 days ago'],
    [400 * DAY, '400d', '400 days ago'],
  ])('%i ms ago is %j / %j', (elapsed, short, long) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(short);
    expect(formatRelativeTime(ago(elapsed), NOW, 'long')).toBe(long);
  });

  it('shows at least one minute for a timestamp in the future (clock skew)', () => {
    expect(relativeTimeParts(NOW + 5 * MIN, NOW)).toEqual({ value: 1, unit: 'minute' });
  });

  it('accepts dates, numbers and strings alike', () => {
    expect(formatRelativeTime(new Date(NOW - 3 * HOUR), new Date(NOW))).toBe('3h');
    expect(formatRelativeTime(NOW - 3 * HOUR, NOW)).toBe('3h');
  });

  it('falls back to one minute for an unreadable timestamp', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('1m');
  });
});
