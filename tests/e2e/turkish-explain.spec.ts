import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_API } from '../../src/shared/api/paths.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, ben, join, joinByApi, signIn } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Explanations in the member's language (issue 27): Ada follows Ben; his post's card says why in
// plain Turkish, "Why this post?" lists a few plain sentences (no formula) and offers "Mute
// @ben.o", which hides his post; Ben's follow reaches her inbox in Turkish. The same dialog in
// English from a second browser, and screenshots at both widths in both themes.

const BEN_POST = 'Çay demlendi, yağmur başladı. #çay';
const write = { headers: { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE } };

describe('explanations in Turkish and English: card reason, Why this post?, notification, mute', () => {
  let server: E2eServer;
  let browser: Browser;
  let trContext: BrowserContext;
  let page: Page;
  let errors: string[] = [];

  const benCard = (p: Page) => p.locator('article.post-card', { hasText: 'Çay demlendi' }).first();

  /** The open dialog at phone and desktop width, light and dark. */
  async function shots(p: Page, name: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await p.emulateMedia({ colorScheme: scheme });
      for (const viewport of ['phone', 'desktop'] as const) {
        await p.setViewportSize(VIEWPORTS[viewport]);
        await screenshot(p, `explain-${name}-${VIEWPORTS[viewport].width}-${scheme}`);
      }
    }
    await p.emulateMedia({ colorScheme: 'light' });
    await p.setViewportSize(VIEWPORTS.desktop);
  }

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    trContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'tr-TR' });
    trContext.setDefaultTimeout(10_000);
    page = await trContext.newPage();
    errors = collectPageErrors(page);

    const adaUser = await join(page, server.url, ada, server.founderInviteCode!);
    const invite = await trContext.request.post(`${server.url}/api/invites`, write);
    const code = ((await invite.json()) as { code: string }).code;
    const benContext = await browser.newContext();
    const benUser = await joinByApi(benContext, server.url, ben, code);
    // Ada follows Ben before he posts: a followee's new post ranks afresh for her.
    await trContext.request.put(`${server.url}${SOCIAL_API.follow(benUser.id)}`, write);
    const posted = await benContext.request.post(`${server.url}${SOCIAL_API.posts}`, {
      ...write,
      data: { content: BEN_POST },
    });
    expect(posted.status()).toBe(201);
    await benContext.request.put(`${server.url}${SOCIAL_API.follow(adaUser.id)}`, write);
    await benContext.close();
  });
  afterAll(async () => {
    await trContext?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(page, `failure-explain-${test.task.name}`);
  });

  it('English: the card says "You follow Ben Okafor." and the dialog speaks plainly', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
    context.setDefaultTimeout(10_000);
    const en = await context.newPage();
    const enErrors = collectPageErrors(en);
    await signIn(en, server.url, ada.email, ada.password);
    const card = benCard(en);
    await card.waitFor();
    await card.getByText('You follow Ben Okafor.').waitFor();
    await card.getByRole('button', { name: 'Why this post?' }).click();
    const why = en.getByRole('dialog', { name: 'Why this post?' });
    await why.waitFor();
    await why.getByText('You follow Ben Okafor.', { exact: true }).last().waitFor();
    const text = await why.innerText();
    expect(text).not.toMatch(/echoes|e\^|Weight|ln\(/);
    await why.getByRole('button', { name: 'Show less like this' }).waitFor();
    await why.getByRole('button', { name: 'Mute @ben.o' }).waitFor();
    await why.getByRole('button', { name: 'Mute #çay' }).waitFor();
    expect(await seriousAxeViolations(en)).toEqual([]);
    await shots(en, 'dialog-en');
    await why.getByRole('button', { name: 'Close' }).click();
    expect(enErrors).toEqual([]);
    await context.close();
  });

  it('Turkish: the new-follower notification in Turkish', async () => {
    await page.goto(`${server.url}/inbox`);
    await page.getByRole('heading', { name: 'Bildirimler' }).waitFor();
    await page.getByText('Yeni takipçi').waitFor();
    await page.getByText('Ben Okafor (@ben.o) sizi takip etmeye başladı.').waitFor();
    await screenshot(page, 'explain-inbox-tr-1280');
  });

  it('Turkish: the card reason and "Why this post?" in Turkish; Mute @ben.o hides his post', async () => {
    await page.goto(`${server.url}/dashboard`);
    const card = benCard(page);
    await card.waitFor();
    await card.getByText('Takip ettiğiniz Ben Okafor paylaştı.').waitFor();
    await card.getByRole('button', { name: 'Neden bu gönderi?' }).click();
    const why = page.getByRole('dialog', { name: 'Bu gönderiyi neden görüyorum?' });
    await why.waitFor();
    await why.getByText('Ben Okafor takip ettiğiniz biri.').waitFor();
    expect(await why.innerText()).not.toMatch(/echoes|e\^|You follow|ln\(/);
    await why.getByRole('button', { name: 'Buna benzerleri daha az göster' }).waitFor();
    await why.getByRole('button', { name: '#çay konusunu sessize al' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shots(page, 'dialog-tr');

    await why.getByRole('button', { name: '@ben.o hesabını sessize al' }).click();
    await why.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tab', { name: 'Sizin için' }).waitFor();
    expect(await page.locator('article.post-card', { hasText: 'Çay demlendi' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
