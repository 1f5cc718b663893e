import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import type { SuggestedPeopleResponse } from '../../src/shared/api/feed.ts';
import { FEED_API } from '../../src/shared/api/feed.ts';
import type { ThreadResponse } from '../../src/shared/api/inbox.ts';
import { ACCOUNT_API, INBOX_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, uploadImage } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 27: the first run is shown once per member (a users column set at sign-up and cleared
// when it is finished or skipped); Suggested people says whether the viewer follows anyone, so
// an empty list never tells a member who follows nobody that they follow everyone; a shared
// post arrives in the DM as a card with its author and image thumbnail.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the first run, suggestions and shared-post cards (issue 27)', () => {
  let t: TestApp;
  let code: string;

  const call = (method: Method, url: string, who: SignedUpMember | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: who ? authedHeaders(who.cookie) : SPA_WRITE_HEADERS,
      ...(payload === undefined ? {} : { payload }),
    });
  const pendingInDatabase = async (who: SignedUpMember) =>
    (
      await t.ctx.database.db
        .select({ pending: users.welcomePending })
        .from(users)
        .where(eq(users.id, who.user.id))
    )[0]!.pending;

  beforeAll(async () => {
    t = await createTestApp();
    code = await founderCode(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the welcome, once per member', () => {
    it('is pending right after sign-up, in the answer and in /api/me', async () => {
      const elif = await signUpMember(t.app, code, { firstName: 'Elif' });
      expect(elif.user.welcomePending).toBe(true);
      const me = await call('GET', ACCOUNT_API.me, elif);
      expect(me.json().user.welcomePending).toBe(true);
      expect(await pendingInDatabase(elif)).toBe(true);
    });

    it('ends when the member finishes or skips it, and stays ended', async () => {
      const can = await signUpMember(t.app, code, { firstName: 'Can' });
      const done = await call('POST', ACCOUNT_API.welcomeDone, can);
      expect(done.statusCode).toBe(200);
      expect(done.json().user).toMatchObject({ id: can.user.id, welcomePending: false });
      expect(await pendingInDatabase(can)).toBe(false);
      expect((await call('GET', ACCOUNT_API.me, can)).json().user.welcomePending).toBe(false);
      // Again: nothing changes, the same answer.
      const again = await call('POST', ACCOUNT_API.welcomeDone, can);
      expect(again.statusCode).toBe(200);
      expect(again.json().user.welcomePending).toBe(false);
    });

    it('refuses a visitor without a session, writing nothing', async () => {
      const other = await signUpMember(t.app, code, { firstName: 'Oya' });
      const res = await call('POST', ACCOUNT_API.welcomeDone, null);
      expect(res.statusCode).toBe(401);
      expect(await pendingInDatabase(other)).toBe(true);
    });

    it('ends only the caller’s own first run', async () => {
      const [a, b] = [
        await signUpMember(t.app, code, { firstName: 'Ayse' }),
        await signUpMember(t.app, code, { firstName: 'Berk' }),
      ];
      expect((await call('POST', ACCOUNT_API.welcomeDone, a)).statusCode).toBe(200);
      expect(await pendingInDatabase(a)).toBe(false);
      expect(await pendingInDatabase(b)).toBe(true);
    });
  });

  describe('suggested people and whether the viewer follows anyone', () => {
    it('says false for a member who follows nobody and true once they follow someone', async () => {
      const newcomer = await signUpMember(t.app, code, { firstName: 'Nur' });
      const author = await signUpMember(t.app, code, { firstName: 'Deniz' });
      const before = await call('GET', FEED_API.suggestedPeople, newcomer);
      expect(before.statusCode).toBe(200);
      expect((before.json() as SuggestedPeopleResponse).followsAnyone).toBe(false);

      expect((await call('PUT', SOCIAL_API.follow(author.user.id), newcomer)).statusCode).toBe(200);
      const after = (await call('GET', FEED_API.suggestedPeople, newcomer)).json();
      expect((after as SuggestedPeopleResponse).followsAnyone).toBe(true);
    });
  });

  describe('a shared post arrives as a card', () => {
    it('carries the author and the image thumbnail', async () => {
      const [author, sharer, reader] = [
        await signUpMember(t.app, code, { firstName: 'Selin', lastName: 'Aydın' }),
        await signUpMember(t.app, code, { firstName: 'Umut' }),
        await signUpMember(t.app, code, { firstName: 'Ece' }),
      ];
      const image = await uploadImage(t.app, author.cookie);
      const post = await createPost(t.app, author.cookie, {
        content: 'Boğaz’da sabah yürüyüşü.',
        mediaPath: image.path,
        mediaAlt: 'The Bosphorus at dawn',
      });
      const shared = await call('POST', SOCIAL_API.postShare(post.id), sharer, {
        recipientId: reader.user.id,
        note: 'bak',
      });
      expect(shared.statusCode).toBe(201);

      const thread = (
        await call('GET', INBOX_API.thread(sharer.user.id), reader)
      ).json() as ThreadResponse;
      const card = thread.messages.at(-1)!.sharedPost!;
      expect(card).toMatchObject({
        id: post.id,
        note: 'bak',
        snippet: 'Boğaz’da sabah yürüyüşü.',
        author: { id: author.user.id, displayName: 'Selin Aydın', handle: author.user.handle },
        image: { alt: 'The Bosphorus at dawn' },
      });
      expect(card.image!.url).toBe(post.media?.thumbUrl ?? post.media?.url);
    });

    it('carries the author and no image for a text post', async () => {
      const [author, sharer, reader] = [
        await signUpMember(t.app, code, { firstName: 'Arda' }),
        await signUpMember(t.app, code, { firstName: 'Irmak' }),
        await signUpMember(t.app, code, { firstName: 'Tuna' }),
      ];
      const post = await createPost(t.app, author.cookie, { content: 'Just words.' });
      await call('POST', SOCIAL_API.postShare(post.id), sharer, { recipientId: reader.user.id });
      const thread = (
        await call('GET', INBOX_API.thread(sharer.user.id), reader)
      ).json() as ThreadResponse;
      const card = thread.messages.at(-1)!.sharedPost!;
      expect(card.author).toEqual({
        id: author.user.id,
        displayName: author.user.displayName,
        handle: author.user.handle,
      });
      expect(card.image).toBeNull();
    });

    it('shows neither author nor image once the post is deleted', async () => {
      const [author, sharer, reader] = [
        await signUpMember(t.app, code, { firstName: 'Kaan' }),
        await signUpMember(t.app, code, { firstName: 'Lale' }),
        await signUpMember(t.app, code, { firstName: 'Mert' }),
      ];
      const post = await createPost(t.app, author.cookie, { content: 'Soon gone.' });
      await call('POST', SOCIAL_API.postShare(post.id), sharer, { recipientId: reader.user.id });
      expect((await call('DELETE', SOCIAL_API.post(post.id), author)).statusCode).toBeLessThan(300);
      const thread = (
        await call('GET', INBOX_API.thread(sharer.user.id), reader)
      ).json() as ThreadResponse;
      const message = thread.messages.at(-1)!;
      // The post is gone: the message keeps no card facts about it.
      expect(message.sharedPost?.author ?? null).toBeNull();
      expect(message.sharedPost?.image ?? null).toBeNull();
    });
  });
});
