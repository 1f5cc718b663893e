import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { findForbiddenText } from '../../shared/validation/text.ts';
import { normalizeTextInput } from '../../shared/validation/unicode.ts';
import { AppError } from '../errors.ts';

/**
 * One check for every text input of every route, before its schema runs: a path parameter,
 * query value or body string (or key) carrying NUL, another control character or a lone
 * surrogate is refused with 400 (PostgreSQL would refuse NUL with an error; the rest only hide
 * or corrupt what people see). What passes is put in NFC (passwords excepted), so text that
 * looks the same is stored, searched and compared the same whichever form a keyboard produced.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findForbiddenText(value);
      if (found !== null) {
        const field = part === 'body' && found ? found : undefined;
        throw new AppError(400, 'validation_failed', MESSAGES.forbiddenCharacters, field);
      }
    }
    if (typeof request.body === 'object' && request.body !== null)
      request.body = normalizeTextInput(request.body);
    if (typeof request.query === 'object' && request.query !== null)
      request.query = normalizeTextInput(request.query);
  });
}
