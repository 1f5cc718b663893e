// The interface languages (issue 27). Content language is another matter: a post's language is
// detected from its text (src/analysis); this is the language Lorien speaks to a member in.

export const INTERFACE_LANGUAGES = ['tr', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Spec section 3: region TR, default language tr. Used when nothing else tells us. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'tr';

/** The locale Intl formats dates, times and numbers in (Turkish: 24-hour clock). */
export const INTL_LOCALE: Record<InterfaceLanguage, string> = { tr: 'tr-TR', en: 'en-US' };

/** The language's own name, as the switch shows it (a language is named in itself). */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = { tr: 'Türkçe', en: 'English' };

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** `tr-TR` → `tr`; anything that is not one of ours → undefined. */
export function toInterfaceLanguage(tag: string | null | undefined): InterfaceLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isInterfaceLanguage(primary) ? primary : undefined;
}

/**
 * The first of the browser's preferred languages that we speak, in the browser's order of
 * preference; the default when there is none. Takes navigator.languages or an Accept-Language
 * header (`tr-TR,tr;q=0.9,en;q=0.8`; q-values are honoured).
 */
export function negotiateLanguage(
  preferred: readonly string[] | string | null | undefined,
): InterfaceLanguage {
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : (preferred ?? []);
  for (const tag of tags) {
    const language = toInterfaceLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
}
