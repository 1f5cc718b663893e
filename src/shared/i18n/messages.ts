import * as en from '../messages.ts';
import { MESSAGES, type MessageKey } from '../messages.ts';
import * as tr from '../messages.tr.ts';
import { MESSAGES_TR } from '../messages.tr.ts';
import type { InterfaceLanguage } from './languages.ts';

// Server messages travel with their code; both the server (the `message` of an error answer,
// mails) and the web app (a message it shows itself) read them in the member's language here.

export function messagesFor(language: InterfaceLanguage): Record<MessageKey, string> {
  return language === 'tr' ? MESSAGES_TR : MESSAGES;
}

/** The messages that take a value (spec sections 4 and 5), in one language. */
export interface MessageFormatters {
  adminBanConfirm(name: string): string;
  adminUnbanConfirm(name: string): string;
  ADMIN_DELETE_DIALOG_TITLE: string;
  adminDeleteConfirm(name: string): string;
  inviteRefreshesInHours(hours: number): string;
  inviteRefreshesInMinutes(minutes: number): string;
  emailChangeSent(email: string): string;
}

const pick = (m: typeof en | typeof tr): MessageFormatters => ({
  adminBanConfirm: m.adminBanConfirm,
  adminUnbanConfirm: m.adminUnbanConfirm,
  ADMIN_DELETE_DIALOG_TITLE: m.ADMIN_DELETE_DIALOG_TITLE,
  adminDeleteConfirm: m.adminDeleteConfirm,
  inviteRefreshesInHours: m.inviteRefreshesInHours,
  inviteRefreshesInMinutes: m.inviteRefreshesInMinutes,
  emailChangeSent: m.emailChangeSent,
});
const FORMATTERS: Record<InterfaceLanguage, MessageFormatters> = { en: pick(en), tr: pick(tr) };

export function formattersFor(language: InterfaceLanguage): MessageFormatters {
  return FORMATTERS[language];
}

const KEY_OF_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of an English message from MESSAGES; undefined for any other text. */
export function messageKeyOf(english: string): MessageKey | undefined {
  return KEY_OF_ENGLISH.get(english);
}

/**
 * An English message from MESSAGES in the given language. Text that is not one of ours (a
 * formatted message, a library's text) comes back unchanged.
 */
export function translateMessage(english: string, language: InterfaceLanguage): string {
  if (language === 'en') return english;
  const key = KEY_OF_ENGLISH.get(english);
  return key ? messagesFor(language)[key] : english;
}
