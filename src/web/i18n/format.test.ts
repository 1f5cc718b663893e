import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { INTERFACE_LANGUAGES, INTL_LOCALE } from '../../shared/i18n/languages.ts';
import { formattersFor } from './format.ts';

const t = ((key: string) => key) as unknown as TFunction<'common'>;

describe('compact counts', () => {
  it('writes a count under 1,000 exactly as Intl would, in every interface language', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[language], {
        notation: 'compact',
        maximumFractionDigits: 1,
      });
      const f = formattersFor(language, t);
      for (const value of [0, 1, 7, 42, 100, 999])
        expect(f.compact(value)).toBe(intl.format(value));
    }
  });

  it('leaves larger and fractional counts to Intl', () => {
    expect(formattersFor('en', t).compact(1200)).toBe('1.2K');
    expect(formattersFor('tr', t).compact(1200)).toBe(
      new Intl.NumberFormat(INTL_LOCALE.tr, {
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(1200),
    );
    expect(formattersFor('en', t).compact(2.5)).toBe('2.5');
  });
});

describe('long relative time', () => {
  it('reads as Intl.RelativeTimeFormat words it, in both languages', async () => {
    const { i18n } = await import('./i18n.ts');
    await import('./ns/common.ts');
    const { languageReady } = await import('./i18n.ts');
    await languageReady('tr');
    const now = Date.parse('2026-11-28T12:00:00Z');
    for (const language of INTERFACE_LANGUAGES) {
      const rtf = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'always' });
      const f = formattersFor(language, i18n.getFixedT(language, 'common'));
      for (const [minutesAgo, count, unit] of [
        [1, 1, 'minute'],
        [5, 5, 'minute'],
        [60, 1, 'hour'],
        [180, 3, 'hour'],
        [24 * 60, 1, 'day'],
        [3 * 24 * 60, 3, 'day'],
      ] as const)
        expect(f.relative(now - minutesAgo * 60_000, now, 'long')).toBe(rtf.format(-count, unit));
    }
  });
});
