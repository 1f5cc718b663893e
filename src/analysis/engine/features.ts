import { EMOTION_PROTOTYPES } from '../../shared/constants.ts';
import { lexiconEvidence, type EmotionReading } from './emotion.ts';
import { turkishStem } from './lexicon.ts';
import { LEXICONS } from './lexicons.ts';
import { morphologyTags, turkishNegativeStem } from './morphology.ts';
import type { TokenizedText } from './tokenize.ts';
import type { Language, ModerationResult } from './types.ts';

// The learned model's input: a bag of hashed features of one text. Beside the text itself
// (character n-grams of each folded word, which carry Turkish suffixes and survive missing
// diacritics; whole words and neighbouring pairs), the rule engine's readings are features too:
// lexicon hits and their prototypes, the negation scope (a word a negation reaches is also seen as
// 'not <word>'), Turkish morphology (negative, 'cannot', tense, person) and the safety rules'
// signals (insult, identity term, exclusion call, claim pattern, debunk framing...). The model
// learns how much each is worth; none decides alone.

export interface FeatureConfig {
  /** Hash buckets (a power of two): each feature string lands in one. */
  buckets: number;
  minGram: number;
  maxGram: number;
}

/** What the rule engine read, for the features. */
export interface RuleReading {
  emotion: EmotionReading;
  safety: ModerationResult;
  /** Safety lexicon categories found (identity, trait, dehumanising, slur, insult, profanity). */
  safetyCategories: ReadonlySet<string>;
}

/** 32-bit FNV-1a of a string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const QUOTE = /["“”„«»]/;
const COUNTERING = new Set(['counter_speech', 'reported', 'quoted']);
const HATE_LABELS = new Set([
  'slur',
  'dehumanising',
  'generalisation',
  'exclusion',
  'stereotype',
  'identity_attack',
]);
/** Score buckets for a rule score: 0, (0, .25), [.25, .5), [.5, .75), [.75, 1]. */
const bucket = (score: number) => (score <= 0 ? 0 : 1 + Math.min(3, Math.floor(score * 4)));

/** The feature strings of a text (deterministic order, duplicates removed). */
export function featureStrings(
  text: TokenizedText,
  raw: string,
  language: Language,
  rules: RuleReading,
  config: FeatureConfig,
): string[] {
  const seen = new Set<string>();
  const add = (feature: string) => seen.add(feature);
  add(`l:${language}`);
  const lexicons = [LEXICONS[language], LEXICONS[language === 'tr' ? 'en' : 'tr']];
  const { tokens } = text;
  // Contrast scope: what follows the last 'but' / 'ama' / 'mostly' is usually the feeling that
  // stands ('tired but proud'); and the last clause, where a post often lands.
  let contrastAt = -1;
  let lastClause = 0;
  tokens.forEach((token, index) => {
    if (token.clauseStart) lastClause = index;
    if (token.kind === 'word' && lexicons.some((lexicon) => lexicon.contrasts.match(token)))
      contrastAt = index;
  });
  if (contrastAt >= 0) add('r:contrast');
  let previous: string | null = null;
  let words = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (token.kind === 'emoji') {
      add(`e:${token.key}`);
      previous = null;
      continue;
    }
    if (token.kind === 'url' || token.kind === 'mention') {
      add(`u:${token.kind}`);
      previous = null;
      continue;
    }
    words += 1;
    const key = token.key;
    const marked = `<${key}>`;
    for (let size = config.minGram; size <= config.maxGram; size += 1)
      for (let start = 0; start + size <= marked.length; start += 1)
        add(marked.slice(start, start + size));
    add(`w:${key}`);
    if (token.kind === 'hashtag') add('u:hashtag');
    if (token.shouting) add('u:shout');
    if (token.elongated) add('u:elongated');
    const negated = rules.emotion.negatedTokens.has(index) || token.contractedNegation;
    if (negated) add(`n:${key}`);
    if (contrastAt >= 0 && index > contrastAt) add(`c:${key}`);
    if (language === 'tr') {
      const stem = turkishStem(token.lower);
      if (stem !== '') add(`s:${stem}`);
      const negativeStem = turkishNegativeStem(key);
      if (negativeStem !== undefined) add(`v:${negativeStem}`);
    }
    for (const tag of morphologyTags(key, language)) add(`m:${tag}`);
    if (lexicons.some((lexicon) => lexicon.secondPerson.match(token))) add('r:second-person');
    if (lexicons.some((lexicon) => lexicon.generalisers.match(token))) add('r:generaliser');
    if (
      lexicons.some((lexicon) => lexicon.negators.match(token) || lexicon.postNegators.match(token))
    )
      add('r:negator');
    if (previous !== null && !token.clauseStart) add(`b:${previous} ${key}`);
    if (token.clauseStart) add('p:clause');
    previous = key;
  }
  add(`len:${Math.min(6, Math.floor(words / 6))}`);
  if (text.exclamations > 0) add(text.exclamations > 2 ? 'p:!!!' : 'p:!');
  if (text.questions > 0) add('p:?');
  if (QUOTE.test(raw)) add('p:quote');
  // The lexicon's reading: each hit's prototype (negated apart) and the strongest prototype.
  for (const hit of rules.emotion.hits) {
    const name = EMOTION_PROTOTYPES[hit.prototype] ?? '';
    const read = hit.negated ? `not-${name}` : name;
    add(`L:${read}`);
    if (contrastAt >= 0)
      add(hit.index > contrastAt ? `L:after-contrast-${read}` : `L:before-contrast-${read}`);
    if (hit.index >= lastClause) add(`L:last-clause-${read}`);
  }
  const evidence = lexiconEvidence(rules.emotion, text.questions);
  let best = -1;
  evidence.forEach((value, index) => {
    if (value > 0 && (best === -1 || value > (evidence[best] ?? 0))) best = index;
  });
  add(best === -1 ? 'L:none' : `L:top-${EMOTION_PROTOTYPES[best] ?? ''}`);
  // The safety rules' reading.
  for (const category of rules.safetyCategories) add(`H:${category}`);
  // A group named by a group word or in code ('these people', 'bu insanlar'), with each other
  // signal: the model weighs the pair, not only each alone.
  if (rules.safetyCategories.has('identity') || rules.safetyCategories.has('coded-group'))
    for (const category of rules.safetyCategories) add(`H:group+${category}`);
  // A claim inside a correction, and a group attack inside counter-speech, news or a quotation,
  // are other features than the same said outright: the model learns each its own weight.
  const labels = rules.safety.labels;
  const debunked = labels.includes('debunked');
  const countered = labels.some((label) => COUNTERING.has(label));
  for (const label of labels) {
    if (debunked && label.startsWith('claim')) add(`R:debunked-${label}`);
    else if (countered && HATE_LABELS.has(label)) add(`R:countered-${label}`);
    else add(`R:${label}`);
  }
  add(`Rt:${bucket(rules.safety.toxicity)}`);
  add(`Rh:${bucket(rules.safety.hatespeech)}`);
  add(`Rd:${debunked ? 'debunked-' : ''}${bucket(rules.safety.disinfo)}`);
  return [...seen];
}

/**
 * The rules' readings (lexicon hits, negation and contrast scope, morphology, safety signals) are
 * few beside a text's many n-grams: each counts this many times an n-gram in the text's mean.
 */
export const RULE_FEATURE_WEIGHT = 3;
const RULE_FEATURE = /^(?:[LHRnvcmr]:|R[thd]:)/;

export interface Buckets {
  /** Bucket indexes, duplicates merged, in first-seen order. */
  index: Int32Array;
  /** Each bucket's weight (the sum of its features' weights). */
  weight: Float32Array;
}

/** The bucket and weight of each feature. */
export function featureBuckets(features: readonly string[], buckets: number): Buckets {
  const mask = buckets - 1;
  const weights = new Map<number, number>();
  for (const feature of features) {
    const index = fnv1a(feature) & mask;
    weights.set(
      index,
      (weights.get(index) ?? 0) + (RULE_FEATURE.test(feature) ? RULE_FEATURE_WEIGHT : 1),
    );
  }
  return { index: Int32Array.from(weights.keys()), weight: Float32Array.from(weights.values()) };
}
