import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, directMessages, posts, uploads, users } from '../../src/db/schema/index.ts';
import { ACCOUNT_API, INBOX_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  memberInput,
  postSignup,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 30, items 7 and 10 (client input): each test here failed on e54c0fc.

let addressSequence = 0;
/** A client address of its own, so one request's limits never spill into another's. */
function freshAddress(): string {
  addressSequence += 1;
  return `10.30.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

const CRLF = '\r\n';

/** The twelve malformed multipart shapes of the probe, each with the message it must get. */
async function multipartShapes(): Promise<
  Array<{ name: string; contentType: string; payload: Buffer; message: string }>
> {
  const image = await makeImage();
  const b = 'lorienboundary';
  const type = `multipart/form-data; boundary=${b}`;
  const field = (name: string, value: string) =>
    Buffer.from(
      `--${b}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`,
    );
  const filePart = (disposition: string, bytes: Buffer = image, extra = '') =>
    Buffer.concat([
      Buffer.from(
        `--${b}${CRLF}Content-Disposition: ${disposition}${CRLF}${extra}Content-Type: image/jpeg${CRLF}${CRLF}`,
      ),
      bytes,
      Buffer.from(CRLF),
    ]);
  const end = Buffer.from(`--${b}--${CRLF}`);
  const good = Buffer.concat([
    field('folder', 'posts'),
    filePart('form-data; name="file"; filename="a.jpg"'),
    end,
  ]);
  const longBoundary = 'x'.repeat(71);
  return [
    {
      name: 'no boundary',
      contentType: 'multipart/form-data',
      payload: good,
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'wrong boundary',
      contentType: 'multipart/form-data; boundary=somethingelse',
      payload: good,
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'truncated body',
      contentType: type,
      payload: good.subarray(0, Math.floor(good.length / 2)),
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'a part without a name',
      contentType: type,
      payload: Buffer.concat([
        field('folder', 'posts'),
        filePart('form-data; filename="a.jpg"'),
        end,
      ]),
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'two file parts',
      contentType: type,
      payload: Buffer.concat([
        field('folder', 'posts'),
        filePart('form-data; name="file"; filename="a.jpg"'),
        filePart('form-data; name="file"; filename="b.jpg"'),
        end,
      ]),
      message: MESSAGES.uploadOneFile,
    },
    {
      name: 'a non-file field only',
      contentType: type,
      payload: Buffer.concat([field('folder', 'posts'), end]),
      message: MESSAGES.fileRequired,
    },
    {
      name: 'an oversize part header',
      contentType: type,
      payload: Buffer.concat([
        field('folder', 'posts'),
        filePart(
          'form-data; name="file"; filename="a.jpg"',
          image,
          `X-Padding: ${'p'.repeat(100_000)}${CRLF}`,
        ),
        end,
      ]),
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'a bad Content-Disposition',
      contentType: type,
      // The parser skips a part it cannot place, so no file arrived.
      payload: Buffer.concat([field('folder', 'posts'), filePart(';;;=="', image), end]),
      message: MESSAGES.fileRequired,
    },
    {
      name: 'an empty body',
      contentType: type,
      payload: Buffer.alloc(0),
      message: MESSAGES.fileRequired,
    },
    {
      name: 'a boundary longer than 70 characters',
      contentType: `multipart/form-data; boundary=${longBoundary}`,
      payload: Buffer.from(good.toString('latin1').replaceAll(b, longBoundary), 'latin1'),
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'line feeds without carriage returns',
      contentType: type,
      payload: Buffer.concat([
        Buffer.from(`--${b}\nContent-Disposition: form-data; name="folder"\n\nposts\n`),
        Buffer.from(
          `--${b}\nContent-Disposition: form-data; name="file"; filename="a.jpg"\nContent-Type: image/jpeg\n\n`,
        ),
        image,
        Buffer.from(`\n--${b}--\n`),
      ]),
      message: MESSAGES.uploadMalformed,
    },
    {
      name: 'a file part with an empty filename',
      contentType: type,
      payload: Buffer.concat([
        field('folder', 'posts'),
        filePart('form-data; name="file"; filename=""'),
        end,
      ]),
      message: MESSAGES.fileRequired,
    },
  ];
}

/** Shapes the spec's simple pattern lets through but better-auth (or a mail server) refuses. */
const ODD_EMAILS = [
  'a..b@example.test',
  '.ab@example.test',
  'ab.@example.test',
  '"quoted"@example.test',
  'ab@[127.0.0.1]',
  'ab@-example.test',
  `${'a'.repeat(65)}@example.test`,
  'ab@example.t',
  'ab@exa_mple.test',
  'ab@127.0.0.1',
  'üb@example.test',
];

describe('hardening, second sweep: client input', () => {
  let t: TestApp;
  let member: SignedUpMember;
  let peer: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_MINUTE: '100000' } });
    member = await signUpMember(t.app, await founderCode(t.ctx));
    peer = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  const uploadCount = async () =>
    (await t.ctx.database.db.select({ n: count() }).from(uploads))[0]!.n;
  const userCount = async () => (await t.ctx.database.db.select({ n: count() }).from(users))[0]!.n;

  it('7: answers every malformed multipart upload with a 4xx and its message, storing nothing', async () => {
    const before = await uploadCount();
    const seen: string[] = [];
    for (const shape of await multipartShapes()) {
      const res = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.uploads,
        headers: { ...authedHeaders(member.cookie), 'content-type': shape.contentType },
        payload: shape.payload,
      });
      seen.push(`${shape.name}: ${res.statusCode} ${res.json().error?.message}`);
      expect(res.statusCode, shape.name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, shape.name).toBeLessThan(500);
      expect(res.json().error.message, shape.name).toBe(shape.message);
    }
    expect(await uploadCount(), seen.join('\n')).toBe(before);
  });

  it('7: refuses odd e-mail shapes at sign-up with the invalid-email message, creating nobody', async () => {
    const before = await userCount();
    for (const email of ODD_EMAILS) {
      const res = await postSignup(
        t.app,
        { ...memberInput(await founderCode(t.ctx), { email }) },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.message, email).toBe(MESSAGES.invalidEmail);
    }
    expect(await userCount()).toBe(before);
  });

  it('7: refuses odd e-mail shapes at sign-in and reset with the invalid-email messages', async () => {
    for (const email of ODD_EMAILS) {
      const signin = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.signin,
        headers: SPA_WRITE_HEADERS,
        payload: { email, password: 'correct horse battery' },
        remoteAddress: freshAddress(),
      });
      expect(signin.statusCode, email).toBe(400);
      expect(signin.json().error.message, email).toBe(MESSAGES.invalidEmail);
      const reset = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.passwordReset,
        headers: SPA_WRITE_HEADERS,
        payload: { email, altcha: 'unused: the e-mail is checked first' },
        remoteAddress: freshAddress(),
      });
      expect(reset.statusCode, email).toBe(400);
      expect(reset.json().error.message, email).toBe(MESSAGES.resetEmailInvalid);
    }
  });

  it('7: refuses odd e-mail shapes in Settings, so nobody locks themselves out', async () => {
    const owner = await signUpMember(t.app, await founderCode(t.ctx));
    for (const email of ODD_EMAILS) {
      const res = await t.app.inject({
        method: 'POST',
        url: SETTINGS_API.email,
        headers: authedHeaders(owner.cookie),
        payload: { email, password: owner.input.password },
      });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.message, email).toBe(MESSAGES.invalidEmail);
    }
    const [row] = await t.ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.user.id));
    expect(row!.email).toBe(owner.input.email.toLowerCase());
    const signin = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: owner.input.email, password: owner.input.password },
      remoteAddress: freshAddress(),
    });
    expect(signin.statusCode).toBe(200);
  });

  it('7: still accepts ordinary addresses (plus, apostrophe, sub-domains, upper case)', async () => {
    for (const email of ["o'neil+lorien@mail.example.test", 'Ada.Lovelace@Example.CO']) {
      const res = await postSignup(
        t.app,
        { ...memberInput(await founderCode(t.ctx), { email }) },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode, `${email}: ${res.body}`).toBe(201);
      expect(res.json().user.email).toBe(email.toLowerCase());
    }
  });

  const INVISIBLE_NAMES = ['\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', '\uFE0F', ' \u00AD '];
  const BIDI_NAMES = ['Ada\u202Egnp.exe', '\u2066Ada\u2069', 'Ada\u202A'];

  it('10: refuses sign-up names that are invisible or carry bidi controls, creating nobody', async () => {
    const before = await userCount();
    const cases = [
      ...INVISIBLE_NAMES.flatMap((name) => [
        { firstName: name, message: MESSAGES.nameNotVisible, field: 'firstName' },
        { lastName: name, message: MESSAGES.nameNotVisible, field: 'lastName' },
      ]),
      ...BIDI_NAMES.flatMap((name) => [
        { firstName: name, message: MESSAGES.nameDirectionControls, field: 'firstName' },
        { lastName: name, message: MESSAGES.nameDirectionControls, field: 'lastName' },
      ]),
    ];
    for (const { message, field, ...override } of cases) {
      const res = await postSignup(
        t.app,
        { ...memberInput(await founderCode(t.ctx), override) },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.message, JSON.stringify(override)).toBe(message);
      expect(res.json().error.field, JSON.stringify(override)).toBe(field);
    }
    expect(await userCount()).toBe(before);
  });

  it('10: stores names in NFC, whatever form the client sent', async () => {
    const decomposed = 'Zeynep Gu\u0308l'; // ü as u + combining diaeresis
    const created = await signUpMember(t.app, await founderCode(t.ctx), {
      firstName: 'C\u0327ag\u0306ri',
    });
    const [row] = await t.ctx.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, created.user.id));
    expect(row!.firstName).toBe('Çağri');
    const res = await t.app.inject({
      method: 'PATCH',
      url: SOCIAL_API.myProfile,
      headers: authedHeaders(created.cookie),
      payload: { displayName: decomposed },
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.ctx.database.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, created.user.id));
    expect(after!.displayName).toBe('Zeynep Gül');
  });

  it('10: refuses display names that are invisible or carry bidi controls, changing nothing', async () => {
    const read = async () =>
      (
        await t.ctx.database.db
          .select({ displayName: users.displayName })
          .from(users)
          .where(eq(users.id, member.user.id))
      )[0]!.displayName;
    const before = await read();
    for (const [name, message] of [
      ...INVISIBLE_NAMES.filter((name) => name.trim() !== '' && !/^\s*\u00AD\s*$/.test(name)).map(
        (name) => [name, MESSAGES.nameNotVisible] as const,
      ),
      ['\u00AD', MESSAGES.nameNotVisible] as const,
      ...BIDI_NAMES.map((name) => [name, MESSAGES.nameDirectionControls] as const),
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: SOCIAL_API.myProfile,
        headers: authedHeaders(member.cookie),
        payload: { displayName: name },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error.message, JSON.stringify(name)).toBe(message);
    }
    expect(await read()).toBe(before);
  });

  const INVISIBLE_TEXTS = ['\u200B', '\u200B\u200B\u200B', ' \u200D \u2060 ', '\uFEFF\u00AD'];

  it('10: refuses posts, comments and messages of invisible characters only, writing nothing', async () => {
    const db = t.ctx.database.db;
    const post = await createPost(t.app, member.cookie, { content: 'A visible post' });
    const before = {
      posts: (await db.select({ n: count() }).from(posts))[0]!.n,
      comments: (await db.select({ n: count() }).from(comments))[0]!.n,
      messages: (await db.select({ n: count() }).from(directMessages))[0]!.n,
    };
    for (const text of INVISIBLE_TEXTS) {
      const label = JSON.stringify(text);
      const newPost = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.posts,
        headers: authedHeaders(member.cookie),
        payload: { content: text },
      });
      expect(newPost.statusCode, label).toBe(400);
      expect(newPost.json().error.message, label).toBe(MESSAGES.postEmptyService);
      const comment = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.postComments(post.id),
        headers: authedHeaders(member.cookie),
        payload: { text },
      });
      expect(comment.statusCode, label).toBe(400);
      expect(comment.json().error.message, label).toBe(MESSAGES.commentEmpty);
      const message = await t.app.inject({
        method: 'POST',
        url: INBOX_API.messages,
        headers: authedHeaders(member.cookie),
        payload: { recipientId: peer.user.id, text },
      });
      expect(message.statusCode, label).toBe(400);
      expect(message.json().error.message, label).toBe(MESSAGES.messageNeedsContent);
    }
    expect({
      posts: (await db.select({ n: count() }).from(posts))[0]!.n,
      comments: (await db.select({ n: count() }).from(comments))[0]!.n,
      messages: (await db.select({ n: count() }).from(directMessages))[0]!.n,
    }).toEqual(before);
  });

  it('10: keeps visible text that uses joiners and variation selectors (emoji, scripts)', async () => {
    for (const content of ['❤️', '👩‍👩‍👧', 'می‌خواهم', 'Gu\u0308l']) {
      const created = await createPost(t.app, member.cookie, { content });
      expect(created.content).toBe(content.normalize('NFC'));
    }
  });
});
