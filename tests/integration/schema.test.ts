import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  comments,
  follows,
  inviteCodes,
  posts,
  saves,
  users,
} from '../../src/db/schema/index.ts';
import { DEFAULT_THEME_COLOR } from '../../src/shared/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

function member(id: string) {
  return {
    id,
    name: id,
    email: `${id}@example.com`,
    firstName: id,
    lastName: 'Test',
    username: id,
    usernameLower: id,
    handle: id,
    displayName: id,
  };
}

// The constraints the product's rules lean on, checked against the real migrated database.
describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.database.db.insert(users).values([member('ana'), member('ben')]);
  });
  afterAll(() => t.close());

  it('gives members the spec defaults', async () => {
    const [ana] = await t.ctx.database.db.select().from(users).where(eq(users.id, 'ana'));
    expect(ana).toMatchObject({
      themeColor: DEFAULT_THEME_COLOR,
      allowDms: true,
      weeklyDigest: false,
      moodSoundscapes: true,
      isActive: true,
      isBanned: false,
      referralInvitedCount: 0,
      tags: [],
    });
  });

  it('refuses duplicate usernames and emails', async () => {
    const db = t.ctx.database.db;
    await expect(
      db.insert(users).values({ ...member('ana2'), usernameLower: 'ana' }),
    ).rejects.toThrow();
    await expect(
      db.insert(users).values({ ...member('ana3'), email: 'ana@example.com' }),
    ).rejects.toThrow();
  });

  it('refuses following or blocking yourself', async () => {
    const db = t.ctx.database.db;
    await expect(
      db.insert(follows).values({ followerId: 'ana', followeeId: 'ana' }),
    ).rejects.toThrow();
    await expect(
      db.insert(blocks).values({ blockerId: 'ana', blockedId: 'ana' }),
    ).rejects.toThrow();
  });

  it('refuses negative post metrics and malformed invite codes', async () => {
    const db = t.ctx.database.db;
    await expect(
      db.insert(posts).values({ id: 'p-neg', authorId: 'ana', authorName: 'ana', echoes: -1 }),
    ).rejects.toThrow();
    await expect(
      db.insert(inviteCodes).values({ code: 'SHORT', ownerId: 'ana', expiresAt: new Date() }),
    ).rejects.toThrow();
  });

  it('removes everything a member owns when the member is deleted', async () => {
    const db = t.ctx.database.db;
    await db.insert(posts).values({ id: 'p1', authorId: 'ben', authorName: 'ben', content: 'hi' });
    await db
      .insert(comments)
      .values({ id: 'c1', postId: 'p1', authorId: 'ana', authorName: 'ana', text: 'yo' });
    await db.insert(saves).values({ userId: 'ana', postId: 'p1' });
    await db.insert(follows).values({ followerId: 'ana', followeeId: 'ben' });
    await db.delete(users).where(eq(users.id, 'ana'));
    const counts = await Promise.all([
      db.$count(comments, eq(comments.authorId, 'ana')),
      db.$count(saves, eq(saves.userId, 'ana')),
      db.$count(follows, eq(follows.followerId, 'ana')),
    ]);
    expect(counts).toEqual([0, 0, 0]);
    expect(await db.select().from(posts).where(eq(posts.id, 'p1'))).toHaveLength(1);
  });
});
