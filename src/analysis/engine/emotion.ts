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
import { shippedClassifier, type EmotionClassifier } from './emotion-classifier.ts';
import type { Lexicon } from './lexicon.ts';
import { MAX_PHRASE_WORDS, PROGRESSIVE_MARKER } from './lexicon.ts';
import {
  EMOJI,
  LEXICONS,
  NEGATED_PROTOTYPE,
  otherLanguage,
  prototypeIndex,
  type EmotionEntry,
  type LanguageLexicons,
} from './lexicons.ts';
import type { Token, TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// The emotion vector of a text. Each emotion word, emoji or emoticon is evidence for one of the 12
// prototypes; the text's vector is the evidence-weighted mix of those prototypes, moved from the
// neutral defaults only as far as the amount of evidence warrants. docs/analysis.md has the details.

const PROTOTYPE_VECTORS = EMOTION_PROTOTYPES.map((name) => EMOTION_PROTOTYPE_VECTORS[name]);
const HAPPINESS = prototypeIndex('happiness');
const SADNESS = prototypeIndex('sadness');
const CURIOSITY = prototypeIndex('curiosity');
const ANGER = prototypeIndex('anger');
const HOPE = prototypeIndex('hope');
const LONELINESS = prototypeIndex('loneliness');
const BOREDOM = prototypeIndex('boredom');
/** 'Can't wait' is eager anticipation. */
const CANT_WAIT_HOPE = 0.8;
/** 'değil' or 'yok' takes back an emotion word up to this many words before ('ilginç hiçbir şey yok'). */
const POST_NEGATION_REACH = 3;
const VALENCE = 0;
const AROUSAL = 1;
/** A question leans a text a little towards curiosity. */
const QUESTION_EVIDENCE = 0.25;
/** A question with a question word ('neden', 'nasıl') leans this much further. */
const QUESTION_WORD_EVIDENCE = 0.35;
/** AFINN scores run -5..5; prototype valence runs -1..1. */
const AFINN_RANGE = 5;
/** Lexicon valence (a sum of -5..5 scores) reaches ±0.76 at this total (tanh). */
const VALENCE_SCALE = AFINN_RANGE;
const DECIMALS = 1e4;
const HOSTILITY_SHARE = 0.7;

export interface EmotionReading {
  vector: number[];
  /** Indexes of tokens that carried emotion (kept out of the topics). */
  emotive: Set<number>;
}

interface Contribution {
  prototype: number;
  weight: number;
  negated: boolean;
  valence: number;
  tokenIndex: number;
  /** The last token of the word or phrase. */
  endIndex: number;
}

/** English endings an English stem may take inside a Turkish post ('stressed', 'hurting'). */
const ENGLISH_ENDING = /^(?:s|es|d|ed|ing|ings|er|ers|est|ly|y|ful|ness|ment|ments)$/;

/** How far into a phrase a filler word may sit: 'moralim çok bozuk', 'kimse de beni aramadı'. */
const FILLER_REACH = 2;

interface Found<T> {
  value: T;
  /** Tokens consumed, a skipped filler included. */
  words: number;
  remainder: string;
  lexicon: Lexicon<T>;
  /** The phrase had an intensifier inside it ('moralim çok bozuk'). */
  intensified?: boolean;
}

/**
 * A phrase with one filler word inside it, matched as if the filler were not there. Fillers are
 * the language's own (Turkish only: 'çok', 'hiç', 'beni'), so English matching is unchanged.
 */
function phraseAroundFiller<T>(
  tokens: readonly Token[],
  keys: readonly string[],
  index: number,
  lexicon: Lexicon<T>,
  language: LanguageLexicons,
): Found<T> | undefined {
  for (let skip = 1; skip <= FILLER_REACH; skip += 1) {
    const filler = tokens[index + skip];
    if (!filler || language.phraseFillers.match(filler) === undefined) continue;
    const joined = [
      ...keys.slice(index, index + skip),
      ...keys.slice(index + skip + 1, index + MAX_PHRASE_WORDS + 1),
    ];
    // The filler must sit inside the phrase, so the phrase runs past it.
    for (let words = MAX_PHRASE_WORDS; words > skip; words -= 1) {
      const found = lexicon.matchPhraseEnding(joined, 0, words);
      if (found !== undefined)
        return {
          value: found.value,
          words: words + 1,
          remainder: found.remainder,
          lexicon,
          intensified: language.intensifiers.match(filler) !== undefined,
        };
    }
  }
  return undefined;
}

/** The lexicon entry for the phrase or word at `index`, trying the text's language first. */
function lookup<T>(
  tokens: readonly Token[],
  keys: readonly string[],
  index: number,
  [primary, secondary]: readonly [Lexicon<T>, Lexicon<T>],
  [primaryLanguage, secondaryLanguage]: readonly [LanguageLexicons, LanguageLexicons],
  primaryStopword: boolean,
): Found<T> | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  for (const lexicon of [primary, secondary]) {
    if (lexicon === secondary && primaryStopword) break;
    if (lexicon.startsPhrase(token.key)) {
      for (let words = MAX_PHRASE_WORDS; words >= 2; words -= 1) {
        const found = lexicon.matchPhraseEnding(keys, index, words);
        if (found !== undefined)
          return { value: found.value, words, remainder: found.remainder, lexicon };
      }
      const language = lexicon === primary ? primaryLanguage : secondaryLanguage;
      const filled = phraseAroundFiller(tokens, keys, index, lexicon, language);
      if (filled) return filled;
    }
    const found = lexicon.match(token);
    // In a Turkish text an English stem must end the word or take an English ending: 'çalmadı'
    // is not 'calm' + 'adı'.
    const foreign =
      lexicon === secondary && secondaryLanguage === LEXICONS.en && found?.remainder !== '';
    if (found && (!foreign || ENGLISH_ENDING.test(found.remainder)))
      return { value: found.value, words: 1, remainder: found.remainder, lexicon };
  }
  return undefined;
}

/** A word with only a valence score leans the text to happiness or sadness, weakly. */
function valenceOnlyEntry(score: number): EmotionEntry {
  return {
    prototype: score > 0 ? HAPPINESS : SADNESS,
    weight: Math.abs(score) * EMOTION_ENGINE.valenceOnlyWeightPerPoint,
  };
}

// Turkish negates inside the verb: sev-mi-yor-um, sev-me-di-m, gel-me-z, sev-e-mi-yor-um (cannot),
// sev-me-yen, and as typed colloquially sev-mi-yo-m. On folded keys (ı→i, ü→u), the negative
// marker after a verb stem or after a matched stem's remainder ('endişe*' + 'lenmiyorum'). The
// infinitive (-mek/-mak) and the verbal noun are not negative, so the marker must carry a tense,
// person or participle ending.
const TURKISH_NEGATIVE = `(?:[ae]|y[ae])?m(?:[iu]${PROGRESSIVE_MARKER}|[ae]d[iu]|[ae]z|[ae]mis|[ae]y[ae]c[ae]k|[ae]m[ae]li|[ae]s[iu]n|[ae]y[ae]n|[ae]m(?:iz)?$|[ae]yin)`;
/** A remainder after a matched stem that negates it ('medim' in 'beğenmedim'). */
const NEGATIVE_REMAINDER = new RegExp(`^[a-z]{0,4}?${TURKISH_NEGATIVE}`);
/**
 * A relative participle after an emotion verb ('sevdiğim kedi', 'korktuğum şey'): it describes a
 * noun rather than saying how the writer feels, so it counts for ATTRIBUTIVE_SHARE of its weight.
 */
const ATTRIBUTIVE_REMAINDER = /^(?:[dt][iu]g|y?[ae]c[ae]g)/;
const ATTRIBUTIVE_SHARE = 0.4;
/** A privative remainder ('suz' in 'umutsuz', 'huzursuz'): the stem's opposite. */
const PRIVATIVE_REMAINDER = /^s[iu]z/;
/** A whole negative verb form, split into its stem ('sev' from 'sevmiyorum'). */
const NEGATIVE_VERB = new RegExp(`^([a-z]{2,}?)${TURKISH_NEGATIVE}`);
/**
 * Light verbs that carry an emotion noun ('zevk almıyorum', 'mutlu olmadım', 'gurur duymuyorum'):
 * negated, they negate the emotion word before them, as 'değil' does.
 */
const LIGHT_VERBS = new Set(['al', 'ol', 'et', 'duy', 'hisset', 'bul', 'yasa', 'kal']);

/**
 * 'Couldn't' in the first person past (alamadım, gidemedik, bulamadım): a small disappointment,
 * for verbs the lexicon does not know.
 */
const COULD_NOT = /^[a-z]{2,}y?[ae]m[ae]d[iu](m|k)$/;
const COULD_NOT_WEIGHT = 0.4;

/**
 * Feelings told as situations (docs/analysis.md, "Third Turkish round"), on folded keys:
 * 'bir daha duyamayacağım', 'kapısı artık hiç açılmayacak' (never again: sadness); 'kimse beni
 * görmüyor' (nobody … me: loneliness); 'üçüncü kez aynı diziyi açtım', 'for
 * the fifth time' (the same thing again: boredom).
 */
const NEGATIVE_FUTURE = /m[ae]y[ae]c[ae][kg]/;
const NEVER_AGAIN_WEIGHT = 0.7;
const NEVER_AGAIN_REACH = 6;
const NOBODY_ME_WEIGHT = 0.9;
/** Turkish only: English 'nobody' is a loneliness word in the lexicon already. */
const NOBODY = new Set(['kimse', 'kimsecik']);
const ME = new Set(['beni', 'bana', 'benimle', 'benden', 'benle']);
const ORDINAL_TIMES: Record<Language, { ordinal: RegExp; times: ReadonlySet<string> }> = {
  tr: {
    ordinal:
      /^(ikinci|ucuncu|dorduncu|besinci|altinci|yedinci|sekizinci|dokuzuncu|onuncu|kacinci|yuzuncu|bininci)$/,
    times: new Set(['kez', 'kere', 'defa', 'sefer']),
  },
  en: {
    ordinal: /^(third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|nth|hundredth|millionth)$/,
    times: new Set(['time']),
  },
};
const SAME_AGAIN_WEIGHT = 0.5;
/**
 * Fourth Turkish round: 'arayan yok', 'kapısını çalan olmuyor', 'yanıma oturan olmadı' (nobody
 * who calls, knocks, sits with me: loneliness), a subject participle of a verb of company before
 * a word of absence; and 'açıp açıp duruyorum', 'yuvarlanıp duruyor' (-Ip dur-, keeps doing:
 * boredom), where the lexicon read neither word. Folded keys.
 */
const COMPANY_PARTICIPLE =
  /^(?:arayan|soran|gelen|yazan|calan|oturan|ugrayan|karsilayan|gorusen|konusan|dinleyen|anlayan|hatirlayan|umursayan|bekleyen|selamlayan)$/;
const ABSENCE = new Set(['yok', 'yoktu', 'olmuyor', 'olmadi', 'kalmadi', 'olmaz']);
const NOBODY_WHO_WEIGHT = 0.9;
const KEEPS_DOING = /^[a-z]{2,}[iu]p$/;
/** Progressive or aorist only: 'gelip durdu' is 'came and stopped'. */
const DUR_ON = /^dur(?:uyo|ur)/;
const KEEPS_DOING_WEIGHT = 0.5;
/**
 * 'ne diyecek diye düşündüm', 'nasıl ödeyeceğim diye': a question about the future turned over
 * ('… diye', wondering) is worry. Folded keys.
 */
const WHAT_WILL = new Set(['ne', 'neler', 'nasil', 'kim']);
const FUTURE = /[ae]c[ae](?:k|k(?:s[iu]n|l[ae]r|m[iu]s)|g[iu]m|g[iu]z)$/;
const WONDERING_WEIGHT = 0.6;
const STRESS = prototypeIndex('stress');
/**
 * A wish ('inşallah', 'umarım', 'hopefully') makes the good things after it in its clause hoped
 * for rather than had: 'inşallah yarın güzel haberler alırız' is hope (folded keys).
 */
const WISH = new Set(['insallah', 'umarim', 'umariz', 'dilerim', 'dileriz', 'hopefully']);
/** Crying emoji that beside a happy one are tears of joy. */
const TEARS_OF_JOY = new Set(['😭']);

/** Evidence from the constructions above (nobody … me only where the lexicon read no word). */
function situations(
  tokens: readonly Token[],
  language: Language,
  emotive: ReadonlySet<number>,
  evidence: number[],
): void {
  const ordinal = ORDINAL_TIMES[language];
  // 'Fikrini soran olmadı' said to someone ('sen', 'sana') is a put-down, not loneliness.
  const addressed =
    language === 'tr' && tokens.some((token) => LEXICONS.tr.secondPerson.match(token));
  const clauseBreak = (from: number, to: number) => {
    for (let between = from + 1; between <= to; between += 1)
      if (tokens[between]?.clauseStart) return true;
    return false;
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const key = tokens[index]?.key ?? '';
    const next = tokens[index + 1]?.key ?? '';
    // 'bir daha … -mAyAcAk', 'artık (hiç) … -mAyAcAk'; English 'never … again'.
    const neverAgain =
      language === 'tr' ? (key === 'bir' && next === 'daha') || key === 'artik' : key === 'never';
    if (neverAgain) {
      for (let other = index + 1; other <= index + NEVER_AGAIN_REACH; other += 1) {
        const word = tokens[other];
        if (!word || clauseBreak(index, other)) break;
        const closes = language === 'tr' ? NEGATIVE_FUTURE.test(word.key) : word.key === 'again';
        if (closes) {
          evidence[SADNESS] = (evidence[SADNESS] ?? 0) + NEVER_AGAIN_WEIGHT;
          break;
        }
      }
    }
    // 'kimse beni aramıyor', 'kimse bana yazmadı', when the lexicon did not read the phrase.
    if (language === 'tr' && NOBODY.has(key)) {
      const me = [index + 1, index + 2, index + 3].find((other) =>
        ME.has(tokens[other]?.key ?? ''),
      );
      const verb =
        me === undefined
          ? undefined
          : [me + 1, me + 2].find((other) => NEGATIVE_VERB.test(tokens[other]?.key ?? ''));
      let read = false;
      for (let other = index; verb !== undefined && other <= verb; other += 1)
        if (emotive.has(other)) read = true;
      if (verb !== undefined && !read && !clauseBreak(index, verb))
        evidence[LONELINESS] = (evidence[LONELINESS] ?? 0) + NOBODY_ME_WEIGHT;
    }
    // 'arayan yok', 'arayan soran da yok', 'kapısını çalan olmuyor'.
    if (language === 'tr' && !addressed && COMPANY_PARTICIPLE.test(key) && !emotive.has(index)) {
      for (let other = index + 1; other <= index + 3; other += 1) {
        const word = tokens[other]?.key ?? '';
        if (clauseBreak(index, other) || emotive.has(other)) break;
        if (ABSENCE.has(word)) {
          evidence[LONELINESS] = (evidence[LONELINESS] ?? 0) + NOBODY_WHO_WEIGHT;
          break;
        }
        if (!COMPANY_PARTICIPLE.test(word) && !['de', 'da', 'bile', 'hic'].includes(word)) break;
      }
    }
    // 'yuvarlanıp duruyor', 'açıp bakıp duruyorum'.
    if (
      language === 'tr' &&
      KEEPS_DOING.test(key) &&
      DUR_ON.test(next) &&
      !emotive.has(index) &&
      !emotive.has(index + 1) &&
      !clauseBreak(index, index + 1)
    )
      evidence[BOREDOM] = (evidence[BOREDOM] ?? 0) + KEEPS_DOING_WEIGHT;
    // 'ne diyecek diye', 'nasıl yetişeceğim diye' (wondering, not asking).
    if (language === 'tr' && key === 'diye' && FUTURE.test(tokens[index - 1]?.key ?? '')) {
      const asks = [index - 2, index - 3].some(
        (other) => WHAT_WILL.has(tokens[other]?.key ?? '') && !clauseBreak(other, index),
      );
      // '… diye sordu' reports a question someone asked.
      if (asks && !emotive.has(index - 1) && !next.startsWith('sor'))
        evidence[STRESS] = (evidence[STRESS] ?? 0) + WONDERING_WEIGHT;
    }
    // 'üçüncü kez', 'beşinci defa'; 'for the fifth time'.
    if (ordinal.ordinal.test(key) && ordinal.times.has(next) && !clauseBreak(index, index + 1))
      evidence[BOREDOM] = (evidence[BOREDOM] ?? 0) + SAME_AGAIN_WEIGHT;
  }
}

/**
 * The negative pluperfect (-memiştim), or 'can't be' (olamaz, olmaz): with 'bu kadar' before it,
 * 'never so much' and 'it can't be this …' are emphasis, not a negation.
 */
const NEVER_BEFORE = /m[ae]m[iu]s|^ol(a)?maz$/;
const COMPARISON_REACH = 4;

/** 'Hiç bu kadar eğlenmemiştim', 'bu kadar sıkıcı olamaz': a superlative, not a negation. */
function neverSoMuch(tokens: readonly Token[], index: number): boolean {
  if (!NEVER_BEFORE.test(tokens[index]?.key ?? '')) return false;
  for (let other = Math.max(0, index - COMPARISON_REACH); other < index; other += 1)
    if (tokens[other]?.key === 'kadar') return true;
  return false;
}

function turkishNegativeStem(key: string): string | undefined {
  if (!key.includes('m')) return undefined;
  return NEGATIVE_VERB.exec(key)?.[1];
}

function keyToken(key: string, lower = key): Token {
  return {
    kind: 'word',
    raw: lower,
    text: lower,
    lower,
    key,
    variants: [key],
    shouting: false,
    elongated: false,
    contractedNegation: false,
    masked: false,
  };
}

/** A negative Turkish verb whose infinitive is an emotion word: 'sevmiyorum' → 'sevmek'. */
function negativeVerbEmotion(token: Token): EmotionEntry | undefined {
  const stem = turkishNegativeStem(token.key);
  if (!stem) return undefined;
  // The stem in its own letters, so that an exact-letter entry ('=acil*', urgent) does not read a
  // folded one ('açılmadı', it did not open).
  const letters =
    token.lower.length === token.key.length ? token.lower.slice(0, stem.length) : stem;
  for (const ending of ['mek', 'mak']) {
    const found = LEXICONS.tr.emotion.match(keyToken(stem + ending, letters + ending));
    if (found) return found.value;
  }
  return undefined;
}

/** The question particle after 'değil' (mi, mı, mu, mü, miydi, misin; folded). */
const QUESTION_PARTICLE = /^m[iu](?:y[iu]d[iu]|s[iu]n(?:[iu]z)?|y[iu]m|y[iu]z)?$/;

/**
 * 'İlginç değil mi?', 'harika değil miydi?': a tag question asks the reader to agree, so the
 * feeling stands. Only 'değil' forms one; 'umut yok mu?' still doubts the hope.
 */
function tagQuestion(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.key === 'degil' && QUESTION_PARTICLE.test(tokens[index + 1]?.key ?? '');
}

/** Words around a dehumanising one that make it about a group ('göçmenler ... hayvan'). */
const GROUP_WINDOW = 6;

/**
 * Insults and slurs read as anger, at this share of their safety weight; so do dehumanising and
 * trait words next to a group of people (alone, 'hayvan' is just 'animal' and 'criminals' may be
 * news). Identity terms never do.
 */
function hostility(
  tokens: readonly Token[],
  index: number,
  primary: LanguageLexicons,
  secondary: LanguageLexicons,
  primaryStopword: boolean,
): { value: EmotionEntry; words: number; hostile: true } | undefined {
  const safetyOf = (token: Token) =>
    primary.safety.match(token) ?? (primaryStopword ? undefined : secondary.safety.match(token));
  const token = tokens[index];
  const found = token && safetyOf(token);
  if (!found) return undefined;
  const category = found.value.category;
  if (category === 'identity') return undefined;
  if (category === 'dehumanising' || category === 'trait') {
    const from = Math.max(0, index - GROUP_WINDOW);
    const nearby = tokens.slice(from, index + GROUP_WINDOW + 1);
    if (!nearby.some((other) => safetyOf(other)?.value.category === 'identity')) return undefined;
  }
  return {
    value: { prototype: ANGER, weight: HOSTILITY_SHARE * found.value.weight },
    words: 1,
    hostile: true,
  };
}

/** How the trained classifier (emotion-classifier.ts) joins the lexicon's evidence. */
export interface ClassifierBlend {
  classifier: EmotionClassifier;
  /** Evidence per unit of probability above `floor`; 0 switches the classifier off. */
  weight: number;
  floor: number;
  /** Its say shrinks as exp(-lexicon evidence / gate): it fills in what the words leave unsaid. */
  gate: number;
  /**
   * At or above this probability its top prototype is trusted over the lexicon: it gets
   * `trustShare` times the lexicon's whole evidence (or the gated say, if larger).
   */
  trust: number;
  trustShare: number;
}

/** A probability no classifier reaches: the lexicon's reading always stands. */
export const NEVER_TRUSTED = 2;

/** The shipped blend for a text in each language: trust is per language (see EMOTION_ENGINE). */
export const SHIPPED_BLENDS: Readonly<Record<Language, Omit<ClassifierBlend, 'classifier'>>> = {
  en: shippedBlend('en'),
  tr: shippedBlend('tr'),
};

function shippedBlend(language: Language): Omit<ClassifierBlend, 'classifier'> {
  return {
    weight: EMOTION_ENGINE.classifierWeight,
    floor: EMOTION_ENGINE.classifierFloor,
    gate: EMOTION_ENGINE.classifierGate,
    trust: EMOTION_ENGINE.classifierTrust[language] ?? NEVER_TRUSTED,
    trustShare: EMOTION_ENGINE.classifierTrustShare,
  };
}

export function readEmotion(text: TokenizedText, language: Language): EmotionReading {
  return readEmotionWith(
    text,
    language,
    EMOTION_ENGINE.classifierWeight > 0
      ? { classifier: shippedClassifier(), ...SHIPPED_BLENDS[language] }
      : null,
  );
}

/** readEmotion with a given classifier blend (or none): for cross-validation in the trainer. */
export function readEmotionWith(
  text: TokenizedText,
  language: Language,
  blend: ClassifierBlend | null,
): EmotionReading {
  const primary = LEXICONS[language];
  const secondary = LEXICONS[otherLanguage(language)];
  const evidence = new Array<number>(PROTOTYPE_VECTORS.length).fill(0);
  const emotive = new Set<number>();
  const tokens = text.tokens;
  const keys = tokens.map((token) => token.key);
  let valenceSum = 0;
  let valenceHits = 0;
  let negationLeft = 0;
  let boost = 1;
  let last: Contribution | null = null;

  // A negated light verb belongs to the word right before it, or to the one before a filler
  // ('mutlu hiç olmadım'); in 'adaletsizliği kabul etmiyorum' it negates 'kabul', not the anger.
  const lightVerbReaches = (emotion: Contribution, index: number) => {
    // 'arayan soran da olmadı': after 'the one who calls', absence agrees (see situations).
    if (COMPANY_PARTICIPLE.test(tokens[emotion.endIndex]?.key ?? '')) return false;
    const gap = index - emotion.endIndex;
    if (gap === 1) return true;
    const between = tokens[index - 1];
    return gap === 2 && between !== undefined && primary.phraseFillers.match(between) !== undefined;
  };

  // 'Kod yazacağım, toplantı yok': 'yok' does not reach back across punctuation.
  const sameClause = (from: number, to: number) => {
    for (let between = from + 1; between <= to; between += 1)
      if (tokens[between]?.clauseStart) return false;
    return true;
  };

  const spanHasNegativePolarity = (index: number, words: number) => {
    for (let word = 0; word < words; word += 1) {
      const spanned = tokens[index + word];
      if (spanned && primary.negativePolarity.match(spanned) !== undefined) return true;
    }
    return false;
  };

  // 'Odaklanmam lazım' is 'I need to focus': before 'lazım' or 'gerek', -mem is a verbal noun.
  const beforeNecessity = (index: number) => {
    const next = tokens[index + 1];
    return next !== undefined && primary.necessity.match(next) !== undefined;
  };

  // Prototypes the text says it does not feel ('hiç sıkılmıyom'): the classifier, which cannot
  // read negation, adds nothing to them.
  const denied = new Set<number>();
  let wishing = false;
  const add = (entry: EmotionEntry, weight: number, negated: boolean) => {
    if (negated) denied.add(entry.prototype);
    const hoped = wishing && entry.prototype === HAPPINESS ? HOPE : entry.prototype;
    const target = negated ? NEGATED_PROTOTYPE[entry.prototype] : hoped;
    if (target !== null && target !== undefined)
      evidence[target] =
        (evidence[target] ?? 0) + (negated ? weight * EMOTION_ENGINE.negated : weight);
  };

  const happyEmoji = tokens.some(
    (token) => token.kind === 'emoji' && EMOJI.get(token.key)?.prototype === HAPPINESS,
  );
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (token.kind === 'emoji') {
      const entry = EMOJI.get(token.key);
      // Loud crying beside a happy emoji ('😭🥰', '😭😂') is being overwhelmed with joy.
      if (entry && TEARS_OF_JOY.has(token.key) && happyEmoji)
        add({ prototype: HAPPINESS, weight: entry.weight }, entry.weight, false);
      else if (entry) add(entry, entry.weight, false);
      continue;
    }
    if (token.kind !== 'word' && token.kind !== 'hashtag') continue;
    // English negation reaches to the end of its clause at most ('can't sleep, too worried').
    if (token.clauseStart) {
      negationLeft = 0;
      wishing = false;
    }
    if (WISH.has(token.key)) wishing = true;
    if (primary.notFeelings.match(token) !== undefined) continue;
    if (negationLeft === EMOTION_ENGINE.negationReach && primary.negationCancellers.match(token)) {
      // 'can't stop smiling' is smiling; 'can't wait' is eager hope.
      negationLeft = 0;
      if (token.key === 'wait') evidence[HOPE] = (evidence[HOPE] ?? 0) + CANT_WAIT_HOPE;
      continue;
    }

    const primaryStopword = primary.stopwords.match(token) !== undefined;
    let morphologicalNegation = false;
    const found = lookup(
      tokens,
      keys,
      index,
      [primary.emotion, secondary.emotion],
      [primary, secondary],
      primaryStopword,
    );
    let emotion: { value: EmotionEntry; words: number; hostile?: true } | undefined = found;
    let attributive = false;
    if (found && found.lexicon === LEXICONS.tr.emotion && found.remainder !== '') {
      attributive = ATTRIBUTIVE_REMAINDER.test(found.remainder);
      // The ending is on the last word of a phrase ('beni kızdır*' + 'amaz'). A word's stem
      // ending in 'm' can swallow the negative marker: özlem* + 'edim' is özle-me-dim.
      const end = index + found.words - 1;
      const lastKey = tokens[end]?.key ?? '';
      const stemEnd = lastKey.length - found.remainder.length;
      // Phrases spell out their own negative marker ('gözlerim açılm*'), so only single words.
      const tail =
        found.words === 1 && lastKey.endsWith(found.remainder) ? lastKey.slice(stemEnd - 1) : '';
      if (
        (PRIVATIVE_REMAINDER.test(found.remainder) ||
          NEGATIVE_REMAINDER.test(found.remainder) ||
          (tail.startsWith('m') && NEGATIVE_REMAINDER.test(tail))) &&
        // 'Kimse beni anlamıyor': with 'kimse' or 'hiçbir' the negative verb agrees, not negates.
        !spanHasNegativePolarity(index, found.words)
      )
        morphologicalNegation = !neverSoMuch(tokens, end) && !beforeNecessity(end);
    }
    if (!emotion) {
      const negativeVerb = negativeVerbEmotion(token);
      if (negativeVerb) {
        emotion = { value: negativeVerb, words: 1 };
        morphologicalNegation = true;
      }
    }
    emotion ??= hostility(tokens, index, primary, secondary, primaryStopword);
    if (!emotion && language === 'tr' && COULD_NOT.test(token.key))
      emotion = { value: { prototype: SADNESS, weight: COULD_NOT_WEIGHT }, words: 1 };
    if (!emotion) {
      const stem = turkishNegativeStem(token.key);
      if (stem && LIGHT_VERBS.has(stem) && neverSoMuch(tokens, index)) continue;
      // 'Konsantre olmam lazım': before 'lazım' the light verb is a verbal noun, not a negation.
      if (stem && LIGHT_VERBS.has(stem) && beforeNecessity(index)) continue;
      if (stem && LIGHT_VERBS.has(stem) && last && !last.negated && lightVerbReaches(last, index)) {
        // 'zevk almıyorum', 'mutlu olmadım': the verb negates the emotion word before it.
        evidence[last.prototype] = (evidence[last.prototype] ?? 0) - last.weight;
        add({ prototype: last.prototype, weight: last.weight }, last.weight, true);
        valenceSum -= 1.5 * last.valence;
        last = null;
        continue;
      }
    }
    if (!emotion) {
      if (token.contractedNegation || primary.negators.match(token)) {
        negationLeft = EMOTION_ENGINE.negationReach;
        continue;
      }
      if (primary.postNegators.match(token)) {
        // Turkish negates after the word: 'mutlu değilim' takes back the happiness just counted.
        if (
          last &&
          !last.negated &&
          index - last.tokenIndex <= POST_NEGATION_REACH &&
          !tagQuestion(tokens, index) &&
          sameClause(last.endIndex, index) &&
          // 'arayan soran yok': after 'the one who calls', absence agrees, as after 'kimse'.
          !COMPANY_PARTICIPLE.test(tokens[last.endIndex]?.key ?? '')
        ) {
          evidence[last.prototype] = (evidence[last.prototype] ?? 0) - last.weight;
          add({ prototype: last.prototype, weight: last.weight }, last.weight, true);
          valenceSum -= 1.5 * last.valence;
          last = null;
        }
        continue;
      }
      if (primary.intensifiers.match(token)) {
        boost = EMOTION_ENGINE.intensifier;
        continue;
      }
    }
    const valence = emotion
      ? undefined
      : lookup(
          tokens,
          keys,
          index,
          [primary.valence, secondary.valence],
          [primary, secondary],
          primaryStopword,
        );
    const multiplier =
      (attributive ? ATTRIBUTIVE_SHARE : 1) *
      (found?.intensified ? EMOTION_ENGINE.intensifier : 1) *
      boost *
      (token.shouting ? EMOTION_ENGINE.shouting : 1) *
      (token.elongated ? EMOTION_ENGINE.elongation : 1);
    const negated = negationLeft > 0 || token.contractedNegation || morphologicalNegation;
    boost = 1;
    if (negationLeft > 0) negationLeft -= 1;
    if (!emotion && !valence) continue;

    const words = emotion?.words ?? valence?.words ?? 1;
    for (let word = 0; word < words; word += 1) emotive.add(index + word);
    // Valence on AFINN's -5..5 scale: an emotion word's comes from its prototype.
    const entry = emotion ? emotion.value : valenceOnlyEntry(valence?.value ?? 0);
    const score = emotion
      ? (PROTOTYPE_VECTORS[entry.prototype]?.[VALENCE] ?? 0) * AFINN_RANGE
      : (valence?.value ?? 0);
    const weight = entry.weight * multiplier;
    add(entry, weight, negated);
    const signedValence = (negated ? -0.5 : 1) * score * multiplier;
    valenceSum += signedValence;
    valenceHits += 1;
    // An insult stays an insult whatever follows it ('insan değil' negates nothing here); so does
    // a phrase with 'kimse' or 'hiçbir' in it, whose 'yok' agrees ('konuşacak kimse yok').
    const hostile = emotion?.hostile === true;
    last =
      hostile || spanHasNegativePolarity(index, words)
        ? null
        : {
            prototype: entry.prototype,
            weight,
            negated,
            valence: signedValence,
            tokenIndex: index,
            endIndex: index + words - 1,
          };
    index += words - 1;
  }

  situations(tokens, language, emotive, evidence);
  // A practical question ('pasaport için hangi belgeler gerekiyor?') asks what is needed, not
  // out of curiosity.
  // Nor does one about times, places and prices ('maç kaçta başlıyor?', 'adresi olan var mı?').
  const practical = tokens.some(
    (token) =>
      primary.necessity.match(token) !== undefined || primary.practical.match(token) !== undefined,
  );
  // The classifier reads question marks as curiosity too: a practical question denies it that.
  if (text.questions > 0 && practical) denied.add(CURIOSITY);
  if (text.questions > 0 && !practical) {
    evidence[CURIOSITY] = (evidence[CURIOSITY] ?? 0) + QUESTION_EVIDENCE;
    if (tokens.some((token) => primary.questionWords.match(token) !== undefined))
      evidence[CURIOSITY] = (evidence[CURIOSITY] ?? 0) + QUESTION_WORD_EVIDENCE;
  }
  let words = 0;
  for (const token of tokens) if (token.kind === 'word' || token.kind === 'hashtag') words += 1;
  if (blend && blend.weight > 0 && words >= EMOTION_ENGINE.classifierMinWords) {
    // The classifier adds evidence only for prototypes it finds likelier than `floor`; a text it
    // reads as 'none' (news, neutral posts) gets nothing from it.
    // It cannot read negation, so it is never trusted in a text with a negator or a negative
    // verb form the lexicon did not read as part of an entry ('kimse aramadı' is one): 'hiç bu
    // kadar mutlu olmamıştım' (never this happy) is sadness to it.
    const trustable =
      denied.size === 0 &&
      !tokens.some(
        (token, index) =>
          !emotive.has(index) &&
          (token.contractedNegation ||
            primary.negators.match(token) !== undefined ||
            (language === 'tr' && turkishNegativeStem(token.key) !== undefined)),
      );
    // It reads folded letters, so 'sakın' (don't) is 'sakin' (calm) to it: a word that is the
    // fold twin of an exact-letter lexicon entry ('=sakin*', '=acil*') denies it that prototype.
    for (const token of tokens) {
      const twin = token.kind === 'word' ? primary.emotion.foldTwin(token) : undefined;
      if (twin) denied.add(twin.prototype);
    }
    let lexical = 0;
    for (const weight of evidence) if (weight > 0) lexical += weight;
    const say = blend.weight * Math.exp(-lexical / blend.gate);
    const probabilities = blend.classifier.classify(tokens, language);
    for (let prototype = 0; prototype < evidence.length; prototype += 1) {
      const probability = probabilities[prototype] ?? 0;
      const excess = probability - blend.floor;
      if (excess <= 0 || denied.has(prototype)) continue;
      // A sure classifier outweighs words that point elsewhere ('tek başıma teslim ettim' is
      // pride, not loneliness): EMOTION_ENGINE.classifierTrust has the figures.
      const trusted = trustable && probability >= blend.trust ? blend.trustShare * lexical : 0;
      evidence[prototype] = (evidence[prototype] ?? 0) + Math.max(say * excess, trusted);
    }
  }
  return { vector: vectorFrom(evidence, valenceSum, valenceHits, text.exclamations), emotive };
}

function vectorFrom(
  evidence: readonly number[],
  valenceSum: number,
  valenceHits: number,
  exclamations: number,
): number[] {
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
  // More evidence moves the text further from neutral, approaching its mix but never past it.
  const strength = 1 - Math.exp(-total / EMOTION_ENGINE.saturation);
  const vector = DEFAULT_EMOTION_VECTOR.map(
    (neutral, dimension) => neutral + strength * ((mix[dimension] ?? neutral) - neutral),
  );
  if (valenceHits > 0) {
    const lexical = Math.tanh(valenceSum / VALENCE_SCALE);
    const current = vector[VALENCE] ?? 0;
    vector[VALENCE] = current + EMOTION_ENGINE.valencePull * (lexical - current);
  }
  if (exclamations > 0)
    vector[AROUSAL] =
      (vector[AROUSAL] ?? 0) +
      Math.min(
        EMOTION_ENGINE.exclamationArousalMax,
        exclamations * EMOTION_ENGINE.exclamationArousal,
      );
  return vector.map(
    (value, dimension) => Math.round(clampDimension(dimension, value) * DECIMALS) / DECIMALS,
  );
}
