import { MESSAGES } from '../shared/messages.ts';

/**
 * The one error type a service throws. `code` is stable and machine-readable; `message` is the
 * spec's user-facing text. The error handler turns it into `{ error: { code, message } }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  /** The form field the message belongs under, when there is one. */
  readonly field: string | undefined;
  /** For 429 and 503: seconds after which trying again can succeed (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    field?: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function badRequest(code: string, message: string = MESSAGES.badRequest): AppError {
  return new AppError(400, code, message);
}
export function unauthorized(message: string = MESSAGES.notAuthenticated): AppError {
  return new AppError(401, 'not_authenticated', message);
}
export function forbidden(code: string, message: string): AppError {
  return new AppError(403, code, message);
}
export function notFound(code = 'not_found', message: string = MESSAGES.notFound): AppError {
  return new AppError(404, code, message);
}
export function conflict(code: string, message: string): AppError {
  return new AppError(409, code, message);
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}
