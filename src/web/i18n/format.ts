import { relativeTimeParts } from '../../domain/format/relative-time.ts';
import { INTL_LOCALE, type InterfaceLanguage } from '../../shared/i18n/languages.ts';
import type { TFunction } from 'i18next';

// Dates, times and numbers in the member's locale (issue 27): Intl does the work; formatters are
// built once per language and option set, because constructing an Intl formatter is slow.

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * A count under 1,000 reads the same in every interface language, with or without Intl (plain
 * ASCII digits, no grouping). Most counts on a card are such, and the first compact formatter a
 * page builds costs about 30 ms of a phone's main thread (ICU's compact patterns): issue 27's
 * Lighthouse trace of /dashboard showed it in the first screen's render.
 */
function isSmallCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
const valid = (date: Date) => !Number.isNaN(date.getTime());

export interface Formatters {
  language: InterfaceLanguage;
  locale: string;
  /** 28 Kas 2026 14:05 / Nov 28, 2026, 2:05 PM */
  dateTime(value: Date | string | number): string;
  /** A date with Intl options (default: medium). */
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /** 14:05 in Turkish, 2:05 PM in English. */
  time(value: Date | string | number): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 1,2 B / 1.2K */
  compact(value: number): string;
  /** "5 dk" / "5m" on cards, or "5 dakika önce" / "5 minutes ago". */
  relative(value: Date | string | number, now: Date | number, style?: 'short' | 'long'): string;
}

export function formattersFor(language: InterfaceLanguage, t: TFunction<'common'>): Formatters {
  const locale = INTL_LOCALE[language];
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    cached(
      `d|${locale}|${JSON.stringify(options)}`,
      () => new Intl.DateTimeFormat(locale, options),
    );
  const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
    cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
  const format = (value: Date | string | number, options: Intl.DateTimeFormatOptions) => {
    const date = toDate(value);
    return valid(date) ? dateFormat(options).format(date) : '';
  };
  return {
    language,
    locale,
    dateTime: (value) => format(value, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (value, options = { dateStyle: 'medium' }) => format(value, options),
    time: (value) => format(value, { timeStyle: 'short' }),
    number: (value, options) => numberFormat(options).format(value),
    compact: (value) =>
      isSmallCount(value)
        ? String(value)
        : numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value),
    relative(value, now, style = 'short') {
      const { value: count, unit } = relativeTimeParts(value, now);
      return t(style === 'long' ? `time.${unit}Ago` : `time.${unit}Short`, { count });
    },
  };
}
