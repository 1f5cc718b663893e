import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_INDEX = path.join(ROOT, 'dist/web/index.html');
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'scripts/web-chunks.ts',
  'public',
  'src/web',
  'src/shared',
  'src/domain',
];

function newestMtime(entry: string): number {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(full, { recursive: true })) {
    newest = Math.max(newest, statSync(path.join(full, String(name))).mtimeMs);
  }
  return newest;
}

/** True when dist/web is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(BUILT_INDEX)) return true;
  const built = statSync(BUILT_INDEX).mtimeMs;
  return INPUTS.some((entry) => newestMtime(entry) > built);
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn' });
}
