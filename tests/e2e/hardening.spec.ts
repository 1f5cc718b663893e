import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, signUp } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 16 in the browser: the sign-up bot check at the production difficulty on a throttled
// phone, and (polish) the offline message and the dark theme.

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

describe('sign-up bot check at production difficulty, phone CPU (4x slower)', () => {
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

/** A wide picture, so a reserved box of the wrong shape would show. */
async function widePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300">
    <rect width="900" height="300" fill="#5b4bc4"/><circle cx="700" cy="120" r="60" fill="#f6c48f"/>
    <path d="M0 220 C 250 180, 520 260, 900 210 L900 300 L0 300 Z" fill="#1f1c2e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('polish: images, layout, dark mode and offline', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let postUrl = '';
  let profileUrl = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await signUp(page, server.url, ada, server.founderInviteCode ?? '');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('17: the composer asks for alt text; the card uses it and reserves the image’s space', async () => {
    await page.getByLabel('Write a post').fill('Evening over the water #calm');
    await page.getByLabel('Add an image').setInputFiles({
      name: 'evening.png',
      mimeType: 'image/png',
      buffer: await widePng(),
    });
    await page
      .getByLabel('Describe the image')
      .fill('A violet sky with a low apricot sun over dark water');
    await page.getByRole('button', { name: 'Publish' }).click();
    const image = page.getByRole('img', {
      name: 'A violet sky with a low apricot sun over dark water',
    });
    await image.first().waitFor();
    const size = await image.first().evaluate((img: HTMLImageElement) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    expect(size).toEqual({ width: '900', height: '300' });
    const href = await page
      .locator('article.post-card a.post-card__time')
      .first()
      .getAttribute('href');
    postUrl = `${server.url}${href}`;
    const profileHref = await page
      .locator('article.post-card .post-card__avatar')
      .first()
      .getAttribute('href');
    profileUrl = `${server.url}${profileHref}`;
    // Before the image arrives, the box already has the picture's shape (3:1).
    await context.route('**/media/**', () => undefined); // never answers
    await page.goto(postUrl);
    const box = page.locator('.post-card__media img').first();
    await box.waitFor();
    const rect = await box.evaluate((img) => img.getBoundingClientRect().toJSON() as DOMRect);
    expect(rect.height).toBeGreaterThan(0);
    expect(Math.abs(rect.width / rect.height - 3)).toBeLessThan(0.1);
    await context.unroute('**/media/**');
  });

  it('15: the desktop navigation stays in view, the header is opaque, the search placeholder fits', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel('Write a post').waitFor();
    const header = await page
      .locator('.app-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(header).not.toMatch(/rgba\(.*, 0\.\d+\)/);
    const search = page.getByLabel('Search people and posts');
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const available =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width <= available;
    });
    expect(fits).toBe(true);
    // Make the page long enough to scroll, then scroll the feed well past the first screen.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.querySelector('.app-main')?.append(spacer);
      window.scrollTo(0, 1200);
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const nav = await page.locator('.app-nav').boundingBox();
    expect(nav).not.toBeNull();
    expect(nav!.y).toBeGreaterThanOrEqual(0);
    expect(nav!.y).toBeLessThan(VIEWPORTS.desktop.height);
  });

  it('16: dark mode from Settings → Appearance; dashboard, post and profile pass axe in both themes', async () => {
    await page.goto(`${server.url}/settings?panel=appearance`);
    await page.getByRole('radio', { name: /Dark/ }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      for (const [name, url] of [
        ['dashboard', `${server.url}/dashboard`],
        ['post', postUrl],
        ['profile', profileUrl],
      ] as const) {
        await page.goto(url);
        await page.locator('article.post-card').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await screenshot(page, `hardening-dark-${name}-${viewport}`);
        expect(await seriousAxeViolations(page), `${name} ${viewport} dark`).toEqual([]);
      }
    }
    // System follows the device; the light theme passes too.
    await page.goto(`${server.url}/settings?panel=appearance`);
    await page.getByRole('radio', { name: /System/ }).check();
    await page.emulateMedia({ colorScheme: 'dark' });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(20, 18, 28)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${server.url}/dashboard`);
    await page.locator('article.post-card').first().waitFor();
    expect(await seriousAxeViolations(page), 'dashboard light').toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('14: one name everywhere: the edited handle on cards, profile and sidebar; names not cut at 390 px', async () => {
    const handle = 'ada-lovelace-countess-lovelace';
    const res = await page.request.patch(`${server.url}/api/me/profile`, {
      headers: { 'x-requested-with': 'lorien', 'content-type': 'application/json' },
      data: { handle },
    });
    expect(res.status()).toBe(200);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${server.url}/dashboard`);
    await page.locator('article.post-card').first().waitFor();
    expect(await page.locator('.app-nav__member-handle').innerText()).toBe(`@${handle}`);
    expect(await page.locator('.post-card__handle').first().innerText()).toBe(`@${handle}`);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${server.url}/dashboard`);
    const name = page.locator('article.post-card .post-card__name').first();
    await name.waitFor();
    // Sub-pixel: the name's box is as wide as its text (no ellipsis).
    expect(
      await name.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width - el.getBoundingClientRect().width;
      }),
    ).toBeLessThan(0.5);
    await screenshot(page, 'hardening-long-handle-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('13: offline, a page whose code cannot load says so and offers Retry', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel('Write a post').waitFor();
    await context.setOffline(true);
    try {
      // Settings' code has not been loaded in this page yet (a fresh navigation above).
      await page.getByRole('link', { name: 'Insights' }).first().click();
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      expect(await page.getByText('Lorien has been updated').count()).toBe(0);
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await screenshot(page, 'hardening-offline-desktop');
    } finally {
      await context.setOffline(false);
    }
    // Chunk errors and the browser's own offline errors are the only console errors allowed.
    expect(
      errors.filter(
        (e) =>
          !/Failed to fetch|dynamically imported|preload CSS|ERR_INTERNET_DISCONNECTED|net::/i.test(
            e,
          ),
      ),
    ).toEqual([]);
  });
});
