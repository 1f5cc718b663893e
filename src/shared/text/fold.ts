// One place for comparing text the way a Turkish-first community expects: Turkish casing
// (I → ı, İ → i) and a folded form in which ı/i, ş/s, ğ/g, ç/c, ö/o, ü/u, other Latin diacritics
// and look-alike Cyrillic and Greek letters compare equal. Everything here is pure.

const NON_ASCII = /[^\p{ASCII}]/u;
const NEEDS_FOLDING = /[^\p{ASCII}]|[A-Z]/u;
const COMBINING_MARK = /\p{M}/gu;
// Zero-width and invisible characters hide letters from comparison; drop them.
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;

// Each pair is a letter and its ASCII fold: Turkish and other Latin diacritics, then the
// Cyrillic and Greek letters that look like Latin ones.
const FOLD_PAIRS =
  'ıi çc ğg öo şs üu âa îi ûu ée èe êe ëe áa àa äa åa ãa íi ìi ïi óo òo ôo õo úu ùu ñn øo ' +
  'аa еe оo рp сc уy хx іi ѕs јj кk мm тt вb нh αa εe ιi κk νv οo ρp τt υu';
const FOLD = new Map(FOLD_PAIRS.split(' ').map((pair) => [pair.charAt(0), pair.charAt(1)]));
FOLD.set('ß', 'ss');
const FOLDABLE = new RegExp(`[${[...FOLD.keys()].join('')}]`, 'g');

/** Turkish lowercase: I → ı, İ → i, then the ordinary lowercase. */
export function lowerTurkish(value: string): string {
  return value.replace(/I/g, 'ı').replace(/İ/g, 'i').toLowerCase();
}

const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

/**
 * Lowercase for a name or a tag that may be Turkish or not: Turkish casing (I → ı, İ → i) when the
 * text plainly is Turkish (it has a letter only Turkish uses), else the ordinary lowercase with İ
 * mapped to i. Never leaves a combining dot: `İpek Işık` → `ipek ışık`, `Isabel` → `isabel`.
 */
export function lowerName(text: string): string {
  return TURKISH_LETTER.test(text) ? lowerTurkish(text) : text.replace(/İ/g, 'i').toLowerCase();
}

/** Folds text that is already lowercase: diacritics and look-alike letters to ASCII. */
export function fold(lower: string): string {
  if (!NON_ASCII.test(lower)) return lower;
  return lower.replace(FOLDABLE, (char) => FOLD.get(char) ?? char).replace(COMBINING_MARK, '');
}

/**
 * The comparison and storage form: compatibility-normalised (full-width and styled letters made
 * plain), invisible characters dropped, Turkish-lowercased and folded. `Yılmaz`, `YILMAZ`,
 * `yilmaz` and `Yilmaz` all give `yilmaz`.
 */
export function foldText(text: string): string {
  // Most keys (topics, hashtags, handles) are plain lowercase ASCII already: nothing to do.
  if (!NEEDS_FOLDING.test(text)) return text;
  let value = text;
  if (NON_ASCII.test(value)) value = value.replace(INVISIBLE, '').normalize('NFKC');
  return fold(lowerTurkish(value));
}

// Latin letters that do not decompose into a base letter plus a mark.
const LATIN_LETTER_FOLDS: Readonly<Record<string, string>> = {
  ı: 'i',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
};
const LATIN_LETTER_FOLDABLE = /[ıøłđðþæœß]/g;

/**
 * Lowercase with Latin letters turned into their ASCII base (Çağrı → cagri, İpek → ipek,
 * José → jose): for usernames and handles, which are ASCII. Letters of other scripts, look-alike
 * Cyrillic ones included, are kept as they are so that the caller's rules reject or strip them.
 */
export function transliterateToAscii(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARK, '')
    .replace(LATIN_LETTER_FOLDABLE, (char) => LATIN_LETTER_FOLDS[char] ?? char);
}

/**
 * The same fold for PostgreSQL, for stored search columns and their back-fill: `translate`
 * pairs built from the map above (upper-case forms included, because `lower()` under the C
 * locale only lowers ASCII), applied before `lower()`. Expression text, not a parameter: it goes
 * into generated columns and migrations.
 */
export function foldSqlExpression(column: string): string {
  const from: string[] = ['İ', 'I'];
  const to: string[] = ['i', 'i'];
  for (const [letter, base] of FOLD) {
    if (base.length !== 1) continue;
    for (const form of new Set([letter, letter.toUpperCase()])) {
      if (form.length !== 1 || from.includes(form)) continue;
      from.push(form);
      to.push(base);
    }
  }
  return `replace(lower(translate(normalize(${column}, NFKC), '${from.join('')}', '${to.join('')}')), 'ß', 'ss')`;
}
