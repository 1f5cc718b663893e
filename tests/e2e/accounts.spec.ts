import { MESSAGES } from '../../src/shared/messages.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from './support/browser.ts';
import { ada, ben, signIn, signOut, signUp } from './support/members.ts';
import { waitForOutboxLink } from './support/outbox.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

describe('accounts journey in the browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await screenshot(page, `failure-${test.task.name}`);
  });

  let adaInviteCode = '';

  it('signs up the first member with the founder code and lands on the dashboard', async () => {
    expect(server.founderInviteCode).toBeTruthy();
    await page.goto(`${server.url}/signup`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'signup-desktop');
    await signUp(page, server.url, ada, server.founderInviteCode!);
  });

  it('opens the Invite modal and copies the member\u2019s own code', async () => {
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const codeField = page.getByLabel('Your invite code');
    await expect
      .poll(() => codeField.inputValue(), { timeout: 10_000 })
      .toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    adaInviteCode = await codeField.inputValue();
    expect(await page.getByText(/Refreshes in about 72 hours/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Copy/ }).first().click();
    await page.getByText('Copied!').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(adaInviteCode);
    await screenshot(page, 'invite-dialog-desktop');
    await page.keyboard.press('Escape');
    await signOut(page, server.url);
  });

  it('signs up a second member with that code', async () => {
    await signUp(page, server.url, ben, adaInviteCode);
    await signOut(page, server.url);
  });

  it('shows the first member who joined with their code', async () => {
    await signIn(page, server.url, ada.email, ada.password);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText(`${ben.firstName} ${ben.lastName}`).first().waitFor();
    await page.keyboard.press('Escape');
    await signOut(page, server.url);
  });

  it('resets a forgotten password through the outbox link and signs in with the new one', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(ada.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page
      .getByText(/1\s+hour/)
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: 'Back to sign in' })
      .or(page.getByRole('link', { name: 'Back to sign in' }))
      .first()
      .waitFor();

    const link = await waitForOutboxLink(server.dataDir, ada.email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByLabel('New password', { exact: true }).fill('a new engine');
    await page.getByLabel('Confirm new password').fill('a new engine');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(MESSAGES.passwordUpdated).waitFor();

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(ada.email);
    await page.getByLabel('Password').fill(ada.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Incorrect password.').waitFor();
    await signIn(page, server.url, ada.email, 'a new engine');
  });

  it('shows Settings > Invites and Privacy & Data on a phone', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${server.url}/settings?panel=invites`);
    await page.getByLabel('Your invite code').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-invites-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('logged no error in the browser along the way', () => {
    expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
  });
});
