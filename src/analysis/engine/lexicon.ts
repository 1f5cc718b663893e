import { readFileSync } from 'node:fs';
import type { Token } from './tokenize.ts';
import { fold, lowerTurkish } from './tokenize.ts';

// Word lists are data files under src/analysis/lexicons (see SOURCES.md there). A term is
//   word      matched on the ASCII-folded key (so 'üzgün' also matches 'uzgun')
//   word*     a stem: matches any word starting with it (the longest stem wins)
//   =word     matched on the exact Turkish letters (so '=sik' does not match 'sık')
//   two words a phrase (up to three words, matched on folded keys)

const LEXICON_DIR = new URL('../lexicons/', import.meta.url);
const MIN_STEM_LENGTH = 3;
export const MAX_PHRASE_WORDS = 3;

export function readLexiconFile(relativePath: string): string {
  return readFileSync(new URL(relativePath, LEXICON_DIR), 'utf8');
}

/** Rows of a TSV lexicon file, without comments (#) and blank lines. */
export function readTsv(relativePath: string): string[][] {
  return readLexiconFile(relativePath)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map((cell) => cell.trim()));
}

export function readJson<T>(relativePath: string): T {
  return JSON.parse(readLexiconFile(relativePath)) as T;
}

export interface LexiconMatch<T> {
  value: T;
  /** What follows a matched stem ('sın' in 'aptalsın'); empty for a whole-word match. */
  remainder: string;
}

export interface Lexicon<T> {
  /** The entry for one token, or undefined. */
  match(token: Token): LexiconMatch<T> | undefined;
  /** The entry for the phrase of `words` folded keys starting here, or undefined. */
  matchPhrase(keys: readonly string[], start: number, words: number): T | undefined;
  /** Whether any phrase starts with this folded key (a cheap check before matchPhrase). */
  startsPhrase(key: string): boolean;
  /** Every single-word entry (stems without their '*'), keyed as matched. */
  entries(): IterableIterator<[string, T]>;
  readonly size: number;
}

export function createLexicon<T>(entries: Iterable<readonly [term: string, value: T]>): Lexicon<T> {
  const exact = new Map<string, T>();
  const stems = new Map<string, T>();
  const exactLetters = new Map<string, T>();
  const stemsLetters = new Map<string, T>();
  const phrases = new Map<string, T>();
  const phraseStarts = new Set<string>();
  let longestStem = 0;
  let size = 0;

  for (const [rawTerm, value] of entries) {
    size += 1;
    const exactLettersOnly = rawTerm.startsWith('=');
    const isStem = rawTerm.endsWith('*');
    const term = lowerTurkish(rawTerm.replace(/^=/, '').replace(/\*$/, ''));
    if (term.includes(' ')) {
      const words = term.split(/\s+/).map(fold);
      phrases.set(words.join(' '), value);
      phraseStarts.add(words[0] ?? '');
      continue;
    }
    const key = exactLettersOnly ? term : fold(term);
    const target = exactLettersOnly
      ? isStem
        ? stemsLetters
        : exactLetters
      : isStem
        ? stems
        : exact;
    // The first entry wins, so a file can list a specific form before a broader stem.
    if (!target.has(key)) target.set(key, value);
    if (isStem) longestStem = Math.max(longestStem, key.length);
  }

  function longestStemMatch(map: Map<string, T>, word: string): LexiconMatch<T> | undefined {
    if (map.size === 0) return undefined;
    for (let length = Math.min(word.length, longestStem); length >= MIN_STEM_LENGTH; length -= 1) {
      const value = map.get(word.slice(0, length));
      if (value !== undefined) return { value, remainder: word.slice(length) };
    }
    return undefined;
  }

  return {
    size,
    match(token) {
      for (const variant of token.variants) {
        const value = exact.get(variant);
        if (value !== undefined) return { value, remainder: '' };
      }
      const letters = exactLetters.get(token.lower);
      if (letters !== undefined) return { value: letters, remainder: '' };
      for (const variant of token.variants) {
        const found = longestStemMatch(stems, variant);
        if (found) return found;
      }
      return longestStemMatch(stemsLetters, token.lower);
    },
    matchPhrase(keys, start, words) {
      if (start + words > keys.length) return undefined;
      return phrases.get(keys.slice(start, start + words).join(' '));
    },
    startsPhrase: (key) => phraseStarts.has(key),
    *entries() {
      for (const map of [exact, stems, exactLetters, stemsLetters]) yield* map.entries();
    },
  };
}

/** A set of words (stopwords, negators...) with the same term syntax as a lexicon. */
export function createWordSet(terms: Iterable<string>): Lexicon<true> {
  return createLexicon(Array.from(terms, (term) => [term, true] as const));
}

/** Words, one a line, '#' comments allowed. */
export function readWordList(relativePath: string): string[] {
  return readTsv(relativePath).map((row) => row[0] ?? '');
}
