import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSafety, users } from '../../src/db/schema/index.ts';
import { INBOX_API, type ThreadResponse } from '../../src/shared/api/inbox.ts';
import { REPORTS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 25: the preview of a post shared in a direct message is a single read through the one
// visibility rule ('direct' reach), for the mailbox's owner: a banned author, a block either way
// or the owner's hiding report make it unavailable (the note stays, the post's words go); a
// throttled post still opens, as a direct link does.

type Method = 'GET' | 'POST' | 'PUT';
type Case = 'banned author' | 'blocked by reader' | 'blocked the reader' | 'hidden by report';
const CASES: readonly Case[] = [
  'banned author',
  'blocked by reader',
  'blocked the reader',
  'hidden by report',
];

describe('share preview through the one visibility rule', () => {
  let t: TestApp;
  let sharer: SignedUpMember;
  let reader: SignedUpMember;
  const shared = new Map<Case | 'control' | 'throttled', { postId: string; content: string }>();
  const db = () => t.ctx.database.db;

  const call = (method: Method, url: string, who: SignedUpMember, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(who.cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (method: 'POST' | 'PUT', url: string, who: SignedUpMember, payload = {}) => {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  };
  const previews = async (who: SignedUpMember, peer: SignedUpMember) => {
    const res = await call('GET', INBOX_API.thread(peer.user.id), who);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ThreadResponse;
    return new Map(
      body.messages
        .filter((m) => m.sharedPost)
        .map((m) => [m.sharedPost!.id, { text: m.text, card: m.sharedPost! }]),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    const member = (firstName: string) => signUpMember(t.app, code, { firstName, lastName: 'Sp' });
    sharer = await member('Sami');
    reader = await member('Rana');
    const authors: Record<Case | 'control' | 'throttled', SignedUpMember> = {
      'banned author': await member('Bora'),
      'blocked by reader': await member('Blai'),
      'blocked the reader': await member('Bess'),
      'hidden by report': await member('Hale'),
      control: sharer,
      throttled: sharer,
    };
    for (const [name, author] of Object.entries(authors)) {
      const content = `Shared ${name}: a walk along the quay.`;
      const post = await createPost(t.app, author.cookie, { content });
      shared.set(name as Case, { postId: post.id, content });
      await ok('POST', SOCIAL_API.postShare(post.id), sharer, {
        recipientId: reader.user.id,
        note: `note ${name}`,
      });
    }
    // Every preview shows its words before the rules apply.
    const before = await previews(reader, sharer);
    for (const { postId, content } of shared.values())
      expect(before.get(postId)!.card.snippet).toBe(content);

    // The rules.
    await db()
      .update(users)
      .set({ isBanned: true })
      .where(eq(users.id, authors['banned author'].user.id));
    await ok('PUT', SOCIAL_API.block(authors['blocked by reader'].user.id), reader);
    await ok('PUT', SOCIAL_API.block(reader.user.id), authors['blocked the reader']);
    await ok('POST', REPORTS_API.reports, reader, {
      targetType: 'post',
      targetId: shared.get('hidden by report')!.postId,
      reason: 'spam',
      hide: true,
    });
    const risky = { toxicity: 1, hatespeech: 1, disinfo: 0 };
    await db()
      .insert(contentSafety)
      .values({ id: shared.get('throttled')!.postId, ...risky })
      .onConflictDoUpdate({ target: contentSafety.id, set: risky });
  });
  afterAll(() => t.close());

  for (const name of CASES)
    it(`shows the preview as unavailable when the ${name}`, async () => {
      const { postId, content } = shared.get(name)!;
      const preview = (await previews(reader, sharer)).get(postId)!;
      expect(preview.card).toEqual({
        id: postId,
        note: `note ${name}`,
        snippet: '',
        author: null,
        image: null,
      });
      expect(preview.text).not.toContain(content);
      // The thread list's last-message preview follows the same rule.
      const list = (await call('GET', INBOX_API.threads, reader)).json() as {
        threads: Array<{ lastMessage: { text: string } }>;
      };
      for (const thread of list.threads) expect(thread.lastMessage.text).not.toContain(content);
    });

  it('keeps the control post and opens a throttled post, as a direct link does', async () => {
    const seen = await previews(reader, sharer);
    for (const name of ['control', 'throttled'] as const) {
      const { postId, content } = shared.get(name)!;
      expect(seen.get(postId)!.card.snippet, name).toBe(content);
    }
  });

  it('decides for each mailbox: the sharer, hiding nothing, still sees every post', async () => {
    const seen = await previews(sharer, reader);
    for (const name of ['blocked by reader', 'blocked the reader', 'hidden by report'] as const) {
      const { postId, content } = shared.get(name)!;
      expect(seen.get(postId)!.card.snippet, name).toBe(content);
    }
    // A banned author is hidden from everyone.
    expect(seen.get(shared.get('banned author')!.postId)!.card.snippet).toBe('');
  });
});
