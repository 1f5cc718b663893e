// `npm run perf:lighthouse`: Lighthouse (its default mobile preset: a mid-range phone, simulated
// slow 4G and a 4x slower CPU) on the public pages and, signed in, the dashboard and Insights.
// The built app runs on a fresh data directory; a founder and a second member are seeded through
// the API (the second posts with an image, so the dashboard's first card has one, as a member's
// usually does). Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH), never a downloaded one.
// Options: --runs N (default 3), --path /login (repeatable; default all five pages), --json DIR
// (writes each run's full report there), --calibrate (the CPU multiplier follows the host:
// cpu-calibration.ts). Prints the median of each category per page, the median LCP, TBT and CLS,
// each run's benchmark index, every audit below full marks outside Performance, the costly
// diagnostics, and from one plain visit the largest paint's element and what shifted.
// A measurement, not a test: nothing here fails on a score.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { startE2eServer } from '../../tests/e2e/support/server.ts';
import { buildWeb, webBuildIsStale } from '../web-build.ts';
import { seedMemberPages } from './member-pages.ts';
import {
  cpuMultiplierFor,
  DEFAULT_CPU_MULTIPLIER,
  REFERENCE_DESKTOP_INDEX,
} from './cpu-calibration.ts';
import { median } from './summary.ts';

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/signup', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/insights', signedIn: true },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  clsValue: number;
  /** Audits below full marks in the non-performance categories, and the heaviest diagnostics. */
  findings: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function findingsOf(lhr: Lhr): string[] {
  const found: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      found.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  // The performance opportunities and diagnostics that cost something.
  for (const id of [
    'render-blocking-resources',
    'unused-javascript',
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
    'font-display',
    'uses-text-compression',
    'unsized-images',
  ]) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    found.push(`performance: ${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  return found;
}

/**
 * Lighthouse 12's trace-element audits (LCP element, layout shifts) fail on this Chromium's trace
 * format, so one plain visit on a Lighthouse-sized phone names the largest paint and what shifted.
 */
async function probe(browser: Browser, url: string, cookie: string | null) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    ...(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    // A page that was ever hidden reports no largest paint; Lighthouse's own tab may be in front.
    await page.bringToFront();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<{ lcp: string; shifts: string[] }>((resolve) => {
          const describe = (node: Node | null | undefined) => {
            if (!(node instanceof Element)) return node ? node.nodeName : '?';
            const classes = [...node.classList].slice(0, 2).join('.');
            const loading = node.getAttribute('loading');
            const priority = node.getAttribute('fetchpriority');
            return (
              `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}` +
              (loading ? ` loading=${loading}` : '') +
              (priority ? ` fetchpriority=${priority}` : '')
            );
          };
          let lcp = 'none';
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { element?: Element | null }) | undefined;
            if (last) lcp = `${describe(last.element)} at ${last.startTime.toFixed(0)} ms`;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          const shifts: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null }[];
            })[]) {
              if (entry.value < 0.005) continue;
              const nodes = (entry.sources ?? []).map((source) => describe(source.node));
              shifts.push(`${entry.value.toFixed(3)} (${nodes.join(', ')})`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ lcp, shifts }), 300);
        }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      path: { type: 'string', multiple: true },
      json: { type: 'string' },
      calibrate: { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs));
  const pages = values.path?.length
    ? PAGES.filter((page) => values.path!.includes(page.path))
    : PAGES;

  if (webBuildIsStale()) {
    console.log('Building the web app...');
    await buildWeb();
  }
  const server = await startE2eServer();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--remote-debugging-port=${port}`,
    ],
  });
  const loads: number[] = [];
  try {
    const context = await browser.newContext();
    const other = await browser.newContext();
    const cookie = await seedMemberPages(context, other, server.url, server.founderInviteCode!);
    await other.close();
    await context.close();

    // One discarded run measures this host's benchmark index for the calibrated multiplier.
    let cpuMultiplier = DEFAULT_CPU_MULTIPLIER;
    if (values.calibrate) {
      const warmUp = await lighthouse(
        `${server.url}/`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
      );
      const index = warmUp?.lhr.environment.benchmarkIndex ?? REFERENCE_DESKTOP_INDEX;
      cpuMultiplier = cpuMultiplierFor(index);
      console.log(`benchmark index ${index}: CPU multiplier ${cpuMultiplier}x (calibrated)`);
    }
    const benchmarks: number[] = [];

    const table: Record<string, Record<string, string | number>> = {};
    for (const page of pages) {
      const url = `${server.url}${page.path}`;
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        loads.push(loadavg()[0] ?? 0);
        const result = await lighthouse(
          url,
          {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            ...(values.calibrate ? { throttling: { cpuSlowdownMultiplier: cpuMultiplier } } : {}),
            ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
        if (!lhr.finalDisplayedUrl.endsWith(page.path))
          throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
        if (values.json) {
          mkdirSync(values.json, { recursive: true });
          const name = `${page.path.replace(/\//g, '_') || 'root'}-${i + 1}.json`;
          writeFileSync(path.join(values.json, name), JSON.stringify(lhr));
        }
        const run: Run = {
          scores: Object.fromEntries(
            CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
          ) as Record<Category, number>,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          findings: findingsOf(lhr),
        };
        console.log(
          `${page.path} run ${i + 1}/${runs}: ` +
            CATEGORIES.map((id) => `${id} ${run.scores[id]}`).join(', ') +
            `; LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms` +
            ` (load average ${loadavg()[0]?.toFixed(1)}, benchmark index ${run.benchmarkIndex})`,
        );
        benchmarks.push(run.benchmarkIndex);
        results.push(run);
      }
      table[page.path] = {
        ...Object.fromEntries(
          CATEGORIES.map((id) => [id, median(results.map((run) => run.scores[id]))]),
        ),
        'LCP ms': Math.round(median(results.map((run) => run.lcpMs))),
        'TBT ms': Math.round(median(results.map((run) => run.tbtMs))),
        CLS: Number(median(results.map((run) => run.clsValue)).toFixed(3)),
      };
      const seen = await probe(browser, url, page.signedIn ? cookie : null);
      console.log(`  LCP element (a plain visit): ${seen.lcp}`);
      if (seen.shifts.length > 0) console.log(`  layout shifts: ${seen.shifts.join('; ')}`);
      // One line per audit, with each run's value (a diagnostic's value differs run to run).
      const findings = new Map<string, string[]>();
      for (const finding of results.flatMap((run) => run.findings)) {
        const [name = finding, value] = finding.split(' (');
        const values = findings.get(name) ?? [];
        const shown = value?.replace(/\)$/, '');
        if (shown && !values.includes(shown)) values.push(shown);
        findings.set(name, values);
      }
      for (const [name, values] of findings)
        console.log(`  ${name}${values.length ? ` (${values.join('; ')})` : ''}`);
    }
    console.log(
      `\nLighthouse (mobile preset, CPU ${cpuMultiplier}x${values.calibrate ? ', calibrated' : ''}), ` +
        `median of ${runs} run(s) per page; benchmark index median ${median(benchmarks)}:`,
    );
    console.table(table);
    console.log(
      `machine: ${cpus().length} CPUs, load average ${median(loads).toFixed(1)} (median at ` +
        `the start of each run; a busy machine lowers Performance, not the other three)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
