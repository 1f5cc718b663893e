import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../src/db/schema/comments.ts';
import { contentIndex } from '../../src/db/schema/content-index.ts';
import { echoes } from '../../src/db/schema/echoes.ts';
import { posts, postSearchKeys } from '../../src/db/schema/posts.ts';
import { saves } from '../../src/db/schema/saves.ts';
import { uploads } from '../../src/db/schema/uploads.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import {
  COMMENT_TEXT_MAX,
  HOME_TIMELINE_PAGE,
  POST_TEXT_MAX,
  POST_TOPIC_TAGS_SHOWN,
} from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, uploadImage } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

describe('posts, comments, echoes, saves and views', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, { firstName: 'Ada', lastName: 'Lovelace' });
    ben = await signUpMember(t.app, code, { firstName: 'Ben', lastName: 'Okri' });
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('publishes text, extracts hashtags and indexes it through the analysis pipeline', async () => {
      const post = await createPost(t.app, ada.cookie, {
        content: '  Sunrise over the #Bosphorus, so #happy today  ',
      });
      expect(post.content).toBe('Sunrise over the #Bosphorus, so #happy today');
      expect(post.hashtags).toEqual(['bosphorus', 'happy']);
      expect(post.authorId).toBe(ada.user.id);
      expect(post.authorName).toBe('Ada Lovelace');
      expect(post.isAuthor).toBe(true);
      expect(post.metrics).toEqual({ echoes: 0, saves: 0, responses: 0, views: 0 });
      const [indexed] = await db().select().from(contentIndex).where(eq(contentIndex.id, post.id));
      expect(indexed?.creatorId).toBe(ada.user.id);
      expect(indexed?.topics.slice(0, 2)).toEqual(['bosphorus', 'happy']);
    });

    it('returns the hashtags and at most 3 automatic topics apart (the card shows 3 in all)', async () => {
      const post = await createPost(t.app, ada.cookie, {
        content: 'Weekend plans: #istanbul #moda, galata tower, museums and bosphorus ferries',
      });
      expect(post.hashtags).toEqual(['istanbul', 'moda']);
      expect(post.topics).toEqual(['galata', 'museum', 'bosphorus']); // lemmas: museums → museum
      expect(post.topics).toHaveLength(POST_TOPIC_TAGS_SHOWN);
    });

    it('publishes an image-only post', async () => {
      const image = await uploadImage(t.app, ada.cookie);
      const post = await createPost(t.app, ada.cookie, { content: '', mediaPath: image.path });
      expect(post.media?.url).toBe(image.url);
      expect(post.media?.thumbUrl).toBe(image.thumbUrl);
    });

    it('refuses an empty post with the service message and writes nothing', async () => {
      const before = await db().select().from(posts);
      for (const payload of [{ content: '   ' }, {}, { content: '', mediaPath: null }]) {
        const res = await call('POST', SOCIAL_API.posts, ada.cookie, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(MESSAGES.postEmptyService);
      }
      expect(await db().select().from(posts)).toHaveLength(before.length);
    });

    it('refuses text over 280 characters, wrong types and images that are not yours', async () => {
      const tooLong = await call('POST', SOCIAL_API.posts, ada.cookie, {
        content: 'x'.repeat(POST_TEXT_MAX + 1),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.message).toBe(MESSAGES.postTooLong);
      const exact = await call('POST', SOCIAL_API.posts, ada.cookie, {
        content: 'y'.repeat(POST_TEXT_MAX),
      });
      expect(exact.statusCode).toBe(201);
      const wrongType = await call('POST', SOCIAL_API.posts, ada.cookie, { content: 42 });
      expect(wrongType.statusCode).toBe(400);
      const huge = await call('POST', SOCIAL_API.posts, ada.cookie, {
        content: 'z'.repeat(20_000),
      });
      expect(huge.statusCode).toBe(400);

      const adasImage = await uploadImage(t.app, ada.cookie);
      const stolen = await call('POST', SOCIAL_API.posts, ben.cookie, {
        content: 'mine now',
        mediaPath: adasImage.path,
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().error.message).toBe(MESSAGES.imageNotYours);
      const made = await call('POST', SOCIAL_API.posts, ada.cookie, { mediaPath: adasImage.path });
      expect(made.statusCode).toBe(201);
      const reused = await call('POST', SOCIAL_API.posts, ada.cookie, {
        mediaPath: adasImage.path,
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.message).toBe(MESSAGES.imageAlreadyUsed);
      const invented = await call('POST', SOCIAL_API.posts, ada.cookie, {
        mediaPath: 'posts/../../etc/passwd',
      });
      expect(invented.statusCode).toBe(400);
    });

    it('asks visitors to sign in and refuses cookie writes without the CSRF header', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.posts,
        headers: SPA_WRITE_HEADERS,
        payload: { content: 'hi' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.message).toBe(MESSAGES.notAuthenticated);
      const forged = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.posts,
        headers: { cookie: ada.cookie },
        payload: { content: 'hi' },
      });
      expect(forged.statusCode).toBe(403);
    });
  });

  describe('timeline', () => {
    it('pages newest first, 15 at a time, with a cursor that does not repeat or skip', async () => {
      for (let i = 0; i < HOME_TIMELINE_PAGE + 3; i += 1)
        await createPost(t.app, ben.cookie, { content: `Page filler ${i}` });
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await call(
          'GET',
          `${SOCIAL_API.posts}${cursor ? `?cursor=${cursor}` : ''}`,
          ada.cookie,
        );
        expect(res.statusCode).toBe(200);
        const page = res.json();
        expect(page.posts.length).toBeLessThanOrEqual(HOME_TIMELINE_PAGE);
        seen.push(...page.posts.map((p: { id: string }) => p.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      const all = await db().select({ id: posts.id, createdAt: posts.createdAt }).from(posts);
      expect(seen).toHaveLength(all.length);
      expect(new Set(seen).size).toBe(all.length);
      const sorted = [...all].sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
      );
      expect(seen).toEqual(sorted.map((row) => row.id));
    });

    it('refuses a garbage cursor and a bad limit (issue 16: a bad cursor is a 400)', async () => {
      const res = await call('GET', `${SOCIAL_API.posts}?cursor=%27%3B%20drop%20table`, ada.cookie);
      expect(res.statusCode).toBe(400);
      const first = await call('GET', `${SOCIAL_API.posts}?cursor=`, ada.cookie);
      expect(first.json().posts.length).toBe(HOME_TIMELINE_PAGE);
      expect((await call('GET', `${SOCIAL_API.posts}?limit=abc`, ada.cookie)).statusCode).toBe(400);
      expect((await call('GET', `${SOCIAL_API.posts}?limit=10000`, ada.cookie)).statusCode).toBe(
        400,
      );
    });
  });

  describe('detail, views and delete', () => {
    it('shows a post, 404s a missing one and a malformed id', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Detail me' });
      const res = await call('GET', SOCIAL_API.post(post.id), ben.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().post).toMatchObject({ id: post.id, isAuthor: false });
      expect((await call('GET', SOCIAL_API.post('missing-post'), ben.cookie)).statusCode).toBe(404);
      expect((await call('GET', SOCIAL_API.post('bad id!'), ben.cookie)).statusCode).toBe(404);
    });

    it('counts each view call once', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Viewed' });
      const first = await call('POST', SOCIAL_API.postView(post.id), ben.cookie);
      expect(first.json()).toEqual({ views: 1 });
      const second = await call('POST', SOCIAL_API.postView(post.id), ada.cookie);
      expect(second.json()).toEqual({ views: 2 });
    });

    it('lets only the author delete, and deleting removes image, comments, echoes, saves and index rows', async () => {
      const image = await uploadImage(t.app, ada.cookie);
      const post = await createPost(t.app, ada.cookie, {
        content: 'Short-lived #test',
        mediaPath: image.path,
      });
      await call('POST', SOCIAL_API.postComments(post.id), ben.cookie, { text: 'Nice' });
      await call('PUT', SOCIAL_API.postEcho(post.id), ben.cookie);
      await call('PUT', SOCIAL_API.postSave(post.id), ben.cookie);

      const byOther = await call('DELETE', SOCIAL_API.post(post.id), ben.cookie);
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json().error.message).toBe(MESSAGES.postDeleteFailed);
      expect(await db().select().from(posts).where(eq(posts.id, post.id))).toHaveLength(1);

      const media = await t.app.inject({ method: 'GET', url: image.url });
      expect(media.statusCode).toBe(200);

      expect((await call('DELETE', SOCIAL_API.post(post.id), ada.cookie)).statusCode).toBe(204);
      expect(await db().select().from(posts).where(eq(posts.id, post.id))).toHaveLength(0);
      expect(await db().select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(
        0,
      );
      expect(await db().select().from(echoes).where(eq(echoes.postId, post.id))).toHaveLength(0);
      expect(await db().select().from(saves).where(eq(saves.postId, post.id))).toHaveLength(0);
      expect(
        await db().select().from(contentIndex).where(eq(contentIndex.id, post.id)),
      ).toHaveLength(0);
      expect(await db().select().from(uploads).where(eq(uploads.path, image.path))).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
      expect((await call('DELETE', SOCIAL_API.post(post.id), ada.cookie)).statusCode).toBe(404);
    });
  });

  describe('echo and save', () => {
    it('toggles idempotently and moves the counter by exactly one', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Echo me' });
      for (const [path, key] of [
        [SOCIAL_API.postEcho(post.id), 'echoes'],
        [SOCIAL_API.postSave(post.id), 'saves'],
      ] as const) {
        expect((await call('PUT', path, ben.cookie)).json()).toEqual({ on: true, count: 1 });
        expect((await call('PUT', path, ben.cookie)).json()).toEqual({ on: true, count: 1 });
        expect((await call('PUT', path, ada.cookie)).json()).toEqual({ on: true, count: 2 });
        expect((await call('DELETE', path, ben.cookie)).json()).toEqual({ on: false, count: 1 });
        expect((await call('DELETE', path, ben.cookie)).json()).toEqual({ on: false, count: 1 });
        const view = (await call('GET', SOCIAL_API.post(post.id), ada.cookie)).json().post;
        expect(view.metrics[key]).toBe(1);
      }
      const asAda = (await call('GET', SOCIAL_API.post(post.id), ada.cookie)).json().post;
      expect(asAda).toMatchObject({ echoed: true, saved: true });
    });

    it('keeps the counters equal to the records under 50 concurrent toggles', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Race me' });
      const toggles = Array.from({ length: 50 }, (_, i) => {
        const who = i % 2 === 0 ? ben : ada;
        const method = i % 3 === 0 ? 'DELETE' : 'PUT';
        return call(
          method,
          i % 4 < 2 ? SOCIAL_API.postEcho(post.id) : SOCIAL_API.postSave(post.id),
          who.cookie,
        );
      });
      const results = await Promise.all(toggles);
      expect(results.every((res) => res.statusCode === 200)).toBe(true);
      const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
      const echoRecords = await db().select().from(echoes).where(eq(echoes.postId, post.id));
      const saveRecords = await db().select().from(saves).where(eq(saves.postId, post.id));
      expect(row?.echoes).toBe(echoRecords.length);
      expect(row?.saves).toBe(saveRecords.length);
    });

    it('404s a missing post without writing', async () => {
      expect((await call('PUT', SOCIAL_API.postEcho('nope'), ben.cookie)).statusCode).toBe(404);
      expect(await db().select().from(echoes).where(eq(echoes.postId, 'nope'))).toHaveLength(0);
    });
  });

  describe('comments', () => {
    it('adds trimmed comments oldest first and counts responses', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Talk to me' });
      const first = await call('POST', SOCIAL_API.postComments(post.id), ben.cookie, {
        text: '  first!  ',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        comment: { text: 'first!', authorName: 'Ben Okri', isAuthor: true },
        responses: 1,
      });
      await call('POST', SOCIAL_API.postComments(post.id), ada.cookie, { text: 'second' });
      const list = (await call('GET', SOCIAL_API.postComments(post.id), ben.cookie)).json()
        .comments;
      expect(list.map((c: { text: string }) => c.text)).toEqual(['first!', 'second']);
      expect(list.map((c: { isAuthor: boolean }) => c.isAuthor)).toEqual([true, false]);
      const view = (await call('GET', SOCIAL_API.post(post.id), ben.cookie)).json().post;
      expect(view.metrics.responses).toBe(2);
    });

    it('refuses empty, too long and wrongly typed comments, writing nothing', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Strict' });
      const cases: Array<[object, string]> = [
        [{ text: '   ' }, MESSAGES.commentEmpty],
        [{ text: 'c'.repeat(COMMENT_TEXT_MAX + 1) }, MESSAGES.commentTooLong],
        [{}, MESSAGES.commentEmpty],
        [{ text: ['a'] }, MESSAGES.commentEmpty],
      ];
      for (const [payload, message] of cases) {
        const res = await call('POST', SOCIAL_API.postComments(post.id), ben.cookie, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
      const ok = await call('POST', SOCIAL_API.postComments(post.id), ben.cookie, {
        text: 'c'.repeat(COMMENT_TEXT_MAX),
      });
      expect(ok.statusCode).toBe(201);
      expect(await db().select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(
        1,
      );
    });

    it('lets only the comment author delete it', async () => {
      const post = await createPost(t.app, ada.cookie, { content: 'Mine' });
      const { comment } = (
        await call('POST', SOCIAL_API.postComments(post.id), ben.cookie, { text: 'hello' })
      ).json();
      const byPostAuthor = await call('DELETE', SOCIAL_API.comment(comment.id), ada.cookie);
      expect(byPostAuthor.statusCode).toBe(403);
      expect(byPostAuthor.json().error.message).toBe(MESSAGES.commentDeleteFailed);
      expect((await call('DELETE', SOCIAL_API.comment(comment.id), ben.cookie)).statusCode).toBe(
        204,
      );
      const view = (await call('GET', SOCIAL_API.post(post.id), ben.cookie)).json().post;
      expect(view.metrics.responses).toBe(0);
    });
  });

  describe('related and search', () => {
    it('suggests five other posts, those sharing a topic first', async () => {
      const source = await createPost(t.app, ada.cookie, { content: 'Morning #çay by the sea' });
      const sibling = await createPost(t.app, ben.cookie, {
        content: 'Afternoon #çay with friends',
      });
      const res = await call('GET', SOCIAL_API.postRelated(source.id), ben.cookie);
      const related = res.json().posts;
      expect(related).toHaveLength(5);
      expect(related[0].id).toBe(sibling.id);
      expect(related[0].reason.text).toContain('#çay');
      expect(related.map((p: { id: string }) => p.id)).not.toContain(source.id);
    });

    it('finds posts by topic', async () => {
      const hit = await createPost(t.app, ben.cookie, { content: 'Rainy day #umbrella' });
      const res = await call('GET', `${SOCIAL_API.searchPosts}?q=%23umbrella`, ada.cookie);
      expect(res.json().posts.map((p: { id: string }) => p.id)).toContain(hit.id);
      const none = await call('GET', `${SOCIAL_API.searchPosts}?q=nothingmatches`, ada.cookie);
      expect(none.json().posts).toEqual([]);
    });

    it('keeps one search key row per key of each post, through analysis and deletion', async () => {
      const post = await createPost(t.app, ben.cookie, { content: 'Puddles everywhere #galoş' });
      const keysOf = async () =>
        (
          await t.ctx.database.db
            .select({ term: postSearchKeys.term })
            .from(postSearchKeys)
            .where(eq(postSearchKeys.postId, post.id))
        )
          .map((row) => row.term)
          .sort();
      // The post's keys as stored on it: hashtags, then its analysis's topics and emotion.
      const [stored] = await t.ctx.database.db
        .select({ terms: posts.searchTerms })
        .from(posts)
        .where(eq(posts.id, post.id));
      expect(stored!.terms).toContain('galos');
      expect(await keysOf()).toEqual([...stored!.terms].sort());
      await t.ctx.database.db
        .update(posts)
        .set({ searchTerms: ['galos', 'yagmur'] })
        .where(eq(posts.id, post.id));
      expect(await keysOf()).toEqual(['galos', 'yagmur']);
      const res = await call('DELETE', SOCIAL_API.post(post.id), ben.cookie);
      expect(res.statusCode).toBeLessThan(300);
      expect(await keysOf()).toEqual([]);
    });
  });
});

// Its own app: the posts it writes would change the suggestions the tests above count.
describe('a new text post', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpMember(t.app, await founderCode(t.ctx), { firstName: 'Ada' });
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(cookie),
      ...(payload === undefined ? {} : { payload }),
    });

  it('answers a new text post with the very card its page reads (no read back)', async () => {
    // Safety scores (a hostile word), topics and an emotion: what the answer builds itself.
    for (const content of [
      'Furious about the stupid traffic again, what an idiot driver #commute',
      'A calm evening by the sea with tea and friends #çay',
    ]) {
      const created = await call('POST', SOCIAL_API.posts, ada.cookie, { content });
      expect(created.statusCode).toBe(201);
      const { post } = created.json() as { post: { id: string } };
      const read = await call('GET', SOCIAL_API.post(post.id), ada.cookie);
      expect(read.statusCode).toBe(200);
      expect(post).toEqual((read.json() as { post: unknown }).post);
    }
  });
});
