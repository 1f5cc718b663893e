// Unicode rules for text people type (issue 30): one normal form, and what counts as visible.
// Free of zod, so the browser's forms can load it without the schema library.
import { MESSAGES } from '../messages.ts';

// Characters that show nothing on their own: format characters (Unicode Cf: zero-width space and
// joiners, word joiner, BOM, soft hyphen, bidi marks, tags), variation selectors, the combining
// grapheme joiner, and the Hangul and Braille blanks that render as empty space.
const INVISIBLE =
  /\p{Cf}|[\u115F\u1160\u2800\u3164\uFFA0]|\u034F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

/** Bidi embeddings, overrides and isolates: they reorder what follows (an "exe" posing as "gnp"). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Input text in one Unicode form (NFC), so equal-looking text is stored and compared equal. */
export function normalizeText(value: string): string {
  return value.normalize('NFC');
}

/** The text without its invisible characters and surrounding white space. */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

export function hasVisibleText(value: string): boolean {
  return visibleText(value).length > 0;
}

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value);
}

/**
 * What is wrong with a person's name (first, last or display name), or null: it must show at
 * least one visible character and carry no bidi control. Emptiness itself is the caller's rule
 * (required at sign-up, a fallback on the profile).
 */
export function nameProblem(value: string): string | null {
  if (hasBidiControl(value)) return MESSAGES.nameDirectionControls;
  if (value.trim().length > 0 && !hasVisibleText(value)) return MESSAGES.nameNotVisible;
  return null;
}

/** Post, comment and message text: NFC, trimmed, and empty when nothing in it is visible. */
export function messageText(value: string): string {
  const text = normalizeText(value).trim();
  return hasVisibleText(text) ? text : '';
}

/** Fields kept byte for byte: a password is hashed as typed, and one typed before NFC still works. */
const VERBATIM_KEY = /password/i;

/**
 * A parsed input with every string value in NFC (see normalizeText), except passwords. Objects
 * and arrays are copied, not changed; the caller has already refused over-deep input.
 */
export function normalizeTextInput(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return VERBATIM_KEY.test(key) ? value : normalizeText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => normalizeTextInput(item, key));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value; // a Buffer, a Date…
  const copy: Record<string, unknown> = {};
  // Defined, not assigned: a key named __proto__ stays a plain property.
  for (const [name, item] of Object.entries(value))
    Object.defineProperty(copy, name, {
      value: normalizeTextInput(item, name),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}
