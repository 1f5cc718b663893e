import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

// Characters no text input may carry: C0 controls other than tab, line feed and carriage
// return, DEL, and UTF-16 surrogates that are not part of a pair. PostgreSQL refuses NUL in
// text, and the rest only ever hide or corrupt what a person sees.
/* eslint-disable no-control-regex -- matching control characters is the point */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/**
 * The path of the first string (or object key) in a parsed input that carries a forbidden
 * character, '' for the input itself, or null when there is none. Walks objects and arrays
 * (depth-limited; deeper values are refused as well).
 */
export function findForbiddenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > 32) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findForbiddenText(value[i], join(path, String(i)), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return join(path, '');
    const found = findForbiddenText(item, join(path, key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function join(path: string, key: string): string {
  return path && key ? `${path}.${key}` : path || key;
}

/** A string schema that refuses forbidden characters (for forms that validate in the browser). */
export function plainText(message: string = MESSAGES.forbiddenCharacters) {
  return z.string().refine((value) => !hasForbiddenCharacters(value), message);
}
