import { describe, expect, it } from 'vitest';
import {
  formatAdminDelta,
  formatAdminNumber,
  formatAdminPercent,
  formatDayMonth,
  lastEntriesNewestFirst,
} from './admin-format.ts';

describe('admin number formats (spec section 9)', () => {
  it('shortens to M from 1 million with one decimal and to k from 10,000', () => {
    expect(formatAdminNumber(999)).toBe('999');
    expect(formatAdminNumber(9_999)).toBe('9,999');
    expect(formatAdminNumber(10_000)).toBe('10.0k');
    expect(formatAdminNumber(12_345)).toBe('12.3k');
    expect(formatAdminNumber(999_999)).toBe('1000.0k');
    expect(formatAdminNumber(1_000_000)).toBe('1.0M');
    expect(formatAdminNumber(2_460_000)).toBe('2.5M');
    expect(formatAdminNumber(2.6)).toBe('2.6');
    expect(formatAdminNumber(Number.NaN)).toBe('0');
  });

  it('writes percentages with 2 decimals under 1%, else 1', () => {
    expect(formatAdminPercent(0.005)).toBe('0.50%');
    expect(formatAdminPercent(0.0099)).toBe('0.99%');
    expect(formatAdminPercent(0.01)).toBe('1.0%');
    expect(formatAdminPercent(0.6)).toBe('60.0%');
    expect(formatAdminPercent(0)).toBe('0.00%');
    expect(formatAdminDelta(0.5)).toBe('+50.0%');
    expect(formatAdminDelta(-0.125)).toBe('-12.5%');
    expect(formatAdminDelta(-0.004)).toBe('-0.40%');
  });

  it('writes them in the interface locale (Turkish: decimal comma, % first)', () => {
    expect(formatAdminNumber(9_999, 'tr-TR')).toBe('9.999');
    expect(formatAdminNumber(12_345, 'tr-TR')).toBe('12,3k');
    expect(formatAdminNumber(2_460_000, 'tr-TR')).toBe('2,5M');
    expect(formatAdminPercent(0.6, 'tr-TR')).toBe('%60,0');
    expect(formatAdminPercent(0.005, 'tr-TR')).toBe('%0,50');
    expect(formatAdminDelta(0.5, 'tr-TR')).toBe('+%50,0');
  });

  it('dates day.month and keeps the last 7 entries newest first', () => {
    expect(formatDayMonth('2026-11-05')).toBe('05.11');
    const series = Array.from({ length: 9 }, (_, i) => i + 1);
    expect(lastEntriesNewestFirst(series)).toEqual([9, 8, 7, 6, 5, 4, 3]);
    expect(lastEntriesNewestFirst([1, 2])).toEqual([2, 1]);
  });
});
