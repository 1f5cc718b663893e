import { PROGRESSIVE_MARKER } from './lexicon.ts';

// Inflection a model can use as features, on folded keys (ı→i, ü→u, ş→s...): Turkish carries
// negation, tense, person and 'cannot' inside the word (sev-mi-yor-um, gid-e-me-di-m), which a
// bag of words does not see as one signal. Approximate by design: these are features beside the
// word's character n-grams, not a full analyser.

// The negative marker after a verb stem, with a tense, person or participle ending after it (the
// infinitive -mek and the verbal noun are not negative).
const TURKISH_NEGATIVE = `(?:[ae]|y[ae])?m(?:[iu]${PROGRESSIVE_MARKER}|[ae]d[iu]|[ae]z|[ae]mis|[ae]y[ae]c[ae]k|[ae]m[ae]li|[ae]s[iu]n|[ae]y[ae]n|[ae]m(?:iz)?$|[ae]yin)`;
const NEGATIVE_VERB = new RegExp(`^([a-z]{2,}?)${TURKISH_NEGATIVE}`);

/** The stem of a negative Turkish verb form ('sev' from 'sevmiyorum'), or undefined. */
export function turkishNegativeStem(key: string): string | undefined {
  if (!key.includes('m')) return undefined;
  return NEGATIVE_VERB.exec(key)?.[1];
}

const TURKISH_TAGS: readonly [tag: string, pattern: RegExp][] = [
  /** -(y)AmA-: cannot (gidemedim, uyuyamiyorum). */
  ['cannot', /[^aeiu]?(?:[ae]|y[ae])m[ae](?:d[iu]|z|m|y|yac|yacak)|[ae]m[iu]yo/],
  /** -sIz / -sUz: without (umutsuz, huzursuz). */
  ['privative', /s[iu]z(?:[iu]m|[iu]z|s[iu]n|luk|l[iu]k)?$/],
  ['progressive', /[iu]yo(?:r|m|z|s|d|l|$)/],
  ['past', /[dt][iu](?:m|k|n|niz|lar)?$/],
  ['evidential', /m[iu]s(?:[iu]m|s[iu]n|[iu]z|lar)?$/],
  ['future', /[ae]c[ae](?:k|g[iu]m|g[iu]z|m|z)|[iu]c[ae]m$|ic[ae]z$/],
  ['conditional', /s[ae](?:m|k|n|niz|lar)?$/],
  ['necessity', /m[ae]l[iu](?:y[iu]m|y[iu]z|s[iu]n)?$/],
  ['first-person', /(?:[iu]m|y[iu]m|d[iu]m|t[iu]m|s[ae]m|yom|c[ae]m)$/],
  ['first-plural', /(?:[iu]z|y[iu]z|d[iu]k|t[iu]k|yoz|c[ae]z)$/],
  ['plural', /l[ae]r/],
  ['question', /^m[iu](?:y[iu]m|s[iu]n|y[iu]z|yd[iu])?$/],
  ['diminutive', /c[iu]k$|c[ae]g[iu]z$/],
  /** Elongated colloquial endings (yaa, valla), the kind of slang the folded key keeps. */
  ['exclamative', /([aeiou])\1$/],
];

const ENGLISH_TAGS: readonly [tag: string, pattern: RegExp][] = [
  ['past', /[a-z]{2}ed$/],
  ['progressive', /[a-z]{2}ing$/],
  ['adverb', /[a-z]{3}ly$/],
  ['privative', /[a-z]{3}less$/],
  ['plural', /[a-z]{3}s$/],
];

/** The morphological tags of a folded word, for a text's features. */
export function morphologyTags(key: string, language: 'tr' | 'en'): string[] {
  const tags: string[] = [];
  if (language === 'tr') {
    if (key.length < 3) return tags;
    const stem = turkishNegativeStem(key);
    if (stem !== undefined) tags.push('negative');
    for (const [tag, pattern] of TURKISH_TAGS) if (pattern.test(key)) tags.push(tag);
  } else for (const [tag, pattern] of ENGLISH_TAGS) if (pattern.test(key)) tags.push(tag);
  return tags;
}
