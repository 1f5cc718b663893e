// `node scripts/perf/screenshots.ts --lang tr --out DIR`: full-page screenshots of every main
// screen in one interface language, on a phone (360x780) and a desktop (1280x800), light and dark
// (the browser's prefers-color-scheme, the app's "system" theme), for a person to look at: English
// left in a Turkish interface, clipping, text touching, contrast, empty states (issue 27).
// The built app runs on a fresh data directory (built first when stale); a founder, a second
// member who posts, comments and writes to her, a third still on the first run and a fourth
// with nothing yet (the empty states) are seeded through the API. Chromium is Debian's
// (/usr/bin/chromium, or CHROME_PATH).
// Options: --lang tr|en (default tr), --out DIR (default test-results/screenshots),
// --only WORD (repeatable: only screens whose name contains it), --phone-width PX (default 360).
// Images are not committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { ACCOUNT_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/shared/i18n/languages.ts';
import { solveBotCheck } from '../../tests/support/bot-check.ts';
import { startE2eServer } from '../../tests/e2e/support/server.ts';
import { buildWeb, webBuildIsStale } from '../web-build.ts';
import { landscapeJpeg } from './member-pages.ts';

const ADMIN = { username: 'warden', password: 'screens and more screens' };
const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
const SCHEMES = ['light', 'dark'] as const;
const SETTINGS_PANELS = [
  'profile',
  'notifications',
  'safety',
  'privacy',
  'invites',
  'appearance',
  'labs',
] as const;
const headers = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };

interface Person {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}
const PASSWORD = 'screenshots please';
const ADA: Person = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  username: 'ayse',
  email: 'ayse@example.com',
};
const BEN: Person = {
  firstName: 'Barış',
  lastName: 'Öztürk',
  username: 'baris.o',
  email: 'baris@example.com',
};
const CEM: Person = {
  firstName: 'Cem',
  lastName: 'Kaya',
  username: 'cem',
  email: 'cem@example.com',
};
/** Past the first run with nothing yet: the empty states. */
const DEFNE: Person = {
  firstName: 'Defne',
  lastName: 'Aksoy',
  username: 'defne',
  email: 'defne@example.com',
};

async function check(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>) {
  if (!response.ok())
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function join(
  request: APIRequestContext,
  url: string,
  person: Person,
  inviteCode: string,
  language: InterfaceLanguage,
  endWelcome = true,
) {
  const challenge = await request.get(`${url}${ACCOUNT_API.challenge}`);
  const body = await check(
    `sign-up of ${person.username}`,
    await request.post(`${url}${ACCOUNT_API.signup}`, {
      headers,
      data: {
        ...person,
        password: PASSWORD,
        inviteCode,
        altcha: await solveBotCheck(await challenge.json()),
      },
    }),
  );
  await check(
    'language',
    await request.patch(`${url}${SETTINGS_API.preferences}`, {
      headers,
      data: { interfaceLanguage: language },
    }),
  );
  if (endWelcome)
    await check('welcome', await request.post(`${url}${ACCOUNT_API.welcomeDone}`, { headers }));
  return (body.user as { id: string }).id;
}

async function post(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const body = await check(
    'post',
    await request.post(`${url}${SOCIAL_API.posts}`, { headers, data }),
  );
  return (body.post as { id: string }).id;
}

interface Seeded {
  adaId: string;
  benId: string;
  defneId: string;
  postId: string;
}

/** Ayşe (the founder) and Barış follow each other, post, comment and write; Cem is still new; Defne has nothing yet. */
async function seed(
  browser: Browser,
  url: string,
  founderCode: string,
  language: InterfaceLanguage,
  stateDir: string,
): Promise<Seeded> {
  const ada = await browser.newContext();
  const ben = await browser.newContext();
  const cem = await browser.newContext();
  const defne = await browser.newContext();
  const adaId = await join(ada.request, url, ADA, founderCode, language);
  const invite = await check(
    'invite',
    await ada.request.post(`${url}${ACCOUNT_API.invites}`, { headers }),
  );
  const benId = await join(ben.request, url, BEN, invite.code as string, language);
  await join(cem.request, url, CEM, invite.code as string, language, false);
  const defneId = await join(defne.request, url, DEFNE, invite.code as string, language);
  for (const content of [
    'Balkonda sakin bir çay, cama vuran yağmur.',
    'Bu sabah sahilde koştum, kendimle gurur duyuyorum! #sabahkoşusu',
    'Hafta sonu için umutluyum: uzun bir yürüyüş ve güzel bir kitap.',
  ])
    await post(ben.request, url, { content });
  const upload = await check(
    'upload',
    await ben.request.post(`${url}${SOCIAL_API.uploads}`, {
      headers,
      multipart: {
        folder: 'posts',
        file: { name: 'bogaz.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg() },
      },
    }),
  );
  const postId = await post(ben.request, url, {
    content: 'Boğaz’da sabah ışığı. #sakin',
    mediaPath: upload.path,
  });
  await check('follow', await ada.request.put(`${url}${SOCIAL_API.follow(benId)}`, { headers }));
  await check('follow', await ben.request.put(`${url}${SOCIAL_API.follow(adaId)}`, { headers }));
  await post(ada.request, url, { content: 'Hafta sonu için umutluyum, kahve hazır.' });
  await check(
    'comment',
    await ada.request.post(`${url}${SOCIAL_API.postComments(postId)}`, {
      headers,
      data: { text: 'Çok güzel bir kare, ellerine sağlık!' },
    }),
  );
  await check(
    'comment',
    await ben.request.post(`${url}${SOCIAL_API.postComments(postId)}`, {
      headers,
      data: { text: 'Teşekkürler! Saat altıda oradaydım.' },
    }),
  );
  await check('echo', await ben.request.put(`${url}${SOCIAL_API.postEcho(postId)}`, { headers }));
  for (const [from, to, text] of [
    [ben, adaId, 'Merhaba Ayşe! Cumartesi yürüyüşe geliyor musun?'],
    [ada, benId, 'Selam! Evet, saat dokuzda sahilde buluşalım mı?'],
    [ben, adaId, 'Harika, görüşürüz.'],
  ] as const)
    await check(
      'message',
      await from.request.post(`${url}/api/messages`, {
        headers,
        data: { recipientId: to, text },
      }),
    );
  await ada.storageState({ path: path.join(stateDir, 'ada.json') });
  await cem.storageState({ path: path.join(stateDir, 'cem.json') });
  await defne.storageState({ path: path.join(stateDir, 'defne.json') });
  await Promise.all([ada.close(), ben.close(), cem.close(), defne.close()]);
  return { adaId, benId, defneId, postId };
}

interface Screen {
  name: string;
  who: 'visitor' | 'ada' | 'cem' | 'defne' | 'admin';
  path: string;
  /** After the page settles: open a dialog, pick a tab. */
  act?: (page: Page) => Promise<void>;
  /** A dialog: the screen as seen (a full page would show the page behind it). */
  dialog?: boolean;
}

function screens(seeded: Seeded): Screen[] {
  const tab = (index: number) => async (page: Page) => {
    await page.getByRole('tab').nth(index).click();
    await page.waitForTimeout(600);
  };
  return [
    { name: 'landing', who: 'visitor', path: '/' },
    { name: 'sign-in', who: 'visitor', path: '/login' },
    { name: 'sign-up', who: 'visitor', path: '/signup' },
    { name: 'welcome', who: 'cem', path: '/welcome' },
    { name: 'dashboard-for-you', who: 'ada', path: '/dashboard' },
    { name: 'dashboard-latest', who: 'ada', path: '/dashboard', act: tab(1) },
    { name: 'dashboard-following', who: 'ada', path: '/dashboard', act: tab(2) },
    {
      name: 'invite-dialog',
      dialog: true,
      who: 'ada',
      path: '/dashboard',
      act: async (page) => {
        await page.locator('.app-header button').first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
      },
    },
    {
      name: 'share-dialog',
      dialog: true,
      who: 'ada',
      path: `/post/${seeded.postId}`,
      act: async (page) => {
        await page.locator('.post-action--share').first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
      },
    },
    { name: 'post-detail', who: 'ada', path: `/post/${seeded.postId}` },
    { name: 'profile', who: 'ada', path: `/u/${seeded.benId}` },
    { name: 'profile-own', who: 'ada', path: `/u/${seeded.adaId}` },
    {
      name: 'followers',
      dialog: true,
      who: 'ada',
      path: `/u/${seeded.benId}`,
      act: async (page) => {
        await page.locator('.profile-hero__count-button').first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
      },
    },
    { name: 'inbox', who: 'ada', path: '/inbox' },
    { name: 'thread', who: 'ada', path: `/inbox?with=${seeded.benId}`, dialog: true },
    { name: 'insights', who: 'ada', path: '/insights' },
    { name: 'highlight', who: 'ada', path: '/highlight' },
    ...SETTINGS_PANELS.map((panel): Screen => ({
      name: `settings-${panel}`,
      who: 'ada',
      path: `/settings?panel=${panel}`,
    })),
    { name: 'empty-dashboard', who: 'defne', path: '/dashboard' },
    { name: 'empty-following', who: 'defne', path: '/dashboard', act: tab(2) },
    { name: 'empty-profile', who: 'defne', path: `/u/${seeded.defneId}` },
    { name: 'empty-inbox', who: 'defne', path: '/inbox' },
    { name: 'empty-insights', who: 'defne', path: '/insights' },
    { name: 'admin-login', who: 'visitor', path: '/admin' },
    { name: 'admin-dashboard', who: 'admin', path: '/admin' },
  ];
}

/**
 * The outermost elements that reach past the right edge of the screen (what makes a phone page
 * scroll sideways), each as tag.class and its right edge in px.
 */
function overflowing(page: Page, limit: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const found: string[] = [];
    const visit = (element: Element) => {
      const box = element.getBoundingClientRect();
      const clipped = /(auto|scroll|hidden|clip)/.test(getComputedStyle(element).overflowX);
      if (box.width > 0 && box.right > limit + 1) {
        const inside = [...element.children].some(
          (child) => child.getBoundingClientRect().right > limit + 1,
        );
        if (!inside || clipped) {
          const classes = [...element.classList].slice(0, 2).join('.');
          found.push(
            `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(box.right)} px)`,
          );
          return;
        }
      }
      // A clipping box keeps what is inside it from widening the page; a box that scrolls
      // sideways (not a row of chips made to) is named too: its content does not fit.
      if (clipped && element !== document.body) {
        const style = getComputedStyle(element);
        if (
          /(auto|scroll)/.test(style.overflowX) &&
          element.scrollWidth > element.clientWidth + 1 &&
          style.flexWrap !== 'nowrap'
        ) {
          const classes = [...element.classList].slice(0, 2).join('.');
          found.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (scrolls)`);
        }
        return;
      }
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return found.slice(0, 6);
  }, limit);
}

/** Words that are English and never Turkish: a text with one of them in a Turkish screen is suspect. */
// Not "can" (a Turkish name) nor "not" (Turkish for a note).
const ENGLISH_WORDS = [
  'the',
  'and',
  'you',
  'your',
  'are',
  'with',
  'this',
  'that',
  'for',
  'from',
  'into',
  'post',
  'posts',
  'active',
  'new',
  'been',
  'has',
  'have',
  'will',
  'please',
  'loading',
  'failed',
  'show',
  'more',
  'less',
  'signed',
  'sign',
  'settings',
  'profile',
  'follow',
  'mail',
];

/**
 * Visible texts (and placeholders, labels and titles) with an English word in them, outside
 * anything marked `lang="en"` and outside member-written text (`lang` set on it).
 */
function englishLooking(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const pattern = new RegExp(`\\b(${words.join('|')})\\b`, 'i');
    const found = new Set<string>();
    const marked = (element: Element | null) => Boolean(element?.closest('[lang]:not(html)'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || marked(parent)) continue;
      if (parent.closest('script, style, noscript')) continue;
      if (pattern.test(text)) found.add(text.slice(0, 80));
    }
    for (const element of document.querySelectorAll(
      '[placeholder], [aria-label], [title], [alt]',
    )) {
      if (marked(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value && pattern.test(value)) found.add(`${name}="${value.slice(0, 80)}"`);
      }
    }
    return [...found].slice(0, 8);
  }, ENGLISH_WORDS);
}

async function adminLogin(page: Page) {
  const form = page.locator('form');
  await form.locator('input').nth(0).fill(ADMIN.username);
  await form.locator('input[type="password"]').fill(ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await page.locator('table').first().waitFor({ timeout: 15_000 });
}

async function main() {
  const { values } = parseArgs({
    options: {
      lang: { type: 'string', default: 'tr' },
      out: { type: 'string', default: 'test-results/screenshots' },
      only: { type: 'string', multiple: true },
      'phone-width': { type: 'string', default: '360' },
    },
  });
  const language = values.lang as InterfaceLanguage;
  if (!(INTERFACE_LANGUAGES as readonly string[]).includes(language))
    throw new Error(`--lang must be one of ${INTERFACE_LANGUAGES.join(', ')}`);
  const out = path.resolve(values.out);
  mkdirSync(out, { recursive: true });

  if (webBuildIsStale()) {
    console.log('Building the web app...');
    await buildWeb();
  }
  const server = await startE2eServer({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const failures: string[] = [];
  const overflows: string[] = [];
  const englishTexts: string[] = [];
  let taken = 0;
  try {
    const seeded = await seed(browser, server.url, server.founderInviteCode!, language, out);
    const wanted = screens(seeded).filter(
      (screen) => !values.only?.length || values.only.some((word) => screen.name.includes(word)),
    );
    const viewports = {
      ...VIEWPORTS,
      phone: { ...VIEWPORTS.phone, width: Number(values['phone-width']) },
    };
    for (const [device, viewport] of Object.entries(viewports))
      for (const scheme of SCHEMES) {
        const contexts = new Map<Screen['who'], BrowserContext>();
        const contextFor = async (who: Screen['who']) => {
          let context = contexts.get(who);
          if (context) return context;
          context = await browser.newContext({
            viewport,
            colorScheme: scheme,
            locale: language === 'tr' ? 'tr-TR' : 'en-GB',
            isMobile: device === 'phone',
            hasTouch: device === 'phone',
            ...(who === 'ada' || who === 'cem' || who === 'defne'
              ? { storageState: path.join(out, `${who}.json`) }
              : {}),
          });
          await context.addInitScript((lang) => {
            localStorage.setItem('lorien.language', lang);
          }, language);
          contexts.set(who, context);
          return context;
        };
        for (const screen of wanted) {
          const context = await contextFor(screen.who);
          const page = await context.newPage();
          const file = path.join(out, `${device}-${scheme}-${screen.name}.png`);
          try {
            await page.goto(`${server.url}${screen.path}`, { waitUntil: 'networkidle' });
            if (screen.who === 'admin' && (await page.locator('input[type="password"]').count()))
              await adminLogin(page);
            await page.waitForTimeout(400);
            await screen.act?.(page);
            await page.screenshot({ path: file, fullPage: !screen.dialog });
            taken += 1;
            const wide = await overflowing(page, viewport.width);
            if (language === 'tr' && scheme === 'light') {
              const english = await englishLooking(page);
              if (english.length > 0)
                englishTexts.push(`${device}-${screen.name}: ${english.join(' | ')}`);
            }
            if (wide.length > 0)
              overflows.push(`${device}-${scheme}-${screen.name}: ${wide.join(', ')}`);
          } catch (error) {
            failures.push(`${device}-${scheme}-${screen.name}: ${(error as Error).message}`);
            await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          } finally {
            await page.close();
          }
        }
        for (const context of contexts.values()) await context.close();
      }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${taken} screenshots in ${out}`);
  if (englishTexts.length > 0)
    console.log(`English-looking text in the Turkish screens:\n  ${englishTexts.join('\n  ')}`);
  if (overflows.length > 0) console.log(`Wider than the screen:\n  ${overflows.join('\n  ')}`);
  if (failures.length > 0) {
    console.log(`Not taken as planned:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
