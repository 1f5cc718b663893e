// Catalogue shapes (issue 27). An English catalogue is a nested object of strings; its Turkish
// twin must have exactly the same keys (TranslationOf plus `satisfies` checks both missing and
// extra keys at compile time), and catalogues.test.ts checks the same at run time.

export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** Same keys, any strings: what a translation of catalogue T must look like. */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]>;
};

/** Every leaf key of a catalogue, dotted (`nav.home`), with its text. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flattenCatalogue(value, path)) flat.set(inner, text);
  }
  return flat;
}
