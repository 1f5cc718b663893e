import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directMessages,
  liveEvents,
  notifications,
  posts,
  uploads,
} from '../../src/db/schema/index.ts';
import { INBOX_API, type ThreadResponse } from '../../src/shared/api/inbox.ts';
import { SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, postUpload, uploadImage } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 30, items 2, 3 and the read-receipt part of 9: each test here failed on e54c0fc.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('hardening, second sweep: objects', () => {
  let t: TestApp;
  let code: string;
  const db = () => t.ctx.database.db;

  const call = (method: Method, url: string, who: SignedUpMember, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(who.cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const member = () => signUpMember(t.app, code);
  const messageImage = async (who: SignedUpMember) => {
    const res = await postUpload(
      t.app,
      who.cookie,
      { name: 'dm.png', type: 'image/png', bytes: await makeImage('png') },
      'messages',
    );
    expect(res.statusCode).toBe(201);
    return res.json() as { path: string; url: string };
  };
  const thread = async (who: SignedUpMember, peer: SignedUpMember) =>
    (await call('GET', INBOX_API.thread(peer.user.id), who)).json() as ThreadResponse;
  const block = async (blocker: SignedUpMember, blocked: SignedUpMember) =>
    expect((await call('PUT', SOCIAL_API.block(blocked.user.id), blocker)).statusCode).toBe(200);

  beforeAll(async () => {
    t = await createTestApp();
    code = await founderCode(t.ctx);
  });
  afterAll(() => t.close());

  describe('2: one upload belongs to one post or message', () => {
    it('a double submit of one upload makes one post and a 409; the image keeps serving', async () => {
      const author = await member();
      for (let round = 0; round < 5; round += 1) {
        const image = await uploadImage(t.app, author.cookie);
        const submit = () =>
          call('POST', SOCIAL_API.posts, author, {
            content: `round ${round}`,
            mediaPath: image.path,
          });
        const results = await Promise.all([submit(), submit()]);
        const created = results.filter((res) => res.statusCode === 201);
        // On e54c0fc both were created: deleting one then removed the other's image.
        for (const res of created.slice(1))
          await call('DELETE', SOCIAL_API.post(res.json().post.id), author);
        // The symptom first: deleting the other post took this one's image with it.
        expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
        expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
        const refused = results.find((res) => res.statusCode === 409)!;
        expect(refused.json().error).toMatchObject({
          code: 'media_already_used',
          message: MESSAGES.imageAlreadyUsed,
        });
        const holders = await db()
          .select({ id: posts.id })
          .from(posts)
          .where(eq(posts.mediaStoragePath, image.path));
        expect(holders).toHaveLength(1);
        expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
      }
    });

    // A guard (e54c0fc passed it too): the claim outlives the post, so the upload never returns.
    it('an upload used by a deleted post cannot be attached again', async () => {
      const author = await member();
      const image = await uploadImage(t.app, author.cookie);
      const first = await createPost(t.app, author.cookie, {
        content: 'one',
        mediaPath: image.path,
      });
      expect((await call('DELETE', SOCIAL_API.post(first.id), author)).statusCode).toBe(204);
      const before = (await db().select().from(posts)).length;
      const again = await call('POST', SOCIAL_API.posts, author, {
        content: 'two',
        mediaPath: image.path,
      });
      expect(again.statusCode).toBeGreaterThanOrEqual(400);
      expect(again.statusCode).toBeLessThan(500);
      expect((await db().select().from(posts)).length).toBe(before);
    });

    it('a post-and-delete race never leaves a post pointing at a deleted file', async () => {
      const author = await member();
      for (let round = 0; round < 8; round += 1) {
        const image = await uploadImage(t.app, author.cookie);
        const first = await createPost(t.app, author.cookie, {
          content: `first ${round}`,
          mediaPath: image.path,
        });
        const again = () =>
          call('POST', SOCIAL_API.posts, author, {
            content: `again ${round}`,
            mediaPath: image.path,
          });
        const [removed, ...attempts] = await Promise.all([
          call('DELETE', SOCIAL_API.post(first.id), author),
          again(),
          again(),
        ]);
        expect(removed.statusCode).toBe(204);
        // The symptom first: a post that won the race must still show its image.
        for (const res of attempts.filter((attempt) => attempt.statusCode === 201))
          expect(
            (await t.app.inject({ method: 'GET', url: res.json().post.media.url })).statusCode,
          ).toBe(200);
        for (const res of attempts) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }
      }
      // Every post of the author with an image still has its row and its file.
      const withImages = await db()
        .select({ path: posts.mediaStoragePath, url: posts.mediaUrl })
        .from(posts)
        .where(and(eq(posts.authorId, author.user.id), isNotNull(posts.mediaStoragePath)));
      for (const post of withImages)
        expect((await t.app.inject({ method: 'GET', url: post.url! })).statusCode).toBe(200);
    });

    it('a double send of one message image makes one message and a 409; the image keeps serving', async () => {
      const sender = await member();
      const recipient = await member();
      for (let round = 0; round < 3; round += 1) {
        const image = await messageImage(sender);
        const send = () =>
          call('POST', INBOX_API.messages, sender, {
            recipientId: recipient.user.id,
            text: `round ${round}`,
            imagePath: image.path,
          });
        const results = await Promise.all([send(), send()]);
        const created = results.filter((res) => res.statusCode === 201);
        for (const res of created.slice(1))
          await call('DELETE', INBOX_API.message(res.json().message.id), sender);
        const served = await t.app.inject({
          method: 'GET',
          url: image.url,
          headers: { cookie: recipient.cookie },
        });
        expect(served.statusCode).toBe(200);
        expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
        expect(results.find((res) => res.statusCode === 409)!.json().error.message).toBe(
          MESSAGES.imageAlreadyUsed,
        );
        const copies = await db()
          .select({ id: directMessages.id })
          .from(directMessages)
          .where(eq(directMessages.imageStoragePath, image.path));
        expect(copies).toHaveLength(2); // one message: the sender's and the recipient's copy
      }
    });

    it('a message image already sent cannot be attached to a second message', async () => {
      const sender = await member();
      const recipient = await member();
      const image = await messageImage(sender);
      const body = { recipientId: recipient.user.id, text: 'hi', imagePath: image.path };
      expect((await call('POST', INBOX_API.messages, sender, body)).statusCode).toBe(201);
      const before = (await db().select().from(directMessages)).length;
      const again = await call('POST', INBOX_API.messages, sender, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.imageAlreadyUsed);
      expect((await db().select().from(directMessages)).length).toBe(before);
    });
  });

  describe('3: a share never carries a post across a block', () => {
    const counts = async () => ({
      messages: (await db().select().from(directMessages)).length,
      notifications: (await db().select().from(notifications)).length,
    });

    for (const direction of ['author blocked the recipient', 'recipient blocked the author']) {
      it(`refuses the share when the ${direction}, writing nothing`, async () => {
        const [sharer, author, recipient] = [await member(), await member(), await member()];
        const post = await createPost(t.app, author.cookie, { content: 'Only for some eyes.' });
        if (direction === 'author blocked the recipient') await block(author, recipient);
        else await block(recipient, author);
        const before = await counts();
        const res = await call('POST', SOCIAL_API.postShare(post.id), sharer, {
          recipientId: recipient.user.id,
          note: 'look',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatchObject({
          code: 'share_not_available',
          message: MESSAGES.shareNotAvailable,
        });
        expect(await counts()).toEqual(before);
      });
    }

    it('hides the shared post’s words in a thread once a block stands', async () => {
      const [sharer, author, recipient] = [await member(), await member(), await member()];
      const content = 'A secret garden behind the old mill.';
      const post = await createPost(t.app, author.cookie, { content });
      const shared = await call('POST', SOCIAL_API.postShare(post.id), sharer, {
        recipientId: recipient.user.id,
        note: 'look',
      });
      expect(shared.statusCode).toBe(201);
      expect((await thread(recipient, sharer)).messages.at(-1)!.sharedPost!.snippet).toBe(content);

      await block(author, recipient);
      const [message] = (await thread(recipient, sharer)).messages;
      expect(message!.sharedPost).toEqual({
        id: post.id,
        note: 'look',
        snippet: '',
        author: null,
        image: null,
      });
      expect(message!.text).not.toContain('secret garden');
      const list = (await call('GET', INBOX_API.threads, recipient)).json() as {
        threads: Array<{ lastMessage: { text: string; sharedPost: { snippet: string } | null } }>;
      };
      expect(list.threads[0]!.lastMessage.text).not.toContain('secret garden');
      expect(list.threads[0]!.lastMessage.sharedPost!.snippet).toBe('');
      // The sharer, blocked by no one, still sees it.
      expect((await thread(sharer, recipient)).messages.at(-1)!.sharedPost!.snippet).toBe(content);
    });
  });

  describe('9: no read receipt across a block', () => {
    const readEventsOf = async (who: SignedUpMember) =>
      (
        await db()
          .select({ data: liveEvents.data })
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, who.user.id), eq(liveEvents.kind, 'read')))
      ).filter((row) => row.data.by === 'peer');

    for (const direction of ['reader blocked the sender', 'sender blocked the reader']) {
      it(`marking read tells the sender nothing when the ${direction}`, async () => {
        const [sender, reader] = [await member(), await member()];
        const sent = await call('POST', INBOX_API.messages, sender, {
          recipientId: reader.user.id,
          text: 'did you read this?',
        });
        expect(sent.statusCode).toBe(201);
        if (direction === 'reader blocked the sender') await block(reader, sender);
        else await block(sender, reader);
        const marked = await call('POST', INBOX_API.threadRead(sender.user.id), reader);
        expect(marked.json()).toEqual({ marked: 1 });
        expect(await readEventsOf(sender)).toEqual([]);
        expect((await thread(sender, reader)).messages.at(-1)!.read).toBe(false);
        const list = (await call('GET', INBOX_API.threads, sender)).json() as {
          threads: Array<{ lastMessage: { read: boolean } }>;
        };
        expect(list.threads[0]!.lastMessage.read).toBe(false);
        // The reader's own unread count is cleared all the same.
        expect((await call('GET', INBOX_API.unread, reader)).json().unreadThreads).toBe(0);
      });
    }

    // The control for the two above (e54c0fc passed it too): without a block the receipt goes.
    it('still sends the receipt when no block stands', async () => {
      const [sender, reader] = [await member(), await member()];
      await call('POST', INBOX_API.messages, sender, { recipientId: reader.user.id, text: 'hi' });
      await call('POST', INBOX_API.threadRead(sender.user.id), reader);
      expect(await readEventsOf(sender)).toHaveLength(1);
      expect((await thread(sender, reader)).messages.at(-1)!.read).toBe(true);
    });
  });

  it('keeps uploads claimed by their post (the claim column is set)', async () => {
    const author = await member();
    const image = await uploadImage(t.app, author.cookie);
    await createPost(t.app, author.cookie, { content: 'claimed', mediaPath: image.path });
    const [row] = await db().select().from(uploads).where(eq(uploads.path, image.path));
    expect(row!.claimedAt).toBeInstanceOf(Date);
  });
});
