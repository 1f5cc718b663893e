import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importZones } from './eslint/zones.ts';
import { zonesPlugin } from './eslint/zones-plugin.ts';
import { interfaceStringsPlugin } from './eslint/interface-strings-plugin.ts';

// Our own rules, one plugin: import zones and interface strings.
const lorien = { rules: { ...zonesPlugin.rules, ...interfaceStringsPlugin.rules } };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { lorien },
    rules: { 'lorien/no-restricted-paths': ['error', { zones: importZones() }] },
  },
  {
    // Issue 25: no server file over 500 lines (a file that grows past it holds two things).
    files: ['src/server/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Issue 27: the web app downloads Turkish only for a Turkish interface (src/web/i18n/i18n.ts);
    // a static import would put it in every English visitor's download.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/i18n/turkish-*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/i18n/locales/tr/*', '**/shared/messages.tr.ts'],
              allowTypeImports: true,
              message:
                'Turkish strings load on demand: registerNamespace(ns, en, async () => (await import(…)).default) (src/web/i18n/README.md).',
            },
            {
              group: ['**/shared/i18n/messages.ts'],
              allowTypeImports: true,
              message:
                "That module holds both languages (the server's): import from src/web/i18n/messages.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 27: interface strings come from the catalogues (src/web/i18n).
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { lorien },
    rules: { 'lorien/no-interface-literals': 'error' },
  },
  {
    files: ['*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
