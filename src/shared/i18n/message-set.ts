import * as en from '../messages.ts';
import { MESSAGES, type MessageKey } from '../messages.ts';

// One language's server messages (src/shared/messages.ts and its Turkish twin messages.tr.ts),
// without naming the Turkish module: the server reads both (./messages.ts), the web app only the
// language it speaks (src/web/i18n/messages.ts downloads the Turkish set on demand, issue 27).

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

/** One language's messages: the texts by key and the ones that take a value. */
export interface MessageSet {
  readonly messages: Record<MessageKey, string>;
  readonly formatters: MessageFormatters;
}

/** The set of a messages module (messages.ts or messages.tr.ts). */
export function messageSet(messages: Record<MessageKey, string>, m: MessageFormatters): MessageSet {
  return {
    messages,
    formatters: {
      adminBanConfirm: m.adminBanConfirm,
      adminUnbanConfirm: m.adminUnbanConfirm,
      ADMIN_DELETE_DIALOG_TITLE: m.ADMIN_DELETE_DIALOG_TITLE,
      adminDeleteConfirm: m.adminDeleteConfirm,
      inviteRefreshesInHours: m.inviteRefreshesInHours,
      inviteRefreshesInMinutes: m.inviteRefreshesInMinutes,
      emailChangeSent: m.emailChangeSent,
    },
  };
}

/** The spec's words. */
export const ENGLISH_MESSAGES: MessageSet = messageSet(MESSAGES, en);

const KEY_OF_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of an English message from MESSAGES; undefined for any other text. */
export function messageKeyOf(english: string): MessageKey | undefined {
  return KEY_OF_ENGLISH.get(english);
}

/**
 * An English message from MESSAGES in another set's language. Text that is not one of ours (a
 * formatted message, a library's text) comes back unchanged.
 */
export function translateWith(english: string, set: MessageSet): string {
  const key = KEY_OF_ENGLISH.get(english);
  return key ? set.messages[key] : english;
}
