import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/server.ts';

// Issue 16 in the browser: the sign-up bot check at the production difficulty on a throttled
// phone. It measures time and main-thread blocking, so it runs in the e2e-timed project, after
// the other e2e files and alone (they run two at a time and would share its CPU).

/** Opens /signup with the CPU slowed 4x and returns the bot check's solve time and blocking. */
async function measureSignupSolve(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __blocking: number };
    w.__blocking = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__blocking += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${url}/signup`);
  await page.getByLabel('First name').waitFor();
  const blockingAtRender = await page.evaluate(
    () => (window as unknown as { __blocking: number }).__blocking,
  );
  const solveMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => performance.getEntriesByName('lorien:bot-check')[0]?.duration;
        const poll = () => {
          const found = read();
          if (found !== undefined) resolve(found);
          else setTimeout(poll, 25);
        };
        poll();
      }),
  );
  const blockingAfter = await page.evaluate(
    () => (window as unknown as { __blocking: number }).__blocking,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { solveMs, solveBlockingMs: blockingAfter - blockingAtRender };
}

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  // The production difficulty: 25,000-50,000 hashes per challenge.
  server = await startE2eServer({ ALTCHA_MAX_COUNTER: '50000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sign-up bot check at production difficulty, phone CPU (4x slower)', () => {
  it('solves in a worker: p95 under 2 s and no long task on the page while it runs', async () => {
    const runs: Array<{ solveMs: number; solveBlockingMs: number }> = [];
    for (let i = 0; i < 6; i += 1) {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      runs.push(await measureSignupSolve(page, server.url));
      expect(errors).toEqual([]);
      await context.close();
    }
    const times = runs.map((run) => run.solveMs).sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    console.info(
      `bot check at 4x throttling: ${times.map((ms) => Math.round(ms)).join(', ')} ms; p95 ${Math.round(p95)} ms; blocking during solve ${runs.map((run) => Math.round(run.solveBlockingMs)).join(', ')} ms`,
    );
    expect(p95).toBeLessThan(2_000);
    for (const run of runs) expect(run.solveBlockingMs).toBeLessThan(200);
  }, 120_000);
});
