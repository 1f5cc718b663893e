import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  directMessages,
  follows,
  inviteCodes,
  stats,
  users,
} from '../../src/db/schema/index.ts';
import { USER_COUNT_KEY } from '../../src/server/modules/auth/index.ts';
import { ACCOUNT_API, INBOX_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import {
  authedHeaders,
  botCheck,
  founderCode,
  memberInput,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';
import { postsWithDriftedCounters, queryRows } from '../support/records.ts';

// Issue 17, integrity: many members doing everything at once. Afterwards every counter equals
// the records it counts, every pair of records that belong together is whole, and no request
// answered 5xx. (Echo and save toggles alone: posts.test.ts; sign-ups racing for the last
// places alone: signup.test.ts. Here they run together with everything else.)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Shuffles deterministically, so a failing order can be replayed. */
function shuffled<T>(items: T[], seed = 17): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

describe('counters under concurrent traffic from several members', () => {
  const CAPACITY = 12;
  let t: TestApp;
  let members: SignedUpMember[];
  let postIds: string[];

  const call = (member: SignedUpMember, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(member.cookie),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({
      env: { LORIEN_CAPACITY: String(CAPACITY), RATE_LIMIT_MAX_PER_MINUTE: '100000' },
    });
    const code = await founderCode(t.ctx);
    members = [];
    for (let i = 0; i < 5; i += 1) members.push(await signUpMember(t.app, code));
    postIds = [];
    for (const member of members.slice(0, 3))
      postIds.push((await createPost(t.app, member.cookie, { content: 'Race me' })).id);
  });
  afterAll(() => t.close());

  it('keeps every counter equal to its records, with no 5xx', async () => {
    const db = t.ctx.database.db;
    const work: Array<() => Promise<LightMyRequestResponse>> = [];
    const at = (i: number) => members[i % members.length]!;

    // Sign-ups racing for the last places (7 for 14), with one member's code and the founder
    // code (the referral counter); the codes of two others are refreshed meanwhile.
    const inviter = members[0]!;
    const codes = [
      (await call(inviter, 'POST', ACCOUNT_API.invites)).json().code as string,
      await founderCode(t.ctx),
    ];
    const signups = await Promise.all(
      Array.from({ length: 14 }, async (_, i) => ({
        ...memberInput(codes[i % 2]!),
        altcha: await botCheck(t.app),
      })),
    );
    const signupStatuses: number[] = [];
    for (const payload of signups)
      work.push(async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API.signup,
          headers: SPA_WRITE_HEADERS,
          payload,
        });
        signupStatuses.push(res.statusCode);
        return res;
      });

    for (let i = 0; i < 24; i += 1) {
      const post = postIds[i % postIds.length]!;
      const on = i % 3 !== 0;
      work.push(() => call(at(i), on ? 'PUT' : 'DELETE', SOCIAL_API.postEcho(post)));
      work.push(() => call(at(i + 1), on ? 'DELETE' : 'PUT', SOCIAL_API.postSave(post)));
      work.push(() =>
        call(at(i), i % 4 ? 'PUT' : 'DELETE', SOCIAL_API.follow(at(i + 1 + (i % 3)).user.id)),
      );
    }
    // Blocks race with follows between the same two members.
    for (let i = 0; i < 8; i += 1)
      work.push(() => call(at(i), i % 2 ? 'DELETE' : 'PUT', SOCIAL_API.block(at(i + 1).user.id)));

    // Comments created, and some deleted as soon as they exist.
    for (let i = 0; i < 16; i += 1)
      work.push(async () => {
        const res = await call(at(i), 'POST', SOCIAL_API.postComments(postIds[i % 3]!), {
          text: `Comment ${i}`,
        });
        if (i % 2 || res.statusCode !== 201) return res;
        return call(at(i), 'DELETE', SOCIAL_API.comment(res.json().comment.id));
      });

    // Messages sent, and some deleted by the sender or by the recipient.
    for (let i = 0; i < 12; i += 1)
      work.push(async () => {
        const sender = at(i);
        const recipient = at(i + 2);
        const res = await call(sender, 'POST', INBOX_API.messages, {
          recipientId: recipient.user.id,
          text: `Message ${i}`,
        });
        if (i % 3 !== 0 || res.statusCode !== 201) return res;
        return call(sender, 'DELETE', INBOX_API.message(res.json().message.id));
      });

    // Invite codes refreshed and asked for, at the same time, by two members.
    for (let i = 0; i < 10; i += 1)
      work.push(() =>
        call(at(1 + (i % 2)), 'POST', i % 3 ? ACCOUNT_API.invitesRefresh : ACCOUNT_API.invites),
      );

    const results = await Promise.all(shuffled(work).map((run) => run()));
    const failures = results
      .filter((res) => res.statusCode >= 500)
      .map((res) => `${res.statusCode} ${res.body}`);
    expect(failures).toEqual([]);
    expect(signupStatuses.filter((status) => status === 201)).toHaveLength(CAPACITY - 5);

    // Members: the capacity counter, and each inviter's count of the members they brought.
    const [memberRows] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(users.isSystem, false));
    const [userCount] = await db.select().from(stats).where(eq(stats.key, USER_COUNT_KEY));
    expect(memberRows?.n).toBe(CAPACITY);
    expect(userCount?.count).toBe(memberRows?.n);
    const referrals = await queryRows<{ id: string; counted: number; joined: number }>(
      db,
      sql`
      select u.id, u.referral_invited_count as counted,
        (select count(*)::int from ${users} j where j.referrer_uid = u.id) as joined
      from ${users} u where u.is_system = false`,
    );
    for (const row of referrals) expect(row.counted, row.id).toBe(row.joined);

    // Posts: echoes, saves and responses.
    const drifted = await postsWithDriftedCounters(db);
    expect(drifted).toEqual([]);

    // Follows: none left between two members where one blocks the other.
    const followingBlocked = await queryRows(
      db,
      sql`
      select f.follower_id, f.followee_id from ${follows} f join ${blocks} b
        on (b.blocker_id = f.follower_id and b.blocked_id = f.followee_id)
        or (b.blocker_id = f.followee_id and b.blocked_id = f.follower_id)`,
    );
    expect(followingBlocked).toEqual([]);

    // Messages: every copy has its mirror in the other mailbox, pointing back.
    const halfMessages = await queryRows(
      db,
      sql`
      select m.id from ${directMessages} m
      where not exists (select 1 from ${directMessages} o
        where o.id = m.mirror_id and o.mirror_id = m.id and o.owner_id = m.peer_id)`,
    );
    expect(halfMessages).toEqual([]);

    // Invites: exactly one current code per member who has one (the house keeps several founder
    // codes), and it is the one on the member.
    const current = await queryRows<{ owner_id: string; current: number; matches: number }>(
      db,
      sql`
      select c.owner_id, count(*)::int as current,
        count(*) filter (where u.referral_code = c.code)::int as matches
      from ${inviteCodes} c join ${users} u on u.id = c.owner_id
      where c.rotated_at is null and u.is_system = false group by c.owner_id`,
    );
    for (const row of current)
      expect([row.owner_id, row.current, row.matches]).toEqual([row.owner_id, 1, 1]);
  });
});
