// The members whose pages the perf scripts measure (lighthouse.ts, main-thread.ts): a founder
// joins, invites a second member who posts (one post with an image, last, so it heads the feed,
// as a member's feed usually does) and whom the founder follows; the founder posts once.
// screenshots.ts takes the same picture.
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { ACCOUNT_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import { solveBotCheck } from '../../tests/support/bot-check.ts';

const headers = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };

async function join(
  context: BrowserContext,
  url: string,
  person: { firstName: string; lastName: string; username: string; email: string },
  inviteCode: string,
) {
  const challenge = await context.request.get(`${url}${ACCOUNT_API.challenge}`);
  const res = await context.request.post(`${url}${ACCOUNT_API.signup}`, {
    headers,
    data: {
      ...person,
      password: 'lighthouse keeper',
      inviteCode,
      altcha: await solveBotCheck(await challenge.json()),
    },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  // The first run (/welcome) is a page of its own; the measured pages are the member's usual ones.
  const welcome = await context.request.post(`${url}${ACCOUNT_API.welcomeDone}`, { headers });
  if (!welcome.ok()) throw new Error(`ending the first run failed: ${welcome.status()}`);
  return ((await res.json()) as { user: { id: string } }).user;
}

async function post(context: BrowserContext, url: string, data: Record<string, unknown>) {
  const res = await context.request.post(`${url}${SOCIAL_API.posts}`, { headers, data });
  if (res.status() !== 201) throw new Error(`post failed: ${res.status()} ${await res.text()}`);
}

/** A photo-like landscape, so the first card's image is what a real feed's would be. */
export function landscapeJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6c48f"/><stop offset="0.55" stop-color="#e98a6b"/>
      <stop offset="1" stop-color="#5b4bc4"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <circle cx="1150" cy="420" r="120" fill="#fff3da" opacity="0.9"/>
    <path d="M0 700 C 330 600, 630 770, 930 660 S 1430 600, 1600 660 L1600 1000 L0 1000 Z" fill="#2f2b43"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The founder joins, invites a second member who posts (one post with an image, last, so it
 * heads the feed) and whom the founder follows. Returns the founder's Cookie header.
 */
export async function seedMemberPages(
  context: BrowserContext,
  other: BrowserContext,
  url: string,
  code: string,
) {
  await join(
    context,
    url,
    { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com' },
    code,
  );
  const invite = await context.request.post(`${url}${ACCOUNT_API.invites}`, { headers });
  const inviteCode = ((await invite.json()) as { code: string }).code;
  const ben = await join(
    other,
    url,
    { firstName: 'Ben', lastName: 'Okafor', username: 'ben.o', email: 'ben@example.com' },
    inviteCode,
  );
  for (const content of [
    'Calm tea on the balcony, rain on the window.',
    'Proud of this morning run by the sea! #sabahkoşusu',
    'Hopeful about the weekend: a long walk and a good book.',
  ])
    await post(other, url, { content });
  const upload = await other.request.post(`${url}${SOCIAL_API.uploads}`, {
    headers,
    multipart: {
      folder: 'posts',
      file: { name: 'bosphorus.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg() },
    },
  });
  if (!upload.ok()) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
  const { path: mediaPath } = (await upload.json()) as { path: string };
  await post(other, url, { content: 'Morning light over the Bosphorus. #calm', mediaPath });
  const follow = await context.request.put(`${url}${SOCIAL_API.follow(ben.id)}`, { headers });
  if (!follow.ok()) throw new Error(`follow failed: ${follow.status()}`);
  await post(context, url, { content: 'Hopeful about the weekend.' });
  const cookies = await context.cookies(url);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
