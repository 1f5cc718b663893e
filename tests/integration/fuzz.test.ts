import { and, eq, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  blocks,
  comments,
  directMessages,
  echoes,
  follows,
  inviteCodes,
  posts,
  saves,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import type { Database } from '../../src/db/client.ts';
import { ACCOUNT_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import {
  authedHeaders,
  founderCode,
  memberInput,
  postSignup,
  sessionCookie,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// The hostile-input sweep of issue 16, repeatable: every registered route (app.routeAccess, so
// routes added later are covered without touching this file) gets random and adversarial paths,
// queries, bodies and headers, anonymously and as a signed-in member. No answer may be a 5xx,
// and nothing another member owns may change. The seed is fixed (FUZZ_SEED overrides it), so a
// failure names the request that caused it and reproduces.

const SEED = Number(process.env.FUZZ_SEED ?? 16);
/** Requests per route: anonymous, then as a member (doubled for routes a member can reach). */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 12);
/** Responses that never end (server-sent events): fuzzed anonymously only, where they answer 401. */
const STREAMING = new Set(['GET /api/live']);

/** mulberry32: small, fast, seeded. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const FIELD_NAMES = [
  'content',
  'text',
  'mediaPath',
  'mediaAlt',
  'images',
  'imageAlts',
  'recipientId',
  'note',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'username',
  'firstName',
  'lastName',
  'inviteCode',
  'altcha',
  'bio',
  'displayName',
  'handle',
  'headline',
  'location',
  'themeColor',
  'token',
  'dwellMs',
  'reason',
  'targetId',
  'targetType',
  'kind',
  'peerId',
  'body',
  'message',
  'subject',
  'name',
  'enabled',
  'value',
  'theme',
  'allowDMs',
  'tracking',
  'action',
  'ids',
  'limit',
  'cursor',
  '__proto__',
  'constructor',
  'prototype',
] as const;

const QUERY_KEYS = [
  'q',
  'cursor',
  'limit',
  'tab',
  'offset',
  'before',
  'after',
  'type',
  'filter',
  'page',
  'uid',
  'peerId',
  'status',
  'sort',
] as const;

const BOGUS_CURSORS = [
  '-271821-04-20T00:00:00.000Z|abc',
  '+275760-09-13T00:00:00.000Z|abc',
  '2026-13-45T99:99:99.999Z|x',
  '2026-01-01T00:00:00.000Z|\u0000',
  '|',
].map((raw) => Buffer.from(raw, 'utf8').toString('base64url'));

function adversarialStrings(ids: string[]): string[] {
  return [
    '',
    ' ',
    'a',
    '\u0000',
    'x\u0000y',
    '\u001b[31mred',
    '\u0007\u0008',
    '\uD800',
    'a\uDFFFb',
    '\u202Eevil',
    '😀👍🏽',
    'İstanbul ığüşöç',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '"; drop table posts; --',
    '../../etc/passwd',
    '%00',
    '%ED%A0%80',
    '{{7*7}}',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9'.repeat(40),
    'a'.repeat(5_000),
    'ä'.repeat(70_000),
    '__proto__',
    'constructor',
    'javascript:alert(1)',
    'data:text/html,x',
    'posts/../../secret.webp',
    'nobody@example.com',
    'A'.repeat(8),
    ...BOGUS_CURSORS,
    ...ids,
  ];
}

function randomValue(rng: Rng, strings: string[], depth = 0): unknown {
  const roll = rng.int(depth > 2 ? 6 : 10);
  switch (roll) {
    case 0:
    case 1:
    case 2:
      return rng.pick(strings);
    case 3:
      return rng.pick([0, -1, 1, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, 300, 15, 86_400_000]);
    case 4:
      return rng.pick([true, false, null]);
    case 5:
      return rng.pick(strings).slice(0, 64);
    case 6:
    case 7:
      return randomObject(rng, strings, depth + 1);
    default:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, strings, depth + 1));
  }
}

function randomObject(rng: Rng, strings: string[], depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = rng.int(6); i >= 0; i -= 1)
    object[rng.chance(0.9) ? rng.pick(FIELD_NAMES) : rng.pick(strings).slice(0, 40)] = randomValue(
      rng,
      strings,
      depth,
    );
  return object;
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** A body and its content type: JSON objects mostly, and everything a client should not send. */
function randomBody(rng: Rng, strings: string[]): { payload?: string | Buffer; type?: string } {
  switch (rng.int(12)) {
    case 0:
      return {};
    case 1:
      return { payload: '{"content": "unterminated', type: 'application/json' };
    case 2:
      return { payload: nested(rng.pick([64, 5_000, 100_000])), type: 'application/json' };
    case 3:
      return {
        payload: JSON.stringify({ content: 'x'.repeat(300 * 1024) }),
        type: 'application/json',
      };
    case 4:
      return { payload: 'content=hello&text=%00', type: 'application/x-www-form-urlencoded' };
    case 5:
      return {
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image\r\n--x--',
        type: 'multipart/form-data; boundary=x',
      };
    case 6:
      return { payload: 'plain text body', type: 'text/plain' };
    case 7:
      return { payload: JSON.stringify(randomValue(rng, strings)), type: 'application/json' };
    case 8:
      return {
        payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
        type: 'application/json',
      };
    default:
      return { payload: JSON.stringify(randomObject(rng, strings)), type: 'application/json' };
  }
}

const PARAM_VALUES = [
  'no-such-id',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '..',
  '%2e%2e',
  '%2F',
  'x'.repeat(300),
  '%25',
  '-1',
  '0',
  'null',
  '__proto__',
  '%E2%80%AE',
  'posts%2F..%2F..%2Fsecret',
];

function concreteUrl(rng: Rng, url: string, ids: string[]): string {
  let concrete = url.replace(/:[A-Za-z]+/g, () =>
    rng.chance(0.5) ? encode(rng.pick(ids)) : rng.pick(PARAM_VALUES),
  );
  concrete = concrete.replace(/\*$/, () =>
    rng.pick([
      'posts/x/y.webp',
      '../../etc/passwd',
      'posts/%00/a.webp',
      `posts/${rng.pick(ids)}/a.webp`,
    ]),
  );
  // The router decodes paths; every guard must decide on what it matched (item 1).
  if (rng.chance(0.2))
    concrete = concrete.replace(/^\/api\//, '/%61pi/').replace(/^\/media\//, '/%6Dedia/');
  if (rng.chance(0.1)) concrete += '/';
  return concrete;
}

/** encodeURIComponent, with lone surrogates sent as the (invalid) UTF-8 a careless client sends. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff)
          return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** Every route, anonymous and signed in, also gets property names of Object.prototype. */
const PROTOTYPE_QUERIES = [
  `?${QUERY_KEYS.map((key) => `${key}=constructor`).join('&')}`,
  `?${QUERY_KEYS.map((key) => `${key}=__proto__`).join('&')}&toString=1&hasOwnProperty=x`,
];

function randomQuery(rng: Rng, strings: string[]): string {
  const parts: string[] = [];
  for (let i = rng.int(4); i > 0; i -= 1) {
    const key = rng.pick(QUERY_KEYS);
    const value = rng.chance(0.15)
      ? rng.pick(['%00', '%ED%A0%80', '%', '%zz', ''])
      : encode(rng.pick(strings).slice(0, 2_000));
    parts.push(`${key}=${value}`);
    if (rng.chance(0.1)) parts.push(`${key}=${encode(rng.pick(strings).slice(0, 20))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function randomHeaders(rng: Rng, cookie: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (rng.chance(0.85)) Object.assign(headers, SPA_WRITE_HEADERS);
  if (cookie) headers.cookie = rng.chance(0.9) ? cookie : `${cookie}; lorien.device=forged.value`;
  else if (rng.chance(0.3))
    headers.cookie = rng.pick([
      'lorien.session_token=garbage',
      'lorien.session_token=',
      '=;;=',
      'lorien.device=a.b',
    ]);
  if (rng.chance(0.15))
    headers.origin = rng.pick(['https://evil.example', 'null', 'not a url', 'http://localhost:80']);
  if (rng.chance(0.2))
    headers.authorization = rng.pick([
      'Bearer garbage',
      'Bearer ',
      'Basic YWRtaW46d3Jvbmc=',
      'Basic !!!',
      `Bearer ${'x'.repeat(4_000)}`,
      'Digest nope',
    ]);
  if (rng.chance(0.1)) headers['accept-language'] = 'tr-TR,tr;q=0.9,*;q=0.1,' + 'x'.repeat(500);
  if (rng.chance(0.1)) headers['x-forwarded-for'] = '1.2.3.4, 5.6.7.8';
  return headers;
}

// ---- Multipart bodies (issue 30, item 7): the upload route's parser meets every broken shape ----

const CRLF = '\r\n';

/** A multipart body built from well-formed pieces, then bent: boundaries, headers, parts, bytes. */
function randomMultipart(
  rng: Rng,
  strings: string[],
  image: Buffer,
): { payload: Buffer; type: string } {
  const boundary = rng.pick([
    'lorienfuzz',
    '----WebKitFormBoundary7MA4YWxkTrZu0gW',
    'x'.repeat(rng.pick([1, 70, 71, 200])),
    'a b',
    '"quoted"',
    '',
  ]);
  const eol = rng.chance(0.85) ? CRLF : rng.pick(['\n', '\r', '']);
  const parts: Buffer[] = [];
  for (let i = rng.int(5); i >= 0; i -= 1) {
    const isFile = rng.chance(0.6);
    const name = rng.pick(['file', 'folder', 'file', '', 'x', '__proto__', 'constructor']);
    const disposition = rng.pick([
      `form-data; name="${name}"${isFile ? `; filename="${rng.pick(['a.jpg', '', '../../x.png', 'ä.webp', 'a"b.jpg'])}"` : ''}`,
      `form-data; filename="a.jpg"`,
      'attachment',
      ';;;=="',
      `form-data; name=${name}; filename*=UTF-8''%E2%82%AC.jpg`,
      '',
    ]);
    const headers: string[] = [];
    if (rng.chance(0.95)) headers.push(`Content-Disposition: ${disposition}`);
    if (isFile)
      headers.push(
        `Content-Type: ${rng.pick(['image/jpeg', 'image/png', 'text/plain', 'application/json', '', 'image/svg+xml'])}`,
      );
    if (rng.chance(0.1)) headers.push(`X-Padding: ${'p'.repeat(rng.pick([100, 20_000, 90_000]))}`);
    if (rng.chance(0.05)) headers.push('no colon here');
    const body: Buffer = isFile
      ? rng.pick([
          image,
          image.subarray(0, rng.int(image.length)),
          Buffer.alloc(0),
          Buffer.from(rng.pick(strings).slice(0, 500)),
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        ])
      : Buffer.from(
          rng.chance(0.5)
            ? rng.pick(['posts', 'messages', 'avatars'])
            : rng.pick(strings).slice(0, 300),
        );
    parts.push(
      Buffer.from(`--${boundary}${eol}${headers.join(eol)}${eol}${eol}`),
      body,
      Buffer.from(eol),
    );
  }
  if (rng.chance(0.8)) parts.push(Buffer.from(`--${boundary}--${eol}`));
  let payload = Buffer.concat(parts);
  if (rng.chance(0.15)) payload = payload.subarray(0, rng.int(payload.length + 1));
  if (rng.chance(0.05)) payload = Buffer.alloc(0);
  const declared = rng.pick([boundary, boundary, boundary, 'somethingelse', '', 'x'.repeat(71)]);
  const type = rng.chance(0.1)
    ? rng.pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=lorienfuzz',
      ])
    : `multipart/form-data; boundary=${rng.chance(0.1) ? `"${declared}"` : declared}`;
  return { payload, type };
}

// ---- E-mail shapes (issue 30, item 7): one rule for sign-up, sign-in, reset and Settings ----

function randomEmail(rng: Rng): string {
  const local = rng.pick([
    'ada',
    'a..b',
    '.ada',
    'ada.',
    '"quoted"',
    '"a b"',
    'a+tag',
    "o'neil",
    'a_b-c',
    'ü',
    'a'.repeat(64),
    'a'.repeat(65),
    'a\u200Bb',
    'A.Da',
    'a@b',
    '',
    '-a',
    'a=b',
    'a!b#c$d',
  ]);
  const domain = rng.pick([
    'example.test',
    'Example.CO',
    'x',
    'localhost',
    '[127.0.0.1]',
    '[IPv6:::1]',
    '127.0.0.1',
    '-example.test',
    'example-.test',
    'exa_mple.test',
    'example..test',
    'example.test.',
    '.example.test',
    'example.t',
    'example.123',
    'ü.example',
    'xn--bcher-kva.example',
    `${'d'.repeat(63)}.test`,
    `${'d'.repeat(64)}.test`,
    `${'sub.'.repeat(60)}test`,
  ]);
  const email = rng.chance(0.05) ? local : `${local}@${domain}`;
  return rng.chance(0.1) ? ` ${email.toUpperCase()} ` : email;
}

interface Snapshot {
  [table: string]: unknown[];
}

/** Everything the victim owns that nobody else may change. */
async function victimSnapshot(
  db: Database,
  victimId: string,
  attackerId: string,
): Promise<Snapshot> {
  const byDate = (rows: unknown[]) => JSON.parse(JSON.stringify(rows)) as unknown[];
  return {
    user: byDate(
      await db
        .select({
          email: users.email,
          username: users.username,
          handle: users.handle,
          displayName: users.displayName,
          firstName: users.firstName,
          lastName: users.lastName,
          bio: users.bio,
          headline: users.headline,
          location: users.location,
          themeColor: users.themeColor,
          isBanned: users.isBanned,
          allowDms: users.allowDms,
          referralCode: users.referralCode,
        })
        .from(users)
        .where(eq(users.id, victimId)),
    ),
    password: byDate(
      await db.select({ p: accounts.password }).from(accounts).where(eq(accounts.userId, victimId)),
    ),
    sessions: byDate(
      await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, victimId)),
    ),
    posts: byDate(
      await db
        .select({ id: posts.id, content: posts.content, media: posts.mediaStoragePath })
        .from(posts)
        .where(eq(posts.authorId, victimId))
        .orderBy(posts.id),
    ),
    comments: byDate(
      await db
        .select({ id: comments.id, text: comments.text })
        .from(comments)
        .where(eq(comments.authorId, victimId))
        .orderBy(comments.id),
    ),
    follows: byDate(
      // Not the victim's follow of the attacker: an attacker may block them, which ends it.
      await db
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, victimId), ne(follows.followeeId, attackerId)))
        .orderBy(follows.followeeId),
    ),
    blocks: byDate(
      await db
        .select()
        .from(blocks)
        .where(eq(blocks.blockerId, victimId))
        .orderBy(blocks.blockedId),
    ),
    echoes: byDate(await db.select().from(echoes).where(eq(echoes.userId, victimId))),
    saves: byDate(await db.select().from(saves).where(eq(saves.userId, victimId))),
    invites: byDate(
      await db
        .select()
        .from(inviteCodes)
        .where(eq(inviteCodes.ownerId, victimId))
        .orderBy(inviteCodes.code),
    ),
    messages: byDate(
      await db
        .select({ id: directMessages.id, text: directMessages.text })
        .from(directMessages)
        .where(and(eq(directMessages.ownerId, victimId), or(eq(directMessages.fromId, victimId))))
        .orderBy(directMessages.id),
    ),
  };
}

describe('hostile-input sweep over every registered route', () => {
  let t: TestApp;
  let attacker: SignedUpMember;
  let victim: SignedUpMember;
  let attackerCookie: string;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_MAX_PER_MINUTE: '1000000',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'a-long-admin-password',
      },
    });
    victim = await signUpMember(t.app, await founderCode(t.ctx));
    attacker = await signUpMember(t.app, await founderCode(t.ctx));
    attackerCookie = attacker.cookie;
    const post = await createPost(t.app, victim.cookie, { content: 'Victim’s post #mine' });
    const comment = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.postComments(post.id),
      headers: authedHeaders(victim.cookie),
      payload: { text: 'Victim’s comment' },
    });
    const bystander = await signUpMember(t.app, await founderCode(t.ctx));
    for (const followee of [attacker.user.id, bystander.user.id])
      await t.app.inject({
        method: 'PUT',
        url: SOCIAL_API.follow(followee),
        headers: authedHeaders(victim.cookie),
      });
    const own = await createPost(t.app, attacker.cookie, { content: 'Attacker’s post' });
    ids = [
      post.id,
      comment.json().comment?.id ?? comment.json().id ?? 'no-comment',
      victim.user.id,
      victim.user.username,
      attacker.user.id,
      own.id,
    ];
  });
  afterAll(() => t.close());

  /** Signs the attacker in again when a fuzzed request ended their session (sign-out). */
  async function ensureSignedIn(): Promise<void> {
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: attackerCookie },
    });
    if (me.json().user) return;
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: attacker.input.email, password: attacker.input.password },
      remoteAddress: '10.99.0.1',
    });
    attackerCookie = sessionCookie(res);
  }

  it('answers no request with a 5xx and changes nothing the caller does not own', async () => {
    const rng = prng(SEED);
    const strings = adversarialStrings(ids);
    const routes = t.app.routeAccess.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const before = await victimSnapshot(t.ctx.database.db, victim.user.id, attacker.user.id);
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const asMember = route.access !== 'public' && !STREAMING.has(key);
      const rounds = asMember ? PER_ROUTE * 2 : PER_ROUTE;
      for (let i = 0; i < rounds; i += 1) {
        const signedIn = asMember && i % 2 === 1;
        const url =
          concreteUrl(rng, route.url, ids) +
          (i < 2 ? PROTOTYPE_QUERIES[i]! : randomQuery(rng, strings));
        const body =
          route.method === 'GET' || (route.method === 'DELETE' && rng.chance(0.5))
            ? {}
            : randomBody(rng, strings);
        const headers = randomHeaders(rng, signedIn ? attackerCookie : null);
        if (body.type) headers['content-type'] = body.type;
        let res;
        const t0 = performance.now();
        try {
          res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
            remoteAddress: `10.98.${rng.int(250)}.${rng.int(250) + 1}`,
          });
        } catch (error) {
          // light-my-request refuses some requests before they reach the server (e.g. a header
          // Node would not send); those are not the server's answers.
          if (error instanceof TypeError && /header|Invalid/i.test(error.message)) continue;
          throw error;
        }
        sent += 1;
        const took = performance.now() - t0;
        if (process.env.FUZZ_SLOW && took > 40)
          console.info(
            `slow ${Math.round(took)} ms ${res.statusCode} ${route.method} ${url.slice(0, 80)} ${String(body.payload ?? '').slice(0, 60)}`,
          );
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${route.method} ${url.slice(0, 200)} body=${String(body.payload ?? '').slice(0, 200)} → ${res.body.slice(0, 200)}`,
          );
        if (signedIn && (route.url.includes('signout') || route.url.includes('sign-out')))
          await ensureSignedIn();
      }
    }
    await ensureSignedIn();
    const after = await victimSnapshot(t.ctx.database.db, victim.user.id, attacker.user.id);
    const elapsed = performance.now() - started;
    console.info(
      `fuzz: ${sent} requests over ${routes.length} routes in ${Math.round(elapsed)} ms (seed ${SEED})`,
    );
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(sent).toBeGreaterThan(routes.length * PER_ROUTE);
  }, 120_000);

  it('answers malformed multipart uploads and odd e-mail shapes with no 5xx', async () => {
    const rng = prng(SEED + 30);
    const strings = adversarialStrings(ids);
    const image = await makeImage('jpeg', { width: 16, height: 16 });
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<string, number> = {};
    const address = () => `10.97.${rng.int(250)}.${rng.int(250) + 1}`;
    const note = (label: string, res: { statusCode: number; body: string }, detail: string) => {
      sent += 1;
      const key = `${label.replace('POST ', '')} ${res.statusCode}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (res.statusCode >= 500)
        failures.push(
          `${res.statusCode} ${label} ${detail.slice(0, 200)} → ${res.body.slice(0, 200)}`,
        );
    };
    /** A member of its own every few dozen writes, so per-member write budgets never answer for the parser. */
    let member: SignedUpMember | null = null;
    let uses = 0;
    async function freshMember(): Promise<SignedUpMember> {
      if (member && uses < 30) {
        uses += 1;
        return member;
      }
      const input = memberInput(await founderCode(t.ctx));
      const res = await postSignup(t.app, { ...input }, { remoteAddress: address() });
      member = { user: res.json().user, cookie: sessionCookie(res), input };
      uses = 1;
      return member;
    }

    const uploadRoutes = t.app.routeAccess.filter(
      (route) => route.method === 'POST' && route.url === SOCIAL_API.uploads,
    );
    expect(uploadRoutes.length).toBeGreaterThan(0);
    for (const route of uploadRoutes)
      for (let i = 0; i < PER_ROUTE * 3; i += 1) {
        const { payload, type } = randomMultipart(rng, strings, image);
        const uploader = await freshMember();
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...authedHeaders(uploader.cookie), 'content-type': type },
          payload,
          remoteAddress: address(),
        });
        note(`POST ${route.url}`, res, `${type} ${payload.toString('latin1', 0, 120)}`);
      }

    for (let i = 0; i < PER_ROUTE * 2; i += 1) {
      const email = randomEmail(rng);
      const password = 'correct horse battery';
      if (i % 2 === 0) {
        const signup = await postSignup(
          t.app,
          { ...memberInput(await founderCode(t.ctx), { email, password }) },
          { remoteAddress: address() },
        );
        note('POST signup', signup, email);
        // An address sign-up accepted must work for signing in.
        if (signup.statusCode === 201) {
          const signin = await t.app.inject({
            method: 'POST',
            url: ACCOUNT_API.signin,
            headers: SPA_WRITE_HEADERS,
            payload: { email, password },
            remoteAddress: address(),
          });
          note('POST signin after signup', signin, email);
          if (signin.statusCode !== 200)
            failures.push(`${signin.statusCode} signin after signup ${email}`);
        }
      }
      note(
        'POST signin',
        await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signin,
          headers: SPA_WRITE_HEADERS,
          payload: { email, password },
          remoteAddress: address(),
        }),
        email,
      );
      note(
        'POST password-reset',
        await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.passwordReset,
          headers: SPA_WRITE_HEADERS,
          payload: { email, altcha: 'x' },
          remoteAddress: address(),
        }),
        email,
      );
      // Settings: an address it saves must still work for signing in (it once locked members out).
      const owner = await freshMember();
      const change = await t.app.inject({
        method: 'POST',
        url: SETTINGS_API.email,
        headers: authedHeaders(owner.cookie),
        payload: { email, password: owner.input.password },
        remoteAddress: address(),
      });
      note('POST settings email', change, email);
      if (change.statusCode < 300) {
        const [row] = await t.ctx.database.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, owner.user.id));
        const again = await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signin,
          headers: SPA_WRITE_HEADERS,
          payload: { email: row!.email, password: owner.input.password },
          remoteAddress: address(),
        });
        note('POST signin after settings', again, row!.email);
        if (again.statusCode !== 200)
          failures.push(`${again.statusCode} signin after settings ${email} → ${row!.email}`);
        member = null;
      }
    }
    console.info(
      `fuzz: ${sent} multipart and e-mail requests (seed ${SEED + 30}): ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
