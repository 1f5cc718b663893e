import { isApiError, errorMessage } from '../../lib/api-client.ts';
import { BotCheckError } from '../../lib/bot-check.ts';

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
