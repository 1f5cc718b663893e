import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_API } from '../../src/shared/api/inbox.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import type { App } from '../../src/server/app.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { SseClient, type SseEvent } from '../support/sse-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The live stream: what one member does reaches the other's open stream, on this instance or
// another one sharing the PostgreSQL database, and a reconnect resumes without loss or repeats.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const stream = (base: string, who: SignedUpMember, lastEventId?: string) =>
  SseClient.connect(`${base}${INBOX_API.live}`, {
    cookie: who.cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });

async function send(app: App, from: SignedUpMember, to: SignedUpMember, text: string) {
  const res = await app.inject({
    method: 'POST',
    url: INBOX_API.messages,
    headers: authedHeaders(from.cookie),
    payload: { recipientId: to.user.id, text },
  });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().message as { id: string };
}

const isMessage = (event: SseEvent) => event.event === 'message';

describe('the live stream on one instance', () => {
  let t: TestApp;
  let base: string;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.live.heartbeatMs = 100;
    base = await listen(t.app);
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, { firstName: 'Ada' });
    ben = await signUpMember(t.app, code, { firstName: 'Ben' });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  it('refuses anonymous callers', async () => {
    const res = await fetch(`${base}${INBOX_API.live}`);
    expect(res.status).toBe(401);
  });

  it('pushes messages, read receipts, deletions, notifications and new posts', async () => {
    const adas = await stream(base, ada);
    const bens = await stream(base, ben);
    open.push(adas, bens);
    expect(bens.status).toBe(200);
    await bens.waitFor((e) => e.event === 'ready');

    const sent = await send(t.app, ada, ben, 'hello');
    const incoming = await bens.waitFor(isMessage);
    expect(incoming.data).toMatchObject({ peerId: ada.user.id, direction: 'incoming' });
    expect(incoming.id).toMatch(/^\d+$/);
    expect((await adas.waitFor(isMessage)).data).toMatchObject({
      messageId: sent.id,
      direction: 'outgoing',
    });
    // A message is not a notification (issue 28); a follow is.
    await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.follow(ben.user.id),
      headers: authedHeaders(ada.cookie),
    });
    await bens.waitFor((e) => e.event === 'notification');

    await t.app.inject({
      method: 'POST',
      url: INBOX_API.threadRead(ada.user.id),
      headers: authedHeaders(ben.cookie),
    });
    expect((await adas.waitFor((e) => e.event === 'read')).data).toEqual({
      peerId: ben.user.id,
      by: 'peer',
    });
    expect((await bens.waitFor((e) => e.event === 'read')).data).toMatchObject({ by: 'you' });

    await t.app.inject({
      method: 'DELETE',
      url: INBOX_API.message(sent.id),
      headers: authedHeaders(ada.cookie),
    });
    expect((await bens.waitFor((e) => e.event === 'message-deleted')).data).toEqual({
      messageId: incoming.data.messageId,
      peerId: ada.user.id,
    });
    await adas.waitFor((e) => e.event === 'message-deleted');

    const post = await createPost(t.app, ada.cookie, { content: 'fresh from the oven' });
    expect((await bens.waitFor((e) => e.event === 'feed')).data).toEqual({ postId: post.id });
    // Never to the author.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(adas.events.some((e) => e.event === 'feed')).toBe(false);
    // Heartbeats keep the connection open through proxies.
    expect(bens.comments).toBeGreaterThan(0);
  });

  it('resumes after a drop with Last-Event-ID: what was missed, exactly once', async () => {
    const first = await stream(base, ben);
    open.push(first);
    await send(t.app, ada, ben, 'before the drop');
    await first.waitFor((e) => isMessage(e));
    const lastSeen = first.lastEventId!;
    first.close();

    const missed = [];
    for (const text of ['one', 'two', 'three']) missed.push(await send(t.app, ada, ben, text));

    const second = await stream(base, ben, lastSeen);
    open.push(second);
    await second.waitFor(() => second.events.filter(isMessage).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = second.events.filter(isMessage);
    expect(messages).toHaveLength(3);
    const ids = second.events.filter((e) => e.event !== 'ready').map((e) => Number(e.id));
    expect(ids.every((id) => id > Number(lastSeen))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // The same id from the server's side: the resumed stream starts after it.
    expect(second.events[0]).toMatchObject({ event: 'ready', id: lastSeen });
  });

  it('closes the stream when the session ends', async () => {
    const cem = await signUpMember(t.app, await founderCode(t.ctx));
    const cems = await stream(base, cem);
    open.push(cems);
    await cems.waitFor((e) => e.event === 'ready');
    await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signout,
      headers: authedHeaders(cem.cookie),
    });
    await Promise.race([
      cems.closed,
      new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3_000)),
    ]);
    expect(cems.isClosed).toBe(true);
    // Told first, so EventSource does not reconnect into a 401.
    expect(cems.events.at(-1)?.event).toBe('session-ended');
  });
});

describe.runIf(onPostgres)(
  'the live stream across two instances on one PostgreSQL database',
  () => {
    let first: TestApp;
    let second: TestApp;
    let firstBase: string;
    let secondBase: string;
    let ada: SignedUpMember;
    let ben: SignedUpMember;
    const open: SseClient[] = [];

    beforeAll(async () => {
      // Instances behind one load balancer share the session-signing secret.
      const env = { AUTH_SECRET: 'live-test-secret-0123456789abcdefghijklmnop' };
      first = await createTestApp({ env });
      second = await createTestApp({ env, database: first.database });
      firstBase = await listen(first.app);
      secondBase = await listen(second.app);
      const code = await founderCode(first.ctx);
      ada = await signUpMember(first.app, code, { firstName: 'Ada' });
      ben = await signUpMember(first.app, code, { firstName: 'Ben' });
    });
    afterAll(async () => {
      for (const client of open) client.close();
      await second.close();
      await first.close();
    });

    it('delivers a message sent through one instance to a stream on the other', async () => {
      expect(first.app.services.events.transportKind).toBe('postgres-notify');
      const bens = await stream(secondBase, ben);
      open.push(bens);
      expect(bens.status).toBe(200);
      await bens.waitFor((e) => e.event === 'ready');
      const started = Date.now();
      const sent = await send(first.app, ada, ben, 'across instances');
      const event = await bens.waitFor(isMessage);
      expect(event.data).toMatchObject({ peerId: ada.user.id, direction: 'incoming' });
      expect(event.receivedAt - started).toBeLessThan(1_000);
      // The thread read through the other instance holds it.
      const thread = await second.app.inject({
        method: 'GET',
        url: INBOX_API.thread(ada.user.id),
        headers: authedHeaders(ben.cookie),
      });
      expect(thread.json().messages.at(-1)).toMatchObject({ text: 'across instances' });
      expect(sent.id).not.toBe(event.data.messageId);
    });

    it('resumes on the other instance with Last-Event-ID, exactly once', async () => {
      const onSecond = await stream(secondBase, ben);
      open.push(onSecond);
      await send(first.app, ada, ben, 'seen');
      await onSecond.waitFor(isMessage);
      const lastSeen = onSecond.lastEventId!;
      onSecond.close();
      for (const text of ['missed one', 'missed two']) await send(second.app, ada, ben, text);

      const onFirst = await stream(firstBase, ben, lastSeen);
      open.push(onFirst);
      await onFirst.waitFor(() => onFirst.events.filter(isMessage).length >= 2);
      await send(first.app, ada, ben, 'live again');
      await onFirst.waitFor(() => onFirst.events.filter(isMessage).length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = onFirst.events.filter((e) => e.event !== 'ready').map((e) => Number(e.id));
      expect(onFirst.events.filter(isMessage)).toHaveLength(3);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => id > Number(lastSeen))).toBe(true);
    });
  },
);
