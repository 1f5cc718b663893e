import type { FastifyInstance } from 'fastify';
import type { InterfaceLanguage } from '../../shared/i18n/languages.ts';
import { messageKeyOf, messagesFor } from '../../shared/i18n/messages.ts';
import type { ErrorBody } from '../errors.ts';
import { requestLanguage } from '../lib/language.ts';

/**
 * Every error answer `{ error: { code, message } }` speaks the request's language (issue 27):
 * services throw the spec's English from MESSAGES, and this one hook, on every route and the
 * not-found handler, swaps the message for its twin in the language of the request's
 * Accept-Language (lib/language.ts). The code never changes.
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    const language = requestLanguage(request.headers);
    reply.header('content-language', language);
    if (language === 'en') return payload;
    const message = localizeErrorMessage(payload.error.message, language, reply.statusCode);
    return { ...payload, error: { ...payload.error, message } };
  });
}

/**
 * The message in the given language. A text that is not one of ours (a validation library's
 * default wording, which only a malformed request meets) would put English into a Turkish
 * screen, so it becomes the generic message for its status instead.
 */
export function localizeErrorMessage(
  english: string,
  language: InterfaceLanguage,
  status: number,
): string {
  if (language === 'en') return english;
  const messages = messagesFor(language);
  const key = messageKeyOf(english);
  if (key) return messages[key];
  return status >= 500 ? messages.internalError : messages.badRequest;
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
