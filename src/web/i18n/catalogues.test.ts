import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_DELETE_DIALOG_TITLE,
  adminBanConfirm,
  adminDeleteConfirm,
  adminUnbanConfirm,
  MESSAGES,
} from '../../shared/messages.ts';
import { MESSAGES_TR } from '../../shared/messages.tr.ts';
import { flattenCatalogue, type Catalogue } from './catalogue.ts';

// Issue 27: every key in both languages, the same placeholders on both sides, and the English
// side holding the spec's messages word for word.

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const namespaces = readdirSync(here('./locales/en'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

async function load(language: 'en' | 'tr', namespace: string): Promise<Map<string, string>> {
  const module = (await import(`./locales/${language}/${namespace}.ts`)) as { default: Catalogue };
  return flattenCatalogue(module.default);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('has the same namespaces in both languages', () => {
    const tr = readdirSync(here('./locales/tr')).filter((file) => file.endsWith('.ts'));
    expect(tr.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)(
    '%s: every key in both languages, same placeholders, no empty text',
    async (namespace) => {
      const [en, tr] = await Promise.all([load('en', namespace), load('tr', namespace)]);
      expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, english] of en) {
        const turkish = tr.get(key) ?? '';
        expect(turkish.trim(), `${namespace}:${key} is empty in Turkish`).not.toBe('');
        expect(placeholders(turkish), `${namespace}:${key} placeholders`).toEqual(
          placeholders(english),
        );
      }
    },
  );

  it('has every server message in Turkish, with the same placeholders and numbers', () => {
    expect(Object.keys(MESSAGES_TR).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [key, english] of Object.entries(MESSAGES)) {
      const turkish = MESSAGES_TR[key as keyof typeof MESSAGES];
      expect(turkish.trim(), key).not.toBe('');
      const digits = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect(digits(turkish), `${key}: numbers`).toEqual(digits(english));
    }
  });

  it("holds the spec's messages (sections 5 and 8) word for word in English", async () => {
    const spec = readFileSync(here('../../../docs/product.md'), 'utf8');
    const sections = spec.slice(spec.indexOf('## 5.'), spec.indexOf('## 9.'));
    // A quoted message starts with a capital and may hold an apostrophe (You're).
    const quoted = [
      ...sections.matchAll(/(?<=^|[\s(:])'([A-Z][^']*?(?:'[a-z][^']*?)*)'(?=[\s;.,)]|$)/gm),
    ]
      .map((m) => m[1] ?? '')
      .filter((text) => /\s/.test(text));
    const english = new Set<string>([
      ...Object.values(MESSAGES),
      adminBanConfirm('{name}'),
      adminUnbanConfirm('{name}'),
      ADMIN_DELETE_DIALOG_TITLE,
      adminDeleteConfirm('{name}'),
    ]);
    for (const namespace of namespaces)
      for (const text of (await load('en', namespace)).values()) english.add(text);
    expect(quoted.length).toBeGreaterThan(60); // the pattern still finds the spec's messages
    const missing = quoted.filter((text) => !english.has(text));
    expect(missing).toEqual([]);
  });
});
