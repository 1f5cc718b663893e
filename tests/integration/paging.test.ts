import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../src/db/schema/blocks.ts';
import { comments } from '../../src/db/schema/comments.ts';
import { directMessages } from '../../src/db/schema/direct-messages.ts';
import { follows } from '../../src/db/schema/follows.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { reports } from '../../src/db/schema/reports.ts';
import { saves } from '../../src/db/schema/saves.ts';
import { users } from '../../src/db/schema/users.ts';
import { eq } from 'drizzle-orm';
import { ACCOUNT_API, ADMIN_API, INBOX_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import {
  ADMIN_USER_LIST_LIMIT,
  COMMENTS_DEFAULT,
  DM_LIST_DEFAULT,
  NOTIFICATIONS_DEFAULT,
  PEOPLE_LIST_PAGE,
  PROFILE_POSTS_LIMIT,
} from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { newId } from '../../src/server/lib/ids.ts';
import { withGroupKey } from '../../src/domain/notifications/grouping.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { ADMIN_ENV, ADMIN_HEADERS } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Every list pages (issue 28): 120 items read as pages of 50, 50 and 20, with new items written
// between the fetches, and never a gap or a duplicate; a bad cursor or limit is a 400.

const SEEDED = 120;
const BASE = Date.parse('2026-01-01T00:00:00.000Z');
/** Three items share each millisecond, so the id breaks ties at every page boundary. */
const at = (i: number) => new Date(BASE + Math.floor(i / 3) * 1000);

type Db = TestApp['ctx']['database']['db'];

interface Body {
  nextCursor: string | null;
  [key: string]: unknown;
}

/** One list under test: how to read a page, its ids, and how to add a newer item. */
interface PagedList {
  name: string;
  /** The list's first page (the spec's size). */
  firstPage: number;
  url(cursor: string | null): string;
  headers(): Record<string, string>;
  ids(body: Body): string[];
  seeded(): string[];
  /** Writes one item newer than every seeded one (it must not show on later pages). */
  addNewer(): Promise<void>;
}

async function insertMembers(db: Db, count: number, options: { referrerUid?: string } = {}) {
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `pager${newId()
      .slice(0, 10)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    return {
      id: newId(),
      name,
      email: `${name}@example.test`,
      firstName: 'Pager',
      lastName: String(i),
      username: name,
      usernameLower: name,
      handle: name,
      displayName: `Pager ${i}`,
      referrerUid: options.referrerUid ?? null,
      createdAt: at(i),
    };
  });
  await db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

async function readAll(t: TestApp, list: PagedList) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 10; guard++) {
    const res = await t.app.inject({
      method: 'GET',
      url: list.url(cursor),
      headers: list.headers(),
    });
    expect(res.statusCode, `${list.name}: ${res.body}`).toBe(200);
    const body = res.json() as Body;
    pages.push(list.ids(body));
    cursor = body.nextCursor;
    if (!cursor) break;
    // New items between two fetches: they are newer, so no later page shows them or shifts.
    await list.addNewer();
    await list.addNewer();
  }
  return pages;
}

function expectPagedExactly(list: PagedList, pages: string[][]) {
  expect(
    pages.map((page) => page.length),
    list.name,
  ).toEqual([50, 50, 20]);
  const all = pages.flat();
  expect(new Set(all).size, `${list.name}: a duplicate`).toBe(all.length);
  expect([...all].sort(), `${list.name}: a gap or a stranger`).toEqual([...list.seeded()].sort());
}

async function expectCursorErrors(t: TestApp, list: PagedList) {
  const base = list.url(null);
  const join = base.includes('?') ? '&' : '?';
  for (const cursor of [
    '!!!',
    'bm90LWEtY3Vyc29y',
    'x'.repeat(201),
    btoa('-271821-04-20T00:00:00.000Z|abc'),
  ]) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}${join}cursor=${encodeURIComponent(cursor)}`,
      headers: list.headers(),
    });
    expect(res.statusCode, `${list.name} cursor ${cursor}`).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.invalidCursor);
  }
  for (const limit of ['0', '-1', 'abc', '2.5', '100000']) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}${join}limit=${limit}`,
      headers: list.headers(),
    });
    expect(res.statusCode, `${list.name} limit ${limit}`).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.invalidPageSize);
  }
}

describe('every list pages with a keyset cursor', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  let cem: SignedUpMember;
  let dan: SignedUpMember;
  let postId: string;
  const db = () => t.ctx.database.db;
  const as = (who: () => SignedUpMember) => () => authedHeaders(who().cookie);
  const withCursor = (url: string, cursor: string | null) =>
    cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : url;
  let counter = 0;
  const soon = () => new Date(Date.now() + 60_000 + counter++);

  const seeded = {
    comments: [] as string[],
    messages: [] as string[],
    notifications: [] as string[],
    posts: [] as string[],
    people: [] as string[],
  };

  const lists: PagedList[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, { username: 'ada_pages' });
    ben = await signUpMember(t.app, code, { username: 'ben_pages' });
    cem = await signUpMember(t.app, code, { username: 'cem_pages' });
    dan = await signUpMember(t.app, code, { username: 'dan_pages' });

    // Ben's 120 posts (profile posts), all saved by Ada (saved).
    const postRows = Array.from({ length: SEEDED }, (_, i) => ({
      id: newId(),
      authorId: ben.user.id,
      authorName: 'Ben',
      content: `post ${i}`,
      createdAt: at(i),
    }));
    await db().insert(posts).values(postRows);
    seeded.posts = postRows.map((row) => row.id);
    await db()
      .insert(saves)
      .values(
        postRows.map((row, i) => ({ userId: ada.user.id, postId: row.id, createdAt: at(i) })),
      );
    postId = postRows[0]!.id;

    // 120 comments on one post.
    const commentRows = Array.from({ length: SEEDED }, (_, i) => ({
      id: newId(),
      postId,
      authorId: i % 2 ? ben.user.id : cem.user.id,
      authorName: 'Someone',
      text: `comment ${i}`,
      createdAt: at(i),
    }));
    await db().insert(comments).values(commentRows);
    seeded.comments = commentRows.map((row) => row.id);

    // 120 messages in Ada's mailbox from Ben.
    const messageRows = Array.from({ length: SEEDED }, (_, i) => ({
      id: newId(),
      ownerId: ada.user.id,
      peerId: ben.user.id,
      fromId: ben.user.id,
      toId: ada.user.id,
      text: `message ${i}`,
      direction: 'incoming' as const,
      createdAt: at(i),
    }));
    await db().insert(directMessages).values(messageRows);
    seeded.messages = messageRows.map((row) => row.id);

    // 120 notifications for Ada.
    const noticeRows = Array.from({ length: SEEDED }, (_, i) =>
      withGroupKey({
        id: newId(),
        userId: ada.user.id,
        kind: 'follow',
        title: 'New follower',
        body: `notice ${i}`,
        link: null,
        actorId: null,
        createdAt: at(i),
      }),
    );
    await db().insert(notifications).values(noticeRows);
    seeded.notifications = noticeRows.map((row) => row.id);

    // 120 members invited by Dan, who all follow Ben and whom Cem follows.
    seeded.people = await insertMembers(db(), SEEDED, { referrerUid: dan.user.id });
    await db()
      .insert(follows)
      .values(
        seeded.people.flatMap((id, i) => [
          { followerId: id, followeeId: ben.user.id, createdAt: at(i) },
          { followerId: cem.user.id, followeeId: id, createdAt: at(i) },
        ]),
      );

    const newMember = async () => (await insertMembers(db(), 1))[0]!;
    lists.push(
      {
        name: 'comments',
        firstPage: COMMENTS_DEFAULT,
        url: (c) => withCursor(SOCIAL_API.postComments(postId), c),
        headers: as(() => ada),
        ids: (b) => (b.comments as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.comments,
        addNewer: async () => {
          await db().insert(comments).values({
            id: newId(),
            postId,
            authorId: ben.user.id,
            authorName: 'Ben',
            text: 'late',
            createdAt: soon(),
          });
        },
      },
      {
        name: 'messages',
        firstPage: DM_LIST_DEFAULT,
        url: (c) => withCursor(INBOX_API.thread(ben.user.id), c),
        headers: as(() => ada),
        ids: (b) => (b.messages as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.messages,
        addNewer: async () => {
          await db().insert(directMessages).values({
            id: newId(),
            ownerId: ada.user.id,
            peerId: ben.user.id,
            fromId: ben.user.id,
            toId: ada.user.id,
            text: 'late',
            direction: 'incoming',
            createdAt: soon(),
          });
        },
      },
      {
        name: 'notifications',
        firstPage: NOTIFICATIONS_DEFAULT,
        url: (c) => withCursor(INBOX_API.notifications, c),
        headers: as(() => ada),
        ids: (b) => (b.notifications as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.notifications,
        addNewer: async () => {
          await db()
            .insert(notifications)
            .values(
              withGroupKey({
                id: newId(),
                userId: ada.user.id,
                kind: 'follow',
                title: 'New follower',
                body: 'late',
                link: null,
                actorId: null,
                createdAt: soon(),
              }),
            );
        },
      },
      {
        name: 'profile posts',
        firstPage: PROFILE_POSTS_LIMIT,
        url: (c) => withCursor(SOCIAL_API.profilePosts(ben.user.id), c),
        headers: as(() => ada),
        ids: (b) => (b.posts as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.posts,
        addNewer: async () => {
          await db()
            .insert(posts)
            .values({ id: newId(), authorId: ben.user.id, authorName: 'Ben', createdAt: soon() });
        },
      },
      {
        name: 'saved',
        firstPage: PROFILE_POSTS_LIMIT,
        url: (c) => withCursor(SOCIAL_API.profileSaved(ada.user.id), c),
        headers: as(() => ada),
        ids: (b) => (b.posts as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.posts,
        addNewer: async () => {
          const id = newId();
          await db().insert(posts).values({ id, authorId: ben.user.id, authorName: 'Ben' });
          await db().insert(saves).values({ userId: ada.user.id, postId: id, createdAt: soon() });
        },
      },
      {
        name: 'followers',
        firstPage: PEOPLE_LIST_PAGE,
        url: (c) => withCursor(SOCIAL_API.profileFollowers(ben.user.id), c),
        headers: as(() => ada),
        ids: (b) => (b.people as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.people,
        addNewer: async () => {
          await db()
            .insert(follows)
            .values({ followerId: await newMember(), followeeId: ben.user.id, createdAt: soon() });
        },
      },
      {
        name: 'following',
        firstPage: PEOPLE_LIST_PAGE,
        url: (c) => withCursor(SOCIAL_API.profileFollowing(cem.user.id), c),
        headers: as(() => ada),
        ids: (b) => (b.people as Array<{ id: string }>).map((x) => x.id),
        seeded: () => seeded.people,
        addNewer: async () => {
          await db()
            .insert(follows)
            .values({ followerId: cem.user.id, followeeId: await newMember(), createdAt: soon() });
        },
      },
      {
        name: 'invited people',
        firstPage: PEOPLE_LIST_PAGE,
        url: (c) => withCursor(ACCOUNT_API.invitesInvited, c),
        headers: as(() => dan),
        ids: (b) => (b.invited as Array<{ uid: string }>).map((x) => x.uid),
        seeded: () => seeded.people,
        addNewer: async () => {
          const [id] = await insertMembers(db(), 1, { referrerUid: dan.user.id });
          await db().update(users).set({ createdAt: soon() }).where(eq(users.id, id!));
        },
      },
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('reads 120 items of each list as 50, 50 and 20, with no gap or duplicate while new ones arrive', async () => {
    expect(lists).toHaveLength(8);
    for (const list of lists) {
      expect(list.firstPage).toBe(50);
      expectPagedExactly(list, await readAll(t, list));
    }
  });

  it('answers a malformed cursor or limit with a 400 and a clear message on every list', async () => {
    for (const list of lists) await expectCursorErrors(t, list);
  });

  it('shows the newest comments and messages first, oldest at the top of each page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.postComments(postId),
      headers: authedHeaders(ada.cookie),
    });
    const shown = res.json().comments as Array<{ createdAt: string }>;
    const times = shown.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The newest comment (one written since the seed) is on the first page: it stays after reload.
    const newest = await db()
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.postId, postId));
    expect(newest.length).toBeGreaterThan(SEEDED);
    expect(times.at(-1)).toBeGreaterThan(at(SEEDED - 1).getTime());
  });

  it('gives the invite panel the first page of invited people and their full count', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.invites,
      headers: authedHeaders(dan.cookie),
    });
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.invited).toHaveLength(PEOPLE_LIST_PAGE);
    expect(state.invitedCount).toBeGreaterThanOrEqual(SEEDED);
    expect(typeof state.invitedNextCursor).toBe('string');
  });

  it('keeps the older `before` message id working beside the cursor', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: INBOX_API.thread(ben.user.id),
      headers: authedHeaders(ada.cookie),
    });
    const oldest = first.json().messages[0].id as string;
    const byId = await t.app.inject({
      method: 'GET',
      url: `${INBOX_API.thread(ben.user.id)}?before=${oldest}`,
      headers: authedHeaders(ada.cookie),
    });
    const byCursor = await t.app.inject({
      method: 'GET',
      url: `${INBOX_API.thread(ben.user.id)}?cursor=${first.json().nextCursor}`,
      headers: authedHeaders(ada.cookie),
    });
    expect(byId.json().messages).toEqual(byCursor.json().messages);
    expect(byId.json().hasMore).toBe(true);
  });

  describe('followers and following respect the one visibility rule', () => {
    let eve: SignedUpMember;
    let fay: SignedUpMember;
    let gus: SignedUpMember;
    let hal: SignedUpMember;
    let ida: SignedUpMember;

    const people = async (url: string, who: SignedUpMember) => {
      const res = await t.app.inject({ method: 'GET', url, headers: authedHeaders(who.cookie) });
      return res;
    };
    const names = (res: { json(): { people: Array<{ id: string }> } }) =>
      res.json().people.map((p) => p.id);

    beforeAll(async () => {
      const code = await founderCode(t.ctx);
      eve = await signUpMember(t.app, code, { username: 'eve_pages' });
      fay = await signUpMember(t.app, code, { username: 'fay_pages' });
      gus = await signUpMember(t.app, code, { username: 'gus_pages' });
      hal = await signUpMember(t.app, code, { username: 'hal_pages' });
      ida = await signUpMember(t.app, code, { username: 'ida_pages' });
      // Fay, Gus, Hal and Ida follow Eve; Eve follows all four.
      for (const [i, who] of [fay, gus, hal, ida].entries())
        await db()
          .insert(follows)
          .values([
            { followerId: who.user.id, followeeId: eve.user.id, createdAt: at(i) },
            { followerId: eve.user.id, followeeId: who.user.id, createdAt: at(i) },
          ]);
      // Gus blocks Ada; Ada blocks Hal; Ida is banned.
      await db()
        .insert(blocks)
        .values([
          { blockerId: gus.user.id, blockedId: ada.user.id },
          { blockerId: ada.user.id, blockedId: hal.user.id },
        ]);
      await db().update(users).set({ isBanned: true }).where(eq(users.id, ida.user.id));
    });

    it('leaves out whoever blocks the viewer, whom the viewer blocked, and banned members', async () => {
      for (const url of [
        SOCIAL_API.profileFollowers(eve.user.id),
        SOCIAL_API.profileFollowing(eve.user.id),
      ]) {
        const res = await people(url, ada);
        expect(res.statusCode).toBe(200);
        expect(names(res)).toEqual([fay.user.id]);
        // Eve herself, with no blocks of her own, sees everyone but the banned member.
        expect(new Set(names(await people(url, eve)))).toEqual(
          new Set([fay.user.id, gus.user.id, hal.user.id]),
        );
      }
    });

    it('shows the card data of a person row and whether the viewer follows them', async () => {
      await db().insert(follows).values({ followerId: ada.user.id, followeeId: fay.user.id });
      const res = await people(SOCIAL_API.profileFollowers(eve.user.id), ada);
      const [row] = res.json().people;
      expect(row).toMatchObject({
        id: fay.user.id,
        displayName: expect.any(String),
        handle: expect.any(String),
        themeColor: expect.any(String),
        following: true,
        isSelf: false,
      });
    });

    it('leaves out someone the viewer hid with a report, as every list does', async () => {
      await db().insert(reports).values({
        id: newId(),
        reporterId: ada.user.id,
        targetType: 'profile',
        targetId: fay.user.id,
        targetOwnerId: fay.user.id,
        reason: 'spam',
        hidden: true,
      });
      expect(names(await people(SOCIAL_API.profileFollowers(eve.user.id), ada))).toEqual([]);
    });

    it('closes the lists of a profile across a block, with the profile’s messages', async () => {
      const blockedYou = await people(SOCIAL_API.profileFollowers(gus.user.id), ada);
      expect(blockedYou.statusCode).toBe(403);
      expect(blockedYou.json().error.message).toBe(MESSAGES.profileBlockedYou);
      const youBlocked = await people(SOCIAL_API.profileFollowing(hal.user.id), ada);
      expect(youBlocked.statusCode).toBe(403);
      expect(youBlocked.json().error.message).toBe(MESSAGES.profileYouBlocked);
      const banned = await people(SOCIAL_API.profileFollowers(ida.user.id), ada);
      expect(banned.statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: SOCIAL_API.profileFollowers(eve.user.id),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe('the admin user list pages', () => {
  let t: TestApp;
  let seeded: string[];
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    seeded = await insertMembers(db(), SEEDED);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reads 120 members as 50, 50 and 20 while new members arrive, 250 by default', async () => {
    const list: PagedList = {
      name: 'admin users',
      firstPage: ADMIN_USER_LIST_LIMIT,
      url: (c) => `${ADMIN_API.users}?limit=50${c ? `&cursor=${encodeURIComponent(c)}` : ''}`,
      headers: () => ADMIN_HEADERS,
      ids: (b) => (b.users as Array<{ id: string }>).map((x) => x.id),
      seeded: () => seeded,
      addNewer: async () => {
        const [id] = await insertMembers(db(), 1);
        await db().update(users).set({ createdAt: new Date() }).where(eq(users.id, id!));
      },
    };
    // Only seeded members: no sign-up happened on this database.
    expectPagedExactly(list, await readAll(t, list));
    const all = await t.app.inject({ method: 'GET', url: ADMIN_API.users, headers: ADMIN_HEADERS });
    expect(all.json().users.length).toBeGreaterThan(SEEDED);
    expect(all.json().nextCursor).toBeNull();
    await expectCursorErrors(t, { ...list, url: () => ADMIN_API.users });
  });
});
