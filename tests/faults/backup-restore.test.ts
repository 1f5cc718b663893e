import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, INBOX_API, SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import type { SettingsResponse } from '../../src/shared/api/settings.ts';
import { postgresTableCount } from '../../src/server/backup/pg-tools.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import { solveBotCheck } from '../support/bot-check.ts';

// Issue 29: `npm run backup` taken while members write, `npm run restore` into a fresh data
// directory and a fresh database, and the app started on the copy: members are still signed in,
// their passwords work, and every post, image, message and setting acknowledged before the
// backup began is there. Real processes throughout: the server, the backup and restore scripts.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'src/server/main.ts');
const PASSWORD = 'correct horse battery';
const WRITE_HEADERS = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

interface Child {
  process: ChildProcess;
  url: string;
  founderCode: string | null;
  exited: Promise<number | null>;
}

/** Starts `node src/server/main.ts` and waits for its "running at" line. */
async function startServer(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise<Child>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, 180_000); // a fresh PGlite directory runs initdb in WebAssembly: slow on a busy machine
    let found = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url || found) return;
      found = true;
      setTimeout(() => {
        clearTimeout(timer);
        const founderCode = /Founder invite code: (\S+)/.exec(output)?.[1] ?? null;
        resolve({ process: child, url, founderCode, exited });
      }, 200);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

async function stopServer(child: Child | null): Promise<void> {
  if (!child || child.process.exitCode !== null) return;
  child.process.kill('SIGTERM');
  await child.exited;
}

/** Runs a script under scripts/ to its end: its exit code and everything it printed. */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Member {
  id: string;
  email: string;
  cookie: string;
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

async function signUp(url: string, code: string, name: string): Promise<Member> {
  const challenge = await (await fetch(`${url}${ACCOUNT_API.challenge}`)).json();
  const suffix = randomBytes(3).toString('hex');
  const email = `${name}.${suffix}@example.com`;
  const res = await fetch(`${url}${ACCOUNT_API.signup}`, {
    method: 'POST',
    headers: WRITE_HEADERS,
    body: JSON.stringify({
      firstName: name,
      lastName: 'Keeper',
      username: `${name}_${suffix}`,
      email,
      password: PASSWORD,
      inviteCode: code,
      altcha: await solveBotCheck(challenge),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = cookieOf(res);
  return { id: ((await res.json()) as { user: { id: string } }).user.id, email, cookie };
}

async function call<T>(url: string, who: Member, method: string, route: string, body?: object) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { ...WRITE_HEADERS, cookie: who.cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

async function upload(url: string, who: Member, folder: string, colour: string) {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${url}${SOCIAL_API.uploads}`, {
    method: 'POST',
    headers: { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE, cookie: who.cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { path: string; url: string };
}

async function bytesOf(url: string, mediaUrl: string, who: Member) {
  const res = await fetch(`${url}${mediaUrl}`, { headers: { cookie: who.cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Written {
  kind: 'post' | 'comment';
  id: string;
  content: string;
  sent: number;
  at: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(done: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

interface PostView {
  id: string;
  content: string;
  media: { url: string } | null;
}

for (const kind of ['pglite', 'postgres'] as const) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const runs = kind === 'postgres' ? Boolean(serverUrl) : !serverUrl;
  describe.runIf(runs)(`backup under writes, restore, and the app on the copy (${kind})`, () => {
    let work: string;
    const databases: string[] = [];
    const children: Child[] = [];

    /** A fresh, empty database on the test server (PostgreSQL runs only). */
    async function freshDatabase(label: string): Promise<Record<string, string>> {
      if (kind !== 'postgres' || !serverUrl) return {};
      const name = `lorien_backup_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
      await adminQuery(serverUrl, `create database "${name}"`);
      databases.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    }

    beforeAll(() => {
      work = mkdtempSync(path.join(tmpdir(), 'lorien-backup-test-'));
    });
    afterAll(async () => {
      for (const child of children) {
        if (child.process.exitCode === null) child.process.kill('SIGKILL');
        await child.exited;
      }
      rmSync(work, { recursive: true, force: true });
      for (const name of databases)
        if (serverUrl)
          await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    });

    it('restores every member, session, post, image, message and setting acknowledged before the backup', async () => {
      const base = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        ALTCHA_MAX_COUNTER: '64',
        RATE_LIMIT_MAX_PER_MINUTE: '100000',
      };
      const envA: Record<string, string> = {
        ...base,
        LORIEN_DATA_DIR: path.join(work, 'a'),
        ...(await freshDatabase('a')),
      };
      const a = await startServer(envA);
      children.push(a);
      expect(a.founderCode).toBeTruthy();
      const ada = await signUp(a.url, a.founderCode!, 'ada');
      const ben = await signUp(a.url, a.founderCode!, 'ben');
      const cem = await signUp(a.url, a.founderCode!, 'cem');
      const members = [ada, ben, cem];

      // A post with an image, a message with an image, and settings away from their defaults.
      const postImage = await upload(a.url, ada, 'posts', '#2e8b57');
      const imagePost = await call<{ post: PostView }>(a.url, ada, 'POST', SOCIAL_API.posts, {
        content: 'A photo from the hills',
        mediaPath: postImage.path,
      });
      expect(imagePost.status).toBe(201);
      const messageImage = await upload(a.url, ben, 'messages', '#8b2e57');
      const message = await call<{ message: { id: string; image: { url: string } } }>(
        a.url,
        ben,
        'POST',
        INBOX_API.messages,
        { recipientId: ada.id, text: 'See you at the ford', imagePath: messageImage.path },
      );
      expect(message.status).toBe(201);
      expect(
        (
          await call(a.url, cem, 'PATCH', SETTINGS_API.preferences, {
            allowDMs: false,
            weeklyDigest: true,
          })
        ).status,
      ).toBe(200);
      expect((await call(a.url, ben, 'PATCH', SETTINGS_API.consents, { ads: true })).status).toBe(
        200,
      );
      const settingsBefore = await Promise.all(
        members.map(async (m) => (await call(a.url, m, 'GET', SETTINGS_API.settings)).body),
      );
      expect((settingsBefore[2] as SettingsResponse).preferences).toMatchObject({
        allowDMs: false,
        weeklyDigest: true,
      });
      const postImageBytes = await bytesOf(a.url, postImage.url, ada);
      const messageImageBytes = await bytesOf(a.url, messageImage.url, ada);
      expect(postImageBytes.status).toBe(200);
      expect(messageImageBytes.status).toBe(200);

      // Writers post and comment without pause while the backup runs; each write is stamped
      // with when it was sent and when it was acknowledged. A write over its member's budget
      // (429) is simply not acknowledged.
      const acknowledged: Written[] = [];
      let writing = true;
      const writers = members.map(async (writer, w) => {
        for (let i = 0; writing; i += 1) {
          const content = `Written during the backup ${w}-${i}`;
          const sent = Date.now();
          try {
            if (i % 2 === 0) {
              const res = await call<{ post: PostView }>(a.url, writer, 'POST', SOCIAL_API.posts, {
                content,
              });
              if (res.status === 201)
                acknowledged.push({
                  kind: 'post',
                  id: res.body.post.id,
                  content,
                  sent,
                  at: Date.now(),
                });
            } else {
              const res = await call<{ comment: { id: string } }>(
                a.url,
                writer,
                'POST',
                SOCIAL_API.postComments(imagePost.body.post.id),
                { text: content },
              );
              if (res.status === 201)
                acknowledged.push({
                  kind: 'comment',
                  id: res.body.comment.id,
                  content,
                  sent,
                  at: Date.now(),
                });
            }
          } catch {
            // the server stopped under this request: not acknowledged
          }
          await pause(150);
        }
      });
      await waitFor(() => acknowledged.length >= 6, 'writes before the backup');
      const archive = path.join(work, 'backup.tar.gz');
      const backupStarted = Date.now();
      const backup = await runScript('backup.ts', ['--out', archive], envA);
      const backupEnded = Date.now();
      console.log(
        `${kind}: backup under writes in ${backupEnded - backupStarted} ms\n${backup.output}`,
      );
      expect(backup.output).toContain('Backup written');
      expect(backup.code).toBe(0);
      // The server kept answering: writes sent after the copy were acknowledged, too.
      const sentAfter = () => acknowledged.filter((item) => item.sent > backupEnded);
      await waitFor(() => sentAfter().length >= 3, 'writes after the backup');
      writing = false;
      await Promise.all(writers);
      await stopServer(a);
      const before = acknowledged.filter((item) => item.at <= backupStarted);
      const after = sentAfter();
      expect(before.length).toBeGreaterThanOrEqual(6);

      // Restore into a fresh data directory and a fresh database, and start the app there.
      const envB: Record<string, string> = {
        ...base,
        LORIEN_DATA_DIR: path.join(work, 'b'),
        ...(await freshDatabase('b')),
      };
      const restore = await runScript('restore.ts', [archive], envB);
      expect(restore.output).toContain('archive SHA-256 matches');
      expect(restore.code).toBe(0);
      const b = await startServer(envB);
      children.push(b);

      for (const member of members) {
        // The old session still works...
        const me = await call<{ user: { id: string } | null }>(
          b.url,
          member,
          'GET',
          ACCOUNT_API.me,
        );
        expect(me.body.user?.id).toBe(member.id);
        // ...and so does the password.
        const signin = await fetch(`${b.url}${ACCOUNT_API.signin}`, {
          method: 'POST',
          headers: WRITE_HEADERS,
          body: JSON.stringify({ email: member.email, password: PASSWORD }),
        });
        expect(signin.status).toBe(200);
      }
      for (const [i, member] of members.entries()) {
        // Preferences and consents as set (whether an emotion state is stored changes as they post).
        const { body } = await call<SettingsResponse>(b.url, member, 'GET', SETTINGS_API.settings);
        const { preferences, consents } = settingsBefore[i] as SettingsResponse;
        expect({ preferences: body.preferences, consents: body.consents }).toEqual({
          preferences,
          consents,
        });
      }

      const restoredImagePost = await call<{ post: PostView }>(
        b.url,
        ada,
        'GET',
        SOCIAL_API.post(imagePost.body.post.id),
      );
      expect(restoredImagePost.body.post.content).toBe('A photo from the hills');
      expect(restoredImagePost.body.post.media?.url).toBe(postImage.url);
      expect(await bytesOf(b.url, postImage.url, ada)).toEqual(postImageBytes);
      expect(await bytesOf(b.url, messageImage.url, ada)).toEqual(messageImageBytes);
      const thread = await call<{
        messages: Array<{ text: string; image: { url: string } | null }>;
      }>(b.url, ada, 'GET', INBOX_API.thread(ben.id));
      expect(thread.body.messages).toMatchObject([
        { text: 'See you at the ford', image: { url: messageImage.url } },
      ]);

      // Every post and comment acknowledged before the backup began is there, word for word;
      // none sent after it ended is (the copy is one moment, not a mix).
      const comments = await call<{ comments: Array<{ id: string; text: string }> }>(
        b.url,
        ada,
        'GET',
        `${SOCIAL_API.postComments(imagePost.body.post.id)}?limit=200`,
      );
      expect(comments.status).toBe(200);
      const commentText = new Map(comments.body.comments.map((c) => [c.id, c.text]));
      const postStatus = async (id: string) =>
        (await call<{ post: PostView }>(b.url, ada, 'GET', SOCIAL_API.post(id))).body?.post
          ?.content ?? null;
      for (const item of before)
        expect(
          item.kind === 'post' ? await postStatus(item.id) : commentText.get(item.id),
          item.content,
        ).toBe(item.content);
      for (const item of after)
        expect(
          item.kind === 'post' ? await postStatus(item.id) : (commentText.get(item.id) ?? null),
          item.content,
        ).toBeNull();
      await stopServer(b);

      // A second restore into the now full target is refused without --force...
      const again = await runScript('restore.ts', [archive], envB);
      expect(again.code).toBe(1);
      expect(again.output).toContain('not empty');
      // ...and a damaged archive is refused even with --force, before the target is touched.
      const damaged = path.join(work, 'damaged.tar.gz');
      copyFileSync(archive, damaged);
      const bytes = readFileSync(damaged);
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      writeFileSync(damaged, bytes);
      copyFileSync(`${archive}.sha256`, `${damaged}.sha256`);
      const refused = await runScript('restore.ts', [damaged, '--force'], envB);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('damaged');
      rmSync(`${damaged}.sha256`);
      const unchecked = await runScript('restore.ts', [damaged, '--force'], envB);
      expect(unchecked.code).toBe(1);
      expect(unchecked.output).toMatch(/cannot be read|damaged/);
      // The target was not touched: its database and files are still there.
      const dirB = path.join(work, 'b');
      expect(existsSync(path.join(dirB, 'auth-secret'))).toBe(true);
      expect(readdirSync(path.join(dirB, 'uploads'))).not.toHaveLength(0);
      if (envB.DATABASE_URL)
        expect(await postgresTableCount(envB.DATABASE_URL)).toBeGreaterThan(10);
      else expect(existsSync(path.join(dirB, 'pglite', 'PG_VERSION'))).toBe(true);
    }, 900_000);
  });
}
