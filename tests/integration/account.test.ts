import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  comments,
  directMessages,
  echoes,
  events,
  feedback,
  follows,
  posts,
  saves,
  stats,
  uploads,
} from '../../src/db/schema/index.ts';
import { uploadsDirFor } from '../../src/server/lib/storage.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

/** Every column that can point at a member, to prove a deletion left nothing behind. */
const MEMBER_COLUMNS: ReadonlyArray<[string, string]> = [
  ['users', 'id'],
  ['users', 'referrer_uid'],
  ['sessions', 'user_id'],
  ['accounts', 'user_id'],
  ['invite_codes', 'owner_id'],
  ['posts', 'author_id'],
  ['comments', 'author_id'],
  ['direct_messages', 'owner_id'],
  ['direct_messages', 'peer_id'],
  ['direct_messages', 'from_id'],
  ['direct_messages', 'to_id'],
  ['notifications', 'user_id'],
  ['saves', 'user_id'],
  ['echoes', 'user_id'],
  ['blocks', 'blocker_id'],
  ['blocks', 'blocked_id'],
  ['follows', 'follower_id'],
  ['follows', 'followee_id'],
  ['content_index', 'creator_id'],
  ['events', 'user_id'],
  ['emotion_state', 'user_id'],
  ['circadian_profile', 'user_id'],
  ['consents', 'user_id'],
  ['feedback', 'user_id'],
  ['uploads', 'owner_id'],
  ['audit_logs', 'actor_id'],
  ['audit_logs', 'target_id'],
];

describe('account export and deletion', () => {
  let t: TestApp;
  let offsetMs = 0;
  let friend: SignedUpMember;

  const token = async (cookie: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: authedHeaders(cookie),
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const exportWith = (bearer: string | null) =>
    t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountExport,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : SPA_WRITE_HEADERS,
    });
  const deleteWith = (bearer: string, body?: object) =>
    t.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.accountDelete,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: body } : {}),
    });

  /** Gives a member one of everything, touching another member's data too. */
  async function populate(member: SignedUpMember) {
    const db = t.ctx.database.db;
    const me = member.user.id;
    const them = friend.user.id;
    await db
      .insert(posts)
      .values([{ id: `${me}-p`, authorId: me, authorName: 'me', content: 'mine' }]);
    await db
      .update(posts)
      .set({ echoes: 1, saves: 1, responses: 1 })
      .where(eq(posts.id, `${them}-p`));
    await db.insert(echoes).values({ userId: me, postId: `${them}-p` });
    await db.insert(saves).values({ userId: me, postId: `${them}-p` });
    await db
      .insert(comments)
      .values({ id: `${me}-c`, postId: `${them}-p`, authorId: me, authorName: 'me', text: 'hi' });
    await db.insert(follows).values([
      { followerId: me, followeeId: them },
      { followerId: them, followeeId: me },
    ]);
    await db.insert(blocks).values({ blockerId: them, blockedId: me });
    await db.insert(directMessages).values([
      {
        id: `${me}-m1`,
        ownerId: me,
        peerId: them,
        fromId: me,
        toId: them,
        direction: 'outgoing',
        text: 'hello',
        mirrorId: `${me}-m2`,
      },
      {
        id: `${me}-m2`,
        ownerId: them,
        peerId: me,
        fromId: me,
        toId: them,
        direction: 'incoming',
        text: 'hello',
        mirrorId: `${me}-m1`,
      },
    ]);
    await db
      .insert(events)
      .values({ id: `${me}-e`, userId: me, type: 'view', contentId: `${them}-p` });
    await db.insert(feedback).values({ id: `${me}-f`, userId: me, message: 'nice' });
    const dir = path.join(uploadsDirFor(t.ctx.config.dataDir), 'posts', me);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '1_photo.webp'), 'image');
    await db.insert(uploads).values({
      id: `${me}-u`,
      ownerId: me,
      folder: 'posts',
      path: `posts/${me}/1_photo.webp`,
      contentType: 'image/webp',
      sizeBytes: 5,
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
    friend = await signUpMember(t.app, await founderCode(t.ctx));
    await t.ctx.database.db
      .insert(posts)
      .values({ id: `${friend.user.id}-p`, authorId: friend.user.id, authorName: 'friend' });
  });
  afterAll(() => t.close());

  it('needs a session for a token and a valid bearer token for the account API', async () => {
    const noSession = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: SPA_WRITE_HEADERS,
    });
    expect(noSession.statusCode).toBe(401);
    const noBearer = await exportWith(null);
    expect(noBearer.statusCode).toBe(401);
    expect(noBearer.json().error.message).toBe(MESSAGES.exportFailed);
    const forged = await exportWith('v1.eyJzdWIiOiJ4In0.bad');
    expect(forged.statusCode).toBe(401);
  });

  it('exports everything the member owns, without secrets', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    await populate(member);
    const res = await exportWith(await token(member.cookie));
    expect(res.statusCode).toBe(200);
    const archive = res.json();
    expect(archive).toMatchObject({ format: 'lorien-export', version: 1 });
    expect(archive.profile.id).toBe(member.user.id);
    expect(archive.posts).toHaveLength(1);
    expect(archive.comments).toHaveLength(1);
    expect(archive.echoes).toHaveLength(1);
    expect(archive.saves).toHaveLength(1);
    expect(archive.follows.following).toHaveLength(1);
    expect(archive.follows.followers).toHaveLength(1);
    expect(archive.messages).toHaveLength(1);
    expect(archive.events).toHaveLength(1);
    expect(archive.feedback).toHaveLength(1);
    expect(archive.uploads).toHaveLength(1);
    expect(archive.consents).toMatchObject({ emotionTracking: true, ads: true });
    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining([
        'notifications',
        'emotionState',
        'circadianProfile',
        'invites',
        'blocks',
        'sessions',
      ]),
    );
    expect(res.body).not.toMatch(/scrypt\$/);
    expect(res.body).not.toContain('"token"');
  });

  it('one member cannot export another member (the token names its owner)', async () => {
    const a = await signUpMember(t.app, await founderCode(t.ctx));
    const res = await exportWith(await token(a.cookie));
    expect(res.json().profile.id).toBe(a.user.id);
  });

  it('refuses to delete without a fresh sign-in or the password, and changes nothing', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    offsetMs = 301_000;
    try {
      const bearer = await token(member.cookie);
      for (const body of [undefined, { password: 'wrong password' }]) {
        const res = await deleteWith(bearer, body);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toMatchObject({
          code: 'reauth_required',
          message: MESSAGES.deleteAccountFailed,
        });
      }
      const me = await t.app.inject({
        method: 'GET',
        url: ACCOUNT_API.me,
        headers: { cookie: member.cookie },
      });
      expect(me.json().user.id).toBe(member.user.id);
    } finally {
      offsetMs = 0;
    }
  });

  it('export then delete (with the password) leaves no row owned by the member and no file', async () => {
    const db = t.ctx.database.db;
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    await populate(member);
    const [{ count: before } = { count: 0 }] = await db
      .select()
      .from(stats)
      .where(eq(stats.key, 'userCount'));
    expect((await exportWith(await token(member.cookie))).statusCode).toBe(200);

    offsetMs = 301_000;
    try {
      const res = await deleteWith(await token(member.cookie), { password: member.input.password });
      expect(res.statusCode).toBe(204);
    } finally {
      offsetMs = 0;
    }

    for (const [table, column] of MEMBER_COLUMNS) {
      const result = await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${member.user.id}`,
      );
      expect(
        (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n,
        `${table}.${column}`,
      ).toBe(0);
    }
    const file = path.join(
      uploadsDirFor(t.ctx.config.dataDir),
      'posts',
      member.user.id,
      '1_photo.webp',
    );
    expect(existsSync(file)).toBe(false);
    const [{ count: after } = { count: -1 }] = await db
      .select()
      .from(stats)
      .where(eq(stats.key, 'userCount'));
    expect(after).toBe(before - 1);
    // The friend's post no longer counts the deleted member's echo, save and comment.
    const [theirs] = await db
      .select()
      .from(posts)
      .where(eq(posts.id, `${friend.user.id}-p`));
    expect(theirs).toMatchObject({ echoes: 0, saves: 0, responses: 0 });
    const me = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.me,
      headers: { cookie: member.cookie },
    });
    expect(me.json()).toEqual({ user: null });
    const signin = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: member.input.email, password: member.input.password },
    });
    expect(signin.json().error.message).toBe(MESSAGES.userNotFound);
  });

  it('deletes without the password right after signing in (within 300 s)', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const res = await deleteWith(await token(member.cookie));
    expect(res.statusCode).toBe(204);
  });

  it('checks a password that is sent even on a fresh session', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const res = await deleteWith(await token(member.cookie), { password: 'not-it' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MESSAGES.deleteAccountFailed);
  });

  it('rejects a password of the wrong type on delete', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const res = await deleteWith(await token(member.cookie), { password: 42 });
    expect(res.statusCode).toBe(400);
  });
});
