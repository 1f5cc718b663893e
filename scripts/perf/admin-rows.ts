// Admin dashboard with 250 members (issue 27): how long the main thread is blocked when the
// administrator bans a member, and when a deleted member's row is removed (420 ms) and the success
// message goes (4 s). Runs the built app (`npm run build` first) on a fresh server; the member list
// is 250 made-up rows served through the browser's request routing, every other call is real.
//
//   node scripts/perf/admin-rows.ts [--cpu 4] [--runs 3]
//
// Reports, per action, the long tasks (> 50 ms) seen from the confirming click until the success
// message has gone, their total and longest, and the time until the message shows and the row
// changes. Figures vary with the machine: compare runs made on the same one.
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { startE2eServer } from '../../tests/e2e/support/server.ts';

const ADMIN = { username: 'warden', password: 'open sesame 42' };
const MEMBERS = 250;

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const users = Array.from({ length: MEMBERS }, (_, i) => {
  const n = String(i + 1).padStart(3, '0');
  return {
    id: `perf-user-${n}`,
    displayName: `Member ${n}`,
    firstName: 'Member',
    lastName: n,
    email: `member${n}@example.test`,
    username: `member${n}`,
    isBanned: false,
    isActive: true,
    lastLogin: new Date(Date.UTC(2026, 10, 1, 12, i % 60)).toISOString(),
    createdAt: new Date(Date.UTC(2026, 9, 1, 12, i % 60)).toISOString(),
    status: 'Active',
  };
});

async function routeMembers(page: Page): Promise<void> {
  await page.route('**/api/admin/users**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/admin/users')
      return route.fulfill({ json: { users, nextCursor: null } });
    const ban = /\/api\/admin\/users\/([^/]+)\/ban$/.exec(url.pathname);
    if (ban && request.method() === 'POST') {
      const id = decodeURIComponent(ban[1]!);
      const body = request.postDataJSON() as { ban: boolean };
      const user = users.find((u) => u.id === id)!;
      return route.fulfill({
        json: { user: { ...user, isBanned: body.ban, status: body.ban ? 'Banned' : 'Active' } },
      });
    }
    if (request.method() === 'DELETE') return route.fulfill({ status: 204 });
    return route.continue();
  });
}

interface Sample {
  action: string;
  messageMs: number;
  rowMs: number;
  longTasks: number;
  totalMs: number;
  longestMs: number;
}

async function measure(
  page: Page,
  action: string,
  open: () => Promise<void>,
  confirmName: string,
  /** The member's e-mail and what "done" means for the row: gone, or no longer Active. */
  row: { email: string; done: 'gone' | 'banned' },
): Promise<Sample> {
  await open();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[]; __observer?: PerformanceObserver };
    w.__tasks = [];
    w.__observer?.disconnect();
    w.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    });
    w.__observer.observe({ type: 'longtask' });
  });
  const result = await page.evaluate(
    ({ confirmName, row }) =>
      new Promise<{ messageMs: number; rowMs: number }>((resolve) => {
        const dialog = document.querySelector('dialog[open]')!;
        const button = [...dialog.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === confirmName,
        )!;
        const start = performance.now();
        let messageMs = -1;
        let rowMs = -1;
        const check = () => {
          if (messageMs < 0 && document.querySelector('.admin-success')) {
            messageMs = performance.now() - start;
          }
          const tr = [...document.querySelectorAll('table.admin-users tbody tr')].find((r) =>
            r.textContent?.includes(row.email),
          );
          const rowDone = row.done === 'gone' ? !tr : !tr?.querySelector('.admin-status--active');
          if (rowMs < 0 && rowDone) {
            rowMs = performance.now() - start;
          }
          if (messageMs >= 0 && rowMs >= 0) resolve({ messageMs, rowMs });
          else requestAnimationFrame(check);
        };
        button.click();
        requestAnimationFrame(check);
      }),
    { confirmName, row },
  );
  // Until the 4 s message has gone.
  await page.locator('.admin-success').waitFor({ state: 'detached', timeout: 15_000 });
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  return {
    action,
    ...result,
    longTasks: tasks.length,
    totalMs: tasks.reduce((a, b) => a + b, 0),
    longestMs: Math.max(0, ...tasks),
  };
}

/** With --trace: where the main thread's time went during one ban (top trace events). */
async function traced(browser: Browser, page: Page, run: () => Promise<unknown>): Promise<void> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink'] });
  await run();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: Array<{ name: string; ph: string; dur?: number; tid: number; args?: unknown }>;
  };
  const main = trace.traceEvents.find(
    (e) =>
      e.name === 'CrRendererMain' ||
      (e.name === 'thread_name' && JSON.stringify(e.args).includes('CrRendererMain')),
  );
  const byName = new Map<string, number>();
  for (const e of trace.traceEvents)
    if (e.ph === 'X' && e.dur && (!main || e.tid === main.tid))
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [name, ms] of top) console.log(`  ${name.padEnd(40)} ${ms.toFixed(0)} ms`);
}

async function main(): Promise<void> {
  const cpu = arg('cpu', 4);
  const runs = arg('runs', 3);
  const server = await startE2eServer({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const browser = await launchBrowser();
  const samples: Sample[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await routeMembers(page);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${server.url}/lorien/admin`);
    await page.locator('input[name="username"]').fill(ADMIN.username);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('form button[type="submit"]').click();
    await page.locator('table.admin-users tbody tr').first().waitFor();
    const rows = await page.locator('table.admin-users tbody tr').count();
    console.log(`${rows} member rows on the page`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (process.argv.includes('--trace')) {
      const u = users[10]!;
      await page.locator(`tr:has-text("${u.email}") button`).first().click();
      await page.getByRole('dialog').waitFor();
      if (process.argv.includes('--profile')) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
        await page.locator('dialog[open] .btn--danger').click();
        await page.locator('.admin-success').waitFor();
        await page.locator('.admin-success').waitFor({ state: 'detached', timeout: 15_000 });
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
          profile: {
            nodes: Array<{
              id: number;
              callFrame: { functionName: string; url: string; lineNumber: number };
            }>;
            samples: number[];
            timeDeltas: number[];
          };
        };
        const self = new Map<string, number>();
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        profile.samples.forEach((id, i) => {
          const frame = byId.get(id)!.callFrame;
          const key = `${frame.functionName || '(anon)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
          self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
        });
        for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
          console.log(`  ${name.slice(0, 70).padEnd(70)} ${ms.toFixed(0)} ms`);
        return;
      }
      console.log('Trace of one ban (main thread, inclusive times):');
      await traced(browser, page, async () => {
        await page.locator('dialog[open] .btn--danger').click();
        await page.locator('.admin-success').waitFor();
        await page.locator('.admin-success').waitFor({ state: 'detached', timeout: 15_000 });
      });
    }
    for (let run = 0; run < runs; run += 1) {
      const banned = users[run]!;
      samples.push(
        await measure(
          page,
          'ban',
          () => page.locator(`tr:has-text("${banned.email}") button`).first().click(),
          await page.evaluate(() => (document.documentElement.lang === 'tr' ? 'Yasakla' : 'Ban')),
          { email: banned.email, done: 'banned' },
        ),
      );
      const deleted = users[rows - 1 - run]!;
      samples.push(
        await measure(
          page,
          'delete',
          () => page.locator(`tr:has-text("${deleted.email}") .btn--danger`).click(),
          await page.evaluate(() => (document.documentElement.lang === 'tr' ? 'Sil' : 'Delete')),
          { email: deleted.email, done: 'gone' },
        ),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`CPU slowdown ${cpu}x, ${MEMBERS} members, ${runs} runs of each action`);
  console.log('action  message(ms)  row(ms)  long tasks  total(ms)  longest(ms)');
  for (const s of samples)
    console.log(
      [
        s.action.padEnd(7),
        s.messageMs.toFixed(0).padStart(11),
        s.rowMs.toFixed(0).padStart(8),
        String(s.longTasks).padStart(11),
        s.totalMs.toFixed(0).padStart(10),
        s.longestMs.toFixed(0).padStart(12),
      ].join(' '),
    );
}

await main();
