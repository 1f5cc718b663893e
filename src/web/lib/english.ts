/**
 * "a" or "an" before a number written in digits, by how it is read aloud: an 8, an 11, an 18,
 * an 80, an 800, but a 1, a 100, a 7.
 */
export function articleForNumber(n: number): 'a' | 'an' {
  const digits = String(Math.trunc(Math.abs(n)));
  if (digits.startsWith('8')) return 'an';
  // 11 and 18 ("eleven", "eighteen"), and 11,000 or 18,000, but not 110 or 180 ("one hundred").
  if (/^1[18]$/.test(digits) || (/^1[18]\d{3}$/.test(digits) && digits.length === 5)) return 'an';
  if (/^1[18]\d{3}(\d{3})*$/.test(digits) && (digits.length - 2) % 3 === 0) return 'an';
  return 'a';
}

/** The article with a capital letter, to start a sentence. */
export function ArticleForNumber(n: number): 'A' | 'An' {
  return articleForNumber(n) === 'an' ? 'An' : 'A';
}
