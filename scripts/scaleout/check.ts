// What `npm run scaleout -- --check` and tests/faults/scaleout.test.ts prove on a running
// scale-out, over real HTTP: a session made on one instance is valid on the other, an image
// posted through one is served by the other, a live message sent through one reaches a stream
// held by the other (directly and through nginx), and a rate limit counts across both.
import http from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { openDatabase } from '../../src/db/client.ts';
import { freshFounderInvite } from '../../src/server/modules/house/index.ts';
import { ACCOUNT_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import type { Scaleout } from './stack.ts';

const WRITE = { 'x-requested-with': 'lorien', 'content-type': 'application/json' };

export interface Member {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

function fail(message: string): never {
  throw new Error(message);
}

async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status)
    fail(`${what}: expected ${status}, got ${res.status} ${await res.text()}`);
  return res;
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The founder invite of the moment (a second call retires the first code). */
async function inviteCode(stack: Scaleout): Promise<string> {
  const database = await openDatabase({ url: stack.databaseUrl, poolMax: 1 });
  try {
    return (await freshFounderInvite(database.db, new Date())).code;
  } finally {
    await database.close();
  }
}

/** Signs a member up through `url`, solving the bot check as the browser does. */
export async function signUp(stack: Scaleout, url: string, n: number): Promise<Member> {
  const challenge = (await (await fetch(`${url}${ACCOUNT_API.challenge}`)).json()) as Challenge;
  const solution = (await solveChallenge({ challenge, deriveKey })) ?? fail('bot check unsolved');
  const altcha = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const email = `scaleout${n}.${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const res = await fetch(`${url}${ACCOUNT_API.signup}`, {
    method: 'POST',
    headers: WRITE,
    body: JSON.stringify({
      firstName: 'Scale',
      lastName: `Out${n}`,
      username: `scaleout_${n}_${Date.now() % 100_000}`,
      email,
      password,
      inviteCode: await inviteCode(stack),
      altcha,
    }),
  });
  await expectStatus(res, 201, `sign-up ${n}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { id: user.id, email, password, cookie: cookieOf(res) };
}

/** nginx rotates over every instance: the instances that answered `rounds` requests. */
export async function upstreamsSeen(stack: Scaleout, rounds = 6): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < rounds; i += 1) {
    const res = await expectStatus(await fetch(`${stack.url}/api/health`), 200, 'health via nginx');
    seen.add(res.headers.get('x-lorien-upstream') ?? '?');
  }
  return seen;
}

/** Signs in on the first instance; the session must be valid on every other one and via nginx. */
export async function signInAcross(stack: Scaleout, member: Member): Promise<Member> {
  const [first, ...others] = stack.instances;
  const res = await fetch(`${first!.url}${ACCOUNT_API.signin}`, {
    method: 'POST',
    headers: WRITE,
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  await expectStatus(res, 200, 'sign-in on instance 1');
  const cookie = cookieOf(res);
  for (const url of [...others.map((o) => o.url), stack.url]) {
    const me = await expectStatus(
      await fetch(`${url}${ACCOUNT_API.me}`, { headers: { cookie } }),
      200,
      `the instance-1 session on ${url}`,
    );
    const body = (await me.json()) as { user?: { id: string } };
    if (body.user?.id !== member.id) fail(`the session on ${url} is not the member's`);
  }
  return { ...member, cookie };
}

/** Posts an image through the first instance; every other instance serves the same bytes. */
export async function mediaAcross(stack: Scaleout, member: Member): Promise<string> {
  const [first, ...others] = stack.instances;
  const image = await sharp({
    create: { width: 160, height: 90, channels: 3, background: '#3a7d44' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('folder', 'posts');
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await fetch(`${first!.url}${SOCIAL_API.uploads}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'lorien', cookie: member.cookie },
    body: form,
  });
  await expectStatus(upload, 201, 'upload on instance 1');
  const { path: mediaPath, url: mediaUrl } = (await upload.json()) as { path: string; url: string };
  const post = await fetch(`${first!.url}${SOCIAL_API.posts}`, {
    method: 'POST',
    headers: { ...WRITE, cookie: member.cookie },
    body: JSON.stringify({ content: 'Two instances, one picture #scaleout', mediaPath }),
  });
  await expectStatus(post, 201, 'post with the image on instance 1');
  const stored = await (
    await expectStatus(
      await fetch(`${first!.url}${mediaUrl}`, { headers: { cookie: member.cookie } }),
      200,
      'the image on instance 1',
    )
  ).arrayBuffer();
  for (const other of [...others.map((o) => o.url), stack.url]) {
    const res = await fetch(`${other}${mediaUrl}`, { headers: { cookie: member.cookie } });
    await expectStatus(res, 200, `GET ${mediaUrl} on ${other}`);
    if (!Buffer.from(await res.arrayBuffer()).equals(Buffer.from(stored)))
      fail(`the image on ${other} differs from instance 1's`);
  }
  return mediaUrl;
}

/** A live stream (SSE) that keeps every `event:` name with its data. */
function openStream(url: string, cookie: string) {
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  let status = 0;
  const request = http.get(`${url}/api/live`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  const ready = new Promise<void>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      if (status !== 200) reject(new Error(`/api/live on ${url}: ${status}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event) events.push({ event, data });
          if (event === 'ready') resolve();
        }
      });
    });
  });
  return { events, ready, close: () => request.destroy() };
}

/**
 * The recipient holds a stream on the last instance and one through nginx; a message sent
 * through the first instance must reach both, within `ms`. Resolves with each delay.
 */
export async function liveAcross(
  stack: Scaleout,
  sender: Member,
  recipient: Member,
  ms = 5_000,
): Promise<{ direct: number; viaNginx: number }> {
  const first = stack.instances[0]!;
  const last = stack.instances.at(-1)!;
  const direct = openStream(last.url, recipient.cookie);
  const viaNginx = openStream(stack.url, recipient.cookie);
  try {
    await Promise.all([direct.ready, viaNginx.ready]);
    const text = `across instances ${Date.now()}`;
    const sentAt = performance.now();
    await expectStatus(
      await fetch(`${first.url}/api/messages`, {
        method: 'POST',
        headers: { ...WRITE, cookie: sender.cookie },
        body: JSON.stringify({ recipientId: recipient.id, text }),
      }),
      201,
      'message on instance 1',
    );
    const arrival = async (stream: ReturnType<typeof openStream>, where: string) => {
      for (;;) {
        // The event names the peer and the direction (the text is fetched by the inbox).
        const incoming = (e: { event: string; data: string }) =>
          e.event === 'message' && e.data.includes(sender.id) && e.data.includes('"incoming"');
        if (stream.events.some(incoming)) return Math.round(performance.now() - sentAt);
        if (performance.now() - sentAt > ms)
          fail(`the message never reached the stream ${where} (${ms} ms)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    return {
      direct: await arrival(direct, `on ${last.url}`),
      viaNginx: await arrival(viaNginx, 'through nginx'),
    };
  } finally {
    direct.close();
    viaNginx.close();
  }
}

/**
 * The contact form allows 5 messages per 10 minutes per address: sent alternately to the
 * instances from one address, the sixth is refused, whichever instance it reaches.
 */
export async function rateLimitAcross(stack: Scaleout): Promise<number[]> {
  const address = `10.29.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const instance = stack.instances[i % stack.instances.length]!;
    const res = await fetch(`${instance.url}/api/contact`, {
      method: 'POST',
      headers: { ...WRITE, 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'general',
        message: `Scale-out message ${i}`,
      }),
    });
    statuses.push(res.status);
    await res.body?.cancel();
  }
  if (statuses.join() !== '201,201,201,201,201,429')
    fail(`contact from one address across instances answered ${statuses.join(', ')}`);
  return statuses;
}

/** Every check in turn, printing each result; throws at the first that fails. */
export async function runChecks(stack: Scaleout, log: (line: string) => void): Promise<void> {
  const seen = await upstreamsSeen(stack);
  if (seen.size < stack.instances.length)
    fail(`nginx sent 6 requests to only ${[...seen].join(', ')}`);
  log(`ok  nginx round-robin: ${[...seen].join(', ')}`);
  const alice = await signUp(stack, stack.instances[0]!.url, 1);
  const bob = await signUp(stack, stack.instances.at(-1)!.url, 2);
  log('ok  sign-up on instance 1 and on the last instance');
  const signedIn = await signInAcross(stack, alice);
  log('ok  a session made on instance 1 is valid on every instance and through nginx');
  const media = await mediaAcross(stack, signedIn);
  log(`ok  an image posted through instance 1 answers 200 on the others (${media})`);
  const delays = await liveAcross(stack, signedIn, bob);
  log(
    `ok  a message sent through instance 1 reached a stream on the last instance in ${delays.direct} ms and one through nginx in ${delays.viaNginx} ms`,
  );
  const statuses = await rateLimitAcross(stack);
  log(`ok  the contact limit counts across instances: ${statuses.join(', ')}`);
}
