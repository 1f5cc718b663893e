// `node scripts/perf/first-paint-bytes.ts [--lang en|tr] [--web dist/web]`: the bytes (brotli,
// quality 11) of the scripts and stylesheets each main page names in the HTML the server sends
// (the entry, its stylesheet and the route's `modulepreload` links, src/server/http/spa-shell.ts),
// i.e. what a browser downloads before the first paint. Reads a built app (`npm run build`).
// A measurement, not a test (docs/performance.md, "Active language only (issue 27)").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadSpaShell } from '../../src/server/http/spa-shell.ts';
import type { InterfaceLanguage } from '../../src/shared/i18n/languages.ts';

const PAGES = ['/', '/signup', '/login', '/dashboard', '/insights'];

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en' },
    web: { type: 'string', default: 'dist/web' },
  },
});
const webRoot = path.resolve(values.web);
const language = values.lang as InterfaceLanguage;
const shell = loadSpaShell(webRoot);
if (!shell) throw new Error(`no built app with a manifest in ${webRoot}`);

const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(path.join(webRoot, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

console.log(`language ${language}, ${webRoot}`);
console.log('| page | files | scripts kB | styles kB | entry kB |');
for (const page of PAGES) {
  const html = shell.page(page, language).html;
  const scripts = [
    ...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const sum = (files: string[]) => files.reduce((total, file) => total + brotliSize(file), 0);
  const entry = scripts.find((file) => /assets\/index-[^/]+\.js$/.test(file));
  console.log(
    `| \`${page}\` | ${scripts.length + styles.length} | ${kB(sum(scripts))} | ${kB(sum(styles))} | ${entry ? kB(brotliSize(entry)) : '-'} |`,
  );
  if (process.env.VERBOSE)
    for (const file of scripts) console.log(`    ${file} ${kB(brotliSize(file))}`);
}
