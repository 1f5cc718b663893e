// Lookalike e-mail addresses (issue 30): "аlice@example.com" with a Cyrillic "а" reads as
// "alice@example.com". A skeleton maps each letter that is drawn like a Latin one to that Latin
// letter (after NFKC and lower-casing, which already fold full-width and styled letters); two
// different addresses with one skeleton are confusable. A focused table after Unicode's
// confusables.txt (UTS #39) for the scripts that share Latin's shapes: Cyrillic, Greek and a few
// Latin and Armenian look-alikes. Plain ASCII is left alone: "0" and "o" are different addresses.

const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  с: 'c',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ц: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  ԁ: 'd',
  ɡ: 'g',
  ԍ: 'g',
  ո: 'n',
  ս: 'u',
  օ: 'o',
  ց: 'g',
  զ: 'q',
  ւ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  ϲ: 'c',
  δ: 'd',
  ε: 'e',
  ϵ: 'e',
  η: 'n',
  ι: 'i',
  ϳ: 'j',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  ϱ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  // Latin letters outside ASCII that pass for ASCII ones
  ı: 'i',
  ɩ: 'i',
  ɑ: 'a',
  ɒ: 'a',
  ʀ: 'r',
  ʏ: 'y',
  ɴ: 'n',
  ꞩ: 's',
  ſ: 'f',
  ȷ: 'j',
};

// Characters that show nothing: format characters (zero-width space and joiners, bidi marks,
// BOM, soft hyphen), variation selectors and the combining grapheme joiner.
const INVISIBLE = /\p{Cf}|\u034F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

/** The address as compared for lookalikes. */
export function emailSkeleton(address: string): string {
  const folded = address.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
  // Combining marks go too: "е\u0301" and "é" both read as an "e" with something on it.
  let out = '';
  for (const char of folded.normalize('NFD')) {
    if (/\p{M}/u.test(char)) continue;
    out += LOOKALIKES[char] ?? char;
  }
  return out;
}

/** Whether `candidate` is a different address that reads like `existing`. */
export function isLookalike(candidate: string, existing: string): boolean {
  return candidate !== existing && emailSkeleton(candidate) === emailSkeleton(existing);
}
