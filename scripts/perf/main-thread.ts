// `npm run perf:main-thread -- --path /dashboard`: where a member page's main thread goes on a
// slow phone. The built app runs on a fresh data directory with the members of member-pages.ts;
// Chromium (Debian's) opens the page with the CPU slowed 4x, as Lighthouse's mobile preset does,
// under V8's sampling profiler. The profile is mapped through the build's source maps (a second
// build with hidden maps, whose files are byte for byte the served ones) and printed as the busy
// stretches of the main thread with the app's own functions that took most of each, then the
// time per source file. It found issue 27's Intl formatters built in the first render.
// Options: --path (default /dashboard), --runs N (default 2; the last is reported: the first
// warms the HTTP cache as a returning member's phone has it), --out FILE (the .cpuprofile).
// A measurement, not a test.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startE2eServer } from '../../tests/e2e/support/server.ts';
import { buildWeb, webBuildIsStale } from '../web-build.ts';
import { seedMemberPages } from './member-pages.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/dashboard' },
    runs: { type: 'string', default: '2' },
    out: { type: 'string' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ROOT = path.resolve(import.meta.dirname, '../..');

async function sourceMaps(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lorien-maps-'));
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  return path.join(dir, 'assets');
}

async function profilePage(pathname: string, runs: number): Promise<Profile> {
  if (webBuildIsStale()) await buildWeb();
  const server = await startE2eServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const founder = await browser.newContext();
    const other = await browser.newContext();
    const cookie = await seedMemberPages(founder, other, server.url, server.founderInviteCode!);
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { Cookie: cookie },
    });
    let profile: Profile | null = null;
    for (let run = 0; run < runs; run += 1) {
      const page = await phone.newPage();
      const cdp = await phone.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_500);
      profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
      await page.close();
    }
    return profile!;
  } finally {
    await browser.close();
    await server.stop();
  }
}

function report(profile: Profile, mapsDir: string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const maps = new Map<string, TraceMap | null>();
  const sourceOf = (node: ProfileNode): string => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!url.includes('/assets/')) return functionName || '(native)';
    const file = path.join(mapsDir, `${url.split('/assets/')[1]}.map`);
    if (!maps.has(file))
      maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    const map = maps.get(file);
    if (!map) return url;
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (at.source ?? '?').replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
    return at.name ? `${source}#${at.name}` : source;
  };
  let clock = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (clock += delta));
  const perFile = new Map<string, number>();
  const stretches: { start: number; busy: number; own: Map<string, number> }[] = [];
  let current: (typeof stretches)[number] | null = null;
  let last = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]!)!;
    const spent = profile.timeDeltas[i + 1] ?? 0;
    if (node.callFrame.functionName === '(idle)') {
      // A gap of over 3 ms ends a stretch (tasks closer than that are one to the eye).
      if (current && times[i]! - last > 3_000) current = null;
      continue;
    }
    if (!current) {
      current = { start: times[i]!, busy: 0, own: new Map() };
      stretches.push(current);
    }
    last = times[i]!;
    current.busy += spent;
    const file = sourceOf(node).split('#')[0]!;
    perFile.set(file, (perFile.get(file) ?? 0) + spent);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = sourceOf(byId.get(id)!);
      if (!name.startsWith('src/') || seen.has(name)) continue;
      seen.add(name);
      current.own.set(name, (current.own.get(name) ?? 0) + spent);
    }
  }
  const ms = (us: number) => `${Math.round(us / 1000)} ms`;
  console.log('Busy stretches over 40 ms (4x CPU), with the app functions that took most:');
  for (const stretch of stretches.filter((s) => s.busy > 40_000)) {
    const top = [...stretch.own]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${ms(us)}`);
    console.log(
      `  at ${ms(stretch.start - profile.startTime)}: ${ms(stretch.busy)}  ${top.join(' | ')}`,
    );
  }
  console.log('\nTime per source file (self):');
  for (const [file, us] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${ms(us).padStart(8)}  ${file}`);
}

const profile = await profilePage(values.path, Math.max(1, Number(values.runs)));
if (values.out) writeFileSync(values.out, JSON.stringify(profile));
report(profile, await sourceMaps());
