import { ANALYSIS_TEXT_MAX, CLAIM_RISKS, SAFETY_ENGINE } from '../../shared/constants.ts';
import { detectLanguage } from './language.ts';
import { MAX_PHRASE_WORDS } from './lexicon.ts';
import { readHate } from './hate.ts';
import { LEXICONS, otherLanguage, type SafetyEntry } from './lexicons.ts';
import { tokenize, type Token, type TokenizedText } from './tokenize.ts';
import type { Language, ModerationResult } from './types.ts';

// The safety rules: toxicity, hate speech and disinformation risk in 0..1, from lexicons and
// patterns in both languages. Scores combine as a noisy OR: each signal alone gives its weight,
// and several signals together push towards 1 without passing it. Since issue 26 these are the
// learned model's features (features.ts) and the engine's fallback when its weights are missing
// or corrupt; moderate.ts has the decision.

const DECIMALS = 1e4;
/** How far before (and after) an insult a 'you' or 'sen' makes it aimed at someone. */
const TARGET_BEFORE = 3;
const TARGET_AFTER = 2;
/** Turkish second-person endings on an insult: aptalsın, salaksınız, mallsn. */
const SECOND_PERSON_ENDING = /^(s[ıiuü]n|sn|s[ıiuü]n[ıiuü]z)$/;
/** Hate speech also reads as toxic, at this share. */
const HATE_AS_TOXICITY = 0.6;
/** A trait or dehumanising word aimed at someone ('you parasite') counts as an insult at this share. */
const WORD_AS_INSULT = 0.8;
const CLAIM_LABELS = ['claim_high_risk', 'claim_medium_risk', 'claim_low_risk'] as const;

interface Hit {
  index: number;
  entry: SafetyEntry;
  /** The insult carries its own second-person ending. */
  suffixTargeted: boolean;
}

function noisyOr(weights: Iterable<number>): number {
  let keep = 1;
  for (const weight of weights) keep *= 1 - Math.min(1, Math.max(0, weight));
  return 1 - keep;
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * DECIMALS) / DECIMALS;
}

/** Masked words ('f*ck', 's**t') against the profanity and insults they can stand for. */
const MASKABLE: readonly { key: string; entry: SafetyEntry }[] = (() => {
  const words: { key: string; entry: SafetyEntry }[] = [];
  for (const language of ['en', 'tr'] as const) {
    for (const [term, entry] of LEXICONS[language].safety.entries())
      if (
        entry.category === 'profanity' ||
        entry.category === 'insult' ||
        entry.category === 'slur'
      )
        words.push({ key: term, entry });
  }
  return words;
})();

function matchMasked(token: Token): SafetyEntry | undefined {
  const pattern = new RegExp(`^${token.key.replace(/[^a-z*]/g, '').replace(/\*/g, '[a-z]')}`);
  return MASKABLE.find(({ key }) => key.length >= token.key.length - 1 && pattern.test(key))?.entry;
}

function findHits(text: TokenizedText, language: Language): Hit[] {
  const primary = LEXICONS[language];
  const secondary = LEXICONS[otherLanguage(language)];
  const tokens = text.tokens;
  const keys = tokens.map((token) => token.key);
  const hits: Hit[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token || (token.kind !== 'word' && token.kind !== 'hashtag')) continue;
    let found: { entry: SafetyEntry; words: number; remainder: string } | undefined;
    for (const lexicon of [primary.safety, secondary.safety]) {
      if (lexicon.startsPhrase(token.key))
        for (let words = MAX_PHRASE_WORDS; words >= 2 && !found; words -= 1) {
          const entry = lexicon.matchPhrase(keys, index, words);
          if (entry) found = { entry, words, remainder: '' };
        }
      if (found) break;
      // A word that is a function word in the post's language is not the other language's insult.
      if (lexicon === secondary.safety && primary.stopwords.match(token)) break;
      const match = lexicon.match(token);
      if (match) {
        found = { entry: match.value, words: 1, remainder: match.remainder };
        break;
      }
    }
    if (!found && token.masked) {
      const entry = matchMasked(token);
      if (entry) found = { entry, words: 1, remainder: '' };
    }
    if (!found) continue;
    hits.push({
      index,
      entry: found.entry,
      suffixTargeted: SECOND_PERSON_ENDING.test(found.remainder),
    });
    index += found.words - 1;
  }
  return hits;
}

function indexesWhere(tokens: readonly Token[], test: (token: Token) => boolean): number[] {
  const found: number[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'word' && test(token)) found.push(index);
  });
  return found;
}

function near(indexes: readonly number[], index: number, before: number, after: number): boolean {
  return indexes.some((other) => other >= index - before && other <= index + after);
}

/** The text as lowercase ASCII words with single spaces, for the claim and threat patterns. */
function patternText(tokens: readonly Token[], undoLeet: boolean): string {
  return tokens
    .filter((token) => token.kind === 'word' || token.kind === 'hashtag')
    .map((token) => {
      const key = undoLeet ? (token.variants[1] ?? token.key) : token.key;
      return token.contractedNegation ? `${key}nt` : key;
    })
    .join(' ');
}

export function moderateTokens(text: TokenizedText, language: Language): ModerationResult {
  return moderateTokensWithCategories(text, language).result;
}

/** The rules' scores, and the safety lexicon categories found (features of the model). */
function moderateTokensWithCategories(
  text: TokenizedText,
  language: Language,
): { result: ModerationResult; categories: Set<string> } {
  const tokens = text.tokens;
  const lexicons = [LEXICONS[language], LEXICONS[otherLanguage(language)]];
  const hits = findHits(text, language);
  const categories = new Set<string>(hits.map((hit) => hit.entry.category));
  const labels = new Set<string>();
  const secondPerson = indexesWhere(tokens, (token) =>
    lexicons.some((lexicon) => lexicon.secondPerson.match(token) !== undefined),
  );
  const isTargeted = (hit: Hit) =>
    hit.suffixTargeted || near(secondPerson, hit.index, TARGET_BEFORE, TARGET_AFTER);
  // A trait or dehumanising word is an insult when aimed at someone ('you parasite', 'hainsin').
  const toxicHits = hits.filter(
    (hit) =>
      hit.entry.category === 'profanity' ||
      hit.entry.category === 'insult' ||
      ((hit.entry.category === 'trait' || hit.entry.category === 'dehumanising') &&
        isTargeted(hit)),
  );

  const toxicWeights = toxicHits.map((hit) => {
    const category = hit.entry.category;
    labels.add(category === 'profanity' || category === 'insult' ? category : 'insult');
    const token = tokens[hit.index];
    const targeted = isTargeted(hit);
    if (targeted) labels.add('targeted');
    return (
      hit.entry.weight *
      (category === 'profanity' || category === 'insult' ? 1 : WORD_AS_INSULT) *
      (targeted ? SAFETY_ENGINE.targeted : 1) *
      (token?.shouting ? SAFETY_ENGINE.shouting : 1)
    );
  });
  const threatText = patternText(tokens, true);
  for (const lexicon of lexicons)
    for (const { pattern, weight } of lexicon.threats)
      if (pattern.test(threatText)) {
        toxicWeights.push(weight);
        labels.add('threat');
      }
  for (const lexicon of lexicons)
    for (const { pattern, weight } of lexicon.insults)
      if (pattern.test(threatText)) {
        toxicWeights.push(weight);
        labels.add('insult');
        labels.add('targeted');
      }

  const claimText = patternText(tokens, false);
  // The hate patterns as signals of their own, whether or not a listed group word is near (coded
  // language avoids them): features for the model, not scores.
  for (const family of ['exclusion', 'stereotype', 'counter', 'report'] as const)
    if (lexicons.some((lexicon) => lexicon.hate[family].some((pattern) => pattern.test(claimText))))
      categories.add(`pattern-${family}`);
  if (lexicons.some((lexicon) => lexicon.debunk.some((pattern) => pattern.test(claimText))))
    categories.add('pattern-debunk');
  if (lexicons.some((lexicon) => lexicon.hate.codedGroups.test(claimText)))
    categories.add('coded-group');
  const hate = readHate({ tokens, hits, text: claimText, lexicons });
  for (const label of hate.labels) labels.add(label);
  const hatespeech = hate.score;

  const claimWeights: number[] = [];
  for (const lexicon of lexicons)
    lexicon.claims.forEach((tier, tierIndex) => {
      // One pass over the whole tier first: most posts match none of its patterns.
      if (!lexicon.anyClaim[tierIndex]?.test(claimText)) return;
      for (const pattern of tier)
        if (pattern.test(claimText)) {
          claimWeights.push(CLAIM_RISKS[tierIndex] ?? 0);
          labels.add(CLAIM_LABELS[tierIndex] ?? 'claim');
        }
    });

  let disinfo = noisyOr(claimWeights);
  if (disinfo > 0 && lexicons.some((lexicon) => lexicon.debunk.some((p) => p.test(claimText)))) {
    disinfo *= SAFETY_ENGINE.debunked;
    labels.add('debunked');
  }

  return {
    result: {
      toxicity: round(noisyOr([...toxicWeights, hatespeech * HATE_AS_TOXICITY])),
      hatespeech: round(hatespeech),
      disinfo: round(disinfo),
      labels: [...labels].sort(),
    },
    categories,
  };
}

/** A quotation of three words or more: "…", “…”, „…“ or «…». */
const QUOTATION = /["“”„«»]([^"“”„«»]*[\p{L}\p{N}][^"“”„«»]*)["“”„«»]/gu;
const QUOTE_MIN_WORDS = 3;

/** The text with its quotations cut out, and the quotations themselves. */
function splitQuotations(text: string): { own: string; quoted: string } | null {
  const quoted: string[] = [];
  const own = text.replace(QUOTATION, (whole, inner: string) => {
    if (inner.trim().split(/\s+/).length < QUOTE_MIN_WORDS) return whole;
    quoted.push(inner);
    return ' ';
  });
  return quoted.length > 0 ? { own, quoted: quoted.join(' . ') } : null;
}

export interface RuleModeration {
  result: ModerationResult;
  /** Safety lexicon categories found in the text's own words (quotations included). */
  categories: Set<string>;
}

/** The rules' moderation of a tokenized text (`input` is its raw text, for quotations). */
export function moderateWithRules(
  input: string,
  tokenized: TokenizedText,
  language: Language,
): RuleModeration {
  const whole = moderateTokensWithCategories(tokenized, language);
  const parts = splitQuotations(input);
  if (!parts) return whole;
  // Quoting an insult to condemn or report it is not saying it: what is said inside quotation
  // marks counts for a share only (claims are judged on the whole text).
  const own = moderateTokens(tokenize(parts.own), language);
  const quoted = moderateTokens(tokenize(parts.quoted), language);
  const share = SAFETY_ENGINE.quoted;
  return {
    result: {
      toxicity: round(Math.max(own.toxicity, share * quoted.toxicity)),
      hatespeech: round(Math.max(own.hatespeech, share * quoted.hatespeech)),
      disinfo: whole.result.disinfo,
      labels: [...new Set([...whole.result.labels, 'quoted'])].sort(),
    },
    categories: whole.categories,
  };
}

/** The rules alone on a text (the fallback, and the rules' own tests). */
export function moderateTextWithRules(text: string): ModerationResult {
  const input = text.slice(0, ANALYSIS_TEXT_MAX);
  const tokenized = tokenize(input);
  return moderateWithRules(input, tokenized, detectLanguage(tokenized)).result;
}
