// `npm run perf:landing`: what a visitor's first load of a public page costs, measured in
// headless Chromium (Debian's, never a downloaded one) with the CPU throttled 4x.
// Options: --runs N (default 5), --path /privacy (default /), --desktop (default: a 390 px phone).
// Reports the median of N runs (after one warm-up run that is not counted).
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../../tests/e2e/support/browser.ts';
import { startE2eServer } from '../../tests/e2e/support/server.ts';
import { buildWeb, webBuildIsStale } from '../web-build.ts';
import { median, summarise, type Kind, type LoadedResource } from './summary.ts';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;

interface Run {
  resources: LoadedResource[];
  lcpMs: number;
  lcpElement: string;
  fcpMs: number;
}

function kindOf(cdpType: string, url: string): Kind {
  if (url.includes('/api/')) return 'api';
  switch (cdpType) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Font':
      return 'font';
    case 'Image':
      return 'image';
    default:
      return /\.webmanifest$|\.json$/.test(url) ? 'manifest' : 'other';
  }
}

/** Records every response's type and compressed body bytes from the DevTools protocol. */
function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, LoadedResource & { headerBytes: number }>();
  cdp.on('Network.responseReceived', (event) => {
    requests.set(event.requestId, {
      url: event.response.url,
      kind: kindOf(event.type ?? '', event.response.url),
      encoding:
        event.response.headers['content-encoding'] ??
        event.response.headers['Content-Encoding'] ??
        '',
      bodyBytes: 0,
      transferBytes: 0,
      headerBytes: event.response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.transferBytes = event.encodedDataLength;
    // What arrived after the headers is the (compressed) body.
    request.bodyBytes = Math.max(0, event.encodedDataLength - request.headerBytes);
  });
  return () => [...requests.values()].map(({ headerBytes: _, ...resource }) => resource);
}

async function measureOnce(browser: Browser, url: string, desktop: boolean): Promise<Run> {
  const context = await browser.newContext({
    viewport: desktop ? VIEWPORTS.desktop : VIEWPORTS.phone,
    // Plain HTTP: Chromium would offer gzip anyway; say it so the server's .gz files are what we count.
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const resources = recordNetwork(cdp);

    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);

    const paint = await page.evaluate(
      () =>
        new Promise<{ lcpMs: number; lcpElement: string; fcpMs: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          // No entry at all (nothing painted) must not hang the run: report it as missing.
          setTimeout(() => resolve({ lcpMs: Number.NaN, lcpElement: 'none', fcpMs: fcp }), 5000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1] as
              (PerformanceEntry & { element?: Element | null }) | undefined;
            const element = last?.element;
            resolve({
              lcpMs: last?.startTime ?? -1,
              lcpElement: element
                ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
                : '?',
              fcpMs: fcp,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { resources: resources(), ...paint };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      path: { type: 'string', default: '/' },
      desktop: { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs));

  if (webBuildIsStale()) {
    console.log('Building the web app...');
    await buildWeb();
  }
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const url = `${server.url}${values.path}`;
    await measureOnce(browser, url, values.desktop); // warm-up: server JIT and disk cache
    const results: Run[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await measureOnce(browser, url, values.desktop);
      console.log(`run ${i + 1}/${runs}: LCP ${run.lcpMs.toFixed(0)} ms`);
      results.push(run);
    }

    const summary = summarise(results[0]?.resources ?? []);
    console.log(
      `\nFirst load of ${values.path} (${values.desktop ? '1280 px desktop' : '390 px phone'}, CPU ${CPU_SLOWDOWN}x slower, gzip)\n`,
    );
    console.table(summary.rows);
    console.log(
      `assets total: ${summary.assetKb.toFixed(1)} KB compressed bodies ` +
        `(${summary.assetTransferKb.toFixed(1)} KB with headers); API calls: ${summary.apiKb.toFixed(1)} KB`,
    );
    if (summary.uncompressed.length > 0)
      console.log(`not compressed: ${summary.uncompressed.join(', ')}`);
    console.log('scripts:', summary.scripts.join(', '));

    const lcps = results.map((run) => run.lcpMs).filter((ms) => Number.isFinite(ms));
    if (lcps.length < results.length)
      console.log(`${results.length - lcps.length} run(s) had no LCP`);
    // Other work on the machine skews timings; say how busy it was.
    const [load1] = loadavg();
    console.log(`\nmachine: ${cpus().length} CPUs, load average ${load1?.toFixed(2)} at the end`);
    console.log(
      `\nLCP over ${runs} runs (ms): ${lcps.map((ms) => ms.toFixed(0)).join(', ')}` +
        `\nLCP median: ${median(lcps).toFixed(0)} ms (element: ${results[0]?.lcpElement ?? '?'})` +
        `\nFCP median: ${median(results.map((run) => run.fcpMs)).toFixed(0)} ms\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
