import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldText } from '../../shared/text/fold.ts';

// Lexicon-backed lemmas for topics (docs/decisions.md, "Topics are lemmas from a lexicon"): a
// word becomes a topic only as a whole dictionary word, never as a cut-off stem.
//   Turkish: the 62k-root dictionary of the Starlang tools (npm nlptoolkit-dictionary, ISC), each
//   root with its part of speech and its sound changes (kitap → kitabı, ağız → ağzı). A word is
//   split into a root the dictionary knows plus a chain of noun endings.
//   English: the 112k-word Brill tagger lexicon (npm en-lexicon, MIT), each word with its tags,
//   the most frequent first; plurals are undone only to a word the lexicon knows as a noun.
// Both load once, with this module, from node_modules: nothing is downloaded at run time.

export type LemmaKind = 'noun' | 'name' | 'other';

export interface Lemma {
  lemma: string;
  /** noun: a common noun; name: a proper name only; other: a verb, adjective, pronoun, ... */
  kind: LemmaKind;
}

const require = createRequire(import.meta.url);

interface TurkishLexicon {
  /** Root → its dictionary flags, space-separated. */
  roots: Map<string, string>;
  /** Folded root → the root, only where one root folds to that key (yuruyus → yürüyüş). */
  folded?: Map<string, string>;
}

let turkish: TurkishLexicon | undefined;
let english: Map<string, string> | undefined;

function turkishLexicon(): TurkishLexicon {
  if (turkish) return turkish;
  const path = require.resolve('nlptoolkit-dictionary/turkish_dictionary.txt');
  const roots = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    const root = space < 0 ? line.trim() : line.slice(0, space);
    if (root) roots.set(root, space < 0 ? '' : line.slice(space + 1).trim());
  }
  turkish = { roots };
  return turkish;
}

/** Built on the first word written without diacritics, not at start-up. */
function foldedRoots(lexicon: TurkishLexicon): Map<string, string> {
  if (lexicon.folded) return lexicon.folded;
  const folded = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const root of lexicon.roots.keys()) {
    if (ASCII_WORD.test(root)) continue;
    const key = foldText(root);
    if (ambiguous.has(key)) continue;
    if (folded.has(key) || lexicon.roots.has(key)) {
      folded.delete(key);
      ambiguous.add(key);
    } else folded.set(key, root);
  }
  lexicon.folded = folded;
  return folded;
}
const ASCII_WORD = /^[a-z]*$/;

// Only the lowercase entries and their most frequent tag are kept: topics are looked up lowercase.
const ENGLISH_ENTRY = /^\s+"([a-z][a-z'-]*)": "([^"|]+)/gm;

function englishLexicon(): Map<string, string> {
  if (english) return english;
  const source = readFileSync(require.resolve('en-lexicon/dist/lexicon.js'), 'utf8');
  english = new Map();
  for (const [, word, tag] of source.matchAll(ENGLISH_ENTRY))
    if (word && tag && !english.has(word)) english.set(word, tag);
  return english;
}

/** Loads both lexicons now (for a server's start-up) instead of on the first post. */
export function loadLemmaLexicons(): void {
  turkishLexicon();
  englishLexicon();
}

// Flags of nlptoolkit's dictionary: CL_ISIM noun, IS_OA may be a proper name, CL_FIIL verb,
// IS_ADJ adjective, IS_ZM pronoun; the rest are function words. IS_SD/IS_SDD: the final p ç t k
// softens before a vowel (kitabı); IS_UD/IS_B_UD: the last vowel drops (ağzı, burnu).
const NOT_A_TOPIC = [
  'IS_ZM',
  'IS_POSTP',
  'IS_CONJ',
  'IS_DET',
  'IS_SAYI',
  'IS_ORD',
  'IS_QUES',
  'IS_INTERJ',
];

function turkishKind(flags: string): LemmaKind {
  const has = (flag: string) => ` ${flags} `.includes(` ${flag} `);
  if (NOT_A_TOPIC.some(has)) return 'other';
  if (has('CL_ISIM')) return 'noun';
  if (has('IS_OA') && !has('IS_ADJ') && !has('CL_FIIL')) return 'name';
  return 'other';
}

const SOFTENING = /(?:^| )IS_(?:B_)?SDD? /;
const VOWEL_DROP = /(?:^| )IS_(?:B_)?UD /;

// Noun endings after a root, in their order: plural, possessive, case, then -ki or a copula.
// Vowel harmony is not checked: the dictionary decides whether what is left is a root.
const V = '[ıiuü]';
const A = '[ae]';
const NOUN_ENDINGS = new RegExp(
  '^' +
    `(?:l${A}r)?` +
    `(?:${V}?m|${V}?n|s?${V}|${V}?m${V}z|${V}?n${V}z|l${A}r${V})?` +
    `(?:n?${V}n|y?${V}|n?y?${A}|n?[dt]${A}|n?[dt]${A}n|y?l${A}|n?[dt]${A}ki|ki)?` +
    `(?:y?[dt]${V}r|y?[dt]${V}|y?m${V}ş|y?s${A})?` +
    '$',
);
const SOFTENED: Record<string, string> = { b: 'p', c: 'ç', d: 't', ğ: 'k', g: 'k' };
const VOWELS = /[aeıioöuü]/;
const TURKISH_ROOT_MIN = 2;

function lookUpTurkish(lexicon: TurkishLexicon, word: string): Lemma | undefined {
  const flags = lexicon.roots.get(word);
  return flags === undefined ? undefined : { lemma: word, kind: turkishKind(flags) };
}

/** The root a stem stands for: itself, with the last consonant unsoftened, or the dropped vowel back. */
function turkishRoot(lexicon: TurkishLexicon, stem: string): Lemma | undefined {
  const plain = lookUpTurkish(lexicon, stem);
  if (plain) return plain;
  const last = stem.charAt(stem.length - 1);
  const hard = SOFTENED[last];
  if (hard) {
    const root = stem.slice(0, -1) + hard;
    const flags = lexicon.roots.get(root);
    if (flags !== undefined && SOFTENING.test(`${flags} `))
      return { lemma: root, kind: turkishKind(flags) };
  }
  // ağz → ağız, burn → burun, oğl → oğul: two final consonants with the vowel between dropped.
  const beforeLast = stem.charAt(stem.length - 2);
  if (stem.length >= 3 && !VOWELS.test(last) && !VOWELS.test(beforeLast))
    for (const vowel of 'ıiuü') {
      const root = stem.slice(0, -1) + vowel + last;
      const flags = lexicon.roots.get(root);
      if (flags !== undefined && VOWEL_DROP.test(`${flags} `))
        return { lemma: root, kind: turkishKind(flags) };
    }
  return undefined;
}

const KIND_RANK: Record<LemmaKind, number> = { noun: 2, name: 1, other: 0 };
// A longer root that is a shorter one plus a plural or a buffer consonant is usually that shorter
// root inflected (çocuklar, havas of hava-sı, dizin of dizi-nin): the shorter one is meant.
const PLURAL_OR_BUFFER = /^(?:l[ae]r|[sny])$/;

function prefersShorter(longer: Lemma, shorter: Lemma): boolean {
  if (!longer.lemma.startsWith(shorter.lemma)) return false;
  if (shorter.kind !== 'noun' && shorter.kind !== longer.kind) return false;
  const extra = longer.lemma.slice(shorter.lemma.length);
  return extra.length === 3 || VOWELS.test(shorter.lemma.charAt(shorter.lemma.length - 1))
    ? PLURAL_OR_BUFFER.test(extra)
    : false;
}

function analyseTurkishWith(lexicon: TurkishLexicon, word: string): Lemma | undefined {
  const whole = lookUpTurkish(lexicon, word);
  // Every root the dictionary knows followed by noun endings, the longest root first.
  const splits: Lemma[] = [];
  for (let end = word.length - 1; end >= TURKISH_ROOT_MIN; end -= 1) {
    if (!NOUN_ENDINGS.test(word.slice(end))) continue;
    const root = turkishRoot(lexicon, word.slice(0, end));
    if (root) splits.push(root);
  }
  // A word the dictionary lists as it is (resmi 'official', yeni) is read as that, unless it is
  // only a name (evi, dağa) or a plainly inflected noun.
  if (whole && whole.kind !== 'name' && !splits.some((split) => prefersShorter(whole, split)))
    return whole;
  let best = whole;
  for (const split of splits) {
    if (!best) best = split;
    else if (KIND_RANK[split.kind] > KIND_RANK[best.kind]) best = split;
    else if (split.kind === best.kind && prefersShorter(best, split)) best = split;
  }
  return best;
}

/**
 * The dictionary root of a Turkish word (lowercase, as written) and what kind of word it is, or
 * undefined when the dictionary does not know it (a name, a loanword, slang). A word written
 * without diacritics (yuruyuse) is tried folded when only one root folds that way.
 */
export function lemmatiseTurkish(word: string): Lemma | undefined {
  const lexicon = turkishLexicon();
  const found = analyseTurkishWith(lexicon, word);
  if (found) return found;
  const key = foldText(word);
  if (key !== word) return undefined;
  for (let end = key.length; end >= TURKISH_ROOT_MIN + 1; end -= 1) {
    if (end < key.length && !NOUN_ENDINGS.test(key.slice(end))) continue;
    const root = foldedRoots(lexicon).get(key.slice(0, end));
    if (root) return analyseTurkishWith(lexicon, root);
  }
  return undefined;
}

// English plurals, undone only when the singular is a noun in the lexicon.
const ENGLISH_IRREGULAR: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
};
const ENGLISH_PLURALS: readonly (readonly [RegExp, string])[] = [
  [/ies$/, 'y'],
  [/ves$/, 'f'],
  [/ves$/, 'fe'],
  [/(s|x|z|ch|sh)es$/, '$1'],
  [/s$/, ''],
];
const NOUN_TAG = /^NNP?S?$/;

function englishKind(tag: string): LemmaKind {
  if (tag === 'NNP' || tag === 'NNPS') return 'name';
  return NOUN_TAG.test(tag) ? 'noun' : 'other';
}

/**
 * The lemma of an English word (lowercase) and its kind by its most frequent tag: `legs` is the
 * noun `leg`, `run` a verb, `old` an adjective; undefined when the lexicon does not know it.
 */
export function lemmatiseEnglish(word: string): Lemma | undefined {
  const lexicon = englishLexicon();
  const irregular = ENGLISH_IRREGULAR[word];
  if (irregular) return { lemma: irregular, kind: 'noun' };
  const tag = lexicon.get(word);
  if (tag !== undefined) {
    const kind = englishKind(tag);
    if (tag !== 'NNS') return { lemma: word, kind };
  }
  for (const [plural, singular] of ENGLISH_PLURALS) {
    if (!plural.test(word)) continue;
    const candidate = word.replace(plural, singular);
    const candidateTag = lexicon.get(candidate);
    if (candidateTag !== undefined && NOUN_TAG.test(candidateTag))
      return { lemma: candidate, kind: 'noun' };
  }
  return tag === undefined ? undefined : { lemma: word, kind: englishKind(tag) };
}

// Loaded with the engine, so the app's first post (analysed in a request, or as the fallback when
// the analysis service is down) never waits for the dictionaries.
loadLemmaLexicons();
