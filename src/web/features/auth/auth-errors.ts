import { isApiError, errorMessage } from '../../lib/api-client.ts';
import { BotCheckError } from '../../lib/bot-check.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { useLanguage } from '../../i18n/hooks.ts';

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The message for a failed auth call: the server's words, the bot check's, or the spec fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof BotCheckError) return error.message;
  return errorMessage(error, fallback);
}

/**
 * Which of the form's fields a server error belongs under: the one the server names, or, as the
 * spec puts it, the username field for a message that mentions the username. Otherwise none (a
 * general error).
 */
export function errorField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!isApiError(error)) return null;
  const named = fields.find((field) => field === error.field);
  if (named) return named;
  const username = fields.find((field) => field === 'username');
  if (username && /username/i.test(error.message)) return username;
  return null;
}

/**
 * The forms keep the spec's English message (client checks, the bot check) or the server's words
 * (already in the interface language); this shows either in the interface language, at render,
 * so a language switch also switches a message already on screen.
 */
export function useShowMessage(): <T extends string | null | undefined>(text: T) => T {
  const language = useLanguage();
  return (text) => (text ? (translateMessage(text, language) as typeof text) : text);
}
