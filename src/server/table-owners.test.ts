import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { CROSS_OWNER_WRITERS, TABLE_OWNERS } from './table-owners.ts';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The module a file belongs to, as the owner map names modules. */
function moduleOf(file: string): string | null {
  const match = /^src\/server\/modules\/([^/]+)\//.exec(file);
  if (match) return match[1] ?? null;
  if (file.startsWith('src/analysis/')) return 'analysis';
  if (file.startsWith('src/server/jobs/')) return 'jobs';
  return null;
}

const tableNames = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name);

describe('table owners', () => {
  it('names an owner for every table of the schema', () => {
    expect(tableNames.length).toBeGreaterThan(20);
    expect(tableNames.filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
    for (const name of Object.keys(TABLE_OWNERS))
      expect(getTableName(schema[name as keyof typeof schema] as PgTable)).toBeTruthy();
  });

  it('lets only the owner’s repository write a table', () => {
    const offenders: string[] = [];
    const write = new RegExp(`\\.(insert|update|delete)\\((${tableNames.join('|')})\\)`, 'g');
    for (const file of [...sourceFiles('src/server'), ...sourceFiles('src/analysis')]) {
      if ((CROSS_OWNER_WRITERS as readonly string[]).includes(file)) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, verb, table] of text.matchAll(write)) {
        const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
        const isRepository = file.endsWith('.repository.ts');
        if (moduleOf(file) !== owner || !isRepository)
          offenders.push(`${file} ${verb}s ${table} (owner: ${owner})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
