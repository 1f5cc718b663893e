import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directMessages } from '../../src/db/schema/direct-messages.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { uploads } from '../../src/db/schema/uploads.ts';
import { users } from '../../src/db/schema/users.ts';
import { INBOX_API, type ThreadResponse } from '../../src/shared/api/inbox.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import { MESSAGE_TEXT_MAX, SNIPPET_LENGTH } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, postUpload } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('direct messages and notifications', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  let cem: SignedUpMember;
  let dil: SignedUpMember;

  const call = (method: Method, url: string, who: SignedUpMember | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: who ? authedHeaders(who.cookie) : { 'x-requested-with': 'XMLHttpRequest' },
      ...(payload === undefined ? {} : { payload }),
    });
  const send = (from: SignedUpMember, to: SignedUpMember, body: object) =>
    call('POST', INBOX_API.messages, from, { recipientId: to.user.id, ...body });
  const thread = async (who: SignedUpMember, peer: SignedUpMember) =>
    (await call('GET', INBOX_API.thread(peer.user.id), who)).json() as ThreadResponse;
  const copies = (id: string) =>
    t.ctx.database.db.select().from(directMessages).where(eq(directMessages.id, id));
  const notificationsOf = async (who: SignedUpMember) =>
    (await call('GET', INBOX_API.notifications, who)).json() as {
      notifications: Array<{
        kind: string;
        title: string;
        body: string;
        params: Record<string, string> | null;
        link: string | null;
      }>;
      unreadCount: number;
    };
  const messageImage = async (who: SignedUpMember) =>
    (
      await postUpload(
        t.app,
        who.cookie,
        { name: 'dm.png', type: 'image/png', bytes: await makeImage('png') },
        'messages',
      )
    ).json() as { path: string; url: string };

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, { firstName: 'Ada' });
    ben = await signUpMember(t.app, code, { firstName: 'Ben' });
    cem = await signUpMember(t.app, code, { firstName: 'Cem' });
    dil = await signUpMember(t.app, code, { firstName: 'Dil' });
  });
  afterAll(() => t.close());

  it('stores a message in both mailboxes; the recipient deletes their copy, the sender unsends both and the image', async () => {
    const image = await messageImage(ada);
    const res = await send(ada, ben, { text: '  hello Ben  ', imagePath: image.path });
    expect(res.statusCode).toBe(201);
    const sent = res.json().message;
    expect(sent).toMatchObject({ direction: 'outgoing', text: 'hello Ben', read: false });
    expect(sent.image.url).toBe(image.url);

    const [outgoing] = await copies(sent.id);
    expect(outgoing).toMatchObject({ ownerId: ada.user.id, direction: 'outgoing', hasMedia: true });
    const [incoming] = await copies(outgoing!.mirrorId!);
    expect(incoming).toMatchObject({
      ownerId: ben.user.id,
      direction: 'incoming',
      mirrorId: sent.id,
      read: false,
      text: 'hello Ben',
      imageStoragePath: image.path,
    });
    // Both participants may see the image; nobody else.
    for (const [who, status] of [
      [ada, 200],
      [ben, 200],
      [cem, 404],
    ] as const)
      expect((await call('GET', image.url, who)).statusCode).toBe(status);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);

    // Nobody else can delete it.
    expect((await call('DELETE', INBOX_API.message(sent.id), cem)).statusCode).toBe(404);
    expect((await call('DELETE', INBOX_API.message(incoming!.id), cem)).statusCode).toBe(404);
    expect(await copies(sent.id)).toHaveLength(1);
    // The recipient deletes from their own mailbox only: the sender's copy and its image stay.
    expect((await call('DELETE', INBOX_API.message(incoming!.id), ben)).statusCode).toBe(204);
    expect(await copies(incoming!.id)).toHaveLength(0);
    expect(await copies(sent.id)).toHaveLength(1);
    expect((await thread(ben, ada)).messages.map((m) => m.id)).not.toContain(incoming!.id);
    expect((await thread(ada, ben)).messages.map((m) => m.id)).toContain(sent.id);
    expect((await call('GET', image.url, ada)).statusCode).toBe(200);
    expect((await call('DELETE', INBOX_API.message(incoming!.id), ben)).statusCode).toBe(404);
    // The sender unsends: every copy and the file go.
    const again = (await send(ada, ben, { text: 'second' })).json().message;
    const [againIncoming] = await copies((await copies(again.id))[0]!.mirrorId!);
    expect((await call('DELETE', INBOX_API.message(again.id), ada)).statusCode).toBe(204);
    expect(await copies(again.id)).toHaveLength(0);
    expect(await copies(againIncoming!.id)).toHaveLength(0);
    expect((await call('DELETE', INBOX_API.message(sent.id), ada)).statusCode).toBe(204);
    expect(await copies(sent.id)).toHaveLength(0);
    expect((await call('GET', image.url, ada)).statusCode).toBe(404);
    expect(
      await t.ctx.database.db.select().from(uploads).where(eq(uploads.path, image.path)),
    ).toEqual([]);
    expect((await call('DELETE', INBOX_API.message(sent.id), ada)).statusCode).toBe(404);
  });

  it('refuses an image that is not the sender’s own message upload, and reuse of one', async () => {
    const bens = await messageImage(ben);
    const res = await send(ada, cem, { imagePath: bens.path });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.imageNotYours);
    const own = await messageImage(ada);
    expect((await send(ada, cem, { imagePath: own.path })).statusCode).toBe(201);
    // Issue 30: an image already sent belongs to that message (409, upload it again).
    expect((await send(ada, dil, { imagePath: own.path })).statusCode).toBe(409);
  });

  it('answers the spec’s messages for empty, self and unknown recipients', async () => {
    for (const body of [{ text: '' }, { text: '   \n ' }, {}]) {
      const res = await send(ada, ben, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.messageNeedsContent);
    }
    const long = await send(ada, ben, { text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(MESSAGES.messageTooLong);
    const self = await send(ada, ada, { text: 'me' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(MESSAGES.messageToSelf);
    const nobody = await call('POST', INBOX_API.messages, ada, {
      recipientId: 'nobody',
      text: 'x',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe(MESSAGES.invalidTargetUser);
    expect(
      (await call('POST', INBOX_API.messages, null, { recipientId: ben.user.id, text: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('marks read only the incoming messages of the opened thread, per thread', async () => {
    const x = await signUpMember(t.app, await founderCode(t.ctx));
    const y = await signUpMember(t.app, await founderCode(t.ctx));
    const z = await signUpMember(t.app, await founderCode(t.ctx));
    await send(x, y, { text: 'one' });
    await send(x, y, { text: 'two' });
    await send(y, x, { text: 'back' });
    await send(z, y, { text: 'from z' });

    const threads = async (who: SignedUpMember) =>
      (await call('GET', INBOX_API.threads, who)).json().threads as Array<{
        peer: { id: string };
        unreadCount: number;
        lastMessage: { text: string };
      }>;
    const before = await threads(y);
    expect(before.map((th) => [th.peer.id, th.unreadCount])).toEqual([
      [z.user.id, 1],
      [x.user.id, 2],
    ]);
    expect((await call('GET', INBOX_API.unread, y)).json().unreadThreads).toBe(2);

    // Someone else opening "the thread with x" touches only their own mailbox.
    expect((await call('POST', INBOX_API.threadRead(x.user.id), z)).json().marked).toBe(0);
    expect((await call('POST', INBOX_API.threadRead(x.user.id), y)).json().marked).toBe(2);
    const after = await threads(y);
    expect(after.map((th) => [th.peer.id, th.unreadCount])).toEqual([
      [z.user.id, 1],
      [x.user.id, 0],
    ]);
    // y's own outgoing 'back' is untouched in x's mailbox: still unread there.
    expect((await threads(x))[0]).toMatchObject({ unreadCount: 1, lastMessage: { text: 'back' } });
    // x sees the read receipts on its outgoing copies; 'back' (incoming to x) is not read yet.
    const seen = await thread(x, y);
    expect(seen.messages.map((m) => [m.text, m.direction, m.read])).toEqual([
      ['one', 'outgoing', true],
      ['two', 'outgoing', true],
      ['back', 'incoming', false],
    ]);
    // A thread is only ever the caller's mailbox.
    expect((await thread(z, x)).messages).toEqual([]);
  });

  it('applies blocks in both directions and the recipient’s allowDMs', async () => {
    const blocker = await signUpMember(t.app, await founderCode(t.ctx));
    const blocked = await signUpMember(t.app, await founderCode(t.ctx));
    expect((await call('PUT', SOCIAL_API.block(blocked.user.id), blocker)).statusCode).toBe(200);
    const mine = await send(blocker, blocked, { text: 'hi' });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().error.message).toBe(MESSAGES.dmYouBlocked);
    const theirs = await send(blocked, blocker, { text: 'hi' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(MESSAGES.dmBlockedYou);
    expect((await thread(blocked, blocker)).cannotMessage).toBe(MESSAGES.dmBlockedYou);

    const quiet = await signUpMember(t.app, await founderCode(t.ctx));
    await t.ctx.database.db
      .update(users)
      .set({ allowDms: false })
      .where(eq(users.id, quiet.user.id));
    const refused = await send(ada, quiet, { text: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.dmNotAccepted);
    // allowDMs only guards the member's own mailbox: they can still write to others.
    expect((await send(quiet, ada, { text: 'hi from quiet' })).statusCode).toBe(201);
    expect(
      (
        await t.ctx.database.db
          .select()
          .from(directMessages)
          .where(eq(directMessages.ownerId, quiet.user.id))
      ).map((m) => m.direction),
    ).toEqual(['outgoing']);
  });

  it('shows a shared post as a card with the note and the 160-character snippet', async () => {
    const content = 'A long walk by the sea. '.repeat(10);
    const post = await createPost(t.app, ada.cookie, { content });
    const res = await call('POST', SOCIAL_API.postShare(post.id), ada, {
      recipientId: dil.user.id,
      note: 'look at this',
    });
    expect(res.statusCode).toBe(201);
    const view = await thread(dil, ada);
    const card = view.messages.at(-1)!.sharedPost!;
    expect(card.id).toBe(post.id);
    expect(card.note).toBe('look at this');
    expect([...card.snippet.replace(/…$/, '')].length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(content.startsWith(card.snippet.replace(/…$/, ''))).toBe(true);
    // A share is a message, counted in its thread, not a second notification (issue 28).
    expect((await notificationsOf(dil)).notifications.map((n) => n.kind)).not.toContain('share');
    expect((await call('GET', INBOX_API.unread, dil)).json().unreadThreads).toBeGreaterThan(0);
  });

  it('notifies for each kind, newest first, and never from a blocked member', async () => {
    const author = await signUpMember(t.app, await founderCode(t.ctx), { firstName: 'Eda' });
    const fan = await signUpMember(t.app, await founderCode(t.ctx), { firstName: 'Fan' });
    const post = await createPost(t.app, author.cookie, { content: 'Morning light on the water' });
    await call('PUT', SOCIAL_API.follow(author.user.id), fan);
    await call('PUT', SOCIAL_API.postEcho(post.id), fan);
    await call('PUT', SOCIAL_API.postSave(post.id), fan);
    await call('POST', SOCIAL_API.postComments(post.id), fan, { text: 'Lovely' });
    await send(fan, author, { text: 'hello' });
    // Their own actions never notify themselves.
    await call('PUT', SOCIAL_API.postEcho(post.id), author);

    // An invite accepted: someone joins with the author's own code.
    const invite = (await call('POST', ACCOUNT_API.invites, author)).json();
    const joiner = await signUpMember(t.app, invite.code, { firstName: 'Gul' });

    const list = await notificationsOf(author);
    expect(list.notifications.map((n) => n.kind)).toEqual([
      'invite_accepted',
      'comment',
      'save',
      'echo',
      'follow',
    ]);
    // The message is counted once, in its thread, not also as a notification (issue 28).
    expect(list.unreadCount).toBe(5);
    const byKind = Object.fromEntries(list.notifications.map((n) => [n.kind, n]));
    expect(byKind.follow).toMatchObject({ title: 'New follower', link: `/u/${fan.user.id}` });
    expect(byKind.echo!.body).toContain('Fan');
    expect(byKind.echo!.body).toContain('Morning light on the water');
    // Issue 27: what the web app words each notice from in the member's language.
    expect(byKind.follow!.params).toEqual({
      name: fan.user.displayName,
      handle: fan.user.handle,
    });
    expect(byKind.echo!.params).toMatchObject({
      name: fan.user.displayName,
      quote: 'Morning light on the water',
    });
    expect(byKind.comment!.params).toMatchObject({ quote: 'Morning light on the water' });
    expect(byKind.invite_accepted!.params).toMatchObject({ name: joiner.user.displayName });
    expect(byKind.comment!.link).toBe(`/post/${post.id}`);
    expect(byKind.invite_accepted!.link).toBe(`/u/${joiner.user.id}`);
    expect((await call('GET', INBOX_API.unread, author)).json()).toEqual({
      unreadThreads: 1,
      unreadNotifications: 5,
    });

    // Opening the conversation reads the thread; the notifications are untouched.
    expect((await call('POST', INBOX_API.threadRead(fan.user.id), author)).json().marked).toBe(1);
    expect((await call('GET', INBOX_API.unread, author)).json()).toEqual({
      unreadThreads: 0,
      unreadNotifications: 5,
    });
    // Mark all read.
    expect((await call('POST', INBOX_API.notificationsReadAll, author)).json().marked).toBe(5);
    expect((await notificationsOf(author)).unreadCount).toBe(0);

    // After a block, the fan's earlier notices are hidden and new actions notify nobody.
    await call('PUT', SOCIAL_API.block(fan.user.id), author);
    expect((await notificationsOf(author)).notifications.map((n) => n.kind)).toEqual([
      'invite_accepted',
    ]);
    const other = await createPost(t.app, author.cookie, { content: 'Second' });
    const rowsBefore = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.id));
    await call('PUT', SOCIAL_API.postEcho(other.id), fan);
    await call('PUT', SOCIAL_API.follow(author.user.id), fan);
    const rowsAfter = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.id));
    expect(rowsAfter).toHaveLength(rowsBefore.length);
    // Nobody reads another member's notifications: each list is the caller's own.
    expect(
      (await notificationsOf(fan)).notifications.every((n) => n.kind !== 'invite_accepted'),
    ).toBe(true);
    expect((await call('GET', INBOX_API.notifications, null)).statusCode).toBe(401);
  });

  it('creates only the kinds the member left on (default on)', async () => {
    const quietAuthor = await signUpMember(t.app, await founderCode(t.ctx));
    const fan = await signUpMember(t.app, await founderCode(t.ctx));
    const defaults = (await call('GET', INBOX_API.notificationSettings, quietAuthor)).json();
    expect(Object.values(defaults).every((on) => on === true)).toBe(true);
    const updated = await call('PUT', INBOX_API.notificationSettings, quietAuthor, {
      follow: false,
    });
    expect(updated.json()).toMatchObject({ follow: false, echo: true });
    await call('PUT', SOCIAL_API.follow(quietAuthor.user.id), fan);
    const post = await createPost(t.app, quietAuthor.cookie, { content: 'quiet' });
    await call('PUT', SOCIAL_API.postEcho(post.id), fan);
    expect((await notificationsOf(quietAuthor)).notifications.map((n) => n.kind)).toEqual(['echo']);
    expect(
      (await call('PUT', INBOX_API.notificationSettings, quietAuthor, { follow: 'no' })).statusCode,
    ).toBe(400);
  });

  it('marks a single notification read only for its owner', async () => {
    const owner = await signUpMember(t.app, await founderCode(t.ctx));
    const other = await signUpMember(t.app, await founderCode(t.ctx));
    await call('PUT', SOCIAL_API.follow(owner.user.id), other);
    const [row] = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect((await call('POST', INBOX_API.notificationRead(row!.id), other)).json().marked).toBe(0);
    expect((await notificationsOf(owner)).unreadCount).toBe(1);
    expect((await call('POST', INBOX_API.notificationRead(row!.id), owner)).json().marked).toBe(1);
    expect((await notificationsOf(owner)).unreadCount).toBe(0);
  });
});
