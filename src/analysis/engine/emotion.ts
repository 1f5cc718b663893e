import {
  EMOTION_ENGINE,
  EMOTION_PROTOTYPE_VECTORS,
  EMOTION_PROTOTYPES,
} from '../../shared/constants.ts';
import {
  clampDimension,
  DEFAULT_EMOTION_VECTOR,
  EMOTION_DIMENSION_COUNT,
} from '../../domain/emotion/emotion-vector.ts';
import type { Lexicon } from './lexicon.ts';
import { MAX_PHRASE_WORDS } from './lexicon.ts';
import {
  EMOJI,
  LEXICONS,
  NEGATED_PROTOTYPE,
  otherLanguage,
  prototypeIndex,
  type EmotionEntry,
  type LanguageLexicons,
} from './lexicons.ts';
import { turkishNegativeStem } from './morphology.ts';
import type { Token, TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// The lexicon's reading of a text: each emotion word, emoji or emoticon it lists, whether a
// negation reaches it, and which tokens carried emotion (kept out of the topics). Since issue 26
// this is not the decision: its hits are features of the learned model (features.ts, model.ts),
// and its vector (`lexiconVector`) is the engine's fallback when the model's weights are missing
// or corrupt. The special-case constructions of the tuning rounds are gone: the model reads
// situations from the words themselves. docs/analysis.md has the details.

const PROTOTYPE_VECTORS = EMOTION_PROTOTYPES.map((name) => EMOTION_PROTOTYPE_VECTORS[name]);
const HAPPINESS = prototypeIndex('happiness');
const SADNESS = prototypeIndex('sadness');
const CURIOSITY = prototypeIndex('curiosity');
const HOPE = prototypeIndex('hope');
/** 'Can't wait' is eager anticipation. */
const CANT_WAIT_HOPE = 0.8;
/** 'değil' or 'yok' takes back an emotion word up to this many words before it. */
const POST_NEGATION_REACH = 3;
const VALENCE = 0;
const AROUSAL = 1;
const QUESTION_EVIDENCE = 0.25;
const AFINN_RANGE = 5;
const DECIMALS = 1e4;
/** English endings an English stem may take inside a Turkish post ('stressed', 'hurting'). */
const ENGLISH_ENDING = /^(?:s|es|d|ed|ing|ings|er|ers|est|ly|y|ful|ness|ment|ments)$/;
/** A negative or privative remainder after a matched Turkish stem ('medim', 'suz'). */
const NEGATIVE_REMAINDER = /^[a-z]{0,4}?(?:[ae]|y[ae])?m(?:[iu]yo|[ae]d[iu]|[ae]z|[ae]mis)|^s[iu]z/;
/** Light verbs that carry an emotion noun: negated, they negate the word before them. */
const LIGHT_VERBS = new Set(['al', 'ol', 'et', 'duy', 'hisset', 'bul', 'yasa', 'kal']);

/** One lexicon hit: an emotion word, phrase or emoji, and whether a negation reaches it. */
export interface EmotionHit {
  prototype: number;
  weight: number;
  negated: boolean;
  /** First and last token of the word or phrase. */
  index: number;
  end: number;
}

export interface EmotionReading {
  hits: EmotionHit[];
  /** Indexes of tokens that carried emotion (kept out of the topics). */
  emotive: Set<number>;
  /** Tokens a negation reaches (English negators forward, Turkish değil/yok back, -mA- verbs). */
  negatedTokens: Set<number>;
  /** Sum of valence-only scores (AFINN's -5..5), negation applied. */
  valence: number;
}

interface Found {
  value: EmotionEntry;
  words: number;
  remainder: string;
  lexicon: Lexicon<EmotionEntry>;
}

/** The lexicon entry for the phrase or word at `index`, trying the text's language first. */
function lookup(
  tokens: readonly Token[],
  keys: readonly string[],
  index: number,
  lexicons: readonly [Lexicon<EmotionEntry>, Lexicon<EmotionEntry>],
  primaryStopword: boolean,
): Found | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  const [primary, secondary] = lexicons;
  for (const lexicon of lexicons) {
    if (lexicon === secondary && primaryStopword) break;
    if (lexicon.startsPhrase(token.key))
      for (let words = MAX_PHRASE_WORDS; words >= 2; words -= 1) {
        const found = lexicon.matchPhraseEnding(keys, index, words);
        if (found) return { value: found.value, words, remainder: found.remainder, lexicon };
      }
    const found = lexicon.match(token);
    // In a Turkish text an English stem must end the word or take an English ending.
    const foreign = lexicon === secondary && lexicon === LEXICONS.en.emotion && primary !== lexicon;
    if (found && (!foreign || found.remainder === '' || ENGLISH_ENDING.test(found.remainder)))
      return { value: found.value, words: 1, remainder: found.remainder, lexicon };
  }
  return undefined;
}

/** A negative Turkish verb whose infinitive is an emotion word: 'sevmiyorum' → 'sevmek'. */
function negativeVerbEmotion(token: Token): EmotionEntry | undefined {
  const stem = turkishNegativeStem(token.key);
  if (!stem) return undefined;
  for (const ending of ['mek', 'mak']) {
    const key = stem + ending;
    const found = LEXICONS.tr.emotion.match({
      ...token,
      raw: key,
      text: key,
      lower: key,
      key,
      variants: [key],
    });
    if (found) return found.value;
  }
  return undefined;
}

/** The lexicon's reading of a tokenized text. Pure. */
export function readLexicon(text: TokenizedText, language: Language): EmotionReading {
  const primary: LanguageLexicons = LEXICONS[language];
  const secondary: LanguageLexicons = LEXICONS[otherLanguage(language)];
  const tokens = text.tokens;
  const keys = tokens.map((token) => token.key);
  const hits: EmotionHit[] = [];
  const emotive = new Set<number>();
  const negatedTokens = new Set<number>();
  let valence = 0;
  let negationLeft = 0;
  let boost = 1;
  let last: EmotionHit | null = null;
  let lastValence = 0;
  const clauseBetween = (from: number, to: number) => {
    for (let between = from + 1; between <= to; between += 1)
      if (tokens[between]?.clauseStart) return true;
    return false;
  };
  const negateLast = (index: number) => {
    if (!last || last.negated || index - last.end > POST_NEGATION_REACH) return;
    if (clauseBetween(last.end, index)) return;
    last.negated = true;
    valence -= 1.5 * lastValence;
    for (let covered = last.index; covered <= index; covered += 1) negatedTokens.add(covered);
    last = null;
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (token.kind === 'emoji') {
      const entry = EMOJI.get(token.key);
      if (entry) hits.push({ ...entry, negated: false, index, end: index });
      continue;
    }
    if (token.kind !== 'word' && token.kind !== 'hashtag') continue;
    if (token.clauseStart) negationLeft = 0;
    // Words that begin like a feeling but mean something else ('kızarmış', fried): never read.
    if (primary.notFeelings.match(token) !== undefined) continue;
    if (negationLeft === EMOTION_ENGINE.negationReach && primary.negationCancellers.match(token)) {
      // 'can't stop smiling' is smiling; 'can't wait' is eager hope.
      negationLeft = 0;
      if (token.key === 'wait')
        hits.push({ prototype: HOPE, weight: CANT_WAIT_HOPE, negated: false, index, end: index });
      continue;
    }
    const primaryStopword = primary.stopwords.match(token) !== undefined;
    const found = lookup(
      tokens,
      keys,
      index,
      [primary.emotion, secondary.emotion],
      primaryStopword,
    );
    let entry = found?.value;
    let words = found?.words ?? 1;
    // Turkish negates inside the verb: sev-mi-yor-um, beğen-me-di-m, umut-suz.
    // A stem ending in m can swallow the negative marker: özlem* + 'edim' is özle-me-dim.
    let morphological =
      found !== undefined &&
      found.lexicon === LEXICONS.tr.emotion &&
      found.remainder !== '' &&
      (NEGATIVE_REMAINDER.test(found.remainder) ||
        (found.words === 1 && turkishNegativeStem(token.key) !== undefined));
    if (!entry && language === 'tr') {
      entry = negativeVerbEmotion(token);
      morphological = entry !== undefined;
      const stem = turkishNegativeStem(token.key);
      // 'mutlu olmadım', 'zevk almıyorum': the light verb negates the word before it.
      if (!entry && stem && LIGHT_VERBS.has(stem)) {
        negateLast(index);
        negatedTokens.add(index);
        continue;
      }
      if (!entry && stem) negatedTokens.add(index);
    }
    if (!entry) {
      if (token.contractedNegation || primary.negators.match(token)) {
        negationLeft = EMOTION_ENGINE.negationReach;
        continue;
      }
      if (primary.postNegators.match(token)) {
        negateLast(index);
        continue;
      }
      if (primary.intensifiers.match(token)) {
        boost = EMOTION_ENGINE.intensifier;
        continue;
      }
    }
    const negated = negationLeft > 0 || token.contractedNegation || morphological;
    if (negated) negatedTokens.add(index);
    if (negationLeft > 0) negationLeft -= 1;
    const multiplier =
      boost *
      (token.shouting ? EMOTION_ENGINE.shouting : 1) *
      (token.elongated ? EMOTION_ENGINE.elongation : 1);
    boost = 1;
    if (!entry) {
      const score =
        primary.valence.match(token)?.value ??
        (primaryStopword ? undefined : secondary.valence.match(token)?.value);
      if (score === undefined) continue;
      emotive.add(index);
      entry = {
        prototype: score > 0 ? HAPPINESS : SADNESS,
        weight: Math.abs(score) * EMOTION_ENGINE.valenceOnlyWeightPerPoint,
      };
      words = 1;
      lastValence = (negated ? -0.5 : 1) * score * multiplier;
    } else {
      lastValence =
        (negated ? -0.5 : 1) *
        (PROTOTYPE_VECTORS[entry.prototype]?.[VALENCE] ?? 0) *
        AFINN_RANGE *
        multiplier;
    }
    valence += lastValence;
    for (let word = 0; word < words; word += 1) emotive.add(index + word);
    const hit = {
      prototype: entry.prototype,
      weight: entry.weight * multiplier,
      negated,
      index,
      end: index + words - 1,
    };
    hits.push(hit);
    last = hit;
    index += words - 1;
  }
  return { hits, emotive, negatedTokens, valence };
}

/** Evidence per prototype: a negated hit counts for its opposite (negation.json), damped. */
export function lexiconEvidence(reading: EmotionReading, questions: number): number[] {
  const evidence = new Array<number>(PROTOTYPE_VECTORS.length).fill(0);
  for (const hit of reading.hits) {
    const target = hit.negated ? NEGATED_PROTOTYPE[hit.prototype] : hit.prototype;
    if (target === null || target === undefined) continue;
    evidence[target] =
      (evidence[target] ?? 0) + hit.weight * (hit.negated ? EMOTION_ENGINE.negated : 1);
  }
  if (questions > 0) evidence[CURIOSITY] = (evidence[CURIOSITY] ?? 0) + QUESTION_EVIDENCE;
  return evidence;
}

/** The fallback vector: the evidence-weighted mix of prototypes, as far from neutral as the evidence warrants. */
export function lexiconVector(text: TokenizedText, reading: EmotionReading): number[] {
  const evidence = lexiconEvidence(reading, text.questions);
  let total = 0;
  let sharpTotal = 0;
  for (const weight of evidence)
    if (weight > 0) {
      total += weight;
      sharpTotal += weight ** EMOTION_ENGINE.mixSharpness;
    }
  if (total <= 0) return [...DEFAULT_EMOTION_VECTOR];
  const mix = new Array<number>(EMOTION_DIMENSION_COUNT).fill(0);
  evidence.forEach((weight, prototype) => {
    if (weight <= 0) return;
    const share = weight ** EMOTION_ENGINE.mixSharpness / sharpTotal;
    const vector = PROTOTYPE_VECTORS[prototype] ?? DEFAULT_EMOTION_VECTOR;
    for (let dimension = 0; dimension < mix.length; dimension += 1)
      mix[dimension] = (mix[dimension] ?? 0) + share * (vector[dimension] ?? 0);
  });
  const strength = 1 - Math.exp(-total / EMOTION_ENGINE.saturation);
  const vector = DEFAULT_EMOTION_VECTOR.map(
    (neutral, dimension) => neutral + strength * ((mix[dimension] ?? neutral) - neutral),
  );
  if (reading.hits.length > 0) {
    const lexical = Math.tanh(reading.valence / AFINN_RANGE);
    const current = vector[VALENCE] ?? 0;
    vector[VALENCE] = current + EMOTION_ENGINE.valencePull * (lexical - current);
  }
  if (text.exclamations > 0)
    vector[AROUSAL] =
      (vector[AROUSAL] ?? 0) +
      Math.min(
        EMOTION_ENGINE.exclamationArousalMax,
        text.exclamations * EMOTION_ENGINE.exclamationArousal,
      );
  return roundVector(vector);
}

export function roundVector(vector: readonly number[]): number[] {
  return vector.map(
    (value, dimension) => Math.round(clampDimension(dimension, value) * DECIMALS) / DECIMALS,
  );
}
