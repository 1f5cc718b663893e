import { readFileSync } from 'node:fs';
import { stemmer as snowballTurkish } from '@orama/stemmers/turkish';
import type { Token } from './tokenize.ts';
import { fold, lowerTurkish } from '../../shared/text/fold.ts';

// Word lists are data files under src/analysis/lexicons (see SOURCES.md there). A term is
//   word      matched on the ASCII-folded key (so 'üzgün' also matches 'uzgun')
//   word*     a stem: matches any word starting with it (the longest stem wins)
//   =word     matched on the exact Turkish letters (so '=sik' does not match 'sık')
//   two words a phrase (up to four words, matched on folded keys); 'ders çalış*' ends in a stem
//   root+     a Turkish verb root: matches the root plus a verb ending ('kork+' matches korkuyorum,
//             korktum, korkarım, korkmuyorum) but not any word that merely starts with it; a
//             root ending in k, p or t also matches softened before a vowel (kaybet+ → kaybediyor)
//   words root+  a phrase whose last word is a verb root ('tepem at+' → tepem atıyor, attı)
// With the `turkish` option, a whole-word entry also matches itself plus a copula or
// person ending ('harika' matches harikaydı, 'sakin' matches sakinim, sakinlik). With
// `deepInflection` as well, a whole word also matches softened (bitik → bitiğim) and through the
// Snowball Turkish stem of the token (acılarımızdan → acı), for endings stacked deeper than that.

const LEXICON_DIR = new URL('../lexicons/', import.meta.url);
const MIN_STEM_LENGTH = 3;
/** Letters of the quick prefix test (no stem, root or inflected word is shorter). */
const PREFIX_LENGTH = 3;
/** Shorter whole words take no inflection: 'of' is not 'ofis'. */
const MIN_INFLECTED_LENGTH = 4;
const MIN_ROOT_LENGTH = 3;
/** Inside a phrase the words before it disambiguate, so a root may be short ('sinir ol+'). */
const MIN_PHRASE_ROOT_LENGTH = 2;
/** The longest ending tried on the last word of a phrase ('larından'). */
const MAX_ENDING = 7;

// Turkish endings on folded keys (ı, ü → i, u; ö → o; ş → s; ğ → g; ç → c), so that the vowel of
// an ending is [iu] (four-way harmony) or [ae] (two-way). Both are exported for their unit tests.

/**
 * The progressive as typed: -iyor, and the colloquial -iyo without its r (sıkılıyom, özlüyo,
 * sıkılıyodum); -iyon is left out, as it is also a noun ending (televizyon, milyon).
 */
export const PROGRESSIVE_MARKER = 'yo(?:r|[mzsdl]|$)';
/**
 * A root ending in a vowel drops it before the progressive (özle+ → özl-üyor-um) and, typed
 * colloquially, before the future (özl-icem, ağl-ıycam).
 */
const PROGRESSIVE = new RegExp(`^(?:(?:[ae]?m)?[iu]${PROGRESSIVE_MARKER}[a-z]*|[iu]y?c[ae][mzn])$`);

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
    `[aeiu]?${PROGRESSIVE_MARKER}`,
    '[dt][iu]',
    'y?[ae]c[ae][kg]',
    // The future as typed colloquially, without its ğ: çıldırcam, uyucam, yapacaz, gelcen,
    // yapıcam, gidicem.
    '(?:[iu]y|y?[ae]|[iu])?c[ae][mzn]$',
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
    // The verbal noun with a case ending: öğrenmeyi, çalışmaya, gülmeden, sevmesi.
    'm[ae](?:y[aeiu]|d[ae]n?|s[iu])',
  ].join('|')})[a-z]*$`,
);
export const MAX_PHRASE_WORDS = 4;

/** A verb ending after a softened root: it must start with a vowel (kaybed-iyor, not kaybed-ti). */
const SOFTENED_VERB_ENDING = new RegExp(`^(?=[aeiou])${TURKISH_VERB_ENDING.source.slice(1)}`);
/** A nominal ending after a softened word: it must start with a vowel (bitig-im). */
const SOFTENED_NOMINAL_ENDING = new RegExp(`^(?=[aeiou])${TURKISH_NOMINAL_ENDING.source.slice(1)}`);

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
  /** As matchPhrase, with what follows the last word's stem or root ('madım' in 'uyumadım'). */
  matchPhraseEnding(
    keys: readonly string[],
    start: number,
    words: number,
  ): LexiconMatch<T> | undefined;
  /**
   * The entry of an exact-letter term ('=sakin*') that this word matches only once folded
   * ('sakın'): a different word that reads the same without diacritics. Undefined otherwise.
   */
  foldTwin(token: Token): T | undefined;
  /** Whether any phrase starts with this folded key (a cheap check before matchPhrase). */
  startsPhrase(key: string): boolean;
  /** Every single-word entry (stems without their '*'), keyed as matched. */
  entries(): IterableIterator<[string, T]>;
  readonly size: number;
}

// On folded keys ç and c are one letter, so ç → c softening needs no rule of its own.
const SOFTENING: Readonly<Record<string, string>> = { k: 'g', p: 'b', t: 'd' };
const MIN_SOFTENED_LENGTH = 4;
/** A stem of at least four letters ending in a or e, whose vowel a progressive drops. */
const VOWEL_FINAL_STEM = /^[a-z]{3,}[ae]$/;
/** Softening happens only before a vowel: umud-um, but umut-lu. */
const VOWEL_INITIAL = /^[aeiou]/;

/** The stem with its final k, p or t softened (folded: ğ is g), or undefined. */
export function softenedStem(key: string, minLength = MIN_SOFTENED_LENGTH): string | undefined {
  const soft = SOFTENING[key.slice(-1)];
  return soft && key.length >= minLength ? key.slice(0, -1) + soft : undefined;
}

/** A progressive ending spelled out in an entry, and its colloquial spelling without the r. */
const SPELLED_PROGRESSIVE = /([aeiu])yor(um|uz|sun|sunuz|du|dum|duk|lar)?$/;
const COLLOQUIAL_PERSON: Readonly<Record<string, string>> = { um: 'm', uz: 'z' };

/**
 * The colloquial spelling of a folded key that ends in the progressive, as members type it
 * (ağlıyorum → ağlıyom, sıkılıyor → sıkılıyo, özlüyoruz → özlüyoz), or undefined.
 */
export function colloquialProgressive(key: string): string | undefined {
  const found = SPELLED_PROGRESSIVE.exec(key);
  if (!found) return undefined;
  const person = found[2] ?? '';
  return `${key.slice(0, found.index)}${found[1]}yo${COLLOQUIAL_PERSON[person] ?? person}`;
}

/** Snowball stems shorter than this are mostly wrong (oyun → oy, çayı → ça). */
const MIN_SNOWBALL_STEM = 4;
const STEM_CACHE_MAX = 20_000;
const stemCache = new Map<string, string>();

/**
 * The folded Snowball Turkish stem of a lowercase Turkish word (acılarımızdan → aci, bitiğim →
 * bitik), or '' when the stemmer leaves the word as it is or cuts it too short. Cached, because
 * the same words recur from post to post; the cache is emptied when full to stay bounded.
 */
export function turkishStem(lower: string): string {
  const cached = stemCache.get(lower);
  if (cached !== undefined) return cached;
  const stem = snowballTurkish(lower);
  const folded = stem !== lower && stem.length >= MIN_SNOWBALL_STEM ? fold(stem) : '';
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  stemCache.set(lower, folded);
  return folded;
}

export interface LexiconOptions {
  /**
   * Turkish morphology: whole words also match with a TURKISH_NOMINAL_ENDING, and stems ending
   * in k, p or t also match softened (umut* → umudum).
   */
  turkish?: boolean;
  /**
   * With `turkish`: whole words also match softened (bitik → bitiğim) and through the token's
   * Snowball stem (acılarımızdan → acı). For the emotion and valence lists; the safety list keeps
   * the narrower matching its scores were tuned with.
   */
  deepInflection?: boolean;
}

interface PhraseRoot<T> {
  root: string;
  value: T;
}

/**
 * The verb ending of `word` if it is `root` plus one, allowing the root's vowel drop and
 * softening; undefined otherwise.
 */
function verbEnding(word: string, root: string): string | undefined {
  if (word.startsWith(root) && word.length > root.length) {
    const ending = word.slice(root.length);
    return TURKISH_VERB_ENDING.test(ending) ? ending : undefined;
  }
  if (/[ae]$/.test(root)) {
    const dropped = root.slice(0, -1);
    const ending = word.slice(dropped.length);
    if (word.startsWith(dropped)) return PROGRESSIVE.test(ending) ? ending : undefined;
  }
  const softened = softenedStem(root, MIN_PHRASE_ROOT_LENGTH);
  if (softened && word.startsWith(softened)) {
    const ending = word.slice(softened.length);
    return VOWEL_INITIAL.test(ending) && TURKISH_VERB_ENDING.test(ending) ? ending : undefined;
  }
  return undefined;
}

export function createLexicon<T>(
  entries: Iterable<readonly [term: string, value: T]>,
  options: LexiconOptions = {},
): Lexicon<T> {
  const exact = new Map<string, T>();
  const stems = new Map<string, T>();
  const roots = new Map<string, T>();
  const vowelDroppedRoots = new Map<string, T>();
  // Roots ending in k, p or t, softened (kaybet+ → kaybed-iyor): matched before a vowel only.
  const softenedRoots = new Map<string, T>();
  // Whole words ending in k, p or t, softened (bitik → bitig-im): with deepInflection only.
  const softenedExact = new Map<string, T>();
  const exactLetters = new Map<string, T>();
  const stemsLetters = new Map<string, T>();
  const phrases = new Map<string, T>();
  // Phrases whose last word is a stem ('ders çalış*'), by word count and their other words.
  const phraseStems = new Map<string, { stem: string; value: T }[]>();
  // Phrases whose last word is a verb root ('tepem at+'), keyed the same way.
  const phraseRoots = new Map<string, PhraseRoot<T>[]>();
  const phraseStarts = new Set<string>();
  // Every phrase's words but the last, with its word count ('2:tepem'): a quick test before the
  // ending, stem and root lookups.
  const phraseHeads = new Set<string>();
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
    if (isRoot && term.includes(' ')) {
      const words = term.split(/\s+/).map(fold);
      const root = words[words.length - 1] ?? '';
      if (root.length < MIN_PHRASE_ROOT_LENGTH) throw new Error(`verb root too short: ${rawTerm}`);
      phraseStarts.add(words[0] ?? '');
      phraseHeads.add(`${words.length}:${words.slice(0, -1).join(' ')}`);
      const head = `${words.length}:${words.slice(0, -1).join(' ')}`;
      const list = phraseRoots.get(head) ?? [];
      list.push({ root, value });
      list.sort((a, b) => b.root.length - a.root.length);
      phraseRoots.set(head, list);
      continue;
    }
    if (isRoot) {
      const key = fold(term);
      if (key.length < MIN_ROOT_LENGTH) throw new Error(`verb root too short: ${rawTerm}`);
      if (!roots.has(key)) roots.set(key, value);
      // A root ending in a vowel drops it before -iyor: özle+ → özlüyorum.
      if (/[ae]$/.test(key) && !vowelDroppedRoots.has(key.slice(0, -1)))
        vowelDroppedRoots.set(key.slice(0, -1), value);
      const softenedRoot = softenedStem(key, MIN_ROOT_LENGTH);
      if (softenedRoot && !roots.has(softenedRoot) && !softenedRoots.has(softenedRoot))
        softenedRoots.set(softenedRoot, value);
      longestRoot = Math.max(longestRoot, key.length);
      continue;
    }
    if (term.includes(' ')) {
      const words = term.split(/\s+/).map(fold);
      const head = `${words.length}:${words.slice(0, -1).join(' ')}`;
      phraseStarts.add(words[0] ?? '');
      phraseHeads.add(head);
      const last = words[words.length - 1] ?? '';
      const colloquial = options.turkish ? colloquialProgressive(last) : undefined;
      if (isStem) {
        const list = phraseStems.get(head) ?? [];
        list.push({ stem: last, value });
        if (colloquial) list.push({ stem: colloquial, value });
        // 'kafa dinle*' → 'kafa dinliyorum', as for single-word stems below.
        if (options.turkish && VOWEL_FINAL_STEM.test(last))
          for (const vowel of 'iu') list.push({ stem: `${last.slice(0, -1)}${vowel}yo`, value });
        // Longest stem first, so the most specific phrase wins.
        list.sort((a, b) => b.stem.length - a.stem.length);
        phraseStems.set(head, list);
      } else {
        phrases.set(words.join(' '), value);
        const spoken = [...words.slice(0, -1), colloquial].join(' ');
        if (colloquial && !phrases.has(spoken)) phrases.set(spoken, value);
      }
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
    // Members type the progressive without its r: 'sıkılıyom' for 'sıkılıyorum'.
    const colloquial =
      options.turkish && !exactLettersOnly ? colloquialProgressive(key) : undefined;
    if (colloquial && !target.has(colloquial)) target.set(colloquial, value);
    // A stem ending in a vowel drops it before the progressive: ağla* → ağlıyorum, özle* →
    // özlüyorum (folded: ı → i, ü → u, so two spellings cover every harmony).
    if (options.turkish && isStem && !exactLettersOnly && VOWEL_FINAL_STEM.test(key))
      for (const vowel of 'iu') {
        const dropped = `${key.slice(0, -1)}${vowel}yo`;
        if (!stems.has(dropped)) stems.set(dropped, value);
        longestStem = Math.max(longestStem, dropped.length);
      }
    // Turkish softens a final k, p or t before a vowel: umut* → umudum, dilek* → dileğim.
    const softened = options.turkish && isStem && !exactLettersOnly ? softenedStem(key) : undefined;
    if (softened && !stems.has(softened)) stems.set(softened, value);
    const softenedWord =
      options.turkish && options.deepInflection && !isStem && !exactLettersOnly
        ? softenedStem(key)
        : undefined;
    if (softenedWord && !softenedExact.has(softenedWord)) softenedExact.set(softenedWord, value);
    if (isStem) longestStem = Math.max(longestStem, key.length);
    else if (!exactLettersOnly) longestExact = Math.max(longestExact, key.length);
  }

  // Exact-letter entries by their folded letters, to recognise a word that only folds to one.
  const foldedLetters = new Map([...exactLetters].map(([key, value]) => [fold(key), value]));
  const foldedStemsLetters = new Map([...stemsLetters].map(([key, value]) => [fold(key), value]));

  // The first letters of every single-word entry, so that most words are ruled out with one
  // lookup before the prefix loops (a vowel-dropped root 'dil' from 'dile+' is 'dil' + 'i').
  const prefixes = new Set<string>();
  for (const map of [exact, stems, roots, vowelDroppedRoots, softenedRoots, softenedExact])
    for (const key of map.keys())
      if (key.length >= PREFIX_LENGTH) prefixes.add(key.slice(0, PREFIX_LENGTH));
      else for (const vowel of 'iu') prefixes.add((key + vowel).slice(0, PREFIX_LENGTH));
  for (const map of [exactLetters, stemsLetters])
    for (const key of map.keys()) prefixes.add(fold(key).slice(0, PREFIX_LENGTH));
  const mayMatch = (token: Token) => {
    for (const variant of token.variants)
      if (prefixes.has(variant.slice(0, PREFIX_LENGTH))) return true;
    return false;
  };

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

  /** A whole word reached through the token's Snowball stem; the remainder is what it cut. */
  function snowballMatch(token: Token): LexiconMatch<T> | undefined {
    const stem = turkishStem(token.lower);
    if (stem === '') return undefined;
    const value = exact.get(stem);
    if (value === undefined) return undefined;
    return { value, remainder: token.key.startsWith(stem) ? token.key.slice(stem.length) : '' };
  }

  function longestStemMatch(map: Map<string, T>, word: string): LexiconMatch<T> | undefined {
    if (map.size === 0) return undefined;
    for (let length = Math.min(word.length, longestStem); length >= MIN_STEM_LENGTH; length -= 1) {
      const value = map.get(word.slice(0, length));
      if (value !== undefined) return { value, remainder: word.slice(length) };
    }
    return undefined;
  }

  function phraseEnding(
    keys: readonly string[],
    start: number,
    words: number,
  ): LexiconMatch<T> | undefined {
    if (start + words > keys.length) return undefined;
    const headWords = keys.slice(start, start + words - 1).join(' ');
    if (!phraseHeads.has(`${words}:${headWords}`)) return undefined;
    const exactPhrase = phrases.get(keys.slice(start, start + words).join(' '));
    if (exactPhrase !== undefined) return { value: exactPhrase, remainder: '' };
    const last = keys[start + words - 1] ?? '';
    if (options.turkish) {
      // The last word of a Turkish phrase takes endings too: 'deniz kenarında', 'tahammülüm yoktu'.
      for (let cut = last.length - 1; cut >= Math.max(2, last.length - MAX_ENDING); cut -= 1) {
        const value = phrases.get(`${headWords} ${last.slice(0, cut)}`);
        const ending = last.slice(cut);
        if (value !== undefined && TURKISH_NOMINAL_ENDING.test(ending))
          return { value, remainder: ending };
      }
    }
    if (phraseStems.size === 0 && phraseRoots.size === 0) return undefined;
    const head = `${words}:${headWords}`;
    const stem = phraseStems.get(head)?.find((candidate) => last.startsWith(candidate.stem));
    if (stem) return { value: stem.value, remainder: last.slice(stem.stem.length) };
    for (const { root, value } of phraseRoots.get(head) ?? []) {
      const ending = verbEnding(last, root);
      if (ending !== undefined) return { value, remainder: ending };
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
      if (!mayMatch(token)) return undefined;
      for (const variant of token.variants) {
        const found = longestStemMatch(stems, variant);
        if (found) return found;
      }
      const key = token.key;
      if (roots.size > 0) {
        const found =
          inflectedMatch(roots, key, longestRoot, MIN_ROOT_LENGTH, TURKISH_VERB_ENDING) ??
          inflectedMatch(vowelDroppedRoots, key, longestRoot, MIN_ROOT_LENGTH - 1, PROGRESSIVE) ??
          inflectedMatch(softenedRoots, key, longestRoot, MIN_ROOT_LENGTH, SOFTENED_VERB_ENDING);
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
      if (options.turkish && options.deepInflection && key.length > MIN_INFLECTED_LENGTH) {
        const found =
          inflectedMatch(
            softenedExact,
            key,
            longestExact,
            MIN_SOFTENED_LENGTH,
            SOFTENED_NOMINAL_ENDING,
          ) ?? snowballMatch(token);
        if (found) return found;
      }
      return longestStemMatch(stemsLetters, token.lower);
    },
    foldTwin(token) {
      if (token.lower === token.key || (foldedLetters.size === 0 && foldedStemsLetters.size === 0))
        return undefined;
      const exactTwin = foldedLetters.get(token.key);
      if (exactTwin !== undefined && !exactLetters.has(token.lower)) return exactTwin;
      const stemTwin = longestStemMatch(foldedStemsLetters, token.key);
      if (stemTwin && !longestStemMatch(stemsLetters, token.lower)) return stemTwin.value;
      return undefined;
    },
    matchPhrase: (keys, start, words) => phraseEnding(keys, start, words)?.value,
    matchPhraseEnding: phraseEnding,
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
