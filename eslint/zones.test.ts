import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { zonesPlugin } from './zones-plugin.ts';
import { importZones } from './zones.ts';

// Lints one deliberate violation per zone, as if the file lived at `file`, with the same zone
// rules as eslint.config.js (type-aware rules are left out: the files are virtual).
const root = path.dirname(import.meta.dirname);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { lorien: zonesPlugin },
      rules: { 'lorien/no-restricted-paths': ['error', { zones: importZones() }] },
    },
  ],
});

async function zoneErrors(file: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import * as target from '${importPath}';\nvoid target;\n`,
    {
      filePath: path.join(root, file),
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'lorien/no-restricted-paths')
    .map((message) => message.message);
}

describe('import zones', () => {
  it.each([
    ['domain → server', 'src/domain/posts/x.ts', '../../server/app.ts'],
    ['domain → db', 'src/domain/posts/x.ts', '../../db/client.ts'],
    ['domain → config', 'src/domain/posts/x.ts', '../../config/env.ts'],
    ['web → db', 'src/web/lib/x.ts', '../../db/client.ts'],
    ['web → server', 'src/web/lib/x.ts', '../../server/errors.ts'],
    ['web → analysis', 'src/web/lib/x.ts', '../../analysis/analysis-client.ts'],
    ['analysis → server', 'src/analysis/x.ts', '../server/context.ts'],
    ['shared → server', 'src/shared/x.ts', '../server/errors.ts'],
    [
      'a module → another module’s repository',
      'src/server/modules/profiles/x.ts',
      '../posts/posts.repository.ts',
    ],
    [
      'a module → another module’s service file',
      'src/server/modules/messages/x.ts',
      '../graph/graph.service.ts',
    ],
    ['server → analysis internals', 'src/server/x.ts', '../analysis/analysis.repository.ts'],
    ['a feature → another feature', 'src/web/features/profile/x.ts', '../landing/landing-page.tsx'],
    ['lib → a feature', 'src/web/lib/x.ts', '../features/landing/landing-page.tsx'],
  ])('refuses %s', async (_zone, file, importPath) => {
    expect(await zoneErrors(file, importPath)).toHaveLength(1);
  });

  it.each([
    ['domain → shared', 'src/domain/posts/x.ts', '../../shared/constants.ts'],
    [
      'a module → another module’s public file',
      'src/server/modules/profiles/x.ts',
      '../posts/index.ts',
    ],
    ['a module → its own repository', 'src/server/modules/posts/x.ts', './posts.repository.ts'],
    ['server → the analysis client', 'src/server/x.ts', '../analysis/analysis-client.ts'],
    ['web → shared', 'src/web/lib/x.ts', '../../shared/constants.ts'],
  ])('allows %s', async (_zone, file, importPath) => {
    expect(await zoneErrors(file, importPath)).toEqual([]);
  });
});
