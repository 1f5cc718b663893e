import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  collectPageErrors,
  launchBrowser,
  RESULTS_DIR,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, join } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 28: a post with four images and their alt texts, the viewer on post detail, Copy link,
// and a signed-out visitor opening the link.

const COLOURS = ['#e98a6b', '#5b4bc4', '#2f8f6b', '#f6c48f'] as const;
const ALTS = [
  'Sunrise over the Bosphorus, orange sky',
  'A ferry crossing purple water',
  'Green hills above Sarıyer',
  'Tea glass on a sunny balcony',
] as const;

/** A picture of one colour with a lighter disc, so each image looks different. */
async function picture(colour: string, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${colour}"/>
    <circle cx="${width * 0.65}" cy="${height * 0.4}" r="${Math.min(width, height) / 5}" fill="#fff3da" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function files(count: number) {
  const sizes: Array<[number, number]> = [
    [960, 600],
    [600, 800],
    [800, 800],
    [1000, 560],
  ];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const [width, height] = sizes[index] ?? [800, 600];
      return {
        name: `view-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: await picture(COLOURS[index] ?? '#888888', width, height),
      };
    }),
  );
}

function card(page: Page, text: string): Locator {
  return page.locator('article.post-card', { hasText: text }).first();
}

/** Publishes a post with `count` images through the composer, with alt texts when asked. */
async function publish(page: Page, text: string, count: number, withAlt: boolean) {
  await page.getByLabel('Write a post').fill(text);
  await page.getByLabel('Add images (up to 4)').setInputFiles(await files(count));
  for (let index = 0; index < count; index += 1) {
    const label = count === 1 ? 'Describe the image' : `Describe image ${index + 1}`;
    if (withAlt) await page.getByLabel(label, { exact: true }).fill(ALTS[index] ?? '');
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText(MESSAGES.publishSuccess).first().waitFor();
  await card(page, text).waitFor();
}

describe('post images, the viewer and copy link', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  let postUrl = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(page, `failure-images-${test.task.name}`);
  });

  it('posts four images, each with its own alt text, shown in a 2×2 grid', async () => {
    await join(page, server.url, ada, server.founderInviteCode!);
    await page.getByLabel('Write a post').fill('Four views of one morning');
    await page.getByLabel('Add images (up to 4)').setInputFiles(await files(4));
    // Four previews, a description field for each, and the image button is now off.
    await expect.poll(() => page.locator('.composer__item').count()).toBe(4);
    expect(await page.getByText('4 of 4 images').count()).toBe(1);
    expect(await page.getByLabel('Add images (up to 4)').isDisabled()).toBe(true);
    for (const [index, alt] of ALTS.entries())
      await page.getByLabel(`Describe image ${index + 1}`, { exact: true }).fill(alt);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(MESSAGES.publishSuccess).first().waitFor();

    const post = card(page, 'Four views of one morning');
    await post.waitFor();
    const grid = post.getByRole('group', { name: 'Images in this post' });
    await grid.waitFor();
    expect(await grid.getAttribute('class')).toContain('post-images--4');
    for (const alt of ALTS) {
      const image = post.getByRole('img', { name: alt, exact: true });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
    }
    // The first card's images load at once; they are the largest paint on the page.
    expect(await post.locator('img').first().getAttribute('loading')).toBe('eager');
    const href = await post.locator('a.post-card__time').getAttribute('href');
    postUrl = `${server.url}${href ?? ''}`;
    expect(href).toMatch(/^\/post\//);
  });

  it('opens the viewer on post detail: next, previous, arrow keys, alt text, Escape', async () => {
    await page.goto(postUrl);
    const open = page.getByRole('button', { name: 'Open image 1 of 4' });
    await open.click();
    const viewer = page.getByRole('dialog', { name: 'Image 1 of 4' });
    await viewer.waitFor();
    await viewer.getByText(ALTS[0]).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Image 2 of 4' }).getByText(ALTS[1]).waitFor();
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('dialog', { name: 'Image 3 of 4' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Wraps round from the first to the last.
    await page.getByRole('dialog', { name: 'Image 4 of 4' }).getByText(ALTS[3]).waitFor();
    const shown = page.locator('.image-viewer__image');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });

  it('copies the post’s link with a toast', async () => {
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(postUrl);
  });

  it('edits the alt texts from the post', async () => {
    await page.getByRole('button', { name: 'Edit your post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await dialog.waitFor();
    const second = dialog.getByLabel('Image 2 description (alt text)');
    expect(await second.inputValue()).toBe(ALTS[1]);
    await second.fill('A white ferry crossing purple water');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your edit is saved.').waitFor();
    await page.getByRole('img', { name: 'A white ferry crossing purple water' }).waitFor();
  });

  it('sends a signed-out visitor of the link to sign in, and back to the post after', async () => {
    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(postUrl);
    await visitorPage.getByRole('heading', { name: 'Sign in to see this post' }).waitFor();
    await visitorPage.getByText('Posts on Lorien are shared with members only.').waitFor();
    // Nothing of the post is shown.
    expect(await visitorPage.getByText('Four views of one morning').count()).toBe(0);
    const signIn = visitorPage.getByRole('link', { name: 'Sign in' });
    const path = new URL(postUrl).pathname;
    expect(await signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(path)}`);
    await visitor.close();
  });

  it('grids of 1 to 4 images and the viewer, at 390 and 1280 px, light and dark', async () => {
    await page.goto(`${server.url}/dashboard`);
    await publish(page, 'Three of them', 3, true);
    await publish(page, 'Two side by side', 2, false);
    await publish(page, 'Just one picture', 1, true);
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const shot = await browser.newContext({ viewport, colorScheme: theme });
        await shot.addCookies(await context.cookies());
        const shotPage = await shot.newPage();
        await shotPage.goto(`${server.url}/dashboard`);
        await card(shotPage, 'Four views of one morning').locator('img').first().waitFor();
        // Every grid in view once, so the lazy images below the fold have loaded.
        for (const text of ['Two side by side', 'Just one picture', 'Three of them']) {
          const last = card(shotPage, text).locator('img').last();
          await last.scrollIntoViewIfNeeded();
          await expect
            .poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth), {
              timeout: 15_000,
            })
            .toBeGreaterThan(0);
        }
        // No card is wider than the screen.
        const overflow = await shotPage.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(shotPage, `images-grid-${name}-${theme}`);
        await shotPage.goto(postUrl);
        const opener = shotPage.getByRole('button', { name: 'Open image 2 of 4' });
        await expect
          .poll(() => opener.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
            timeout: 15_000,
          })
          .toBeGreaterThan(0);
        await screenshot(shotPage, `images-detail-${name}-${theme}`);
        await shotPage.getByRole('button', { name: 'Open image 2 of 4' }).click();
        await shotPage.getByRole('dialog', { name: 'Image 2 of 4' }).waitFor();
        const big = shotPage.locator('.image-viewer__image');
        await expect
          .poll(() => big.evaluate((img: HTMLImageElement) => img.naturalWidth), {
            timeout: 15_000,
          })
          .toBeGreaterThan(0);
        // The viewer fills the screen: the screen is the picture (not the page behind it).
        await shotPage.screenshot({
          path: `${RESULTS_DIR}/images-viewer-${name}-${theme}.png`,
        });
        await shot.close();
      }
    }
    expect(errors).toEqual([]);
  });
});
