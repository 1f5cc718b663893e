import { ANALYSIS_TOPIC_MIN_LENGTH, ANALYSIS_TOPICS_MAX } from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';
import { lemmatiseEnglish, lemmatiseTurkish } from './lemmas.ts';
import { LEXICONS } from './lexicons.ts';
import { BODY_PARTS, TOPIC_STOP_WORDS, TURKISH_VERB_ROOTS } from './topic-words.ts';
import { topicText, type Token, type TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// Topics: the post's hashtags first, in order and as written, then its salient keywords: words
// that are not function words, pronouns, time words, verbs, emotion words or insults, ranked by
// how often they occur, with a little extra for long words and capitalised names. Keywords are
// nouns and names, shown as their dictionary lemma (kitaba, kitabı, kitaplar → kitap; legs → leg;
// src/analysis/engine/lemmas.ts), never a cut-off stem, and every topic is compared folded, so
// #yuruyus and #yürüyüş are one topic.

const NOT_TOPIC_CHARS = /[^\p{L}\p{N}-]+/gu;
const ONLY_DIGITS = /^\d+$/;
const LONG_WORD = 6;
const LONG_WORD_BONUS = 0.3;
const NAME_BONUS = 0.5;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** A topic as stored and shown: lowercase, letters, digits and hyphens only. */
export function cleanTopic(raw: string): string {
  return topicText(raw)
    .replace(/_/g, '-')
    .replace(NOT_TOPIC_CHARS, '')
    .replace(/^-+|-+$/g, '');
}

/**
 * Cleans, de-duplicates after folding (the first spelling wins) and caps a list of topics (also
 * for topics an LLM proposes).
 */
export function normaliseTopics(topics: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const topic of topics) {
    const clean = cleanTopic(topic);
    const key = foldText(clean);
    if (clean.length > 0 && !kept.has(key)) kept.set(key, clean);
    if (kept.size === ANALYSIS_TOPICS_MAX) break;
  }
  return [...kept.values()];
}

// Turkish verb forms (-yor, -mak, -acak, -dım, -mış, negative -medi, -mez, -meli) say what
// happened, not what it was about.
const TURKISH_VERB =
  /(?:yor(?:um|sun|uz|sunuz|lar)?|m[ae]k|[ae]c[ae]k|[ae]c[ae]ğ(?:ım|im|ız|iz)|[dt][ıiuü]m|m[ıiuü]ş|m[ae]d[ıi](?:m|n|k|l[ae]r)?|m[ae]z(?:s[ıi]n|l[ae]r)?|m[ae]l[ıi](?:y[ıi]m|s[ıi]n)?)$/;
// A known verb root followed only by verb endings (olma, bilmedi, yaptım, sevmiyorum, gitti).
const TURKISH_VERB_ENDINGS =
  '(?:m[ae]|m(?=[ıiuü]yor))?(?:[ıiuü]?yor|y?[ae]c[ae]k|[dt][ıiuü]|m[ıiuü]ş|[ıiuü]?r|[ae]r|z|s[ae]|m[ae]l[ıi]|y?[ıiuü]n|m[ae]k|y?[ae]l[ıi]m)?' +
  '(?:[ıiuü]?m|s[ıiuü]n|[ıiuü]z|n[ıiuü]z|s[ıiuü]n[ıiuü]z|l[ae]r|k|n)?';
const TURKISH_ROOT_VERB = new RegExp(
  `^(?:${TURKISH_VERB_ROOTS.join('|')})(?=.)${TURKISH_VERB_ENDINGS}$`,
);
// Past forms of the first and third person (yüzdük, yaptık, oynadı, söyledi, gösterdi, kaldı);
// five letters or more, so kedi or vadi stay nouns, and six after a consonant, so hindi does.
const TURKISH_PAST = /(?:d[ıiuü]k|t[ıuü]k|[ae][dt][ıi])$/;
const TURKISH_CONSONANT_PAST = /^.{3,}[bcçfgğhjklmnprsştvyz][dt][ıiuü]$/;
const TURKISH_PAST_MIN_LENGTH = 5;
// English past forms (walked, finished) are verbs; -eed words (speed, seed) are not.
const ENGLISH_PAST = /^[a-z]{2,}[^e]ed$/;
const NEVER_TOPICS = new Set([...TOPIC_STOP_WORDS, ...BODY_PARTS].map(foldText));

/** True when the word reads as a verb form in either language. */
export function isVerbForm(lowerWord: string): boolean {
  return (
    TURKISH_VERB.test(lowerWord) ||
    TURKISH_ROOT_VERB.test(lowerWord) ||
    (lowerWord.length >= TURKISH_PAST_MIN_LENGTH && TURKISH_PAST.test(lowerWord)) ||
    TURKISH_CONSONANT_PAST.test(lowerWord) ||
    ENGLISH_PAST.test(foldText(lowerWord))
  );
}

function isKeyword(token: Token): boolean {
  if (token.kind !== 'word' || token.key.length < ANALYSIS_TOPIC_MIN_LENGTH) return false;
  if (ONLY_DIGITS.test(token.key) || token.masked) return false;
  if (NEVER_TOPICS.has(token.key) || isVerbForm(token.text)) return false;
  for (const lexicons of [LEXICONS.tr, LEXICONS.en]) {
    const lists = [
      lexicons.stopwords,
      lexicons.safety,
      lexicons.negators,
      lexicons.postNegators,
      lexicons.intensifiers,
    ];
    if (lists.some((list) => list.match(token) !== undefined)) return false;
  }
  return true;
}

/**
 * The topic a word stands for: its dictionary lemma when that is a noun or a name (dükkanı →
 * dükkan, legs → leg), the word itself when the dictionary does not know it (a name, a brand,
 * slang), and nothing for a pronoun, verb, adjective or function word (hepsinden, run, old) or a
 * lemma on the never-topic lists (hafta, leg).
 */
export function topicLemma(word: string, language: Language): string | undefined {
  if (isVerbForm(word)) return undefined;
  const found = language === 'tr' ? lemmatiseTurkish(word) : lemmatiseEnglish(word);
  if (found?.kind === 'other') return undefined;
  const lemma = found?.lemma ?? word;
  return NEVER_TOPICS.has(foldText(lemma)) ? undefined : lemma;
}

export function extractTopics(
  text: TokenizedText,
  language: Language,
  emotive: ReadonlySet<number>,
): string[] {
  const hashtags = text.tokens
    .filter((token) => token.kind === 'hashtag')
    .map((token) => token.text);
  // Keyed by the folded lemma, so kitaba and kitaplar, or yürüyüş and yuruyus, count as one.
  const keywords = new Map<string, { word: string; score: number; first: number }>();
  text.tokens.forEach((token, index) => {
    if (emotive.has(index) || !isKeyword(token)) return;
    const lemma = topicLemma(token.text, language);
    if (lemma === undefined) return;
    const isName = index > 0 && CAPITALISED.test(token.raw);
    const word = cleanTopic(lemma);
    if (word.length < ANALYSIS_TOPIC_MIN_LENGTH) return;
    const bonus = (word.length >= LONG_WORD ? LONG_WORD_BONUS : 0) + (isName ? NAME_BONUS : 0);
    const key = foldText(word);
    const entry = keywords.get(key);
    if (entry) entry.score += 1;
    else keywords.set(key, { word, score: 1 + bonus, first: index });
  });
  const ranked = [...keywords.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(({ word }) => word);
  return normaliseTopics([...hashtags, ...ranked]);
}
