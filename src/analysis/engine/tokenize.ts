// Turns a post into tokens that survive the usual disguises: any casing, Turkish dotted and
// dotless i, missing diacritics, leetspeak (h4te, s1k), repeated letters (soooo), spaced or dotted
// letters (f u c k, s.i.k), look-alike Cyrillic and Greek letters, zero-width characters and
// full-width or styled Unicode letters.

import { fold, lowerName, lowerTurkish } from '../../shared/text/fold.ts';

// Re-exported so older imports keep working; new code imports src/shared/text/fold.ts.
export { fold, lowerTurkish };

export type TokenKind = 'word' | 'hashtag' | 'mention' | 'url' | 'emoji';

export interface Token {
  kind: TokenKind;
  /** As written, less a '#' or '@' and any apostrophe suffix. */
  raw: string;
  /** Lowercase with diacritics, I and İ as i (ı only in words that are plainly Turkish): topics. */
  text: string;
  /** Turkish lowercase with diacritics and leetspeak undone: for entries that need the exact letters. */
  lower: string;
  /** ASCII-folded lowercase: the main lookup key. */
  key: string;
  /** Lookup keys in order: key, leetspeak undone, repeated letters squeezed (to two, then one). */
  variants: readonly string[];
  /** ALL CAPS (three letters or more). */
  shouting: boolean;
  /** Stretched with a letter repeated three times or more ('soooo'). */
  elongated: boolean;
  /** An English negative contraction (don't, isn't). */
  contractedNegation: boolean;
  /** A masked word ('f*ck'), matched by pattern. */
  masked: boolean;
  /** Punctuation (, . ; : ! ?) comes between this token and the one before: negation stops here. */
  clauseStart?: boolean;
}

export interface TokenizedText {
  tokens: Token[];
  exclamations: number;
  questions: number;
  /** Letters only Turkish uses (ç ğ ı ö ş ü, İ): a strong language cue. */
  turkishLetters: number;
}

const TOKEN_PATTERN = new RegExp(
  [
    String.raw`(?<url>https?:\/\/\S+|www\.\S+)`,
    String.raw`(?<hashtag>#[\p{L}\p{M}\p{N}_]+)`,
    String.raw`(?<mention>@[\p{L}\p{N}_]+)`,
    String.raw`(?<emoticon>(?<![\p{L}\p{N}])(?:[:;=][-'^]?[()\[\]DPp/\\|@*]|<3)(?![\p{L}\p{N}]))`,
    String.raw`(?<emoji>\p{Extended_Pictographic})`,
    String.raw`(?<word>[\p{L}\p{N}$](?:[\p{L}\p{M}\p{N}'’*$@!|.\-_]*[\p{L}\p{M}\p{N}$])?)`,
  ].join('|'),
  'gu',
);
// Zero-width and invisible characters hide letters from filters; drop them first.
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;
const NON_ASCII = /[^\p{ASCII}]/u;
const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/g;
const WORD_JOINERS = /[.\-_]+/;
const LETTER_RUN = /(.)\1{2,}/g;
const COMBINING_MARK = /\p{M}/gu;

// Leetspeak digits and symbols, and the letters they stand for.
const LEET = new Map([...'013457@$!|'].map((char, index) => [char, 'oieastasil'.charAt(index)]));
const LEET_CHARS = /[013457@$!|]/g;
const HAS_LETTER = /\p{L}/u;
const ONLY_DIGITS = /^\d+$/;
const SHOUT_MIN_LETTERS = 3;

/** The display form of a topic or tag: lowercase, diacritics kept. */
export function topicText(raw: string): string {
  return lowerName(raw).replace(COMBINING_MARK, '');
}

function undoLeet(value: string): string {
  return value.replace(LEET_CHARS, (char) => LEET.get(char) ?? char);
}

function squeeze(value: string, to: 1 | 2): string {
  return value.replace(LETTER_RUN, (run) => run.slice(0, to));
}

function isShouting(raw: string): boolean {
  let letters = 0;
  for (const char of raw) {
    const upper = char.toUpperCase();
    const lower = char.toLowerCase();
    if (upper === lower) continue;
    if (char !== upper) return false;
    letters += 1;
  }
  return letters >= SHOUT_MIN_LETTERS;
}

function makeToken(kind: TokenKind, raw: string): Token {
  let body = raw;
  let contractedNegation = false;
  const apostrophe = body.search(/['’]/);
  if (apostrophe > 0) {
    const suffix = body.slice(apostrophe + 1).toLowerCase();
    // don't → do + negation; istanbul'da, it's → istanbul, it (the suffix carries no meaning here).
    if (suffix === 't' && /n$/i.test(body.slice(0, apostrophe))) {
      contractedNegation = true;
      body = body.slice(0, apostrophe - 1);
    } else {
      body = body.slice(0, apostrophe);
    }
  }
  const lowerRaw = lowerTurkish(body);
  const key = fold(lowerRaw);
  const variants = [key];
  const isWordy = kind === 'word' && HAS_LETTER.test(key) && !ONLY_DIGITS.test(key);
  const leet = isWordy ? undoLeet(key) : key;
  if (leet !== key) variants.push(leet);
  const elongated = isWordy && LETTER_RUN.test(leet);
  LETTER_RUN.lastIndex = 0;
  if (elongated) {
    for (const squeezed of [squeeze(leet, 2), squeeze(leet, 1)])
      if (!variants.includes(squeezed)) variants.push(squeezed);
  }
  return {
    kind,
    raw: body,
    text: topicText(body),
    lower: isWordy ? undoLeet(lowerRaw) : lowerRaw,
    key,
    variants,
    shouting: kind === 'word' && isShouting(body),
    elongated,
    contractedNegation,
    masked: body.includes('*'),
  };
}

interface RawWord {
  raw: string;
  start: number;
  end: number;
}

/** Joins runs of three or more single characters ('f u c k', 's.i.k') into one word. */
function joinSpacedLetters(words: RawWord[], source: string): RawWord[] {
  const joined: RawWord[] = [];
  let index = 0;
  while (index < words.length) {
    let runEnd = index;
    while (
      runEnd + 1 < words.length &&
      words[runEnd]?.raw.length === 1 &&
      words[runEnd + 1]?.raw.length === 1 &&
      isThinGap(source, words[runEnd]?.end ?? 0, words[runEnd + 1]?.start ?? 0)
    )
      runEnd += 1;
    const first = words[index];
    if (first && runEnd - index >= 2) {
      const run = words.slice(index, runEnd + 1);
      joined.push({
        raw: run.map((word) => word.raw).join(''),
        start: first.start,
        end: run[run.length - 1]?.end ?? first.end,
      });
      index = runEnd + 1;
    } else {
      if (first) joined.push(first);
      index += 1;
    }
  }
  return joined;
}

const THIN_GAP = /^[\s.\-_*,/|]{1,3}$/;
const CLAUSE_BREAK = ',.;:!?';
function isThinGap(source: string, from: number, to: number): boolean {
  return THIN_GAP.test(source.slice(from, to));
}

export function tokenize(input: string): TokenizedText {
  let text = input.replace(INVISIBLE, '');
  // NFKC turns full-width and styled letters (ｆｕｃｋ, 𝐟𝐮𝐜𝐤) into plain ones.
  if (NON_ASCII.test(text)) text = text.normalize('NFKC');
  const tokens: Token[] = [];
  let pendingWords: RawWord[] = [];
  let previousEnd = 0;
  const markClause = (token: Token, start: number, end: number) => {
    for (let index = previousEnd; index < start; index += 1)
      if (CLAUSE_BREAK.includes(text.charAt(index))) {
        token.clauseStart = true;
        break;
      }
    previousEnd = end;
    return token;
  };
  const flushWords = () => {
    for (const word of joinSpacedLetters(pendingWords, text))
      tokens.push(markClause(makeToken('word', word.raw), word.start, word.end));
    pendingWords = [];
  };
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const groups = match.groups ?? {};
    const start = match.index;
    if (groups.word !== undefined) {
      const word = groups.word;
      if (WORD_JOINERS.test(word)) {
        const parts = word.split(WORD_JOINERS).filter(Boolean);
        // s.i.k → one word; great.then or self-care → separate words.
        if (parts.length >= 3 && parts.every((part) => part.length === 1))
          pendingWords.push({ raw: parts.join(''), start, end: start + word.length });
        else {
          let offset = start;
          for (const part of parts) {
            pendingWords.push({ raw: part, start: offset, end: offset + part.length });
            offset += part.length + 1;
          }
        }
      } else pendingWords.push({ raw: word, start, end: start + word.length });
      continue;
    }
    flushWords();
    const end = start + match[0].length;
    if (groups.hashtag !== undefined)
      tokens.push(markClause(makeToken('hashtag', groups.hashtag.slice(1)), start, end));
    else if (groups.mention !== undefined)
      tokens.push(markClause(makeToken('mention', groups.mention.slice(1)), start, end));
    else if (groups.url !== undefined)
      tokens.push(markClause(makeToken('url', groups.url), start, end));
    else {
      previousEnd = end;
      const symbol = groups.emoji ?? groups.emoticon ?? '';
      tokens.push({
        kind: 'emoji',
        raw: symbol,
        text: symbol,
        lower: symbol,
        key: symbol,
        variants: [symbol],
        shouting: false,
        elongated: false,
        contractedNegation: false,
        masked: false,
      });
    }
  }
  flushWords();
  return {
    tokens,
    exclamations: count(text, '!'),
    questions: count(text, '?'),
    turkishLetters: text.match(TURKISH_LETTER)?.length ?? 0,
  };
}

function count(text: string, char: string): number {
  let total = 0;
  for (let index = text.indexOf(char); index !== -1; index = text.indexOf(char, index + 1))
    total += 1;
  return total;
}
