import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mutedWords, mutes, notifications } from '../../src/db/schema/index.ts';
import { INBOX_API, MUTE_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Mute (issue 28): the routes' validation, a muted member leaving the muter's lists and
// notifications (silently, one way, follow kept, direct links open) and coming back on unmute,
// and muted words. The rule on every list is walked by read-visibility.test.ts.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('mute', () => {
  let t: TestApp;
  let mia: SignedUpMember; // mutes
  let noah: SignedUpMember; // is muted
  let ola: SignedUpMember; // a third member

  const call = (method: Method, url: string, who: SignedUpMember | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? authedHeaders(who.cookie) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ids = (res: { json(): { posts: Array<{ id: string }> } }) =>
    res.json().posts.map((p) => p.id);
  const db = () => t.ctx.database.db;
  const latest = async (who: SignedUpMember) => ids(await call('GET', SOCIAL_API.posts, who));
  const inbox = async (who: SignedUpMember) =>
    (await call('GET', INBOX_API.notifications, who)).json() as {
      notifications: Array<{ kind: string; link: string | null }>;
      unreadCount: number;
    };
  const mutedRows = () => db().select().from(mutes);

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    mia = await signUpMember(t.app, code, { firstName: 'Mia', lastName: 'Mills' });
    noah = await signUpMember(t.app, code, { firstName: 'Noah', lastName: 'Noisy' });
    ola = await signUpMember(t.app, code, { firstName: 'Ola', lastName: 'Other' });
  });
  afterAll(() => t.close());

  describe('validation', () => {
    it('refuses muting yourself (400) or a missing member (404), and writes nothing', async () => {
      for (const [method, target, status] of [
        ['PUT', mia.user.id, 400],
        ['PUT', 'nobody-at-all', 404],
        ['DELETE', mia.user.id, 400],
        ['DELETE', 'nobody-at-all', 404],
      ] as const) {
        const res = await call(method, MUTE_API.mute(target), mia);
        expect(res.statusCode, `${method} ${target}`).toBe(status);
        expect(res.json().error.message).toBe(MESSAGES.invalidTargetUser);
      }
      expect(await mutedRows()).toHaveLength(0);
    });

    it('needs a signed-in member and the SPA’s CSRF header', async () => {
      expect((await call('PUT', MUTE_API.mute(noah.user.id), null)).statusCode).toBe(401);
      expect((await call('GET', MUTE_API.mutes, null)).statusCode).toBe(401);
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: MUTE_API.words,
        headers: { cookie: mia.cookie },
        payload: { word: 'spoiler' },
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(await db().select().from(mutedWords)).toHaveLength(0);
    });

    it('refuses empty, punctuation-only, over-long and malformed muted words with a message', async () => {
      const cases: Array<[unknown, string]> = [
        [{ word: '' }, MESSAGES.mutedWordEmpty],
        [{ word: '    ' }, MESSAGES.mutedWordEmpty],
        [{ word: '#!?' }, MESSAGES.mutedWordEmpty],
        [{ word: 'a'.repeat(MUTED_WORD_MAX_LENGTH + 1) }, MESSAGES.mutedWordTooLong],
        [{ word: 'a'.repeat(10_000) }, MESSAGES.mutedWordTooLong],
        [{ word: 42 }, MESSAGES.mutedWordEmpty],
        [{}, MESSAGES.mutedWordEmpty],
      ];
      for (const [payload, message] of cases) {
        const res = await call('POST', MUTE_API.words, mia, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
      expect(await db().select().from(mutedWords)).toHaveLength(0);
    });

    it('accepts exactly the longest word, refuses a folded duplicate, and an unknown or foreign id', async () => {
      const longest = 'ş'.repeat(MUTED_WORD_MAX_LENGTH);
      const added = await call('POST', MUTE_API.words, mia, { word: longest });
      expect(added.statusCode).toBe(201);
      const first = await call('POST', MUTE_API.words, mia, { word: '  İstanbul ' });
      expect(first.statusCode).toBe(201);
      expect(first.json().word.word).toBe('İstanbul');
      const again = await call('POST', MUTE_API.words, mia, { word: 'ISTANBUL' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.mutedWordExists);

      const id = first.json().word.id as string;
      // Another member cannot remove it; an unknown id is a 404.
      expect((await call('DELETE', MUTE_API.word(id), ola)).statusCode).toBe(404);
      expect((await call('DELETE', MUTE_API.word('no-such-id'), mia)).statusCode).toBe(404);
      const list = (await call('GET', MUTE_API.words, mia)).json();
      expect(list.max).toBe(MUTED_WORDS_MAX);
      expect(list.words.map((w: { word: string }) => w.word).sort()).toEqual(
        ['İstanbul', longest].sort(),
      );
      for (const word of list.words as Array<{ id: string }>)
        expect((await call('DELETE', MUTE_API.word(word.id), mia)).statusCode).toBe(200);
      expect(await db().select().from(mutedWords)).toHaveLength(0);
    });

    it(`holds a member to ${MUTED_WORDS_MAX} muted words`, async () => {
      await db()
        .insert(mutedWords)
        .values(
          Array.from({ length: MUTED_WORDS_MAX }, (_, i) => ({
            id: `cap-${i}`,
            userId: ola.user.id,
            word: `word${i}`,
            key: `word${i}`,
          })),
        );
      const over = await call('POST', MUTE_API.words, ola, { word: 'one more' });
      expect(over.statusCode).toBe(409);
      expect(over.json().error.message).toBe(MESSAGES.mutedWordsFull);
      expect(
        await db().select().from(mutedWords).where(eq(mutedWords.userId, ola.user.id)),
      ).toHaveLength(MUTED_WORDS_MAX);
      await db().delete(mutedWords).where(eq(mutedWords.userId, ola.user.id));
    });
  });

  describe('a muted member', () => {
    it('leaves the muter’s lists and notifications, silently and one way; the follow stays; unmute restores', async () => {
      await call('PUT', SOCIAL_API.follow(noah.user.id), mia);
      const miaPost = await createPost(t.app, mia.cookie, { content: 'Mia writes' });
      const olaPost = await createPost(t.app, ola.cookie, { content: 'Ola writes' });
      const before = await createPost(t.app, noah.cookie, { content: 'Noah before the mute' });
      // A notification from before the mute.
      await call('PUT', SOCIAL_API.postEcho(miaPost.id), noah);
      expect((await inbox(mia)).notifications.some((n) => n.kind === 'echo')).toBe(true);
      const noahSeesMia = (await call('GET', SOCIAL_API.profile(mia.user.id), noah)).json();

      const muted = await call('PUT', MUTE_API.mute(noah.user.id), mia);
      expect(muted.statusCode).toBe(200);
      expect(muted.json()).toEqual({ muted: true });
      // Idempotent.
      expect((await call('PUT', MUTE_API.mute(noah.user.id), mia)).statusCode).toBe(200);
      expect(await mutedRows()).toHaveLength(1);
      // Noah is not told: what he sees of Mia is unchanged.
      const noahSeesMiaNow = (await call('GET', SOCIAL_API.profile(mia.user.id), noah)).json();
      expect(noahSeesMiaNow).toEqual(noahSeesMia);
      expect(JSON.stringify(noahSeesMiaNow)).not.toMatch(/mute/i);
      // The follow is kept.
      expect(
        await db()
          .select()
          .from(follows)
          .where(and(eq(follows.followerId, mia.user.id), eq(follows.followeeId, noah.user.id))),
      ).toHaveLength(1);
      const people = (await call('GET', MUTE_API.mutes, mia)).json().people;
      expect(people.map((p: { id: string }) => p.id)).toEqual([noah.user.id]);

      // Their posts leave Mia's lists; a direct link still opens.
      const during = await createPost(t.app, noah.cookie, { content: 'Noah during the mute' });
      const miaLatest = await latest(mia);
      expect(miaLatest).not.toContain(before.id);
      expect(miaLatest).not.toContain(during.id);
      expect(miaLatest).toContain(olaPost.id);
      expect(ids(await call('GET', SOCIAL_API.followingFeed, mia))).not.toContain(during.id);
      expect((await call('GET', SOCIAL_API.post(during.id), mia)).statusCode).toBe(200);

      // Their comment on someone else's post leaves Mia's comments; Ola still sees it.
      await call('POST', SOCIAL_API.postComments(olaPost.id), noah, { text: 'Noah comments' });
      const commentsFor = async (who: SignedUpMember) =>
        (await call('GET', SOCIAL_API.postComments(olaPost.id), who))
          .json()
          .comments.map((c: { text: string }) => c.text);
      expect(await commentsFor(mia)).not.toContain('Noah comments');
      expect(await commentsFor(ola)).toContain('Noah comments');

      // People search leaves them out too.
      const search = await call(
        'GET',
        `${SOCIAL_API.searchPeople}?q=${encodeURIComponent('Noah')}`,
        mia,
      );
      expect(search.statusCode).toBe(200);
      expect(JSON.stringify(search.json())).not.toContain(noah.user.id);

      // Nothing they do notifies Mia, and the earlier notification is hidden.
      const unreadBefore = (await inbox(mia)).unreadCount;
      const countRows = async () =>
        (await db().select().from(notifications).where(eq(notifications.userId, mia.user.id)))
          .length;
      const rowsBefore = await countRows();
      await call('DELETE', SOCIAL_API.follow(mia.user.id), noah);
      await call('PUT', SOCIAL_API.follow(mia.user.id), noah);
      await call('PUT', SOCIAL_API.postSave(miaPost.id), noah);
      await call('POST', SOCIAL_API.postComments(miaPost.id), noah, { text: 'Hi Mia' });
      const quiet = await inbox(mia);
      expect(quiet.notifications).toEqual([]);
      expect(quiet.unreadCount).toBe(0);
      expect(unreadBefore).toBe(0);
      expect(await countRows()).toBe(rowsBefore);

      // Noah is not told: he has no notice, and his actions succeed as before.
      expect((await inbox(noah)).notifications.map((n) => n.kind)).not.toContain('mute');
      expect(await latest(noah)).toContain(miaPost.id);

      // One way: Mia's posts still reach Noah; Noah's list of mutes is empty.
      expect((await call('GET', MUTE_API.mutes, noah)).json().people).toEqual([]);

      // Unmute restores the posts and the earlier notification.
      const unmuted = await call('DELETE', MUTE_API.mute(noah.user.id), mia);
      expect(unmuted.json()).toEqual({ muted: false });
      expect(await mutedRows()).toHaveLength(0);
      const back = await latest(mia);
      expect(back).toContain(before.id);
      expect(back).toContain(during.id);
      expect(await commentsFor(mia)).toContain('Noah comments');
      expect((await inbox(mia)).notifications.some((n) => n.kind === 'echo')).toBe(true);
      // After the mute, Noah's actions notify again.
      await call('PUT', SOCIAL_API.postSave(miaPost.id), ola);
      expect((await inbox(mia)).notifications.some((n) => n.kind === 'save')).toBe(true);
    });
  });

  describe('muted words', () => {
    it('hide matching posts and comments of others from lists, not the member’s own, not a direct link', async () => {
      const ok = await call('POST', MUTE_API.words, mia, { word: 'Şalgam' });
      expect(ok.statusCode).toBe(201);
      const phrase = await call('POST', MUTE_API.words, mia, { word: 'spoiler alert' });
      expect(phrase.statusCode).toBe(201);
      const prefix = await call('POST', MUTE_API.words, mia, { word: 'maç*' });
      expect(prefix.statusCode).toBe(201);

      const hit = await createPost(t.app, ola.cookie, { content: "ŞALGAM'ı sevmem" });
      const phraseHit = await createPost(t.app, ola.cookie, { content: 'SPOILER, alert: he wins' });
      const prefixHit = await createPost(t.app, ola.cookie, { content: 'Maçta gol yok' });
      const near = await createPost(t.app, ola.cookie, { content: 'Şalgamcı dükkanı, spoilers' });
      const own = await createPost(t.app, mia.cookie, { content: 'I love şalgam' });
      const list = await latest(mia);
      expect(list).not.toContain(hit.id);
      expect(list).not.toContain(phraseHit.id);
      expect(list).not.toContain(prefixHit.id);
      // Whole words: "Şalgamcı" and "spoilers" are other words.
      expect(list).toContain(near.id);
      expect(list).toContain(own.id);
      expect((await call('GET', SOCIAL_API.post(hit.id), mia)).statusCode).toBe(200);
      // Others are not affected.
      expect(await latest(noah)).toContain(hit.id);

      await call('POST', SOCIAL_API.postComments(near.id), ola, { text: 'şalgam suyu!' });
      await call('POST', SOCIAL_API.postComments(near.id), ola, { text: 'plain comment' });
      const comments = (await call('GET', SOCIAL_API.postComments(near.id), mia))
        .json()
        .comments.map((c: { text: string }) => c.text);
      expect(comments).toEqual(['plain comment']);

      // Removing the word restores the posts.
      await call('DELETE', MUTE_API.word(ok.json().word.id), mia);
      expect(await latest(mia)).toContain(hit.id);
      expect(await latest(mia)).not.toContain(phraseHit.id);
    });
  });
});
