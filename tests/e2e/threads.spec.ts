import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/api/accounts.ts';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, ben, join } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 28: mention a member (autocomplete, link, notification), reply to a comment, and edit a
// post and open its history.

const me = async (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/me')).json()) as { user: SessionUser }).user,
  );

describe('threads journey: mentions, replies and edits', () => {
  let server: E2eServer;
  let browser: Browser;
  let adaContext: BrowserContext;
  let benContext: BrowserContext;
  let adaPage: Page;
  let benPage: Page;
  const pageErrors: string[][] = [];
  let benUser: SessionUser;
  let postId = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    adaContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    benContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    adaPage = await adaContext.newPage();
    benPage = await benContext.newPage();
    pageErrors.push(collectPageErrors(adaPage), collectPageErrors(benPage));
    for (const context of [adaContext, benContext]) context.setDefaultTimeout(10_000);
    await join(adaPage, server.url, ada, server.founderInviteCode!);
    const invite = await adaPage.evaluate(async () => {
      const response = await fetch('/api/invites', {
        method: 'POST',
        headers: { 'x-requested-with': 'lorien' },
      });
      return (await response.json()) as { code: string };
    });
    await join(benPage, server.url, ben, invite.code);
    benUser = await me(benPage);
  });
  afterAll(async () => {
    await adaContext?.close();
    await benContext?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      await screenshot(adaPage, `failure-threads-ada-${test.task.name}`);
      await screenshot(benPage, `failure-threads-ben-${test.task.name}`);
    }
  });

  it('suggests a member while @ is typed, inserts the handle, links it and notifies them', async () => {
    await adaPage.goto(`${server.url}/dashboard`);
    const field = adaPage.getByLabel('Write a post');
    await field.click();
    await field.pressSequentially(`Tea by the water with @${benUser.handle.slice(0, 3)}`);
    const option = adaPage.getByRole('option', { name: new RegExp(`@${benUser.handle}`) });
    await option.waitFor();
    // Keyboard: the field points at the active option; Enter inserts it.
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await adaPage.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe(`Tea by the water with @${benUser.handle} `);
    await field.pressSequentially('this morning');
    await adaPage.getByRole('button', { name: 'Publish' }).click();

    const card = adaPage.locator('article.post-card', { hasText: 'Tea by the water' }).first();
    const mention = card.getByRole('link', { name: `@${benUser.handle}` });
    await mention.waitFor();
    expect(await mention.getAttribute('href')).toBe(`/u/${benUser.id}`);
    postId = (await card.locator('a.post-card__time').getAttribute('href'))?.split('/').pop() ?? '';
    expect(postId).not.toBe('');

    await benPage.goto(`${server.url}/inbox`);
    await benPage.getByRole('link', { name: /You were mentioned/ }).waitFor();
  });

  it('replies to a comment: nested under it, "Replying to", and the comment author is told', async () => {
    await benPage.goto(`${server.url}/post/${postId}`);
    await benPage.getByLabel('Write a response').fill('Thanks for the tea, Ada!');
    await benPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await benPage.locator('.comment', { hasText: 'Thanks for the tea' }).waitFor();

    await adaPage.goto(`${server.url}/post/${postId}`);
    await adaPage.getByRole('button', { name: 'Reply to Ben Okafor' }).click();
    const replyBox = adaPage.getByLabel('Write a reply to Ben Okafor');
    await replyBox.fill('Any time, Ben.');
    await replyBox.press('Control+Enter');
    const replies = adaPage.getByRole('list', { name: 'Replies to Ben Okafor' });
    await replies.getByText('Any time, Ben.').waitFor();
    await replies.getByText(`Replying to @${benUser.handle}`).waitFor();

    await benPage.goto(`${server.url}/inbox`);
    await benPage.getByRole('link', { name: /New reply/ }).waitFor();
  });

  it('edits the post, shows "Edited" and opens the history, newest first', async () => {
    await adaPage.goto(`${server.url}/post/${postId}`);
    await adaPage.getByRole('button', { name: 'Edit your post' }).click();
    const editor = adaPage.getByRole('dialog', { name: 'Edit post' });
    await editor.waitFor();
    const text = editor.getByLabel('Post text');
    await text.fill(`Tea by the water with @${benUser.handle} this evening`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });

    const card = adaPage.locator('article.post-card').first();
    await card.getByText('this evening').waitFor();
    await card.getByRole('button', { name: /Edited/ }).click();
    const history = adaPage.getByRole('dialog', { name: 'Edit history' });
    await history.waitFor();
    const versions = history.locator('.edit-history__version');
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.nth(0).innerText()).toContain('this evening');
    expect(await versions.nth(1).innerText()).toContain('this morning');
    expect(await seriousAxeViolations(adaPage)).toEqual([]);
    await history.getByRole('button', { name: 'Close' }).click();

    // The other member sees the marker and the history too.
    await benPage.goto(`${server.url}/post/${postId}`);
    await benPage
      .getByRole('button', { name: /Edited/ })
      .first()
      .click();
    await benPage.getByRole('dialog', { name: 'Edit history' }).waitFor();
    await screenshot(benPage, 'threads-edit-history');
    expect(pageErrors.flat()).toEqual([]);
  });
});
