import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../src/shared/routes.ts';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

const SAMPLE_PATHS = CLIENT_ROUTES.map((route) =>
  route.replace(':id', 'sample-post').replace(':uid', 'sample-member'),
);

describe('foundation in the browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The one journey that starts on an empty data directory, as the first `npm start` does.
    server = await startE2eServer({}, { emptyDataDir: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await screenshot(page, `failure-${test.task.name}`);
    await context.close();
  });

  it('prints a founder invite code on a fresh data directory', () => {
    expect(server.founderInviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('reports a reachable database at /api/health', async () => {
    const res = await page.request.get(`${server.url}/api/health`);
    expect(res.status()).toBe(200);
    expect((await res.json()).database.reachable).toBe(true);
  });

  it('shows the landing page with its call to action and no serious accessibility issue', async () => {
    const errors = collectPageErrors(page);
    const res = await page.goto(server.url);
    expect(res?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('link', { name: 'Get In Now' }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Get In Now' }).first().getAttribute('href')).toBe(
      '/signup',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, 'landing-desktop');
  });

  it('looks right on a phone-sized screen', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(server.url);
    await page.getByRole('link', { name: 'Get In Now' }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'landing-phone');
  });

  it('renders every client route of the spec without an error or a CSP violation', async () => {
    for (const path of SAMPLE_PATHS) {
      const errors = collectPageErrors(page);
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status(), path).toBe(200);
      await page.locator('main h1').first().waitFor({ timeout: 10_000 });
      expect(errors, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  it('shows a not-found page with a link home for an unknown route, with status 404', async () => {
    const res = await page.goto(`${server.url}/this/does/not/exist`);
    expect(res?.status()).toBe(404);
    const home = page.getByRole('link', { name: /home/i }).first();
    await home.waitFor();
    await home.click();
    await page.waitForURL(`${server.url}/`);
  });

  it('links the logo to / for a signed-out visitor', async () => {
    await page.goto(`${server.url}/privacy`);
    const logo = page.getByRole('link', { name: /lorien/i }).first();
    await logo.waitFor();
    expect(await logo.getAttribute('href')).toBe('/');
  });
});
