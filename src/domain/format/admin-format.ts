// How the admin dashboard writes numbers, percentages and days (spec section 9, Admin), in the
// interface's locale: 'en' writes 12.3k and 60.0%, 'tr-TR' writes 12,3k and %60,0.

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Spec: M from 1 million (one decimal), k from 10,000; below that the number as it is. */
export function formatAdminNumber(value: number, locale = 'en'): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(value);
  if (n >= 1_000_000) return `${sign}${numberFormat(locale, oneDecimal).format(n / 1_000_000)}M`;
  if (n >= 10_000)
    return `${sign}${numberFormat(locale, { ...oneDecimal, useGrouping: false }).format(n / 1_000)}k`;
  return `${sign}${numberFormat(locale, { maximumFractionDigits: 1 }).format(n)}`;
}

/** Spec: a fraction as a percentage, 2 decimals when under 1%, else 1. */
export function formatAdminPercent(fraction: number, locale = 'en'): string {
  const value = Number.isFinite(fraction) ? fraction : 0;
  const digits = Math.abs(value * 100) < 1 ? 2 : 1;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A growth fraction as a signed delta label: "+50.0%", "-12.5%", "0.00%". */
export function formatAdminDelta(fraction: number, locale = 'en'): string {
  const text = formatAdminPercent(fraction, locale);
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
