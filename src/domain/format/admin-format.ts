// How the admin dashboard writes numbers, percentages and days (spec section 9, Admin).

/** Spec: M from 1 million (one decimal), k from 10,000; below that the number as it is. */
export function formatAdminNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(value);
  if (n >= 1_000_000) return `${sign}${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 10_000) return `${sign}${(n / 1_000).toFixed(1)}k`;
  return `${sign}${n.toLocaleString('en', { maximumFractionDigits: 1 })}`;
}

/** Spec: a fraction as a percentage, 2 decimals when under 1%, else 1. */
export function formatAdminPercent(fraction: number): string {
  const percent = Number.isFinite(fraction) ? fraction * 100 : 0;
  return `${percent.toFixed(Math.abs(percent) < 1 ? 2 : 1)}%`;
}

/** A growth fraction as a signed delta label: "+50.0%", "-12.5%", "0.00%". */
export function formatAdminDelta(fraction: number): string {
  const text = formatAdminPercent(fraction);
  return fraction > 0 ? `+${text}` : text;
}

/** 'YYYY-MM-DD' as the spec's day.month ('2026-11-05' → '05.11'). */
export function formatDayMonth(isoDay: string): string {
  const [, month, day] = isoDay.slice(0, 10).split('-');
  return month && day ? `${day}.${month}` : isoDay;
}

/** Spec: the last 7 entries of a daily series, newest first. */
export function lastEntriesNewestFirst<T>(series: readonly T[], count = 7): T[] {
  return series.slice(-count).reverse();
}
