import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeSent, MESSAGES } from '../../src/shared/messages.ts';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, ben, join } from './support/members.ts';
import { waitForOutboxLink } from './support/outbox.ts';
import { pageApi } from './support/page-api.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

const BEN_POSTS = [
  'So happy and grateful today, sunshine and laughter with friends!',
  'Feeling calm and peaceful by the sea this evening.',
  'I am furious, this is outrageous and unfair.',
  'Curious about the new exhibition, what a fascinating idea!',
  'A little lonely and sad tonight, missing home.',
];
const ADA_POSTS = [
  'What a joyful, happy morning. Love this city!',
  'Calm, quiet tea and a slow afternoon.',
  'Hopeful about the weekend, looking forward to it.',
];

describe('insights, every settings panel, consents and Share Feedback', () => {
  let server: E2eServer;
  let browser: Browser;
  let adaContext: BrowserContext;
  let benContext: BrowserContext;
  let page: Page;
  let benPage: Page;
  let errors: string[];
  let benId = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    adaContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    benContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    for (const context of [adaContext, benContext]) context.setDefaultTimeout(10_000);
    page = await adaContext.newPage();
    benPage = await benContext.newPage();
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await adaContext?.close();
    await benContext?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(page, `failure-settings-${test.task.name}`);
  });

  const shoot = async (name: string) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await screenshot(page, `${name}-${size}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  };
  const openPanel = async (name: string) => {
    await page.getByRole('tab', { name }).click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
  };

  it('seeds a history: posts of both, and what Ada read, echoed and saved', async () => {
    await join(page, server.url, ada, server.founderInviteCode!);
    // A new member's insights explain themselves before there is anything to show.
    await page.goto(`${server.url}/insights`);
    await page
      .getByText('Once you post, the emotions in your words appear here', { exact: false })
      .waitFor();
    await page
      .getByText('Your 24-hour rhythm appears after your first few interactions', { exact: false })
      .waitFor();
    expect(await page.getByRole('img', { name: /Posting cadence: 0 out of 100/ }).count()).toBe(1);
    await shoot('insights-empty');
    const invite = await pageApi(page, 'POST', '/api/invites');
    await join(benPage, server.url, ben, (invite.body as { code: string }).code);
    benId = ((await pageApi(benPage, 'GET', '/api/me')).body as { user: { id: string } }).user.id;
    const benPostIds: string[] = [];
    for (const content of BEN_POSTS) {
      const res = await pageApi(benPage, 'POST', '/api/posts', { content });
      expect(res.status).toBe(201);
      benPostIds.push((res.body as { post: { id: string } }).post.id);
    }
    for (const content of ADA_POSTS)
      expect((await pageApi(page, 'POST', '/api/posts', { content })).status).toBe(201);
    for (const id of benPostIds) {
      expect((await pageApi(page, 'PUT', `/api/posts/${id}/echo`)).status).toBe(200);
      expect((await pageApi(page, 'PUT', `/api/posts/${id}/save`)).status).toBe(200);
    }
  });

  it('shows populated insights charts', async () => {
    await page.goto(`${server.url}/insights`);
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    const own = page.getByRole('list', { name: 'Emotions in your posts' });
    await own.waitFor();
    // The charts render in slices after the page (AfterFirstRender): counts are polled.
    await expect.poll(() => own.getByRole('listitem').count()).toBeGreaterThan(0);
    const engaged = page.getByRole('list', { name: 'Emotions in posts you engaged with' });
    await expect.poll(() => engaged.getByRole('listitem').count()).toBeGreaterThan(1);
    // Every bar drawn is at least 4% wide.
    const widths = await page
      .locator('.emotion-bars__bar')
      .evaluateAll((bars) => bars.map((bar) => parseFloat((bar as HTMLElement).style.width)));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(4);
    await page.getByRole('heading', { name: 'Your daily rhythm' }).waitFor();
    await expect.poll(() => page.locator('.heatmap__cell').count()).toBe(24 * 8);
    await expect.poll(() => page.locator('.mood-chart path').count()).toBe(2);
    await expect
      .poll(() => page.getByRole('img', { name: /Posting cadence: 27 out of 100/ }).count())
      .toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot('insights');
  });

  it('shows every settings panel for real', async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.getByText(/coming together/i).count()).toBe(0);
    await page.getByLabel('Display name').waitFor();
    await page.getByLabel('Current password').waitFor();
    await shoot('settings-profile');
    await openPanel('Notifications');
    await page.getByRole('switch', { name: 'Weekly digest' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Weekly digest' }).getAttribute('aria-checked'),
    ).toBe('false');
    await shoot('settings-notifications');
    await openPanel('Invites');
    await page
      .getByText(/refreshes/i)
      .first()
      .waitFor();
    await shoot('settings-invites');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('Safety unblocks someone and lists the sessions', async () => {
    expect((await pageApi(page, 'PUT', `/api/users/${benId}/block`)).status).toBe(200);
    await openPanel('Safety');
    const blocked = page.getByRole('list', { name: 'Blocked members' });
    await blocked.getByText('Ben Okafor').waitFor();
    await page.getByRole('list', { name: 'Active sessions' }).getByText('This device').waitFor();
    await shoot('settings-safety');
    await page.getByRole('button', { name: 'Unblock Ben Okafor' }).click();
    await page.getByText('You have not blocked anyone.').waitFor();
    const relationship = await pageApi(page, 'GET', `/api/users/${benId}`);
    expect(
      (relationship.body as { relationship: { blockedByYou: boolean } }).relationship.blockedByYou,
    ).toBe(false);
  });

  it('rolls a privacy toggle back when the server refuses', async () => {
    await openPanel('Privacy & Data');
    const ads = page.getByRole('switch', { name: 'Ads personalisation' });
    await ads.waitFor();
    expect(await ads.getAttribute('aria-checked')).toBe('true');
    await page.route('**/api/settings/consents', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"x"}}',
      }),
    );
    await ads.click();
    await page.getByText(MESSAGES.privacyUpdateFailed).waitFor();
    await expect.poll(() => ads.getAttribute('aria-checked')).toBe('true');
    await page.unroute('**/api/settings/consents');
  });

  it('turning emotion tracking off changes the insights page', async () => {
    const tracking = page.getByRole('switch', { name: 'Emotion tracking' });
    await tracking.click();
    await expect.poll(() => tracking.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: 'Erase my emotion data' }).click();
    await page.getByText('Your stored mood and daily rhythm are erased.').waitFor();
    await shoot('settings-privacy');
    await page.goto(`${server.url}/insights`);
    await page.getByRole('heading', { name: 'Emotion tracking is off' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your daily rhythm' }).count()).toBe(0);
    expect(await page.locator('.emotion-bars').count()).toBe(0);
    await shoot('insights-tracking-off');
  });

  it('plays and stops a mood soundscape', async () => {
    await page.goto(`${server.url}/settings?panel=labs`);
    const play = page.getByRole('button', { name: 'Play soundscape' });
    await play.click();
    const player = page.locator('.soundscape');
    await expect.poll(() => player.getAttribute('data-state')).toBe('playing');
    await page.getByLabel('Volume').fill('0.3');
    await shoot('settings-labs');
    await page.getByRole('button', { name: 'Stop soundscape' }).click();
    await expect.poll(() => player.getAttribute('data-state')).toBe('idle');
    await play.waitFor();
  });

  it('sends Share Feedback from the header', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Share Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
    const send = dialog.getByRole('button', { name: 'Send feedback' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Your feedback').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Your feedback').fill('The insights page made me smile.');
    await send.click();
    await dialog.getByText('Thank you!').waitFor();
    await screenshot(page, 'feedback-thanks-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('changes the e-mail only when the link sent to the new address is opened', async () => {
    const next = `ada.moved.${Date.now()}@example.org`;
    await page.goto(`${server.url}/settings`);
    await page.getByLabel('New email').fill(next);
    await page.getByLabel('Password', { exact: true }).fill(ada.password);
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByText(emailChangeSent(next)).first().waitFor();
    await shoot('settings-email-pending');
    const before = await pageApi(page, 'GET', '/api/me');
    expect((before.body as { user: { email: string } }).user.email).toBe(ada.email);

    const link = await waitForOutboxLink(server.dataDir, next, 15_000, '/confirm-email');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByRole('button', { name: 'Confirm my new email' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot('confirm-email');
    await page.getByRole('button', { name: 'Confirm my new email' }).click();
    await page.getByText(MESSAGES.emailChanged).waitFor();
    const after = await pageApi(page, 'GET', '/api/me');
    expect((after.body as { user: { email: string } }).user.email).toBe(next);
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByText(next, { exact: true }).first().waitFor();
  });

  it('signs out and the landing page shows the signed-out call to action', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    const header = page.getByRole('navigation', { name: 'Account' });
    await header.getByRole('link', { name: 'Get In Now' }).waitFor();
    expect(await header.getByRole('link', { name: 'Open your feed' }).count()).toBe(0);
    expect(await page.locator('a.logo-link').first().getAttribute('href')).toBe('/');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('deletes an account and lands on / with a confirmation and no trace', async () => {
    await benPage.goto(`${server.url}/settings?panel=privacy`);
    await benPage.getByRole('button', { name: 'Delete account' }).click();
    const dialog = benPage.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(ben.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await benPage.waitForURL(`${server.url}/`);
    await benPage.getByText(MESSAGES.accountDeleted).waitFor();
    const header = benPage.getByRole('navigation', { name: 'Account' });
    await header.getByRole('link', { name: 'Get In Now' }).waitFor();
    expect(await header.getByRole('link', { name: 'Open your feed' }).count()).toBe(0);
    expect(await benPage.locator('a.logo-link').first().getAttribute('href')).toBe('/');
  });
});
