import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts';
import { ada, join, joinByApi, type Person } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 28 in the browser: three members echo Ada's post and her inbox reads one grouped line
// ("Elif and 2 others echoed your post."); `?` lists the shortcuts in a named dialog that Escape
// closes; `j` and `k` move focus between post cards; `n` focuses the composer; none fires while
// typing. Screenshots of the list and the dialog at 390 and 1280, light and dark, en and tr.

const fans: Person[] = ['Can', 'Deniz', 'Elif'].map((firstName) => ({
  firstName,
  lastName: 'Yıldız',
  username: `${firstName.toLowerCase()}.y`,
  email: `${firstName.toLowerCase()}@example.com`,
  password: 'a long enough password',
}));

const headers = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };

describe('grouped notifications and keyboard shortcuts', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  /** Which element has focus: the index of the post card, or its tag. */
  const focused = () =>
    page.evaluate(() => {
      const cards = [...document.querySelectorAll('#main article.post-card')];
      const index = cards.indexOf(document.activeElement as Element);
      return index >= 0 ? `card ${index}` : (document.activeElement?.tagName ?? 'none');
    });

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    context.setDefaultTimeout(10_000);
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
      await screenshot(page, `failure-notify-${test.task.name}`);
  });

  it('reads three echoes of one post as one grouped notification', async () => {
    await join(page, server.url, ada, server.founderInviteCode!);
    const posts: string[] = [];
    for (const content of ['Morning light on the Bosphorus', 'Tea at noon', 'Evening rain']) {
      const res = await context.request.post(`${server.url}/api/posts`, {
        headers,
        data: { content },
      });
      expect(res.status(), await res.text()).toBe(201);
      posts.push(((await res.json()) as { post: { id: string } }).post.id);
    }
    for (const fan of fans) {
      const invite = await context.request.post(`${server.url}/api/invites`, { headers });
      const { code } = (await invite.json()) as { code: string };
      const fanContext = await browser.newContext();
      await joinByApi(fanContext, server.url, fan, code);
      const echo = await fanContext.request.put(`${server.url}/api/posts/${posts[0]}/echo`, {
        headers,
      });
      expect(echo.status(), await echo.text()).toBeLessThan(300);
      await fanContext.close();
    }

    await page.goto(`${server.url}/inbox`);
    const list = page.getByRole('list', { name: 'Notifications' });
    const grouped = list.getByRole('listitem').filter({ hasText: 'and 2 others' });
    await grouped.waitFor();
    expect(await grouped.innerText()).toContain('Elif Yıldız and 2 others echoed your post.');
    // One group, not three rows (the three accepted invites stay lines of their own).
    expect(await list.getByRole('listitem').filter({ hasText: 'echoed your post' }).count()).toBe(
      1,
    );
    expect(await list.getByRole('listitem').count()).toBe(4);
  });

  it('opens the shortcuts with ?, closes them with Escape; j and k move between cards; n writes', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.locator('#main article.post-card').first().waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Next post');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.keyboard.press('j');
    expect(await focused()).toBe('card 0');
    await page.keyboard.press('j');
    expect(await focused()).toBe('card 1');
    await screenshot(page, 'notify-card-focus-en-light-desktop');
    await page.keyboard.press('k');
    expect(await focused()).toBe('card 0');

    await page.keyboard.press('n');
    const composer = page.getByRole('form', { name: /post/i }).locator('textarea');
    expect(await composer.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typing in the composer types: no shortcut fires.
    await page.keyboard.type('j?k');
    expect(await composer.inputValue()).toBe('j?k');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await composer.fill('');
    expect(errors).toEqual([]);
  });

  it('looks right at 390 and 1280, light and dark, in English and Turkish', async () => {
    for (const language of ['en', 'tr'] as const) {
      const res = await context.request.patch(`${server.url}/api/settings/preferences`, {
        headers,
        data: { interfaceLanguage: language },
      });
      expect(res.status(), await res.text()).toBe(200);
      for (const scheme of ['light', 'dark'] as const)
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(`${server.url}/inbox`);
          await page
            .getByRole('list', { name: language === 'en' ? 'Notifications' : 'Bildirimler' })
            .waitFor();
          await screenshot(page, `notify-grouped-${language}-${scheme}-${size}`);
          await page.locator('body').click({ position: { x: 5, y: 5 } });
          await page.keyboard.press('?');
          await page.getByRole('dialog').waitFor();
          await screenshot(page, `notify-shortcuts-${language}-${scheme}-${size}`);
          await page.keyboard.press('Escape');
        }
    }
    const turkish = await page.getByRole('list', { name: 'Bildirimler' }).innerText();
    expect(turkish).toContain('Elif Yıldız ve 2 kişi daha gönderinizi yankıladı.');
  });
});
