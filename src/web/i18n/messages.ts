import type { MessageKey } from '../../shared/messages.ts';
import type { InterfaceLanguage } from '../../shared/i18n/languages.ts';
import {
  ENGLISH_MESSAGES,
  translateWith,
  type MessageFormatters,
  type MessageSet,
} from '../../shared/i18n/message-set.ts';
import { registerTurkishPart } from './i18n.ts';

// The server's messages (src/shared/messages.ts) in the interface language, for the web app. As
// with the catalogues (i18n.ts), the English set comes with the code and the Turkish one
// (src/shared/messages.tr.ts, in turkish-entry.ts) is downloaded only when Turkish is the interface language. This
// module is part of the entry: main.tsx waits for `languageReady` before the first render, and a
// switch to Turkish before it shows. (The server reads both sets: shared/i18n/messages.ts.)

export type { MessageFormatters } from '../../shared/i18n/message-set.ts';

let turkish: MessageSet | undefined;

void registerTurkishPart('server messages', async () => {
  turkish = (await import('./turkish-entry.ts')).serverMessages;
});

const setOf = (language: InterfaceLanguage): MessageSet =>
  (language === 'tr' ? turkish : undefined) ?? ENGLISH_MESSAGES;

export function messagesFor(language: InterfaceLanguage): Record<MessageKey, string> {
  return setOf(language).messages;
}

export function formattersFor(language: InterfaceLanguage): MessageFormatters {
  return setOf(language).formatters;
}

/**
 * An English message from MESSAGES in the given language. Text that is not one of ours (a
 * formatted message, a library's text) comes back unchanged.
 */
export function translateMessage(english: string, language: InterfaceLanguage): string {
  return language === 'en' ? english : translateWith(english, setOf(language));
}
