import { stemmer as snowballTurkish } from '@orama/stemmers/turkish';
import { ANALYSIS_TOPIC_MIN_LENGTH, ANALYSIS_TOPICS_MAX } from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';
import { LEXICONS } from './lexicons.ts';
import { TOPIC_STOP_WORDS, TURKISH_VERB_ROOTS } from './topic-words.ts';
import { topicText, type Token, type TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// Topics: the post's hashtags first, in order and as written, then its salient keywords: words
// that are not function words, pronouns, time words, verbs, emotion words or insults, ranked by
// how often they occur, with a little extra for long words and capitalised names. Turkish
// keywords are stemmed (kitaba, kitabı, kitaplar → kitap) and every topic is compared folded, so
// #yuruyus and #yürüyüş are one topic.

const NOT_TOPIC_CHARS = /[^\p{L}\p{N}-]+/gu;
const ONLY_DIGITS = /^\d+$/;
// Turkish case and plural endings, longest first; stripped only when a stem of 4+ letters stays.
const TURKISH_CASE_ENDINGS = [
  'sında',
  'sinde',
  'sunda',
  'sünde',
  'ında',
  'inde',
  'unda',
  'ünde',
  'ları',
  'leri',
  'daki',
  'deki',
  'taki',
  'teki',
  'lar',
  'ler',
  'dan',
  'den',
  'tan',
  'ten',
  'nın',
  'nin',
  'nun',
  'nün',
  'da',
  'de',
  'ta',
  'te',
];
const TURKISH_STEM_MIN = 4;
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

/**
 * The stem of a Turkish word: the Snowball Turkish stemmer (@orama/stemmers), which strips
 * case, possessive and plural endings and undoes consonant softening (kitabı → kitap, çocuğu →
 * çocuk, ağacı → ağaç). Where it cuts too deep (deniz → de) the older rule of stripping only a
 * case or plural ending from a stem of 4+ letters applies instead.
 */
export function stemTurkish(word: string): string {
  const stem = snowballTurkish(word);
  if (stem === word) return stem;
  const cut = word.slice(stem.length);
  if (stem.length >= TURKISH_SNOWBALL_STEM_MIN && !(word.startsWith(stem) && ROOT_LIKE.test(cut)))
    return stem;
  return stripTurkishEnding(word);
}
// Shorter Snowball stems are mostly wrong (oyun → oy, çayı → ça, selin → sel).
const TURKISH_SNOWBALL_STEM_MIN = 4;
// A cut that is only a possessive 'my' or 'your', or -ne, is more often the word's own end
// (bayram → bayra, teslim → tesl, kütüphane → kütüpha): the word is kept.
const ROOT_LIKE = /^(?:[ıiuü]?[mn]|n[ae])$/;

const SOFTENED = { p: 'b', ç: 'c', t: 'd', k: 'ğ' } as const;
const PLURAL_ENDING = /l[ae]r(?:[ıi]|[ıi]n[ıi]|d[ae]n?)?$/;

/**
 * A capitalised word mid-sentence may be a name (Ankara, Bursa), which Snowball would cut
 * (ankar, bur). It is stemmed only when the stem plainly comes from an ending: a plural, or a
 * consonant softened before a vowel (Kitabı → kitap, Çocuğu → çocuk).
 */
export function stemTurkishName(word: string): string {
  const stem = stemTurkish(word);
  if (stem === word) return word;
  const last = stem.charAt(stem.length - 1) as keyof typeof SOFTENED;
  const softened = SOFTENED[last] !== undefined && word.charAt(stem.length - 1) === SOFTENED[last];
  return softened || PLURAL_ENDING.test(word) ? stem : word;
}

function stripTurkishEnding(word: string): string {
  for (const ending of TURKISH_CASE_ENDINGS)
    if (word.length - ending.length >= TURKISH_STEM_MIN && word.endsWith(ending))
      return word.slice(0, -ending.length);
  return word;
}

// Turkish verb forms (-yor, -mak, -acak, -dım, -mış, negative -medi, -mez, -meli) say what
// happened, not what it was about.
const TURKISH_VERB =
  /(?:yor(?:um|sun|uz|sunuz|lar)?|m[ae]k|[ae]c[ae]k|[dt][ıiuü]m|m[ıiuü]ş|m[ae]d[ıi](?:m|n|k|l[ae]r)?|m[ae]z(?:s[ıi]n|l[ae]r)?|m[ae]l[ıi](?:y[ıi]m|s[ıi]n)?)$/;
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
const NEVER_TOPICS = new Set(TOPIC_STOP_WORDS.map(foldText));

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

// Case endings on a stop word (herkesin, herkese, kimseyle), folded: Snowball cuts some of these
// to non-words (herkesin → herke) that the stop list cannot catch.
const FOLDED_CASE_ENDINGS = [
  'nin',
  'nun',
  'in',
  'un',
  'yle',
  'yla',
  'ye',
  'ya',
  'yi',
  'yu',
  'den',
  'dan',
  'de',
  'da',
  'le',
  'la',
  'e',
  'a',
  'i',
  'u',
];

function isInflectedStopWord(foldedKey: string): boolean {
  return FOLDED_CASE_ENDINGS.some(
    (ending) =>
      foldedKey.length > ending.length + 1 &&
      foldedKey.endsWith(ending) &&
      NEVER_TOPICS.has(foldedKey.slice(0, -ending.length)),
  );
}

function isKeyword(token: Token, language: Language): boolean {
  if (token.kind !== 'word' || token.key.length < ANALYSIS_TOPIC_MIN_LENGTH) return false;
  if (ONLY_DIGITS.test(token.key) || token.masked) return false;
  if (NEVER_TOPICS.has(token.key) || isVerbForm(token.text)) return false;
  if (language === 'tr' && isInflectedStopWord(token.key)) return false;
  if (language === 'tr' && NEVER_TOPICS.has(foldText(stemTurkish(token.text)))) return false;
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

export function extractTopics(
  text: TokenizedText,
  language: Language,
  emotive: ReadonlySet<number>,
): string[] {
  const hashtags = text.tokens
    .filter((token) => token.kind === 'hashtag')
    .map((token) => token.text);
  // Keyed by the folded stem, so kitaba and kitaplar, or yürüyüş and yuruyus, count as one.
  const keywords = new Map<string, { word: string; score: number; first: number }>();
  text.tokens.forEach((token, index) => {
    if (emotive.has(index) || !isKeyword(token, language)) return;
    const isName = index > 0 && CAPITALISED.test(token.raw);
    const word = cleanTopic(
      language !== 'tr'
        ? token.text
        : isName
          ? stemTurkishName(token.text)
          : stemTurkish(token.text),
    );
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
