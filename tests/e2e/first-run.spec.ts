import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, join, joinByApi, type Person } from './support/members.ts';
import { pageApi } from './support/page-api.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 27: a new member's first run (sign up with an invite → welcome → follow two suggestions
// → a feed that is not empty), the founder's empty states, the invite code whole at every width
// with the system share sheet where there is one, and a post shared to a member found by name
// arriving in their inbox as a card.

const cem: Person = {
  firstName: 'Cem',
  lastName: 'Arslan',
  username: 'cem',
  email: 'cem@example.com',
  password: 'a bridge at dusk',
};
const dil: Person = {
  firstName: 'Dilara',
  lastName: 'Şahin',
  username: 'dilara',
  email: 'dilara@example.com',
  password: 'the tulip garden',
};
const eda: Person = {
  firstName: 'Eda',
  lastName: 'Yıldız',
  username: 'eda.y',
  email: 'eda@example.com',
  password: 'a quiet harbour',
};

const ADA_POST = 'Morning ferry across the Bosphorus, gulls everywhere';
const CEM_POST = 'Fresh simit and tea on the way to work';

describe('first run, invites and sharing on a phone (issue 27)', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adaPage: Page;
  let dilPage: Page;
  let edaPage: Page;
  const pageErrors: string[][] = [];
  let adaCode = '';
  let adaPostId = '';

  const newPage = async (options: Parameters<Browser['newContext']>[0] = {}) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    const page = await context.newPage();
    pageErrors.push(collectPageErrors(page));
    return page;
  };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    adaPage = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    dilPage = await newPage();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      await screenshot(adaPage, `failure-first-run-ada-${test.task.name}`);
      await screenshot(dilPage, `failure-first-run-dil-${test.task.name}`);
    }
  });

  it('never tells the founder, who follows nobody, that they follow everyone', async () => {
    await join(adaPage, server.url, ada, server.founderInviteCode!);
    const suggested = adaPage.locator('#suggested-people');
    await suggested.getByText(/No one to suggest yet/).waitFor();
    expect(await suggested.innerText()).not.toContain('You already follow everyone');
    await adaPage.getByRole('tab', { name: 'Following' }).click();
    await adaPage.getByText('You are not following anyone yet').waitFor();
  });

  it('shows the whole invite code in the desktop dialog and on a phone, light and dark', async () => {
    // A browser with a share sheet: the Share button hands the code and link to it.
    await adaPage.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    for (const scheme of ['light', 'dark'] as const) {
      await adaPage.emulateMedia({ colorScheme: scheme });
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await adaPage.setViewportSize(viewport);
        await adaPage.goto(`${server.url}/dashboard`);
        await adaPage.getByRole('button', { name: 'Invite', exact: true }).click();
        const dialog = adaPage.getByRole('dialog', { name: 'Invite a Friend' });
        const code = dialog.getByLabel('Your invite code');
        await expect
          .poll(() => code.inputValue(), { timeout: 10_000 })
          .toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
        adaCode = await code.inputValue();
        // Whole: the text fits its field (no "QYSC926…").
        const fits = await code.evaluate(
          (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
        );
        expect(fits, `${name} ${scheme}`).toBe(true);
        await screenshot(adaPage, `first-run-invite-${name}-${scheme}`);
        if (name === 'phone' && scheme === 'light') {
          await dialog.getByRole('button', { name: 'Share', exact: true }).click();
          const shared = await adaPage.evaluate(
            () => (window as unknown as { __shared: ShareData[] }).__shared,
          );
          expect(shared.at(-1)!.text).toContain(adaCode);
          expect(shared.at(-1)!.url).toBe(`${server.url}/signup?code=${adaCode}`);
        }
        await adaPage.keyboard.press('Escape');
      }
    }
    await adaPage.emulateMedia({ colorScheme: 'light' });
    await adaPage.setViewportSize(VIEWPORTS.desktop);
  });

  it('offers copying where the browser has no share sheet', async () => {
    const page = await newPage();
    edaPage = page;
    await join(page, server.url, eda, adaCode);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a Friend' });
    await dialog.getByRole('button', { name: 'Copy code' }).waitFor();
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    expect(await dialog.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('welcomes a new member, who follows two suggestions and lands on a feed with their posts', async () => {
    const adaPost = await pageApi(adaPage, 'POST', '/api/posts', { content: ADA_POST });
    adaPostId = (adaPost.body as { post: { id: string } }).post.id;
    const cemPage = await newPage();
    await join(cemPage, server.url, cem, adaCode);
    await pageApi(cemPage, 'POST', '/api/posts', { content: CEM_POST });

    // Through the form, with an invite: the welcome comes first.
    await dilPage.goto(`${server.url}/signup?code=${adaCode}`);
    await dilPage.getByLabel('First name').fill(dil.firstName);
    await dilPage.getByLabel('Last name').fill(dil.lastName);
    await dilPage.getByLabel('Username').fill(dil.username);
    await dilPage.getByLabel('Email').fill(dil.email);
    await dilPage.getByLabel('Password', { exact: true }).fill(dil.password);
    await dilPage.getByLabel('Confirm password').fill(dil.password);
    await dilPage.getByRole('button', { name: 'Create Account' }).click();
    await dilPage.waitForURL(`${server.url}/welcome`);
    await dilPage.getByRole('heading', { level: 1, name: 'Welcome to Lorien, Dilara' }).waitFor();
    expect(await seriousAxeViolations(dilPage)).toEqual([]);
    await screenshot(dilPage, 'first-run-welcome-desktop');

    for (const name of ['Ada Lovelace', 'Cem Arslan']) {
      await dilPage.getByRole('button', { name: `Follow ${name}` }).click();
      await dilPage.getByRole('button', { name: `Following ${name}` }).waitFor();
    }
    await dilPage.getByRole('status').getByText('You follow 2 people.').waitFor();
    await dilPage
      .getByLabel('Bio', { exact: true })
      .fill('Tulips, tea and long walks by the water.');
    await dilPage.setViewportSize(VIEWPORTS.phone);
    expect(await dilPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await screenshot(dilPage, 'first-run-welcome-phone');
    await dilPage.setViewportSize(VIEWPORTS.desktop);

    await dilPage.getByRole('button', { name: 'Go to my feed' }).click();
    await dilPage.waitForURL(`${server.url}/dashboard`);
    const feed = dilPage.getByRole('tabpanel');
    await feed.getByRole('article').filter({ hasText: ADA_POST }).first().waitFor();
    await feed.getByRole('article').filter({ hasText: CEM_POST }).first().waitFor();
    await dilPage.getByRole('tab', { name: 'Following' }).click();
    await feed.getByRole('article').filter({ hasText: CEM_POST }).first().waitFor();
    await screenshot(dilPage, 'first-run-feed-desktop');

    // Shown once: the server remembers, and the dashboard stays the dashboard.
    const me = (await pageApi(dilPage, 'GET', '/api/me')).body as {
      user: { id: string; welcomePending: boolean };
    };
    expect(me.user.welcomePending).toBe(false);
    const profile = (await pageApi(dilPage, 'GET', `/api/users/${me.user.id}`)).body as {
      profile?: { bio: string | null };
      user?: { bio: string | null };
    };
    expect(JSON.stringify(profile)).toContain('Tulips, tea and long walks by the water.');
    await dilPage.goto(`${server.url}/dashboard`);
    await dilPage.getByRole('tab', { name: 'For you' }).waitFor();
    expect(new URL(dilPage.url()).pathname).toBe('/dashboard');
    await dilPage.goto(`${server.url}/welcome`);
    await dilPage.waitForURL(`${server.url}/dashboard`);
  });

  it('shares a post with a member found by name, who receives it as a card', async () => {
    await dilPage.goto(`${server.url}/post/${adaPostId}`);
    await dilPage.locator('.post-card--detail').getByRole('button', { name: 'Share' }).click();
    const dialog = dilPage.getByRole('dialog', { name: 'Share Post' });
    const recipient = dialog.getByLabel('Send to');
    expect(await recipient.getAttribute('placeholder')).not.toMatch(/user ID/i);
    // Eda is not someone Dilara follows: people search finds her by name.
    await recipient.fill('Eda');
    await dialog.getByRole('button', { name: /Eda Yıldız/ }).click();
    await dialog.getByLabel(/Add a note/).fill('Look at the gulls');
    // The preview is the card Eda will see, not a raw /post/… path.
    expect(await dialog.getByText(`/post/${adaPostId}`).count()).toBe(0);
    await dialog.getByText(ADA_POST).waitFor();
    await screenshot(dilPage, 'first-run-share-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await edaPage.goto(`${server.url}/inbox`);
    await edaPage.getByRole('button', { name: /Dilara Şahin.*Shared a post/ }).click();
    const card = edaPage.getByRole('article', { name: 'Shared post by Ada Lovelace' });
    await card.waitFor();
    await card.getByText('Look at the gulls').waitFor();
    await card.getByText(ADA_POST).waitFor();
    await card.getByText('@ada').waitFor();
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/post/${adaPostId}`);
    expect(await card.innerText()).not.toContain('/post/');
    expect(await seriousAxeViolations(edaPage)).toEqual([]);
    await screenshot(edaPage, 'first-run-shared-card-desktop');
    await edaPage.setViewportSize(VIEWPORTS.phone);
    await screenshot(edaPage, 'first-run-shared-card-phone');
    await edaPage.emulateMedia({ colorScheme: 'dark' });
    await screenshot(edaPage, 'first-run-shared-card-phone-dark');
    expect(await seriousAxeViolations(edaPage)).toEqual([]);
    await edaPage.emulateMedia({ colorScheme: 'light' });
  });

  it('speaks Turkish in the first run, light and dark, on a phone and a desktop', async () => {
    const page = await newPage({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
    await page.goto(`${server.url}/`);
    await joinByApi(
      page.context(),
      server.url,
      {
        firstName: 'Zeynep',
        lastName: 'Kılıç',
        username: 'zeynep',
        email: 'zeynep@example.com',
        password: 'istanbul nights',
      },
      adaCode,
      { welcome: 'keep' },
    );
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/welcome`);
    await page.getByRole('heading', { level: 1, name: 'Lorien’e hoş geldiniz, Zeynep' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await screenshot(page, `first-run-welcome-tr-${name}-${scheme}`);
      }
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Şimdilik geç' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
  });

  it('logged no error in the browser along the way', () => {
    expect(pageErrors.flat().filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
  });
});
