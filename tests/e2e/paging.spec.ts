import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, INBOX_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts';
import { ada, ben, join } from './support/members.ts';
import { myId, pageApi } from './support/page-api.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 28: lists page. 60 comments and 60 messages, seeded through the API (split between two
// members to stay inside the per-member write budgets), read in a browser past their first 50;
// and a profile's follower count opens the list of followers.

const SEEDED = 60;

describe('paging journey: 60 comments, 60 messages, a follower list', () => {
  let server: E2eServer;
  let browser: Browser;
  let adaContext: BrowserContext;
  let benContext: BrowserContext;
  let adaPage: Page;
  let benPage: Page;
  const pageErrors: string[][] = [];
  let adaId = '';
  let benId = '';

  beforeAll(async () => {
    // 120 seeded writes and the pages they are read on, all from one address within a minute.
    server = await startE2eServer({ RATE_LIMIT_MAX_PER_MINUTE: '3000' });
    browser = await launchBrowser();
    adaContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    benContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    adaPage = await adaContext.newPage();
    benPage = await benContext.newPage();
    pageErrors.push(collectPageErrors(adaPage), collectPageErrors(benPage));
    for (const context of [adaContext, benContext]) context.setDefaultTimeout(15_000);
    await join(adaPage, server.url, ada, server.founderInviteCode!);
    const invite = (await pageApi(adaPage, 'POST', ACCOUNT_API.invites)).body as { code: string };
    await join(benPage, server.url, ben, invite.code);
    adaId = await myId(adaPage);
    benId = await myId(benPage);
  }, 120_000);

  afterAll(async () => {
    await adaContext?.close();
    await benContext?.close();
    await browser?.close();
    await server?.stop();
  });

  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      await screenshot(adaPage, `failure-paging-ada-${test.task.name}`);
    }
  });

  it('shows the newest 50 of 60 comments, and the earlier 10 on "Show earlier responses"', async () => {
    const created = await pageApi(adaPage, 'POST', SOCIAL_API.posts, { content: 'Sixty replies' });
    expect(created.status).toBe(201);
    const postId = (created.body as { post: { id: string } }).post.id;
    for (let i = 0; i < SEEDED; i++) {
      const page = i % 2 ? adaPage : benPage;
      const res = await pageApi(page, 'POST', SOCIAL_API.postComments(postId), {
        text: `Reply number ${i + 1}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    await adaPage.goto(`${server.url}/post/${postId}`);
    const list = adaPage.locator('.comments__list > li');
    await adaPage.getByText('Reply number 60', { exact: true }).waitFor();
    expect(await list.count()).toBe(50);
    expect(await adaPage.getByText('Reply number 10', { exact: true }).count()).toBe(0);

    await adaPage.getByRole('button', { name: 'Show earlier responses' }).click();
    await adaPage.getByText('Reply number 1', { exact: true }).waitFor();
    expect(await list.count()).toBe(SEEDED);
    // Oldest first from top to bottom, and no button once everything is there.
    const texts = await adaPage.locator('.comments__list .comment__text').allTextContents();
    expect(texts[0]).toBe('Reply number 1');
    expect(texts.at(-1)).toBe('Reply number 60');
    expect(await adaPage.getByRole('button', { name: 'Show earlier responses' }).count()).toBe(0);

    // A member's own new comment is still there after a reload (the newest page comes first).
    await adaPage.getByLabel('Write a response').fill('My own late reply');
    await adaPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await adaPage.getByText('My own late reply').waitFor();
    await adaPage.reload();
    await adaPage.getByText('My own late reply').waitFor();
    await screenshot(adaPage, 'paging-comments-desktop');
  });

  it('loads older messages when the conversation is scrolled to the top', async () => {
    for (let i = 0; i < SEEDED; i++) {
      const [page, to] = i % 2 ? [adaPage, benId] : [benPage, adaId];
      const res = await pageApi(page, 'POST', INBOX_API.messages, {
        recipientId: to,
        text: `Message number ${i + 1}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    await adaPage.goto(`${server.url}/inbox?with=${benId}`);
    const dialog = adaPage.getByRole('dialog', { name: 'Ben Okafor' });
    await dialog.locator('.bubble__text', { hasText: 'Message number 60' }).waitFor();
    const bubbles = dialog.locator('.bubble__text');
    expect(await bubbles.count()).toBe(50);

    // Scrolled to the top, the window reads the older page by itself.
    const log = dialog.getByRole('log');
    await log.evaluate((element) => {
      element.scrollTop = 0;
      element.dispatchEvent(new Event('scroll'));
    });
    await dialog
      .locator('.bubble__text', { hasText: /^Message number 1$/ })
      .waitFor({ timeout: 10_000 });
    expect(await bubbles.count()).toBe(SEEDED);
    // The view stayed where the reader was, instead of jumping to the oldest message.
    const scrollTop = await log.evaluate((element) => element.scrollTop);
    expect(scrollTop).toBeGreaterThan(0);
    await screenshot(adaPage, 'paging-conversation-desktop');
  });

  it('opens the followers list from the profile count', async () => {
    const followed = await pageApi(benPage, 'PUT', SOCIAL_API.follow(adaId));
    expect(followed.status).toBe(200);
    await adaPage.goto(`${server.url}/u/${adaId}`);
    await adaPage.getByRole('button', { name: /show the followers/ }).click();
    const dialog = adaPage.getByRole('dialog', { name: 'Ada Lovelace’s followers' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: /Ben Okafor/ }).waitFor();
    await screenshot(adaPage, 'paging-followers-desktop');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(pageErrors.flat()).toEqual([]);
  });
});
