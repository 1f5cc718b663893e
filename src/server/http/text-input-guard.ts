import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { findForbiddenText } from '../../shared/validation/text.ts';
import { AppError } from '../errors.ts';

/**
 * One check for every text input of every route, before its schema runs: a path parameter,
 * query value or body string (or key) carrying NUL, another control character or a lone
 * surrogate is refused with 400 (PostgreSQL would refuse NUL with an error; the rest only hide
 * or corrupt what people see).
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
  });
}
