// Turkish-first text handling (issue 15): folded search both ways, transliterated usernames and
// stemmed automatic topics, end to end through the app on a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIndex, posts } from '../../src/db/schema/index.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import { authedHeaders, founderCode, postSignup, signUpMember } from '../factories/members.ts';
import type { SignedUpMember } from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('Turkish-first text handling', () => {
  let t: TestApp;
  let code: string;
  let ayse: SignedUpMember;
  let can: SignedUpMember;
  let reader: SignedUpMember;

  const search = async (kind: 'people' | 'posts', query: string) => {
    const url = kind === 'people' ? SOCIAL_API.searchPeople : SOCIAL_API.searchPosts;
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}?q=${encodeURIComponent(query)}`,
      headers: authedHeaders(reader.cookie),
    });
    expect(res.statusCode).toBe(200);
    return res.json()[kind].map((item: { id: string }) => item.id) as string[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    code = await founderCode(t.ctx);
    ayse = await signUpMember(t.app, code, { firstName: 'Ayşe', lastName: 'Yılmaz' });
    can = await signUpMember(t.app, code, { firstName: 'Can', lastName: 'Yilmaz' });
    reader = await signUpMember(t.app, code, { firstName: 'Okur', lastName: 'Bey' });
  });
  afterAll(() => t.close());

  it('people search: yilmaz finds Yılmaz and yılmaz finds Yilmaz', async () => {
    const both = [ayse.user.id, can.user.id].sort();
    expect((await search('people', 'yilmaz')).sort()).toEqual(both);
    expect((await search('people', 'yılmaz')).sort()).toEqual(both);
    expect((await search('people', 'YILMAZ')).sort()).toEqual(both);
    expect(await search('people', 'ayse')).toEqual([ayse.user.id]);
    expect(await search('people', 'Ayşe Yıl')).toEqual([ayse.user.id]);
    expect(await search('people', 'yilmazz')).toEqual([]);
  });

  it('post search: yuruyus finds #yürüyüş and yürüyüş finds #yuruyus', async () => {
    const withLetters = await createPost(t.app, ayse.cookie, { content: 'Sahilde #yürüyüş' });
    const plain = await createPost(t.app, can.cookie, { content: 'Sabah #yuruyus' });
    const both = [withLetters.id, plain.id].sort();
    expect((await search('posts', 'yuruyus')).sort()).toEqual(both);
    expect((await search('posts', '#Yürüyüş')).sort()).toEqual(both);
    expect(await search('posts', 'yüzme')).toEqual([]);
  });

  it('a Çağrı sign-up gets the username cagri', async () => {
    const res = await postSignup(t.app, {
      firstName: 'Çağrı',
      lastName: 'Öztürk',
      username: 'Çağrı',
      email: 'cagri@example.com',
      password: 'correct horse battery',
      inviteCode: code,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe('cagri');
  });

  it('"Kitaba bayıldım, kitaplar hayatım" gets the topic kitap once, and search finds it', async () => {
    const post = await createPost(t.app, ayse.cookie, {
      content: 'Kitaba bayıldım, kitaplar hayatım',
    });
    const db = t.ctx.database.db;
    const [indexed] = await db.select().from(contentIndex).where(eq(contentIndex.id, post.id));
    expect(indexed?.topics.filter((topic) => topic === 'kitap')).toHaveLength(1);
    expect(indexed?.topics).not.toContain('kitaba');
    expect(indexed?.topics).not.toContain('kitaplar');
    expect(post.hashtags).toEqual([]);
    expect(post.topics).toContain('kitap');
    const [row] = await db
      .select({ searchTerms: posts.searchTerms })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row?.searchTerms).toContain('kitap');
    expect(await search('posts', 'KİTAP')).toEqual([post.id]);
  });
});
