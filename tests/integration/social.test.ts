import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../src/db/schema/blocks.ts';
import { directMessages } from '../../src/db/schema/direct-messages.ts';
import { follows } from '../../src/db/schema/follows.ts';
import { users } from '../../src/db/schema/users.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import {
  DEFAULT_THEME_COLOR,
  FOLLOWING_BLOCK_MAX,
  FOLLOWING_BLOCK_PER_USER,
  SNIPPET_LENGTH,
  TAGS_MAX,
} from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('follows, blocks, profiles, search and sharing', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  let cem: SignedUpMember;

  const call = (method: Method, url: string, who: SignedUpMember, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(who.cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const ids = (res: { json(): { posts: Array<{ id: string }> } }) =>
    res.json().posts.map((p) => p.id);
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_l',
    });
    ben = await signUpMember(t.app, code, {
      firstName: 'Ben',
      lastName: 'Okri',
      username: 'ben_o',
    });
    cem = await signUpMember(t.app, code, {
      firstName: 'Cem',
      lastName: 'Yilmaz',
      username: 'cem_y',
    });
  });
  afterAll(() => t.close());

  describe('follow', () => {
    it('toggles idempotently and counts followers', async () => {
      expect((await call('PUT', SOCIAL_API.follow(ada.user.id), ben)).json()).toEqual({
        on: true,
        count: 1,
      });
      expect((await call('PUT', SOCIAL_API.follow(ada.user.id), ben)).json()).toEqual({
        on: true,
        count: 1,
      });
      const profile = (await call('GET', SOCIAL_API.profile(ada.user.id), ben)).json();
      expect(profile.relationship).toMatchObject({ isSelf: false, following: true });
      expect(profile.profile.counts.followers).toBe(1);
      expect((await call('DELETE', SOCIAL_API.follow(ada.user.id), ben)).json()).toEqual({
        on: false,
        count: 0,
      });
    });

    it('refuses following yourself or a missing member', async () => {
      const self = await call('PUT', SOCIAL_API.follow(ada.user.id), ada);
      expect(self.statusCode).toBe(400);
      expect(self.json().error.message).toBe(MESSAGES.invalidTargetUser);
      const missing = await call('PUT', SOCIAL_API.follow('nobody'), ada);
      expect(missing.statusCode).toBe(404);
      expect(
        await db().select().from(follows).where(eq(follows.followerId, ada.user.id)),
      ).toHaveLength(0);
    });

    it('fills the Following block with the 3 most recent posts of a followed member', async () => {
      const posts = [];
      for (let i = 0; i < FOLLOWING_BLOCK_PER_USER + 2; i += 1)
        posts.push(await createPost(t.app, cem.cookie, { content: `Cem says ${i}` }));
      await call('PUT', SOCIAL_API.follow(cem.user.id), ada);
      const block = await call('GET', SOCIAL_API.followingFeed, ada);
      expect(ids(block)).toEqual(
        posts
          .slice(-FOLLOWING_BLOCK_PER_USER)
          .reverse()
          .map((p) => p.id),
      );
      await call('DELETE', SOCIAL_API.follow(cem.user.id), ada);
      expect(ids(await call('GET', SOCIAL_API.followingFeed, ada))).toEqual([]);
    });

    it('caps the Following block at 20: 8 followed members with 3 posts each give exactly 20', async () => {
      const followedCount = 8;
      expect(followedCount * FOLLOWING_BLOCK_PER_USER).toBeGreaterThan(FOLLOWING_BLOCK_MAX);
      const code = await founderCode(t.ctx);
      const reader = await signUpMember(t.app, code, { username: 'reader_of_8' });
      for (let i = 0; i < followedCount; i += 1) {
        const author = await signUpMember(t.app, code, { username: `author_${i}` });
        for (let j = 0; j < FOLLOWING_BLOCK_PER_USER; j += 1)
          await createPost(t.app, author.cookie, { content: `Author ${i} post ${j}` });
        await call('PUT', SOCIAL_API.follow(author.user.id), reader);
      }
      const block = (await call('GET', SOCIAL_API.followingFeed, reader)).json().posts;
      expect(block).toHaveLength(FOLLOWING_BLOCK_MAX);
      const perAuthor = new Map<string, number>();
      for (const post of block as Array<{ authorId: string }>)
        perAuthor.set(post.authorId, (perAuthor.get(post.authorId) ?? 0) + 1);
      expect(Math.max(...perAuthor.values())).toBe(FOLLOWING_BLOCK_PER_USER);
    });
  });

  describe('profile', () => {
    it('shows a profile with posts, and 404s a missing member', async () => {
      const res = await call('GET', SOCIAL_API.profile(cem.user.id), ada);
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({
        displayName: 'Cem Yilmaz',
        themeColor: DEFAULT_THEME_COLOR,
        allowDms: true,
      });
      expect((await call('GET', SOCIAL_API.profile('nobody'), ada)).statusCode).toBe(404);
      expect(
        (await call('GET', SOCIAL_API.profilePosts(cem.user.id), ada)).json().posts.length,
      ).toBeGreaterThan(0);
    });

    it('edits with the spec normalisation: handle, colour, tags and name fallback', async () => {
      const res = await call('PATCH', SOCIAL_API.myProfile, ada, {
        displayName: '   ',
        handle: '  Ada  Lovelace!!Math ',
        themeColor: 'not-a-colour',
        tags: ' math, Poetry , math,, engines, a, b, c, d ',
        headline: 'First programmer',
        bio: 'Notes on the Analytical Engine.',
        location: 'London',
      });
      expect(res.statusCode).toBe(200);
      const profile = res.json().profile;
      expect(profile.displayName).toBe('Ada Lovelace');
      expect(profile.handle).toBe('ada-lovelace-math');
      expect(profile.themeColor).toBe(DEFAULT_THEME_COLOR);
      expect(profile.tags).toEqual(['math', 'Poetry', 'engines', 'a', 'b', 'c'].slice(0, TAGS_MAX));
      expect(profile.headline).toBe('First programmer');

      const colour = await call('PATCH', SOCIAL_API.myProfile, ada, {
        themeColor: '#ABC',
        handle: '!!!',
        displayName: 'Ada L.',
      });
      expect(colour.json().profile).toMatchObject({
        themeColor: '#abc',
        handle: 'ada-lovelace-math',
        displayName: 'Ada L.',
      });
      const post = await createPost(t.app, ada.cookie, { content: 'Renamed' });
      expect(post.authorName).toBe('Ada L.');
    });

    it('keeps a handle with a dot from sign-up when the profile is saved with it unchanged', async () => {
      await db().update(users).set({ handle: 'cem.y' }).where(eq(users.id, cem.user.id));
      const res = await call('PATCH', SOCIAL_API.myProfile, cem, {
        handle: 'cem.y',
        bio: 'Only the bio changed.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({ handle: 'cem.y', bio: 'Only the bio changed.' });
    });

    it('refuses a handle someone else has, and oversize fields, without changing anything', async () => {
      const before = (await db().select().from(users).where(eq(users.id, ben.user.id)))[0];
      const taken = await call('PATCH', SOCIAL_API.myProfile, ben, {
        handle: 'ada-lovelace-math',
        headline: 'changed?',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ message: MESSAGES.handleTaken, field: 'handle' });
      const oversize = await call('PATCH', SOCIAL_API.myProfile, ben, { bio: 'b'.repeat(5000) });
      expect(oversize.statusCode).toBe(400);
      const wrongType = await call('PATCH', SOCIAL_API.myProfile, ben, { tags: ['a'] });
      expect(wrongType.statusCode).toBe(400);
      const after = (await db().select().from(users).where(eq(users.id, ben.user.id)))[0];
      expect(after?.headline).toBe(before?.headline);
      expect(after?.handle).toBe(before?.handle);
    });

    it('keeps the Saved tab for its owner', async () => {
      const post = await createPost(t.app, cem.cookie, { content: 'Save-worthy' });
      await call('PUT', SOCIAL_API.postSave(post.id), ben);
      expect(ids(await call('GET', SOCIAL_API.profileSaved(ben.user.id), ben))).toContain(post.id);
      const other = await call('GET', SOCIAL_API.profileSaved(ben.user.id), ada);
      expect(other.statusCode).toBe(403);
    });

    it('finds people by name, handle, bio or headline, prefix first, at most 8', async () => {
      const res = await call('GET', `${SOCIAL_API.searchPeople}?q=analytical`, ben);
      expect(res.json().people.map((p: { id: string }) => p.id)).toEqual([ada.user.id]);
      expect((await call('GET', `${SOCIAL_API.searchPeople}?q=c`, ben)).json().people).toEqual([]);
      const prefix = await call('GET', `${SOCIAL_API.searchPeople}?q=ce`, ben);
      expect(prefix.json().people[0].id).toBe(cem.user.id);
    });
  });

  describe('share', () => {
    it('sends the post to a member in both mailboxes with path, snippet and note', async () => {
      const long = `${'Long thought '.repeat(20)}end`;
      const post = await createPost(t.app, ada.cookie, { content: long });
      const res = await call('POST', SOCIAL_API.postShare(post.id), ben, {
        recipientId: cem.user.id,
        note: ' read this ',
      });
      expect(res.statusCode).toBe(201);
      const copies = await db()
        .select()
        .from(directMessages)
        .where(and(eq(directMessages.fromId, ben.user.id), eq(directMessages.toId, cem.user.id)));
      expect(copies.map((c) => c.direction).sort()).toEqual(['incoming', 'outgoing']);
      const text = copies[0]!.text;
      expect(text.startsWith('read this')).toBe(true);
      expect(text).toContain(`/post/${post.id}`);
      expect(text).toContain(long.slice(0, SNIPPET_LENGTH));
      expect(text).not.toContain('end');
      expect(copies[0]!.mirrorId).toBe(copies[1]!.id);
    });

    it('needs a recipient and refuses yourself, missing members and those who turned DMs off', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Share me' });
      const missing = await call('POST', SOCIAL_API.postShare(post.id), ben, { recipientId: '  ' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe(MESSAGES.shareRecipientRequired);
      const self = await call('POST', SOCIAL_API.postShare(post.id), ben, {
        recipientId: ben.user.id,
      });
      expect(self.statusCode).toBe(400);
      const nobody = await call('POST', SOCIAL_API.postShare(post.id), ben, {
        recipientId: 'nobody',
      });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().error.message).toBe(MESSAGES.invalidTargetUser);
      await db().update(users).set({ allowDms: false }).where(eq(users.id, cem.user.id));
      const closed = await call('POST', SOCIAL_API.postShare(post.id), ben, {
        recipientId: cem.user.id,
      });
      expect(closed.statusCode).toBe(403);
      expect(closed.json().error.message).toBe(MESSAGES.dmNotAccepted);
      await db().update(users).set({ allowDms: true }).where(eq(users.id, cem.user.id));
    });

    it('suggests followed people scored by handle and name', async () => {
      await call('PUT', SOCIAL_API.follow(ada.user.id), ben);
      await call('PUT', SOCIAL_API.follow(cem.user.id), ben);
      const res = await call('GET', `${SOCIAL_API.shareSuggestions}?q=cem`, ben);
      expect(res.json().people.map((p: { id: string }) => p.id)).toEqual([cem.user.id]);
      const all = await call('GET', SOCIAL_API.shareSuggestions, ben);
      expect(all.json().people).toHaveLength(2);
    });
  });

  describe('block', () => {
    it('refuses blocking yourself or a missing member', async () => {
      for (const target of [ada.user.id, 'nobody']) {
        const res = await call('PUT', SOCIAL_API.block(target), ada);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(MESSAGES.invalidTargetUser);
      }
      expect(await db().select().from(blocks)).toHaveLength(0);
    });

    it('hides everything of the blocker from the blocked member, through every route, and back on unblock', async () => {
      // Ben follows Ada (from the share test) and Ada follows Ben.
      await call('PUT', SOCIAL_API.follow(ben.user.id), ada);
      const adaPost = await createPost(t.app, ada.cookie, { content: 'Only for friends #secret' });
      const benPost = await createPost(t.app, ben.cookie, { content: 'Ben was here #secret' });
      await call('POST', SOCIAL_API.postComments(benPost.id), ada, { text: 'Ada comment' });
      await call('PUT', SOCIAL_API.postSave(adaPost.id), ben);

      const blocked = await call('PUT', SOCIAL_API.block(ben.user.id), ada);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().relationship).toMatchObject({
        blockedByYou: true,
        following: false,
        followsYou: false,
      });
      expect(
        await db()
          .select()
          .from(follows)
          .where(
            or(
              and(eq(follows.followerId, ada.user.id), eq(follows.followeeId, ben.user.id)),
              and(eq(follows.followerId, ben.user.id), eq(follows.followeeId, ada.user.id)),
            ),
          ),
      ).toHaveLength(0);

      // Ben (blocked) sees nothing of Ada's.
      const timeline = await call('GET', `${SOCIAL_API.posts}?limit=50`, ben);
      expect(
        timeline.json().posts.some((p: { authorId: string }) => p.authorId === ada.user.id),
      ).toBe(false);
      const detail = await call('GET', SOCIAL_API.post(adaPost.id), ben);
      expect(detail.statusCode).toBe(403);
      expect(detail.json().error.message).toBe(MESSAGES.postHiddenBlockedYou);
      expect((await call('GET', SOCIAL_API.postComments(adaPost.id), ben)).statusCode).toBe(403);
      expect((await call('GET', SOCIAL_API.postRelated(adaPost.id), ben)).statusCode).toBe(403);
      expect((await call('PUT', SOCIAL_API.postEcho(adaPost.id), ben)).statusCode).toBe(403);
      expect(
        (await call('POST', SOCIAL_API.postComments(adaPost.id), ben, { text: 'hi' })).statusCode,
      ).toBe(403);
      const comments = (await call('GET', SOCIAL_API.postComments(benPost.id), ben)).json()
        .comments;
      expect(comments.some((c: { authorId: string }) => c.authorId === ada.user.id)).toBe(false);
      const profile = (await call('GET', SOCIAL_API.profile(ada.user.id), ben)).json();
      expect(profile.relationship.blockedYou).toBe(true);
      expect(profile.profile).toMatchObject({ bio: null, headline: null, tags: [] });
      const profilePosts = await call('GET', SOCIAL_API.profilePosts(ada.user.id), ben);
      expect(profilePosts.statusCode).toBe(403);
      expect(profilePosts.json().error.message).toBe(MESSAGES.profileBlockedYou);
      expect(ids(await call('GET', SOCIAL_API.profileSaved(ben.user.id), ben))).not.toContain(
        adaPost.id,
      );
      expect(ids(await call('GET', `${SOCIAL_API.searchPosts}?q=secret`, ben))).toEqual([
        benPost.id,
      ]);
      expect((await call('GET', `${SOCIAL_API.searchPeople}?q=ada`, ben)).json().people).toEqual(
        [],
      );
      expect(
        (await call('GET', `${SOCIAL_API.shareSuggestions}?q=ada`, ben)).json().people,
      ).toEqual([]);
      const share = await call('POST', SOCIAL_API.postShare(benPost.id), ben, {
        recipientId: ada.user.id,
      });
      expect(share.statusCode).toBe(403);
      expect(share.json().error.message).toBe(MESSAGES.dmBlockedYou);
      const follow = await call('PUT', SOCIAL_API.follow(ada.user.id), ben);
      expect(follow.statusCode).toBe(403);

      // And Ada (blocker) sees nothing of Ben's.
      const adaDetail = await call('GET', SOCIAL_API.post(benPost.id), ada);
      expect(adaDetail.json().error.message).toBe(MESSAGES.postHiddenYouBlocked);
      expect(
        (await call('GET', SOCIAL_API.profilePosts(ben.user.id), ada)).json().error.message,
      ).toBe(MESSAGES.profileYouBlocked);
      const adaShare = await call('POST', SOCIAL_API.postShare(adaPost.id), ada, {
        recipientId: ben.user.id,
      });
      expect(adaShare.json().error.message).toBe(MESSAGES.dmYouBlocked);
      expect(
        (await call('GET', SOCIAL_API.blocks, ada)).json().people.map((p: { id: string }) => p.id),
      ).toEqual([ben.user.id]);

      // Unblock deletes the record and everything shows again.
      const unblocked = await call('DELETE', SOCIAL_API.block(ben.user.id), ada);
      expect(unblocked.json().relationship.blockedByYou).toBe(false);
      expect(await db().select().from(blocks)).toHaveLength(0);
      expect((await call('GET', SOCIAL_API.post(adaPost.id), ben)).statusCode).toBe(200);
      expect(ids(await call('GET', SOCIAL_API.profileSaved(ben.user.id), ben))).toContain(
        adaPost.id,
      );
    });
  });
});
