import { currentLocale } from '../i18n/i18n.ts';

// Components use useFormat().compact, which re-renders on a language change; this is for code
// outside React, read at the moment the count is shown.
const formats = new Map<string, Intl.NumberFormat>();

/** A count as cards and profiles show it: 950, 1.2K, 3.4M (1,2 B in Turkish). */
export function formatCount(n: number): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(n);
}
