import { MUTED_WORD_MAX_LENGTH, MUTED_WORD_MIN_LENGTH } from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';

// Muted words: what a member typed becomes a key, and a key matches a post's text (or one of its
// topics) at word boundaries, folded the Turkish-first way (src/shared/text/fold.ts): `İstanbul`,
// `ISTANBUL` and `istanbul` are one word, and `İstanbul'da` contains it. A key ending in `*`
// matches words that start with it (`maç*` hides `maçta`, `maçı`), which Turkish suffixes need.
// The SQL rendering (src/server/read/visibility.ts) builds the same form from the same
// separator list; tests/integration/visibility-agreement.test.ts holds the two together.

/**
 * What separates words: whitespace, ASCII punctuation and the common typographic marks. Only
 * these, listed (not a Unicode class), so that PostgreSQL's `translate` and this file cut the
 * same text the same way.
 */
export const MUTE_SEPARATORS =
  '\t\n\v\f\r !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~' +
  '\u2018\u2019\u201C\u201D\u00AB\u00BB\u2013\u2014\u2026\u00BF\u00A1\u00B7\u2022';

const SEPARATOR_SET = new Set(MUTE_SEPARATORS);
const PREFIX_MARK = '*';
// Control characters never reach a key (the SQL side would keep them as letters).
const CONTROL = /\p{Cc}/gu;

/** Folded, separators as single spaces, trimmed: the form keys and text are compared in. */
function normalise(value: string): string {
  const folded = foldText(value.replace(CONTROL, ' '));
  let out = '';
  for (const char of folded) out += SEPARATOR_SET.has(char) ? ' ' : char;
  return out.replace(/ +/g, ' ').trim();
}

/** Text (or a topic) as the matcher reads it: its words between single spaces, padded. */
export function muteText(value: string): string {
  return ` ${normalise(value)} `;
}

export type MuteWordProblem = 'empty' | 'too_long';

/**
 * The key of what a member typed, or why it cannot be one. Length is counted on the trimmed
 * input (MUTED_WORD_MIN_LENGTH..MUTED_WORD_MAX_LENGTH); a leading `#` is a topic and means the
 * same word; only punctuation leaves nothing to match and is refused as empty.
 */
export function muteKey(
  input: string,
): { ok: true; word: string; key: string } | { ok: false; problem: MuteWordProblem } {
  const word = input.trim();
  const length = [...word].length;
  if (length < MUTED_WORD_MIN_LENGTH) return { ok: false, problem: 'empty' };
  if (length > MUTED_WORD_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  const key = normalise(word);
  if (key.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, word, key: word.endsWith(PREFIX_MARK) ? `${key}${PREFIX_MARK}` : key };
}

/** Whether one key matches text already passed through muteText. */
export function keyMatches(key: string, paddedText: string): boolean {
  if (key.endsWith(PREFIX_MARK)) return paddedText.includes(` ${key.slice(0, -1)}`);
  return paddedText.includes(` ${key} `);
}

/**
 * Whether any of the member's keys matches the post's text or one of its topics. Topics are
 * matched as short texts of their own, so a phrase never spans the text and a topic.
 */
export function matchesMutedWords(
  keys: readonly string[],
  text: string,
  topics: readonly string[] = [],
): boolean {
  if (keys.length === 0) return false;
  const texts = [muteText(text), ...topics.map(muteText)];
  return keys.some((key) => texts.some((padded) => keyMatches(key, padded)));
}
