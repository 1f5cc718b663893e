import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../shared/http.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { messagesFor, translateMessage } from '../i18n/messages.ts';
import { currentLanguage } from '../i18n/i18n.ts';

/** Codes the client assigns itself when the server never gave one. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  http: 'HTTP_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * Every failed API call rejects with this: the HTTP status (0 without a response), a stable code,
 * and, when the server names one, the form field the message belongs under.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNetworkError(): boolean {
    return this.code === CLIENT_ERROR_CODES.network;
  }

  /** True when the message is the server's own words (not one we picked for a bare status). */
  get isFromServer(): boolean {
    return this.status > 0 && !Object.values<string>(CLIENT_ERROR_CODES).includes(this.code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON, or sent as-is when it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>` (the account API's short-lived token). */
  bearer?: string;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function fallbackMessage(status: number): string {
  if (status === 400 || status === 422) return MESSAGES.badRequest;
  if (status === 401) return MESSAGES.notAuthenticated;
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.tooManyRequests;
  return MESSAGES.internalError;
}

interface ErrorBody {
  code: string;
  message: string;
  field: string | undefined;
}

function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return null;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : null;
  const field = 'field' in error && typeof error.field === 'string' ? error.field : undefined;
  if (!code) return null;
  return { code, message: message ?? '', field };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

/**
 * A small typed fetch wrapper: JSON in and out, same-origin cookies, the CSRF header on
 * non-GET requests, and one error type. The type parameter is a promise about the response
 * shape, not a check: validate untrusted shapes at the call site where it matters.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ accept: 'application/json' });
  let body: BodyInit | undefined;

  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  // The server answers its messages in the interface language (issue 27), not the browser's.
  headers.set('accept-language', currentLanguage());
  if (method !== 'GET') headers.set(CSRF_HEADER_NAME, CSRF_HEADER_VALUE);
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // Aborts are not failures: TanStack Query cancels through the signal and expects the abort.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.networkError);
  }

  if (response.status === 204 || response.status === 205) return undefined as T;

  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.networkError);
  }

  if (!response.ok) {
    const parsed = readErrorBody(payload);
    if (parsed) {
      throw new ApiError(
        response.status,
        parsed.code,
        parsed.message || fallbackMessage(response.status),
        parsed.field,
      );
    }
    throw new ApiError(response.status, CLIENT_ERROR_CODES.http, fallbackMessage(response.status));
  }

  if (payload !== undefined && !isJsonResponse(response)) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError);
  }
  return payload as T;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get<T>(path: string, options?: BodylessOptions): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'GET' });
  },
  post<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'POST', body });
  },
  put<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'PUT', body });
  },
  patch<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'PATCH', body });
  },
  delete<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'DELETE', body });
  },
};

/**
 * The text to show for a failed call: the server's own message (already the spec's words), the
 * network message, or the caller's spec fallback when the server gave no message of its own.
 */
/**
 * What a member reads when an action fails: the server's own words for a request it refused
 * (4xx: validation, limits, permissions), and otherwise the action's own message from the spec
 * ('Profile could not be updated right now. Please try again.'), because "Network error" or
 * "Something went wrong on our side" does not say what failed. Only an action without a message
 * of its own (fallback = the generic internal error) shows the network error as it is.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.isFromServer && error.status >= 400 && error.status < 500) return error.message;
  // The generic message in either language: the caller passes the one it shows (useMessages()).
  const generic =
    fallback === MESSAGES.internalError || fallback === messagesFor('tr').internalError;
  if (error.isNetworkError && generic) return translateMessage(error.message, currentLanguage());
  return fallback;
}
