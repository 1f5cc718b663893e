import { ANALYSIS_TOPIC_MIN_LENGTH, ANALYSIS_TOPICS_MAX } from '../../shared/constants.ts';
import { LEXICONS } from './lexicons.ts';
import { topicText, type Token, type TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// Topics: the post's hashtags first, in order, then its salient keywords: words that are not
// function words, not emotion words and not insults, ranked by how often they occur, with a
// little extra for long words and capitalised names.

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

/** Cleans, de-duplicates and caps a list of topics (also for topics an LLM proposes). */
export function normaliseTopics(topics: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const topic of topics) {
    const clean = cleanTopic(topic);
    if (clean.length > 0) seen.add(clean);
    if (seen.size === ANALYSIS_TOPICS_MAX) break;
  }
  return [...seen];
}

function stripTurkishEnding(word: string): string {
  for (const ending of TURKISH_CASE_ENDINGS)
    if (word.length - ending.length >= TURKISH_STEM_MIN && word.endsWith(ending))
      return word.slice(0, -ending.length);
  return word;
}

// Turkish verb forms (-yor, -mak, -acak, -dım, -mış) say what happened, not what it was about.
const TURKISH_VERB = /(?:yor(?:um|sun|uz|sunuz|lar)?|m[ae]k|[ae]c[ae]k|[dt][ıiuü]m|m[ıiuü]ş)$/;

function isKeyword(token: Token, language: Language): boolean {
  if (token.kind !== 'word' || token.key.length < ANALYSIS_TOPIC_MIN_LENGTH) return false;
  if (ONLY_DIGITS.test(token.key) || token.masked) return false;
  if (language === 'tr' && TURKISH_VERB.test(token.text)) return false;
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
  const keywords = new Map<string, { score: number; first: number }>();
  text.tokens.forEach((token, index) => {
    if (emotive.has(index) || !isKeyword(token, language)) return;
    const word = cleanTopic(language === 'tr' ? stripTurkishEnding(token.text) : token.text);
    if (word.length < ANALYSIS_TOPIC_MIN_LENGTH) return;
    const isName = index > 0 && CAPITALISED.test(token.raw);
    const bonus = (word.length >= LONG_WORD ? LONG_WORD_BONUS : 0) + (isName ? NAME_BONUS : 0);
    const entry = keywords.get(word);
    if (entry) entry.score += 1;
    else keywords.set(word, { score: 1 + bonus, first: index });
  });
  const ranked = [...keywords.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .map(([word]) => word);
  return normaliseTopics([...hashtags, ...ranked]);
}
