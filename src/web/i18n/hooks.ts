import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../shared/messages.ts';
import { messagesFor } from './messages.ts';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../shared/i18n/languages.ts';
import { formattersFor, type Formatters } from './format.ts';
import { commonNs } from './ns/common.ts';

/** The interface language, re-rendering the caller when it changes. */
export function useLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation(commonNs);
  return isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * The spec's messages (src/shared/messages.ts) in the interface language: `M.postTooLong`. The
 * English set is the spec's words; the Turkish set is src/shared/messages.tr.ts.
 */
export function useMessages(): Record<MessageKey, string> {
  return messagesFor(useLanguage());
}

/** Dates, times, numbers and relative times in the interface language. */
export function useFormat(): Formatters {
  const { t, i18n } = useTranslation(commonNs);
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => formattersFor(language, t), [language, t]);
}
