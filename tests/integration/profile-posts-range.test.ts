import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTE_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { createPost } from '../factories/posts.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 25: a profile page reads the member's next few posts (one index range) before the
// visibility rule. When the rule hides most of those from the viewer, the page still holds what
// it should: the rest of the member's posts decide, and paging goes on past them.

describe('profile posts read by range', () => {
  let t: TestApp;
  let author: SignedUpMember;
  let reader: SignedUpMember;

  const page = async (who: SignedUpMember, limit: number, cursor?: string | null) => {
    const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `${SOCIAL_API.profilePosts(author.user.id)}?${query}`,
      headers: authedHeaders(who.cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { posts: Array<{ content: string }>; nextCursor: string | null };
    return { texts: body.posts.map((p) => p.content), nextCursor: body.nextCursor };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    author = await signUpMember(t.app, code, { firstName: 'Ayla' });
    reader = await signUpMember(t.app, code, { firstName: 'Rana' });
    // Three ordinary posts, then eight newer ones with a word the reader mutes: more than the
    // (2 + 1) x 2 posts a page of two reads before the rule.
    for (let i = 0; i < 3; i += 1) await createPost(t.app, author.cookie, { content: `calm ${i}` });
    for (let i = 0; i < 8; i += 1)
      await createPost(t.app, author.cookie, { content: `rainfall ${i}` });
    const muted = await t.app.inject({
      method: 'POST',
      url: MUTE_API.words,
      headers: authedHeaders(reader.cookie),
      payload: { word: 'rainfall' },
    });
    expect(muted.statusCode, muted.body).toBe(201);
  });
  afterAll(() => t.close());

  it('fills the page past the posts the rule hides, and pages on to the end', async () => {
    const first = await page(reader, 2);
    expect(first.texts).toEqual(['calm 2', 'calm 1']);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(reader, 2, first.nextCursor);
    expect(second).toEqual({ texts: ['calm 0'], nextCursor: null });
  });

  it('shows the member all of their own posts, newest first, page by page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next = await page(author, 4, cursor);
      seen.push(...next.texts);
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `rainfall ${7 - i}`),
      'calm 2',
      'calm 1',
      'calm 0',
    ]);
  });
});
