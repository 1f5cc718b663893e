import type { IncomingHttpHeaders } from 'node:http';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  isInterfaceLanguage,
  negotiateLanguage,
  type InterfaceLanguage,
} from '../../shared/i18n/languages.ts';

// Which language the server speaks (docs/decisions.md, "Interface language on the server").

/** The language of an API answer when the request names none: API clients read English. */
export const API_DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/**
 * The language a request asks for: its Accept-Language negotiated against ours (a header that
 * names none of them gets the spec default, tr); English when there is no header at all.
 */
export function requestLanguage(headers: IncomingHttpHeaders): InterfaceLanguage {
  const header = headers['accept-language'];
  const value = Array.isArray(header) ? header.join(',') : header;
  return value?.trim() ? negotiateLanguage(value) : API_DEFAULT_LANGUAGE;
}

/** The member's chosen language; null when they follow the browser (or the row holds nonsense). */
export function interfaceLanguageOf(member: {
  interfaceLanguage: string | null;
}): InterfaceLanguage | null {
  return isInterfaceLanguage(member.interfaceLanguage) ? member.interfaceLanguage : null;
}

/**
 * A mail's language: the member's choice, else the language of the request that caused the mail,
 * else the spec default (tr).
 */
export function mailLanguage(
  member: { interfaceLanguage: string | null } | null,
  requested?: InterfaceLanguage | null,
): InterfaceLanguage {
  return (member && interfaceLanguageOf(member)) ?? requested ?? DEFAULT_INTERFACE_LANGUAGE;
}
