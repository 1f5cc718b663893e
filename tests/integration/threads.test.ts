import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIndex } from '../../src/db/schema/content-index.ts';
import { contentSafety } from '../../src/db/schema/content-safety.ts';
import { mentions } from '../../src/db/schema/mentions.ts';
import { postEdits } from '../../src/db/schema/post-edits.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { INBOX_API } from '../../src/shared/api/paths.ts';
import { SOCIAL_API, type CommentView, type PostView } from '../../src/shared/api/social.ts';
import { IMAGE_ALT_MAX, POST_TEXT_MAX } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, uploadImage } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 28: editing a post (history, re-analysis), threaded replies and @mentions, through the
// API on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

/** Hate speech the built-in engine throttles (risk above 0.3). */
const HATEFUL = 'Bu insanlar tam bir aptal, hepsinden nefret ediyorum, defolsunlar!';

describe('edits, replies and mentions', () => {
  let t: TestApp;
  const members: Record<string, SignedUpMember> = {};
  const db = () => t.ctx.database.db;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: SignedUpMember,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(who.cookie),
      ...(payload === undefined ? {} : { payload }),
    });

  const notices = async (who: SignedUpMember, kind?: string) => {
    const res = await call('GET', INBOX_API.notifications, who);
    expect(res.statusCode).toBe(200);
    const list = res.json().notifications as Array<{
      kind: string;
      body: string;
      link: string;
      actorCount: number;
    }>;
    return kind ? list.filter((n) => n.kind === kind) : list;
  };
  const comment = async (
    who: SignedUpMember,
    postId: string,
    text: string,
    parentCommentId?: string,
  ) => {
    const res = await call('POST', SOCIAL_API.postComments(postId), who, {
      text,
      ...(parentCommentId ? { parentCommentId } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().comment as CommentView;
  };
  const listComments = async (who: SignedUpMember, postId: string) =>
    (await call('GET', SOCIAL_API.postComments(postId), who)).json().comments as CommentView[];
  const block = (who: SignedUpMember, target: SignedUpMember) =>
    call('PUT', SOCIAL_API.block(target.user.id), who);
  const edit = (who: SignedUpMember, postId: string, payload: object) =>
    call('PATCH', SOCIAL_API.post(postId), who, payload);

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    for (const name of ['Ada', 'Ben', 'Cem', 'Dan', 'Eve', 'Fay', 'Gul'])
      members[name] = await signUpMember(t.app, code, { firstName: name, lastName: 'Test' });
  });
  afterAll(() => t.close());

  const m = (name: string) => members[name]!;

  describe('editing a post', () => {
    it('changes the text, keeps every earlier version and shows "edited" with the time', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Sunny day at #moda' });
      expect(post.editedAt).toBeNull();
      const first = await edit(m('Ada'), post.id, { content: 'Rainy day at #kadikoy' });
      expect(first.statusCode, first.body).toBe(200);
      const edited = first.json().post as PostView;
      expect(edited.content).toBe('Rainy day at #kadikoy');
      expect(edited.hashtags).toEqual(['kadikoy']);
      expect(edited.editedAt).not.toBeNull();
      await edit(m('Ada'), post.id, { content: 'Rainy evening at #kadikoy' });

      // Anyone who can see the post reads its history, newest first.
      const history = await call('GET', SOCIAL_API.postEdits(post.id), m('Ben'));
      expect(history.statusCode).toBe(200);
      const versions = history.json().versions as Array<{ content: string; current: boolean }>;
      expect(versions.map((v) => [v.content, v.current])).toEqual([
        ['Rainy evening at #kadikoy', true],
        ['Rainy day at #kadikoy', false],
        ['Sunny day at #moda', false],
      ]);
      // Search keys and topics follow the new text (the analysis ran again).
      const [index] = await db().select().from(contentIndex).where(eq(contentIndex.id, post.id));
      expect(index?.topics).toContain('kadikoy');
      expect(index?.topics).not.toContain('moda');
      const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
      expect(row?.searchTerms).toContain('kadikoy');
      expect(row?.searchTerms).not.toContain('moda');
    });

    it('an unchanged edit writes no version', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Same words' });
      const res = await edit(m('Ada'), post.id, { content: '  Same words ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().post.editedAt).toBeNull();
      expect(await db().select().from(postEdits).where(eq(postEdits.postId, post.id))).toEqual([]);
    });

    it('keeps echoes, saves and comments', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Keep my echoes' });
      await call('PUT', SOCIAL_API.postEcho(post.id), m('Ben'));
      await call('PUT', SOCIAL_API.postSave(post.id), m('Cem'));
      await comment(m('Ben'), post.id, 'Nice one');
      const res = await edit(m('Ada'), post.id, { content: 'Keep my echoes, edited' });
      expect(res.json().post.metrics).toMatchObject({ echoes: 1, saves: 1, responses: 1 });
      expect(await listComments(m('Ada'), post.id)).toHaveLength(1);
      const forBen = (await call('GET', SOCIAL_API.post(post.id), m('Ben'))).json()
        .post as PostView;
      expect(forBen.echoed).toBe(true);
    });

    it('analyses the edit again: a post edited into hate speech is throttled, and back', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'A calm walk by the sea' });
      expect(post.safetyLabel ?? null).toBeNull();
      const worse = await edit(m('Ada'), post.id, { content: HATEFUL });
      expect(worse.statusCode).toBe(200);
      expect(worse.json().post.reach).not.toBeNull(); // the author's reach notice
      const [safety] = await db().select().from(contentSafety).where(eq(contentSafety.id, post.id));
      expect(safety!.hatespeech).toBeGreaterThan(0.5);
      const forBen = (await call('GET', SOCIAL_API.post(post.id), m('Ben'))).json()
        .post as PostView;
      expect(forBen.safetyLabel?.kind).toBe('reach-limited');
      const better = await edit(m('Ada'), post.id, { content: 'A calm walk by the sea, again' });
      expect(better.json().post.reach ?? null).toBeNull();
      const again = (await call('GET', SOCIAL_API.post(post.id), m('Ben'))).json().post as PostView;
      expect(again.safetyLabel ?? null).toBeNull();
    });

    it('edits the image alt text, and an image post may lose its text', async () => {
      const image = await uploadImage(t.app, m('Ada').cookie);
      const post = await createPost(t.app, m('Ada').cookie, {
        content: 'Look',
        mediaPath: image.path,
        mediaAlt: 'A ferry',
      });
      const res = await edit(m('Ada'), post.id, { content: '', mediaAlt: 'A ferry at dusk' });
      expect(res.statusCode).toBe(200);
      expect(res.json().post.media.alt).toBe('A ferry at dusk');
      const versions = (await call('GET', SOCIAL_API.postEdits(post.id), m('Ada'))).json().versions;
      expect(versions[1]).toMatchObject({ content: 'Look', mediaAlt: 'A ferry' });
      const kept = await edit(m('Ada'), post.id, { content: 'Text back' });
      expect(kept.json().post.media.alt).toBe('A ferry at dusk');
    });

    it("refuses others' posts (403), unknown posts (404), bad input (400) and changes nothing", async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Mine only' });
      const theirs = await edit(m('Ben'), post.id, { content: 'hijacked' });
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json().error.message).toBe(MESSAGES.postEditNotYours);
      expect((await edit(m('Ada'), 'no-such-post', { content: 'x' })).statusCode).toBe(404);
      const tooLong = await edit(m('Ada'), post.id, { content: 'x'.repeat(POST_TEXT_MAX + 1) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.message).toBe(MESSAGES.postTooLong);
      const empty = await edit(m('Ada'), post.id, { content: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(MESSAGES.postEmptyService);
      expect((await edit(m('Ada'), post.id, { content: 42 })).statusCode).toBe(400);
      expect((await edit(m('Ada'), post.id, {})).statusCode).toBe(400);
      const longAlt = await edit(m('Ada'), post.id, {
        content: 'ok',
        mediaAlt: 'a'.repeat(IMAGE_ALT_MAX + 1),
      });
      expect(longAlt.statusCode).toBe(400);
      const noCsrf = await t.app.inject({
        method: 'PATCH',
        url: SOCIAL_API.post(post.id),
        headers: { cookie: m('Ada').cookie },
        payload: { content: 'no csrf' },
      });
      expect(noCsrf.statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: SOCIAL_API.postEdits(post.id),
      });
      expect(anonymous.statusCode).toBe(401);
      const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
      expect(row?.content).toBe('Mine only');
      expect(row?.editedAt).toBeNull();
      expect(await db().select().from(postEdits).where(eq(postEdits.postId, post.id))).toEqual([]);
    });

    it('hides the history from a member the author blocked', async () => {
      const post = await createPost(t.app, m('Gul').cookie, { content: 'Gul writes' });
      await block(m('Gul'), m('Fay'));
      const res = await call('GET', SOCIAL_API.postEdits(post.id), m('Fay'));
      expect(res.statusCode).toBe(403);
      await call('DELETE', SOCIAL_API.block(m('Fay').user.id), m('Gul'));
    });
  });

  describe('threaded replies', () => {
    it('nests a reply under its comment, tells the comment author once, and keeps one level', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Thread me' });
      const top = await comment(m('Ben'), post.id, 'First!');
      const reply = await comment(m('Cem'), post.id, 'Replying to Ben', top.id);
      expect(reply).toMatchObject({
        parentCommentId: top.id,
        rootCommentId: top.id,
        replyToHandle: m('Ben').user.handle,
      });
      // A reply to the reply answers Cem, in Ben's thread.
      const deeper = await comment(m('Dan'), post.id, 'And to Cem', reply.id);
      expect(deeper).toMatchObject({ parentCommentId: reply.id, rootCommentId: top.id });
      const listed = await listComments(m('Ada'), post.id);
      expect(listed.map((c) => [c.text, c.rootCommentId, c.replyToHandle])).toEqual([
        ['First!', null, null],
        ['Replying to Ben', top.id, m('Ben').user.handle],
        ['And to Cem', top.id, m('Cem').user.handle],
      ]);
      const benReplies = await notices(m('Ben'), 'reply');
      expect(benReplies).toHaveLength(1);
      expect(benReplies[0]!.body).toContain('replied to your comment');
      expect(benReplies[0]!.link).toBe(`/post/${post.id}`);
      expect(await notices(m('Cem'), 'reply')).toHaveLength(1);
      // The post's author hears of each comment as a comment: one group of the three members.
      expect(
        (await notices(m('Ada'), 'comment'))
          .filter((n) => n.link === `/post/${post.id}`)
          .map((n) => n.actorCount),
      ).toEqual([3]);
    });

    it('the post author replied to on their own post hears of it once, as a reply', async () => {
      const post = await createPost(t.app, m('Eve').cookie, { content: 'Eve asks' });
      const own = await comment(m('Eve'), post.id, 'Eve adds');
      await comment(m('Fay'), post.id, 'Fay answers Eve', own.id);
      const onPost = (await notices(m('Eve'))).filter((n) => n.link === `/post/${post.id}`);
      expect(onPost.map((n) => n.kind)).toEqual(['reply']);
    });

    it('refuses a reply to a comment of another post, an unknown one, or one hidden by a block', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Blocks and replies' });
      const other = await createPost(t.app, m('Ada').cookie, { content: 'Elsewhere' });
      const elsewhere = await comment(m('Ben'), other.id, 'On the other post');
      const wrongPost = await call('POST', SOCIAL_API.postComments(post.id), m('Cem'), {
        text: 'x',
        parentCommentId: elsewhere.id,
      });
      expect(wrongPost.statusCode).toBe(404);
      expect(wrongPost.json().error.message).toBe(MESSAGES.replyParentUnavailable);
      const unknown = await call('POST', SOCIAL_API.postComments(post.id), m('Cem'), {
        text: 'x',
        parentCommentId: 'nope',
      });
      expect(unknown.statusCode).toBe(404);

      // Dan blocks Gul: Gul cannot reply to Dan's comment, and Dan hears nothing.
      const dans = await comment(m('Dan'), post.id, 'Dan speaks');
      await block(m('Dan'), m('Gul'));
      const before = (await notices(m('Dan'), 'reply')).length;
      const blocked = await call('POST', SOCIAL_API.postComments(post.id), m('Gul'), {
        text: 'Gul answers',
        parentCommentId: dans.id,
      });
      expect(blocked.statusCode).toBe(404);
      expect(await notices(m('Dan'), 'reply')).toHaveLength(before);
      expect((await listComments(m('Ada'), post.id)).map((c) => c.text)).toEqual(['Dan speaks']);
      await call('DELETE', SOCIAL_API.block(m('Gul').user.id), m('Dan'));
    });

    it('a reply written before a block is not told to the blocker afterwards', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Later block' });
      const bens = await comment(m('Ben'), post.id, 'Ben here');
      await comment(m('Fay'), post.id, 'Fay replies', bens.id);
      expect(
        (await notices(m('Ben'), 'reply')).filter((n) => n.link === `/post/${post.id}`),
      ).toHaveLength(1);
      await block(m('Ben'), m('Fay'));
      expect(
        (await notices(m('Ben'), 'reply')).filter((n) => n.link === `/post/${post.id}`),
      ).toHaveLength(0);
      await call('DELETE', SOCIAL_API.block(m('Fay').user.id), m('Ben'));
    });

    it('deleting a comment keeps its replies readable in their thread', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Delete a parent' });
      const top = await comment(m('Ben'), post.id, 'Soon gone');
      await comment(m('Cem'), post.id, 'I stay', top.id);
      const del = await call('DELETE', SOCIAL_API.comment(top.id), m('Ben'));
      expect(del.statusCode).toBe(204);
      const listed = await listComments(m('Ada'), post.id);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        text: 'I stay',
        rootCommentId: top.id,
        parentCommentId: top.id,
        replyToHandle: null,
      });
      const card = (await call('GET', SOCIAL_API.post(post.id), m('Ada'))).json().post as PostView;
      expect(card.metrics.responses).toBe(1);
    });
  });

  describe('mentions', () => {
    it('links an existing member, leaves an unknown handle plain and notifies once per post', async () => {
      const ben = m('Ben').user.handle;
      const post = await createPost(t.app, m('Ada').cookie, {
        content: `Hello @${ben.toUpperCase()} and @${ben}, meet @nobody_here (mail: x@${ben}.com)`,
      });
      expect(post.mentions).toEqual([{ id: m('Ben').user.id, handle: ben }]);
      const mentioned = (await notices(m('Ben'), 'mention')).filter(
        (n) => n.link === `/post/${post.id}`,
      );
      expect(mentioned).toHaveLength(1);
      expect(mentioned[0]!.body).toContain('mentioned you');

      // Edits keep the link and do not notify again; a newly mentioned member is told once.
      const cem = m('Cem').user.handle;
      await edit(m('Ada'), post.id, { content: `Hello @${ben} and now @${cem}` });
      await edit(m('Ada'), post.id, { content: `Hello @${ben} and now @${cem}!` });
      expect(
        (await notices(m('Ben'), 'mention')).filter((n) => n.link === `/post/${post.id}`),
      ).toHaveLength(1);
      expect(
        (await notices(m('Cem'), 'mention')).filter((n) => n.link === `/post/${post.id}`),
      ).toHaveLength(1);
      const card = (await call('GET', SOCIAL_API.post(post.id), m('Dan'))).json().post as PostView;
      expect(card.mentions?.map((link) => link.handle).sort()).toEqual([ben, cem].sort());
    });

    it('mentions in a comment link and notify, once', async () => {
      const post = await createPost(t.app, m('Ada').cookie, { content: 'Comment mentions' });
      const dan = m('Dan').user.handle;
      const made = await comment(m('Ben'), post.id, `@${dan} look at this, @${dan}`);
      expect(made.mentions).toEqual([{ id: m('Dan').user.id, handle: dan }]);
      const listed = await listComments(m('Ada'), post.id);
      expect(listed[0]!.mentions).toEqual([{ id: m('Dan').user.id, handle: dan }]);
      expect(
        (await notices(m('Dan'), 'mention')).filter((n) => n.link === `/post/${post.id}`),
      ).toHaveLength(1);
    });

    it('neither links nor notifies across a block, either way', async () => {
      await block(m('Eve'), m('Ada')); // Eve blocks the author
      await block(m('Ada'), m('Fay')); // the author blocks Fay
      const post = await createPost(t.app, m('Ada').cookie, {
        content: `Hi @${m('Eve').user.handle} and @${m('Fay').user.handle} and @${m('Gul').user.handle}`,
      });
      expect(post.mentions).toEqual([{ id: m('Gul').user.id, handle: m('Gul').user.handle }]);
      for (const name of ['Eve', 'Fay'])
        expect(
          (await notices(m(name), 'mention')).filter((n) => n.link === `/post/${post.id}`),
        ).toHaveLength(0);
      expect(
        (await notices(m('Gul'), 'mention')).filter((n) => n.link === `/post/${post.id}`),
      ).toHaveLength(1);
      const rows = await db().select().from(mentions).where(eq(mentions.sourceId, post.id));
      expect(rows.map((row) => row.userId)).toEqual([m('Gul').user.id]);

      // A block made later unlinks an existing mention too.
      await block(m('Gul'), m('Ada'));
      const card = (await call('GET', SOCIAL_API.post(post.id), m('Ada'))).json().post as PostView;
      expect(card.mentions).toEqual([]);
      for (const [who, target] of [
        ['Eve', 'Ada'],
        ['Ada', 'Fay'],
        ['Gul', 'Ada'],
      ] as const)
        await call('DELETE', SOCIAL_API.block(m(target).user.id), m(who));
    });

    it('a comment mentioning the post author or the replied-to member notifies them once, not as a mention', async () => {
      const post = await createPost(t.app, m('Cem').cookie, { content: 'Mentions and replies' });
      const top = await comment(m('Dan'), post.id, 'Dan first');
      await comment(
        m('Ben'),
        post.id,
        `@${m('Dan').user.handle} @${m('Cem').user.handle} hi`,
        top.id,
      );
      const forDan = (await notices(m('Dan'))).filter((n) => n.link === `/post/${post.id}`);
      expect(forDan.map((n) => n.kind)).toEqual(['reply']);
      const forCem = (await notices(m('Cem'))).filter((n) => n.link === `/post/${post.id}`);
      // Two comments, Dan's and Ben's: one group of two (issue 28, grouped notifications).
      expect(forCem.map((n) => [n.kind, n.actorCount])).toEqual([['comment', 2]]);
    });

    it('links mentions in a direct message without notifying the mentioned member', async () => {
      const before = (await notices(m('Gul'), 'mention')).length;
      const res = await call('POST', INBOX_API.messages, m('Ada'), {
        recipientId: m('Ben').user.id,
        text: `Have you met @${m('Gul').user.handle}? Not @nobody_here.`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json().message;
      expect(sent.mentions).toEqual([{ id: m('Gul').user.id, handle: m('Gul').user.handle }]);
      const thread = await call('GET', INBOX_API.thread(m('Ada').user.id), m('Ben'));
      const last = thread.json().messages.at(-1);
      expect(last.mentions).toEqual([{ id: m('Gul').user.id, handle: m('Gul').user.handle }]);
      expect(await notices(m('Gul'), 'mention')).toHaveLength(before);
    });
  });
});
