import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, join } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 28: upload a profile photo (and a header image) in Settings › Profile and see the photo
// on a post card and the profile.

/** A photo-like image: a gradient with a disc, so a crop is visible in a screenshot. */
async function photoBytes(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2f6f8f"/><stop offset="1" stop-color="#f2b27a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff8ee"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('profile photo journey', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    errors = collectPageErrors(page);
    await join(page, server.url, ada, server.founderInviteCode!);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(page, `failure-photo-${test.task.name}`);
  });

  it('uploads a photo and a header in Settings › Profile and shows the crops', async () => {
    await page.goto(`${server.url}/settings?panel=profile`);
    await page.getByRole('heading', { name: 'Profile photo' }).waitFor();
    await page.locator('#profile-image-avatar').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoBytes(900, 600),
    });
    await page.getByText('Profile photo saved.').waitFor();
    const preview = page.locator('.profile-image--avatar img.avatar-disc--photo');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/avatars\/.+_avatar\.webp$/);
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(400);
    expect(await page.getByRole('button', { name: 'Remove photo' }).isVisible()).toBe(true);

    await page.locator('#profile-image-header').setInputFiles({
      name: 'banner.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoBytes(1600, 900),
    });
    await page.getByText('Header image saved.').waitFor();
    const header = page.locator('img.profile-image__header');
    await expect
      .poll(() => header.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1500);

    // A text file renamed to .jpg is refused by its content, with the spec's message.
    await page.locator('#profile-image-avatar').setInputFiles({
      name: 'not-a-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Only image uploads are supported.' })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'photos-settings-1280-light');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: 'dark' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'photos-settings-390-dark');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('shows the photo on a post card and on the profile', async () => {
    // The refused upload above logged its 400; from here on nothing may fail.
    errors.length = 0;
    await page.goto(`${server.url}/dashboard`);
    const field = page.getByLabel('Write a post');
    await field.fill('Morning light over the bay');
    await page.getByRole('button', { name: 'Publish' }).click();
    const card = page
      .getByRole('article')
      .filter({ hasText: 'Morning light over the bay' })
      .first();
    const avatar = card.locator('img.avatar-disc--photo').first();
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatars\/.+_avatar_thumb\.webp$/);
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(96);

    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(`${server.url}/dashboard`);
        await page.getByRole('article').filter({ hasText: 'Morning light' }).first().waitFor();
        await screenshot(page, `photos-feed-${viewport.width}-${theme}`);
        const me = await page.evaluate(
          async () => ((await (await fetch('/api/me')).json()) as { user: { id: string } }).user,
        );
        await page.goto(`${server.url}/u/${me.id}`);
        await page.locator('img.profile-hero__banner--photo').waitFor();
        await page.locator('.profile-hero img.avatar-disc--photo').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `photos-profile-${viewport.width}-${theme}`);
      }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
