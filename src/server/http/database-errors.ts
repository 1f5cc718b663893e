// Which errors mean "the database is unavailable" (down, unreachable, not answering in time),
// so the error handler answers 503 with a clear message instead of a generic 500.

// SQLSTATE classes and codes: 08 connection exception, 57P01-57P03 shutdown / cannot connect
// now, 53300 too many connections, 57014 statement timeout (query cancelled).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|57014)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|PGlite is closed|Connection closed|Client was closed/i;

/** True when the error, or any error it wraps, says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = cause;
  }
  return false;
}

/**
 * True when the client went away before its request was read or answered: its socket is gone
 * or the body stream was aborted. Reading an aborted body fails with ECONNRESET or "aborted",
 * which must not be taken for the database's ECONNRESET.
 */
export function clientClosedRequest(
  error: unknown,
  request: { aborted?: boolean; socket?: { destroyed?: boolean } | null },
): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return request.aborted === true || request.socket?.destroyed === true;
}
