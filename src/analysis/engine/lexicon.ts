import { readFileSync } from 'node:fs';
import type { Token } from './tokenize.ts';
import { fold, lowerTurkish } from '../../shared/text/fold.ts';

// Word lists are data files under src/analysis/lexicons (see SOURCES.md there). A term is
//   word      matched on the ASCII-folded key (so 'üzgün' also matches 'uzgun')
//   word*     a stem: matches any word starting with it (the longest stem wins)
//   =word     matched on the exact Turkish letters (so '=sik' does not match 'sık')
//   two words a phrase (up to four words, matched on folded keys); 'ders çalış*' ends in a stem
//   root+     a Turkish verb root: matches the root plus a verb ending ('kork+' matches korkuyorum,
//             korktum, korkarım, korkmuyorum) but not any word that merely starts with it
// With the `turkish` option, a whole-word entry also matches itself plus a copula or
// person ending ('harika' matches harikaydı, 'sakin' matches sakinim, sakinlik).

const LEXICON_DIR = new URL('../lexicons/', import.meta.url);
const MIN_STEM_LENGTH = 3;
/** Shorter whole words take no inflection: 'of' is not 'ofis'. */
const MIN_INFLECTED_LENGTH = 4;
const MIN_ROOT_LENGTH = 3;
/** The longest ending tried on the last word of a phrase ('larından'). */
const MAX_ENDING = 7;

// Turkish endings on folded keys (ı, ü → i, u; ö → o; ş → s; ğ → g; ç → c), so that the vowel of
// an ending is [iu] (four-way harmony) or [ae] (two-way). Both are exported for their unit tests.

/** A root ending in a vowel drops it before the progressive: özle+ → özl-üyor-um. */
const PROGRESSIVE = /^(?:[ae]?m)?[iu]yor[a-z]*$/;

/**
 * After a noun or adjective: person (-im, -sin, -iz), past (-di), evidential (-miş), -dir, -se,
 * -lik, and the case endings (-e, -de, -den, -i, -in, -le) after an optional possessive or plural.
 */
export const TURKISH_NOMINAL_ENDING =
  /^(?:y?[iu]m|s[iu]n|y?[iu]z|s[iu]n[iu]z|l[ae]r|y?[dt][iu](?:m|n|k|n[iu]z|l[ae]r)?|y?m[iu]s(?:[iu]m|s[iu]n|[iu]z|l[ae]r)?|[dt][iu]r|y?s[ae](?:m|n|k)?|l[iu][kg][a-z]*|(?:[iu]?m|[iu]?n|s?[iu]|[iu]m[iu]z|l[ae]r[iu]?)?(?:y?[ae]|n?[dt][ae]n?|y?[iu]|n[iu]n|y?l[ae]|n[ae]|n[iu]))$/;

/**
 * After a verb root: progressive, past, future, aorist, evidential, necessity, conditional,
 * optative, infinitive, participles and gerunds, each also negative (-me-) or abilitative (-ebil-,
 * -eme-). Person endings and anything after them are allowed once a tense is there.
 */
export const TURKISH_VERB_ENDING = new RegExp(
  `^(?:[ae]b[iu]l|[ae]?m[ae]?|[ae]m[iu])?(?:${[
    '[aeiu]?yor',
    '[dt][iu]',
    'y?[ae]c[ae][kg]',
    // The aorist only with a person or tense ending after it: 'üzerinde' is not üz-er.
    '[aeiu]?r(?:[iu]m|s[iu]n|[iu]z|s[iu]n[iu]z|l[ae]r|[dt][iu][a-z]*|m[iu]s[a-z]*|k[ae]n|s[ae][a-z]*)?$',
    '[ae]?z',
    'm[iu]s',
    'm[ae]l[iu]',
    'y?[ae][ly][iu]m',
    'y?[ae]s[iu]n',
    's[ae]',
    'm[ae][kgs]',
    'y?[iu]p',
    'y?[ae]r[ae]k',
    'y?[iu]nc[ae]',
    'y?[ae]n(?:l[ae]r[a-z]*)?$',
    '[dt][iu]g',
    'y?[ae]c[ae]g',
  ].join('|')})[a-z]*$`,
);
export const MAX_PHRASE_WORDS = 4;

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

const SOFTENING: Readonly<Record<string, string>> = { k: 'g', p: 'b', t: 'd' };
const MIN_SOFTENED_LENGTH = 4;

/** The stem with its final k, p or t softened (folded: ğ is g), or undefined. */
export function softenedStem(key: string): string | undefined {
  const soft = SOFTENING[key.slice(-1)];
  return soft && key.length >= MIN_SOFTENED_LENGTH ? key.slice(0, -1) + soft : undefined;
}

export interface LexiconOptions {
  /**
   * Turkish morphology: whole words also match with a TURKISH_NOMINAL_ENDING, and stems ending
   * in k, p or t also match softened (umut* → umudum).
   */
  turkish?: boolean;
}

export function createLexicon<T>(
  entries: Iterable<readonly [term: string, value: T]>,
  options: LexiconOptions = {},
): Lexicon<T> {
  const exact = new Map<string, T>();
  const stems = new Map<string, T>();
  const roots = new Map<string, T>();
  const vowelDroppedRoots = new Map<string, T>();
  const exactLetters = new Map<string, T>();
  const stemsLetters = new Map<string, T>();
  const phrases = new Map<string, T>();
  // Phrases whose last word is a stem ('ders çalış*'), by word count and their other words.
  const phraseStems = new Map<string, { stem: string; value: T }[]>();
  const phraseStarts = new Set<string>();
  let longestStem = 0;
  let longestRoot = 0;
  let longestExact = 0;
  let size = 0;

  for (const [rawTerm, value] of entries) {
    size += 1;
    const exactLettersOnly = rawTerm.startsWith('=');
    const isStem = rawTerm.endsWith('*');
    const isRoot = rawTerm.endsWith('+');
    const term = lowerTurkish(rawTerm.replace(/^=/, '').replace(/[*+]$/, ''));
    if (isRoot) {
      const key = fold(term);
      if (key.length < MIN_ROOT_LENGTH) throw new Error(`verb root too short: ${rawTerm}`);
      if (!roots.has(key)) roots.set(key, value);
      // A root ending in a vowel drops it before -iyor: özle+ → özlüyorum.
      if (/[ae]$/.test(key) && !vowelDroppedRoots.has(key.slice(0, -1)))
        vowelDroppedRoots.set(key.slice(0, -1), value);
      longestRoot = Math.max(longestRoot, key.length);
      continue;
    }
    if (term.includes(' ')) {
      const words = term.split(/\s+/).map(fold);
      phraseStarts.add(words[0] ?? '');
      if (isStem) {
        const head = `${words.length}:${words.slice(0, -1).join(' ')}`;
        const list = phraseStems.get(head) ?? [];
        list.push({ stem: words[words.length - 1] ?? '', value });
        // Longest stem first, so the most specific phrase wins.
        list.sort((a, b) => b.stem.length - a.stem.length);
        phraseStems.set(head, list);
      } else phrases.set(words.join(' '), value);
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
    // Turkish softens a final k, p or t before a vowel: umut* → umudum, dilek* → dileğim.
    const softened = options.turkish && isStem && !exactLettersOnly ? softenedStem(key) : undefined;
    if (softened && !stems.has(softened)) stems.set(softened, value);
    if (isStem) longestStem = Math.max(longestStem, key.length);
    else if (!exactLettersOnly) longestExact = Math.max(longestExact, key.length);
  }

  /** The longest root or whole word that `word` starts with, followed by an allowed ending. */
  function inflectedMatch(
    map: Map<string, T>,
    word: string,
    longest: number,
    shortest: number,
    ending: RegExp,
  ): LexiconMatch<T> | undefined {
    for (let length = Math.min(word.length - 1, longest); length >= shortest; length -= 1) {
      const value = map.get(word.slice(0, length));
      if (value !== undefined && ending.test(word.slice(length)))
        return { value, remainder: word.slice(length) };
    }
    return undefined;
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
      const key = token.key;
      if (roots.size > 0) {
        const found =
          inflectedMatch(roots, key, longestRoot, MIN_ROOT_LENGTH, TURKISH_VERB_ENDING) ??
          inflectedMatch(vowelDroppedRoots, key, longestRoot, MIN_ROOT_LENGTH - 1, PROGRESSIVE);
        if (found) return found;
      }
      if (options.turkish && key.length > MIN_INFLECTED_LENGTH) {
        const found = inflectedMatch(
          exact,
          key,
          longestExact,
          MIN_INFLECTED_LENGTH,
          TURKISH_NOMINAL_ENDING,
        );
        if (found) return found;
      }
      return longestStemMatch(stemsLetters, token.lower);
    },
    matchPhrase(keys, start, words) {
      if (start + words > keys.length) return undefined;
      const exactPhrase = phrases.get(keys.slice(start, start + words).join(' '));
      if (exactPhrase !== undefined) return exactPhrase;
      const last = keys[start + words - 1] ?? '';
      if (options.turkish) {
        // The last word of a Turkish phrase takes endings too: 'deniz kenarında', 'tahammülüm yoktu'.
        const head = keys.slice(start, start + words - 1).join(' ');
        for (let cut = last.length - 1; cut >= Math.max(2, last.length - MAX_ENDING); cut -= 1) {
          const value = phrases.get(`${head} ${last.slice(0, cut)}`);
          if (value !== undefined && TURKISH_NOMINAL_ENDING.test(last.slice(cut))) return value;
        }
      }
      if (phraseStems.size === 0) return undefined;
      const candidates = phraseStems.get(
        `${words}:${keys.slice(start, start + words - 1).join(' ')}`,
      );
      return candidates?.find(({ stem }) => last.startsWith(stem))?.value;
    },
    startsPhrase: (key) => phraseStarts.has(key),
    *entries() {
      for (const map of [exact, stems, roots, exactLetters, stemsLetters]) yield* map.entries();
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
