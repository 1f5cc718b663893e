import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  comments,
  contentSafety,
  echoes,
  feedback,
  follows,
  notifications,
  posts,
  reports,
  sessions,
  uploads,
  users,
  accounts,
  contactMessages,
} from '../../src/db/schema/index.ts';
import { reachMultiplier } from '../../src/domain/ranking/safety.ts';
import { adminUsersResponse, moderationQueueResponse } from '../../src/shared/api/admin.ts';
import { ACCOUNT_API, ADMIN_API, REPORTS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, uploadImage } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';
import { ADMIN_ENV, ADMIN_HEADERS as ADMIN } from '../support/admin.ts';

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres differ). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

describe('admin: members, bans, deletion and the moderation queue', () => {
  let t: TestApp;
  let code: string;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  let cem: SignedUpMember;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...ADMIN, ...SPA_WRITE_HEADERS },
      ...(body ? { payload: body } : {}),
    });
  const report = (who: SignedUpMember, body: object) =>
    t.app.inject({
      method: 'POST',
      url: REPORTS_API.reports,
      headers: authedHeaders(who.cookie),
      payload: body,
    });
  const queue = async () =>
    moderationQueueResponse.parse((await inject('GET', ADMIN_API.moderation)).json()).items;
  const act = (targetType: string, targetId: string, action: string, reason = 'Breaks the rules') =>
    inject('POST', ADMIN_API.moderationActions, { targetType, targetId, action, reason });

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, { firstName: 'Ada' });
    ben = await signUpMember(t.app, code, { firstName: 'Ben' });
    cem = await signUpMember(t.app, code, { firstName: 'Cem' });
  });
  afterAll(() => t.close());

  it('lists members with the spec’s fields and status', async () => {
    const res = await inject('GET', `${ADMIN_API.users}?limit=250`);
    expect(res.statusCode).toBe(200);
    const { users: list } = adminUsersResponse.strict().parse(res.json());
    expect(list.map((u) => u.id)).toEqual([cem.user.id, ben.user.id, ada.user.id]);
    expect(list[2]).toMatchObject({
      id: ada.user.id,
      firstName: 'Ada',
      email: ada.input.email,
      isBanned: false,
      isActive: true,
      status: 'Active',
    });
    expect((await inject('GET', `${ADMIN_API.users}?limit=251`)).statusCode).toBe(400);
  });

  describe('reports', () => {
    let adaPost: string;
    let adaComment: string;

    beforeAll(async () => {
      // Not 'A post people may dislike': since the 2026-11-28 retrain the model scores that short
      // text as toxic (docs/analysis.md, "Known limits"), and this post must be reported only.
      adaPost = (
        await createPost(t.app, ada.cookie, { content: 'A post some readers may not enjoy' })
      ).id;
      const res = await t.app.inject({
        method: 'POST',
        url: SOCIAL_API.postComments(adaPost),
        headers: authedHeaders(ada.cookie),
        payload: { text: 'My own comment' },
      });
      adaComment = res.json().comment.id;
    });

    it('takes one report per member and object, never on your own content', async () => {
      const first = await report(ben, {
        targetType: 'post',
        targetId: adaPost,
        reason: 'harassment',
        note: '  mean to me  ',
      });
      expect(first.statusCode).toBe(201);
      const again = await report(ben, { targetType: 'post', targetId: adaPost, reason: 'spam' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.reportDuplicate);
      const own = await report(ada, { targetType: 'post', targetId: adaPost, reason: 'spam' });
      expect(own.statusCode).toBe(403);
      expect(own.json().error.message).toBe(MESSAGES.reportOwnContent);
      const ownComment = await report(ada, {
        targetType: 'comment',
        targetId: adaComment,
        reason: 'spam',
      });
      expect(ownComment.statusCode).toBe(403);
      const missing = await report(ben, { targetType: 'post', targetId: 'nope', reason: 'spam' });
      expect(missing.statusCode).toBe(404);
      const badReason = await report(ben, {
        targetType: 'post',
        targetId: adaPost,
        reason: 'boring',
      });
      expect(badReason.statusCode).toBe(400);
      const rows = await t.ctx.database.db.select().from(reports);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ note: 'mean to me', reason: 'harassment', status: 'open' });
    });

    it('follows blocks: blocked by the author, you cannot; after blocking them, you can', async () => {
      // Ada blocks Cem: Cem cannot see Ada's things, so cannot report them.
      await t.app.inject({
        method: 'PUT',
        url: SOCIAL_API.block(cem.user.id),
        headers: authedHeaders(ada.cookie),
      });
      const blocked = await report(cem, {
        targetType: 'comment',
        targetId: adaComment,
        reason: 'spam',
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error.message).toBe(MESSAGES.postHiddenBlockedYou);
      // Ada, who blocked Cem, can still report Cem's profile.
      const blockAndReport = await report(ada, {
        targetType: 'profile',
        targetId: cem.user.id,
        reason: 'harassment',
      });
      expect(blockAndReport.statusCode).toBe(201);
      await t.app.inject({
        method: 'DELETE',
        url: SOCIAL_API.block(cem.user.id),
        headers: authedHeaders(ada.cookie),
      });
    });

    it('hides what the reporter asked to hide, at once and only for them', async () => {
      const other = await createPost(t.app, ada.cookie, { content: 'Hide me from Cem' });
      const res = await report(cem, {
        targetType: 'post',
        targetId: other.id,
        reason: 'spam',
        hide: true,
      });
      expect(res.json()).toMatchObject({ hidden: true });
      const cemTimeline = await t.app.inject({
        method: 'GET',
        url: SOCIAL_API.posts,
        headers: authedHeaders(cem.cookie),
      });
      const benTimeline = await t.app.inject({
        method: 'GET',
        url: SOCIAL_API.posts,
        headers: authedHeaders(ben.cookie),
      });
      const ids = (r: typeof cemTimeline) => r.json().posts.map((p: { id: string }) => p.id);
      expect(ids(cemTimeline)).not.toContain(other.id);
      expect(ids(benTimeline)).toContain(other.id);
      await act('post', other.id, 'dismiss', 'Not a problem');
    });

    it('reports a comment: hidden for the reporter, removed by the administrator', async () => {
      const hidden = await report(ben, {
        targetType: 'comment',
        targetId: adaComment,
        reason: 'harassment',
        hide: true,
      });
      expect(hidden.statusCode).toBe(201);
      const listFor = async (who: SignedUpMember) =>
        (
          await t.app.inject({
            method: 'GET',
            url: SOCIAL_API.postComments(adaPost),
            headers: authedHeaders(who.cookie),
          })
        )
          .json()
          .comments.map((c: { id: string }) => c.id);
      expect(await listFor(ben)).not.toContain(adaComment);
      expect(await listFor(ada)).toContain(adaComment);
      const item = (await queue()).find((i) => i.targetId === adaComment);
      expect(item).toMatchObject({
        targetType: 'comment',
        postId: adaPost,
        preview: 'My own comment',
      });
      expect((await act('comment', adaComment, 'remove', 'Insults')).json()).toEqual({
        resolved: 1,
      });
      expect(await listFor(ada)).not.toContain(adaComment);
      const [post] = await t.ctx.database.db.select().from(posts).where(eq(posts.id, adaPost));
      expect(post?.responses).toBe(0);
    });

    it('queues reported objects and throttled posts with scores, reach and reasons', async () => {
      const risky = await createPost(t.app, cem.cookie, { content: 'Something unpleasant' });
      await t.ctx.database.db
        .insert(contentSafety)
        .values({ id: risky.id, toxicity: 1, hatespeech: 1, disinfo: 0 })
        .onConflictDoUpdate({
          target: contentSafety.id,
          set: { toxicity: 1, hatespeech: 1, disinfo: 0 },
        });
      const items = await queue();
      const reported = items.find((i) => i.targetId === adaPost);
      expect(reported).toMatchObject({
        sources: ['reports'],
        targetType: 'post',
        author: { id: ada.user.id },
        preview: 'A post some readers may not enjoy',
        reportCount: 1,
        reasons: [{ reason: 'harassment', count: 1 }],
        notes: ['mean to me'],
      });
      const profile = items.find((i) => i.targetId === cem.user.id);
      expect(profile).toMatchObject({ targetType: 'profile', reportCount: 1 });
      const throttled = items.find((i) => i.targetId === risky.id);
      // risk = 0.45 + 0.35 = 0.8
      expect(throttled?.sources).toEqual(['safety']);
      expect(throttled?.safety?.risk).toBeCloseTo(0.8, 6);
      expect(throttled?.safety?.reach).toBeCloseTo(reachMultiplier(0.8), 6);
      expect(throttled?.safety?.reach).toBeLessThanOrEqual(0.7);
      // A dismissed throttled post leaves the queue (its throttling stays).
      expect((await act('post', risky.id, 'dismiss', 'Satire')).statusCode).toBe(200);
      expect((await queue()).some((i) => i.targetId === risky.id)).toBe(false);
    });

    it('removes reported content, tells the author why and writes the audit log', async () => {
      const res = await act('post', adaPost, 'remove', 'Harassment of another member');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ resolved: 1 });
      const db = t.ctx.database.db;
      expect(await db.select().from(posts).where(eq(posts.id, adaPost))).toHaveLength(0);
      expect((await queue()).some((i) => i.targetId === adaPost)).toBe(false);
      const notices = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ada.user.id), eq(notifications.kind, 'moderation')));
      expect(notices.map((n) => n.body)).toContain(
        'The Lorien team removed your post. Reason: Harassment of another member',
      );
      const [audit] = await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'moderation.remove'), eq(auditLogs.targetId, adaPost)));
      expect(audit).toMatchObject({ actorKind: 'admin', targetType: 'post' });
      expect(audit?.meta).toMatchObject({
        admin: 'warden',
        reason: 'Harassment of another member',
        ownerId: ada.user.id,
      });
    });

    it('dismisses a report: it leaves the queue, the content stays', async () => {
      const res = await act('profile', cem.user.id, 'dismiss', 'Looks fine');
      expect(res.json()).toEqual({ resolved: 1 });
      const [row] = await t.ctx.database.db
        .select()
        .from(reports)
        .where(eq(reports.targetId, cem.user.id));
      expect(row?.status).toBe('dismissed');
      expect((await queue()).some((i) => i.targetId === cem.user.id)).toBe(false);
    });

    it('bans the author from the queue', async () => {
      const post = await createPost(t.app, cem.cookie, { content: 'Another bad one' });
      await report(ben, { targetType: 'post', targetId: post.id, reason: 'hate' });
      const res = await act('post', post.id, 'ban', 'Repeated hate speech');
      expect(res.json()).toEqual({ resolved: 1 });
      const [cemRow] = await t.ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, cem.user.id));
      expect(cemRow).toMatchObject({ isBanned: true, isActive: false });
      const me = await t.app.inject({
        method: 'GET',
        url: ACCOUNT_API.me,
        headers: authedHeaders(cem.cookie),
      });
      expect(me.json().user ?? null).toBeNull();
      await inject('POST', ADMIN_API.userBan(cem.user.id), { ban: false });
    });
  });

  it('bans a member: their next request is signed out and sign-in is refused; unban restores', async () => {
    const ban = await inject('POST', ADMIN_API.userBan(ben.user.id), { ban: true });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().user).toMatchObject({ isBanned: true, status: 'Banned' });
    const write = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.posts,
      headers: authedHeaders(ben.cookie),
      payload: { content: 'still here?' },
    });
    expect(write.statusCode).toBe(401);
    const db = t.ctx.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, ben.user.id))).toHaveLength(
      0,
    );
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.signin,
        headers: SPA_WRITE_HEADERS,
        payload: { email: ben.input.email, password: ben.input.password },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.accountDisabled);

    const unban = await inject('POST', ADMIN_API.userBan(ben.user.id), { ban: false });
    expect(unban.json().user).toMatchObject({ isBanned: false, isActive: true, status: 'Active' });
    expect((await signIn()).statusCode).toBe(200);
    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, ben.user.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['admin.member.banned', 'admin.member.unbanned']),
    );
    expect((await inject('POST', ADMIN_API.userBan('nobody'), { ban: true })).statusCode).toBe(404);
  });

  it('deletes a member and every row of theirs (204, no body)', async () => {
    const gone = await signUpMember(t.app, code, { firstName: 'Gone' });
    const db = t.ctx.database.db;
    const image = await uploadImage(t.app, gone.cookie);
    const own = await createPost(t.app, gone.cookie, { content: 'bye', mediaPath: image.path });
    const adaPost = await createPost(t.app, ada.cookie, { content: 'for echoes' });
    await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.postEcho(adaPost.id),
      headers: authedHeaders(gone.cookie),
    });
    await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.follow(ada.user.id),
      headers: authedHeaders(gone.cookie),
    });
    await report(gone, { targetType: 'post', targetId: adaPost.id, reason: 'spam' });
    await db.insert(feedback).values({ id: 'fb1', userId: gone.user.id, message: 'hi' });

    const res = await inject('DELETE', ADMIN_API.user(gone.user.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const id = gone.user.id;
    const count = async (table: PgTable, where: SQL | undefined) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(where)
      )[0]?.n;
    expect(await count(users, eq(users.id, id))).toBe(0);
    expect(await count(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await count(accounts, eq(accounts.userId, id))).toBe(0);
    expect(await count(posts, or(eq(posts.authorId, id), eq(posts.id, own.id)))).toBe(0);
    expect(await count(echoes, eq(echoes.userId, id))).toBe(0);
    expect(await count(follows, eq(follows.followerId, id))).toBe(0);
    expect(await count(reports, eq(reports.reporterId, id))).toBe(0);
    expect(await count(uploads, eq(uploads.ownerId, id))).toBe(0);
    expect(await count(comments, eq(comments.authorId, id))).toBe(0);
    expect(await count(feedback, eq(feedback.userId, id))).toBe(0);
    // Every text column of every table, not only the ones we thought of: the id is nowhere but
    // in the administrator's own audit row (which names the deleted id on purpose).
    const columns = await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')`);
    const rows = rowsOf<{ table_name: string; column_name: string }>(columns);
    const leftovers: string[] = [];
    for (const { table_name: table, column_name: column } of rows) {
      const found = await db.execute(
        sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id} limit 1`,
      );
      const hits = rowsOf(found).length;
      if (hits > 0) leftovers.push(`${table}.${column}`);
    }
    expect(leftovers).toEqual(['audit_logs.target_id']);
    const [echoed] = await db.select().from(posts).where(eq(posts.id, adaPost.id));
    expect(echoed?.echoes).toBe(0);
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'admin.member.deleted'));
    expect(audit).toMatchObject({ actorKind: 'admin', targetId: id, meta: { admin: 'warden' } });
    expect((await inject('DELETE', ADMIN_API.user(id))).statusCode).toBe(404);
  });

  it('lists contact messages and feedback newest first and marks them handled', async () => {
    const db = t.ctx.database.db;
    await db.insert(contactMessages).values([
      {
        id: 'c1',
        name: 'Old',
        email: 'o@example.com',
        subject: 'general',
        message: 'first',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        id: 'c2',
        name: 'New',
        email: 'n@example.com',
        subject: 'press',
        message: 'second',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    await db.insert(feedback).values({ id: 'fb2', userId: ada.user.id, message: 'Love it' });
    const done = await inject('PUT', ADMIN_API.contactHandled('c1'), { handled: true });
    expect(done.statusCode).toBe(204);
    await inject('PUT', ADMIN_API.feedbackHandled('fb2'), { handled: true });
    const inbox = (await inject('GET', ADMIN_API.inbox)).json();
    expect(inbox.contactMessages.map((m: { id: string }) => m.id)).toEqual(['c2', 'c1']);
    expect(inbox.contactMessages[1].handledAt).not.toBeNull();
    expect(inbox.feedback[0]).toMatchObject({ id: 'fb2', authorName: ada.user.displayName });
    expect(inbox.feedback[0].handledAt).not.toBeNull();
    expect(
      (await inject('PUT', ADMIN_API.contactHandled('zz'), { handled: true })).statusCode,
    ).toBe(404);
  });

  it('shows the founder invite code and refreshes it (the old one stops working)', async () => {
    const first = (await inject('GET', ADMIN_API.founderInvite)).json();
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await inject('GET', ADMIN_API.founderInvite)).json().code).toBe(first.code);
    const next = (await inject('POST', ADMIN_API.founderInviteRefresh)).json();
    expect(next.code).not.toBe(first.code);
    const stale = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signup,
      headers: SPA_WRITE_HEADERS,
      payload: { inviteCode: first.code },
    });
    expect(stale.statusCode).toBe(400);
  });
});
