import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts';
import { ada, join } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// Issue 27: a member whose browser speaks Turkish gets Settings in Turkish, switches to English,
// and the choice holds after a reload and in a fresh browser signed in as the same member.
describe('Settings in Turkish, and the language switch kept on the account', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'tr-TR' });
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
      await screenshot(page, `failure-turkish-settings-${test.task.name}`);
  });

  const lang = () => page.evaluate(() => document.documentElement.lang);
  const shoot = async (name: string) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await screenshot(page, `tr-${name}-${theme}-${size}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(VIEWPORTS.desktop);
  };

  it('opens Settings in Turkish for a new member whose browser speaks Turkish', async () => {
    await join(page, server.url, ada, server.founderInviteCode!);
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Ayarlar' }).waitFor();
    expect(await lang()).toBe('tr');
    await page.getByRole('heading', { name: 'Şifre değiştir' }).waitFor();
    await page.getByLabel('Mevcut şifre').waitFor();
    await shoot('settings-profile');
    await page.getByRole('tab', { name: 'Güvenlik' }).click();
    await page.getByRole('heading', { name: 'Nerelerde oturum açık' }).waitFor();
    await page.getByText('Bu cihaz').waitFor();
    await page.getByRole('tab', { name: 'Gizlilik ve veriler' }).click();
    await page.getByText('Duygu takibi', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Verilerimi indir' }).waitFor();
    await shoot('settings-privacy');
    await page.getByRole('tab', { name: 'Bildirimler' }).click();
    await page.getByText('Yeni takipçiler', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Laboratuvar' }).click();
    await page.getByRole('heading', { name: 'Ortam sesi' }).waitFor();
    await page.getByRole('tab', { name: 'Görünüm' }).click();
    await page.getByText('Hesabınızda saklanır, her cihazda geçerlidir.').waitFor();
    await shoot('settings-appearance');
  });

  it('opens Insights in Turkish', async () => {
    await page.goto(`${server.url}/insights`);
    await page.getByRole('heading', { level: 1, name: 'İçgörüler' }).waitFor();
    expect(await lang()).toBe('tr');
    await page.getByRole('heading', { name: 'Paylaşım sıklığı' }).waitFor();
    await page.getByRole('heading', { name: 'Günlük ritminiz' }).waitFor();
    await shoot('insights');
    await page.goto(`${server.url}/settings?panel=appearance`);
    await page.getByRole('heading', { level: 1, name: 'Ayarlar' }).waitFor();
  });

  it('switches to English in Settings; a reload and a fresh browser keep English', async () => {
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/settings/preferences') &&
        response.request().method() === 'PATCH',
    );
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await lang()).toBe('en');
    expect((await saved).status()).toBe(200);
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    await page.getByText('Emotion tracking', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await lang()).toBe('en');

    // A fresh browser (Turkish, nothing in its storage) signed in as Ada: her account says English.
    const { cookies } = await context.storageState();
    const fresh = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'tr-TR',
      storageState: { cookies, origins: [] },
    });
    try {
      const other = await fresh.newPage();
      await other.goto(`${server.url}/settings`);
      await other.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(await other.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await fresh.close();
    }
    expect(errors).toEqual([]);
  });
});
