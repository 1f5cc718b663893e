import type { MessageKey } from '../messages.ts';
import * as tr from '../messages.tr.ts';
import type { InterfaceLanguage } from './languages.ts';
import {
  ENGLISH_MESSAGES,
  messageSet,
  translateWith,
  type MessageFormatters,
  type MessageSet,
} from './message-set.ts';

// Server messages travel with their code; the server (the `message` of an error answer, mails)
// reads them in the member's language here. The web app reads them through
// src/web/i18n/messages.ts, which downloads the Turkish set only for a Turkish interface.

export { messageKeyOf, type MessageFormatters } from './message-set.ts';

const SETS: Record<InterfaceLanguage, MessageSet> = {
  en: ENGLISH_MESSAGES,
  tr: messageSet(tr.MESSAGES_TR, tr),
};

export function messagesFor(language: InterfaceLanguage): Record<MessageKey, string> {
  return SETS[language].messages;
}

export function formattersFor(language: InterfaceLanguage): MessageFormatters {
  return SETS[language].formatters;
}

/**
 * An English message from MESSAGES in the given language. Text that is not one of ours (a
 * formatted message, a library's text) comes back unchanged.
 */
export function translateMessage(english: string, language: InterfaceLanguage): string {
  return language === 'en' ? english : translateWith(english, SETS[language]);
}
