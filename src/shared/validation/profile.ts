// Profile edit normalisation (spec section 5), shared by the Edit Profile modal's live preview and
// the profile service, so the preview always shows what will be saved.
import { DEFAULT_THEME_COLOR, PROFILE_LIMITS } from '../constants.ts';
import { transliterateToAscii } from '../text/fold.ts';

/**
 * Handle: lower-cased; every character other than a-z, 0-9, underscore and hyphen becomes a
 * hyphen; runs of hyphens collapse to one; hyphens at the edges are trimmed; an empty result
 * falls back to the existing handle. Ours: Latin accents are folded first (Çağrı → cagri, not
 * -a-r-) and the result is cut to PROFILE_LIMITS.handle characters; the current handle sent
 * back unchanged is kept as it is (sign-up's usernames may hold a dot, which this rule would turn
 * into a hyphen, so saving a bio would otherwise rename `@baris.o` to `@baris-o`).
 */
export function normalizeHandle(input: string, fallback: string): string {
  if (input === fallback) return fallback;
  const handle = transliterateToAscii(input)
    .replace(/[^a-z0-9_-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROFILE_LIMITS.handle)
    .replace(/-+$/, '');
  return handle.length > 0 ? handle : fallback;
}

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Theme colour: a hex colour of 3, 6 or 8 digits (the # is optional), else #2f2b43. */
export function normalizeThemeColor(input: string | undefined): string {
  const match = HEX_COLOR.exec((input ?? '').trim());
  return match ? `#${match[1]!.toLowerCase()}` : DEFAULT_THEME_COLOR;
}

/**
 * Tags from a comma-separated string: trimmed, non-empty, de-duplicated case-insensitively
 * (the first spelling wins). All are kept; screens show the first TAGS_MAX.
 */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag.length === 0 || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Display name: trimmed; an empty or missing name falls back to the previous one. */
export function displayNameOrFallback(input: string | undefined, previous: string): string {
  const name = (input ?? '').trim();
  return name.length > 0 ? name : previous;
}
