import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts';
import { ada, join } from './support/members.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

// A member whose browser speaks Turkish (issue 27): the member's social screens (shell, feed, post
// card, composer, post page, profile, inbox, invite) are in Turkish, with Turkish dates and short
// relative times, and <html lang="tr">. The member's own post keeps its words as written.

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Screenshots at phone and desktop width; the page returns to desktop afterwards. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, `turkish-${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, `turkish-${name}-1280`);
}

describe('a Turkish-speaking member: dashboard, post card, composer, profile and inbox in Turkish', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  let userId = '';

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
      await screenshot(page, `failure-turkish-${test.task.name}`);
  });

  it('the dashboard and the composer speak Turkish; a new post card shows "1 dk"', async () => {
    userId = (await join(page, server.url, ada, server.founderInviteCode!)).id;
    expect(await lang(page)).toBe('tr');
    await page.getByRole('heading', { name: 'Ana sayfa', level: 1 }).waitFor({ state: 'attached' });
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('link', { name: 'Gelen kutusu' }).waitFor();
    await nav.getByRole('link', { name: 'İçgörüler' }).waitFor();
    await page.getByRole('button', { name: 'Çıkış yap' }).waitFor();
    await page.getByRole('tab', { name: 'Sizin için' }).waitFor();
    await page.getByRole('tab', { name: 'Takip edilenler' }).waitFor();
    await page.getByRole('heading', { name: 'Gündem' }).waitFor();

    const composer = page.getByRole('form', { name: 'Yeni gönderi' });
    const box = composer.getByLabel('Gönderi yazın');
    expect(await box.getAttribute('placeholder')).toBe('Aklınızda ne var?');
    await box.fill('Sabah kahvesi ve yağmur sesi. #huzur');
    await composer.getByRole('button', { name: 'Paylaş' }).click();

    const card = page.locator('article.post-card', { hasText: 'Sabah kahvesi' }).first();
    await card.waitFor();
    // Turkish short relative time, never the English "1m".
    const [shown, spoken] = (await card.locator('.post-card__time').innerText()).trim().split('\n');
    expect(shown).toMatch(/^\d+ dk$/);
    expect(spoken).toMatch(/^\d+ dakika önce$/);
    await card.getByText('Neden görüyorsunuz:').waitFor();
    await card.getByRole('button', { name: 'Neden bu gönderi?' }).waitFor();
    await card.getByRole('group', { name: 'Gönderi işlemleri' }).waitFor();
    await card.getByRole('button', { name: 'Yankıla' }).waitFor();
    await card.getByRole('button', { name: 'Kaydet' }).waitFor();
    await shots(page, 'dashboard');

    await card.getByRole('button', { name: 'Neden bu gönderi?' }).click();
    const why = page.getByRole('dialog', { name: 'Bu gönderiyi neden görüyorum?' });
    await why.waitFor();
    await why.getByRole('button', { name: 'Kapat' }).click();
  });

  it('the post page: Turkish date, responses and actions', async () => {
    await page.locator('article.post-card .post-card__time').first().click();
    await page.getByRole('link', { name: 'Akışa dön' }).waitFor();
    await page
      .getByRole('heading', { name: 'Ada Lovelace adlı kişinin gönderisi', level: 1 })
      .waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: /^Yanıtlar/ }).waitFor();
    await page.getByText('Henüz yanıt yok. Sohbeti siz başlatın.').waitFor();
    const stamp = await page.locator('.post-card__stamp').innerText();
    // The full date in Turkish (e.g. "28 Kas 2026 14:05"), a 24-hour clock.
    const today = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium' }).format(new Date());
    expect(stamp).toContain(today);
    expect(stamp).toMatch(/\b\d{2}:\d{2}\b/);
    expect(stamp).not.toMatch(/AM|PM/);
    expect(stamp).toContain('görüntülenme');
    await page.getByRole('button', { name: 'Yanıtla' }).waitFor();
    await shots(page, 'post');
  });

  it('the profile: actions, counts and the join date in Turkish', async () => {
    await page.goto(`${server.url}/u/${userId}`);
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
    expect(await lang(page)).toBe('tr');
    await page.getByRole('button', { name: 'Profili düzenle' }).waitFor();
    await page.getByRole('tab', { name: 'Gönderiler' }).waitFor();
    await page.getByRole('tab', { name: 'Kaydedilenler' }).waitFor();
    const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    await page.getByText(`${month} tarihinde katıldı`).waitFor();
    await page.locator('.profile-hero__counts').getByText('Takipçi', { exact: true }).waitFor();
    await shots(page, 'profile');

    await page.getByRole('button', { name: 'Profili düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profili düzenle' });
    await dialog.getByLabel('Görünen ad').waitFor();
    await dialog.getByRole('button', { name: 'Kaydet' }).waitFor();
    await screenshot(page, 'turkish-edit-profile-1280');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  });

  it('the inbox and the invite dialog in Turkish', async () => {
    await page.goto(`${server.url}/inbox`);
    await page.getByRole('heading', { name: 'Gelen kutusu', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Mesajlar' }).waitFor();
    await page.getByRole('heading', { name: 'Bildirimler' }).waitFor();
    await page.getByText('Henüz mesaj yok').waitFor();
    await shots(page, 'inbox');

    await page.getByRole('button', { name: 'Davet et' }).click();
    const invite = page.getByRole('dialog', { name: 'Bir arkadaşınızı davet edin' });
    await invite.getByRole('button', { name: 'Kodu kopyala' }).waitFor();
    await invite.getByText('Davet ettikleriniz').waitFor();
    // The member capacity in Turkish digits grouping (10.000, not 10,000).
    expect(await invite.innerText()).toMatch(/en fazla \d{1,3}(\.\d{3})* üyeye/);
    await shots(page, 'invite');
    await invite.getByRole('button', { name: 'Tamam' }).click();
    expect(await lang(page)).toBe('tr');
    expect(errors).toEqual([]);
  });
});
