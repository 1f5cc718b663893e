import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { interfaceStringsPlugin } from './interface-strings-plugin.ts';

const root = path.dirname(import.meta.dirname);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: {
        parser: tseslint.parser,
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
      plugins: { lorien: interfaceStringsPlugin },
      rules: { 'lorien/no-interface-literals': 'error' },
    },
  ],
});

async function problems(source: string): Promise<number> {
  const [result] = await eslint.lintText(source, {
    filePath: path.join(root, 'src/web/virtual.tsx'),
  });
  return result?.messages.length ?? -1;
}

describe('lorien/no-interface-literals', () => {
  it.each([
    ['JSX text', 'const a = <p>Hello there</p>;'],
    ['Turkish JSX text', 'const a = <p>Merhaba</p>;'],
    ['a string child in braces', "const a = <p>{'Hello'}</p>;"],
    ['a template child', 'const a = <p>{`Hello ${name}`}</p>;'],
    ['aria-label', 'const a = <button aria-label="Close" />;'],
    ['placeholder in braces', "const a = <input placeholder={'Search'} />;"],
    ['a *Label prop', 'const a = <Dialog confirmLabel="Delete" />;'],
  ])('reports %s', async (_what, source) => {
    expect(await problems(source)).toBe(1);
  });

  it.each([
    ['translated text', "const a = <p>{t('hello')}</p>;"],
    ['punctuation alone', 'const a = <p>{a} · {b} — …</p>;'],
    ['class names', 'const a = <p className="card card--wide">{x}</p>;'],
    ['code and keys', 'const a = <p><kbd>Ctrl</kbd> <code>npm start</code></p>;'],
    ['a translated attribute', "const a = <button aria-label={t('close')} />;"],
    ['non-reading attributes', 'const a = <input type="text" name="username" />;'],
  ])('accepts %s', async (_what, source) => {
    expect(await problems(source)).toBe(0);
  });
});
