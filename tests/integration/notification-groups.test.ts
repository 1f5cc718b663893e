import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/notifications.ts';
import { users } from '../../src/db/schema/users.ts';
import { groupKeyOf, withGroupKey } from '../../src/domain/notifications/grouping.ts';
import { groupKeySql } from '../../src/server/modules/notifications/notifications.repository.ts';
import { newId } from '../../src/server/lib/ids.ts';
import { INBOX_API, MUTE_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import type { NotificationsResponse } from '../../src/shared/api/inbox.ts';
import { NOTIFICATIONS_DEFAULT } from '../../src/shared/constants.ts';
import { createPost } from '../factories/posts.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Grouped notifications (issue 28): "Elif and 3 others echoed your post". Same kind, same target
// (the post, or the member for follows), same UTC day, from members: one group, newest group
// first, with up to three faces; marking read marks the group; blocks and mutes hide an actor
// inside a group; paging over groups never splits or repeats a group, also while new ones arrive.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const DAY = 86_400_000;
// The app's clock runs from noon UTC, so a run near midnight never straddles two days.
const started = Date.now();
const noon = Math.floor(started / DAY) * DAY + DAY / 2;
const clock = () => new Date(noon + (Date.now() - started));

describe('grouped notifications', () => {
  let t: TestApp;
  let author: SignedUpMember;
  const fans: SignedUpMember[] = [];

  const call = (method: Method, url: string, who: SignedUpMember | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? authedHeaders(who.cookie) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (who: SignedUpMember, cursor?: string | null) => {
    const url = cursor
      ? `${INBOX_API.notifications}?cursor=${encodeURIComponent(cursor)}`
      : INBOX_API.notifications;
    const res = await call('GET', url, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationsResponse;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const code = await founderCode(t.ctx);
    author = await signUpMember(t.app, code, { firstName: 'Ada' });
    for (const firstName of ['Elif', 'Can', 'Deniz', 'Ece'])
      fans.push(await signUpMember(t.app, code, { firstName }));
  });
  afterAll(() => t.close());

  it('groups echoes of one post and follows of the member, newest group first, with faces', async () => {
    const post = await createPost(t.app, author.cookie, { content: 'Morning light' });
    const other = await createPost(t.app, author.cookie, { content: 'Evening rain' });
    for (const fan of fans) await call('PUT', SOCIAL_API.postEcho(post.id), fan);
    await call('PUT', SOCIAL_API.postEcho(other.id), fans[0]!);
    await call('PUT', SOCIAL_API.follow(author.user.id), fans[1]!);
    await call('PUT', SOCIAL_API.follow(author.user.id), fans[2]!);
    // An un-echo and re-echo is the same member twice: counted once.
    await call('DELETE', SOCIAL_API.postEcho(post.id), fans[3]!);
    await call('PUT', SOCIAL_API.postEcho(post.id), fans[3]!);

    const body = await list(author);
    expect(body.notifications.map((n) => [n.kind, n.link, n.actorCount])).toEqual([
      ['echo', `/post/${post.id}`, 4],
      ['follow', `/u/${fans[2]!.user.id}`, 2],
      ['echo', `/post/${other.id}`, 1],
    ]);
    const [echoes, follows] = body.notifications;
    // The newest three distinct members, newest first.
    expect(echoes!.actors.map((a) => a.id)).toEqual(
      [fans[3], fans[2], fans[1]].map((fan) => fan!.user.id),
    );
    expect(echoes!.actors[0]).toMatchObject({ displayName: expect.stringContaining('Ece') });
    expect(follows!.actors.map((a) => a.id)).toEqual([fans[2]!.user.id, fans[1]!.user.id]);
    // The unread count counts groups, as the list shows them.
    expect(body.unreadCount).toBe(3);
    expect((await call('GET', INBOX_API.unread, author)).json().unreadNotifications).toBe(3);

    // Marking the group read marks all of its rows (5: four members, one of them twice).
    const marked = await call('POST', INBOX_API.notificationRead(echoes!.id), author);
    expect(marked.json().marked).toBe(5);
    const after = await list(author);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.map((n) => n.read)).toEqual([true, false, false]);
    const echoRows = await t.ctx.database.db
      .select({ read: notifications.read, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, author.user.id));
    expect(echoRows.filter((row) => row.link === `/post/${post.id}`).every((row) => row.read)).toBe(
      true,
    );
    // Nobody else marks it: the other member's call marks nothing.
    const followGroup = after.notifications[1]!;
    expect(
      (await call('POST', INBOX_API.notificationRead(followGroup.id), fans[0]!)).json(),
    ).toEqual({ marked: 0 });
    expect((await list(author)).unreadCount).toBe(2);
  });

  it('hides a blocked or muted member inside a group; a group of only hidden members disappears', async () => {
    const post = await createPost(t.app, author.cookie, { content: 'Hidden faces' });
    for (const fan of fans.slice(0, 3)) await call('PUT', SOCIAL_API.postSave(post.id), fan);
    const saves = async () =>
      (await list(author)).notifications.filter((n) => n.link === `/post/${post.id}`);
    expect((await saves()).map((n) => n.actorCount)).toEqual([3]);

    await call('PUT', SOCIAL_API.block(fans[2]!.user.id), author);
    const [blocked] = await saves();
    expect(blocked!.actorCount).toBe(2);
    expect(blocked!.actors.map((a) => a.id)).toEqual([fans[1]!.user.id, fans[0]!.user.id]);
    expect(blocked!.body).not.toContain('Deniz');

    await call('PUT', MUTE_API.mute(fans[1]!.user.id), author);
    await call('PUT', MUTE_API.mute(fans[0]!.user.id), author);
    expect(await saves()).toEqual([]);
  });

  it('pages by group: 50 groups, then the rest, never splitting or repeating one while new rows arrive', async () => {
    const reader = await signUpMember(t.app, await founderCode(t.ctx), { firstName: 'Reader' });
    const actorIds = Array.from({ length: 3 }, () => newId());
    await t.ctx.database.db.insert(users).values(
      actorIds.map((id, i) => {
        const name = `grouper${i}${id
          .slice(0, 6)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, 'x')}`;
        return {
          id,
          name,
          email: `${name}@example.test`,
          firstName: 'Grouper',
          lastName: String(i),
          username: name,
          usernameLower: name,
          handle: name,
          displayName: `Grouper ${i}`,
        };
      }),
    );
    // 60 groups of three rows (three members echo each of 60 posts), interleaved in time so
    // that a page of 50 rows would cut groups apart: group g's rows at g, g+60 and g+120 s.
    const GROUPS = 60;
    const base = Math.floor(clock().getTime() / DAY) * DAY + 60_000;
    const link = (g: number) => `/post/grouped-${g}`;
    const row = (g: number, actor: number, at: number, actorId = actorIds[actor]!) =>
      withGroupKey({
        id: newId(),
        userId: reader.user.id,
        kind: 'echo',
        title: 'New echo',
        body: `Grouper ${actor} echoed your post.`,
        link: link(g),
        actorId,
        createdAt: new Date(at),
      });
    const rows = Array.from({ length: GROUPS * 3 }, (_, i) =>
      row(i % GROUPS, Math.floor(i / GROUPS), base + i * 1000),
    );
    await t.ctx.database.db.insert(notifications).values(rows);

    // The SQL key (the seed's) and the domain's key (every insert's) agree on every row.
    const keyed = await t.ctx.database.db
      .select({
        id: notifications.id,
        key: sql<string>`${groupKeySql()}`,
        stored: notifications.groupKey,
      })
      .from(notifications)
      .where(eq(notifications.userId, reader.user.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const { id, key, stored } of keyed) {
      expect(key).toBe(groupKeyOf(byId.get(id)!));
      expect(stored).toBe(key);
    }

    const first = await list(reader);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_DEFAULT);
    expect(first.notifications.map((n) => n.link)).toEqual(
      Array.from({ length: 50 }, (_, i) => link(GROUPS - 1 - i)),
    );
    expect(first.notifications.every((n) => n.actorCount === 3 && n.actors.length === 3)).toBe(
      true,
    );
    expect(first.nextCursor).not.toBeNull();

    // Between the pages: a row joins a group already shown (group 59), a row joins a group not
    // yet shown (group 3: it rises above the cursor), and a new group starts.
    const later = base + GROUPS * 3 * 1000;
    const fourth = newId();
    await t.ctx.database.db.insert(users).values({
      id: fourth,
      name: 'grouperfour',
      email: 'grouperfour@example.test',
      firstName: 'Grouper',
      lastName: 'Four',
      username: 'grouperfour',
      usernameLower: 'grouperfour',
      handle: 'grouperfour',
      displayName: 'Grouper 4',
    });
    await t.ctx.database.db
      .insert(notifications)
      .values([
        row(59, 0, later, fourth),
        row(3, 0, later + 1000, fourth),
        row(GROUPS, 1, later + 2000),
      ]);

    const second = await list(reader, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    expect(second.notifications.map((n) => n.link)).toEqual([9, 8, 7, 6, 5, 4, 2, 1, 0].map(link));
    const shown = [...first.notifications, ...second.notifications].map((n) => n.link);
    expect(new Set(shown).size).toBe(shown.length);

    // Read again from the top: the new group and the two grown groups lead, each once.
    const fresh = await list(reader);
    expect(fresh.notifications.slice(0, 3).map((n) => [n.link, n.actorCount])).toEqual([
      [link(GROUPS), 1],
      [link(3), 4],
      [link(59), 4],
    ]);
    const again = await list(reader, fresh.nextCursor);
    const all = [...fresh.notifications, ...again.notifications].map((n) => n.link);
    expect(all).toHaveLength(GROUPS + 1);
    expect(new Set(all).size).toBe(GROUPS + 1);
  });

  it('keeps a lone notification and another day apart', async () => {
    const reader = await signUpMember(t.app, await founderCode(t.ctx), { firstName: 'Days' });
    const today = clock().getTime();
    const base = {
      userId: reader.user.id,
      kind: 'echo',
      title: 'New echo',
      body: 'echoed',
      link: '/post/days',
      actorId: fans[0]!.user.id,
    };
    await t.ctx.database.db.insert(notifications).values(
      [
        { ...base, id: newId(), createdAt: new Date(today - DAY) },
        { ...base, id: newId(), createdAt: new Date(today - 1000), actorId: fans[1]!.user.id },
        { ...base, id: newId(), createdAt: new Date(today) },
        // From the Lorien team (no actor): never grouped.
        { ...base, id: newId(), actorId: null, kind: 'moderation', createdAt: new Date(today + 1) },
        { ...base, id: newId(), actorId: null, kind: 'moderation', createdAt: new Date(today + 2) },
      ].map(withGroupKey),
    );
    const body = await list(reader);
    expect(body.notifications.map((n) => [n.kind, n.actorCount])).toEqual([
      ['moderation', 0],
      ['moderation', 0],
      ['echo', 2],
      ['echo', 1],
    ]);
  });

  it('back-fills every earlier row with the key its insert writes (migration 0025)', async () => {
    const stored = () =>
      t.ctx.database.db
        .select({ id: notifications.id, key: notifications.groupKey })
        .from(notifications)
        .orderBy(notifications.id);
    const before = await stored();
    // Rows of every kind this file wrote: echoes, saves and follows through the API, and
    // team notices and other days inserted directly.
    expect(before.length).toBeGreaterThan(200);
    const backfill = readFileSync(
      new URL('../../src/db/migrations/0025_notification_group_key.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE "notifications" SET "group_key"'));
    if (!backfill) throw new Error('the migration no longer back-fills group keys');
    await t.ctx.database.db.update(notifications).set({ groupKey: 'unset' });
    await t.ctx.database.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
  });
});
