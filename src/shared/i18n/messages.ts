import { MESSAGES, type MessageKey } from '../messages.ts';
import { MESSAGES_TR } from '../messages.tr.ts';
import type { InterfaceLanguage } from './languages.ts';

// Server messages travel with their code; both the server (the `message` of an error answer,
// mails) and the web app (a message it shows itself) read them in the member's language here.

export function messagesFor(language: InterfaceLanguage): Record<MessageKey, string> {
  return language === 'tr' ? MESSAGES_TR : MESSAGES;
}

const KEY_OF_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * An English message from MESSAGES in the given language. Text that is not one of ours (a
 * formatted message, a library's text) comes back unchanged.
 */
export function translateMessage(english: string, language: InterfaceLanguage): string {
  if (language === 'en') return english;
  const key = KEY_OF_ENGLISH.get(english);
  return key ? messagesFor(language)[key] : english;
}
