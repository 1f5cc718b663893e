import { MENTIONS_PER_ITEM_MAX } from '../../shared/constants.ts';
import { transliterateToAscii } from '../../shared/text/fold.ts';

// `@handle` in a post, comment or message. Handles are ASCII (a-z, 0-9, underscore, hyphen, and
// the dot a username may carry: a handle starts as the username), so a mention typed with Turkish letters (`@Çağrı`) reads as the
// handle it transliterates to (`cagri`), the same fold the profile applies to a typed handle.

/** Ours: handles are at most this long (PROFILE_LIMITS.handle). */
const HANDLE_MAX = 30;
/**
 * An '@' not preceded by a letter, digit or one of `_ . - @ /` (so `ada@example.com` and
 * `x.com/@ada` are not mentions), then letters of any script, digits, `_` and `-`.
 */
const MENTION = /(?<![\p{L}\p{N}_.@/-])@([\p{L}\p{N}_.-]+)/gu;
const HANDLE = /^[a-z0-9._-]+$/;

export type TextToken =
  { type: 'text'; text: string } | { type: 'mention'; text: string; handle: string };

/** The handle a typed mention names, or null when it cannot be one. */
export function mentionHandle(typed: string): string | null {
  const handle = transliterateToAscii(typed);
  if (handle.length === 0 || handle.length > HANDLE_MAX || !HANDLE.test(handle)) return null;
  return handle;
}

/**
 * The text as plain runs and mentions, in order; joining every token's `text` gives the input
 * back. Trailing dots and hyphens are punctuation (`@ada.` is `@ada` then `.`).
 */
export function tokenizeMentions(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const typed = (match[1] ?? '').replace(/[.-]+$/, '');
    const handle = mentionHandle(typed);
    if (!handle) continue;
    plain += text.slice(last, match.index);
    if (plain) tokens.push({ type: 'text', text: plain });
    plain = '';
    tokens.push({ type: 'mention', text: `@${typed}`, handle });
    last = match.index + 1 + typed.length;
  }
  plain += text.slice(last);
  if (plain) tokens.push({ type: 'text', text: plain });
  return tokens;
}

/** The different handles a text mentions, first mention first, at most MENTIONS_PER_ITEM_MAX. */
export function mentionedHandles(text: string): string[] {
  const handles = new Set<string>();
  for (const token of tokenizeMentions(text)) {
    if (token.type !== 'mention') continue;
    handles.add(token.handle);
    if (handles.size === MENTIONS_PER_ITEM_MAX) break;
  }
  return [...handles];
}

/**
 * The mention being typed at the caret, for autocomplete: the handle-so-far and where its '@'
 * starts, or null when the caret is not in a mention.
 */
export function mentionAtCaret(
  text: string,
  caret: number,
): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(?<![\p{L}\p{N}_.@/-])@([\p{L}\p{N}_.-]*)$/u.exec(before);
  if (!match) return null;
  return { query: match[1] ?? '', start: match.index };
}

/** The text with the mention at the caret replaced by `@handle `; the caret after it. */
export function insertMention(
  text: string,
  caret: number,
  handle: string,
): { text: string; caret: number } | null {
  const at = mentionAtCaret(text, caret);
  if (!at) return null;
  const inserted = `@${handle} `;
  const rest = text.slice(caret).replace(/^[\p{L}\p{N}_.-]*\s?/u, '');
  return {
    text: text.slice(0, at.start) + inserted + rest,
    caret: at.start + inserted.length,
  };
}
