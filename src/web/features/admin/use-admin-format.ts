import { useMemo } from 'react';
import {
  formatAdminDelta,
  formatAdminNumber,
  formatAdminPercent,
} from '../../../domain/format/admin-format.ts';
import { useFormat } from '../../i18n/hooks.ts';

/** The dashboard's numbers (spec section 9) and dates in the interface language. */
export function useAdminFormat() {
  const format = useFormat();
  return useMemo(() => {
    const { locale } = format;
    return {
      number: (value: number) => formatAdminNumber(value, locale),
      /** A score from 0 to 1 with two decimals: 0.42 / 0,42. */
      decimal: (value: number) =>
        format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      percent: (fraction: number) => formatAdminPercent(fraction, locale),
      delta: (fraction: number) => formatAdminDelta(fraction, locale),
      /** 28 Kas 2026 / 28 Nov 2026; a dash when there is no date. */
      date: (iso: string | null) =>
        iso ? format.date(iso, { day: '2-digit', month: 'short', year: 'numeric' }) : '—',
      /** A day and a time: 28 Kas 14:05 / 28 Nov, 2:05 PM. */
      when: (iso: string) =>
        format.date(iso, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' }),
      /** Date and time with the year, for a last login. */
      dateTime: (iso: string) =>
        format.date(iso, {
          day: '2-digit',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }),
    };
  }, [format]);
}

export type AdminFormat = ReturnType<typeof useAdminFormat>;
