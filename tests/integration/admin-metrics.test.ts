import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentIndex,
  events,
  llmUsage,
  posts,
  users,
  type NewPost,
  type NewUser,
} from '../../src/db/schema/index.ts';
import { ADMIN_API } from '../../src/shared/api/paths.ts';
import { adminMetricsResponse, type AdminMetrics } from '../../src/shared/api/admin.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { ADMIN_ENV, ADMIN_HEADERS, basic } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Every metric of spec section 3 against a hand-seeded database, each expectation worked out by
// hand below. The clock is fixed at NOW; days are UTC.

const NOW = new Date('2026-11-20T12:00:00Z');
const H = 3_600_000;
const D = 24 * H;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const ADMIN = ADMIN_HEADERS;

function member(id: string, overrides: Partial<NewUser>): NewUser {
  return {
    id,
    name: id,
    email: `${id}@example.com`,
    firstName: id,
    lastName: 'Test',
    username: id,
    usernameLower: id,
    handle: id,
    displayName: `Name ${id}`,
    ...overrides,
  };
}

function post(id: string, authorId: string, overrides: Partial<NewPost>): NewPost {
  return { id, authorId, authorName: `Name ${authorId}`, content: '', ...overrides };
}

describe('GET /api/admin/metrics on a seeded database', () => {
  let t: TestApp;
  let metrics: AdminMetrics;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV, clock: () => NOW });
    // The seeded rows are the whole story: no background job may index a post in between.
    await t.app.services.jobs.stop();
    const db = t.ctx.database.db;
    // u1 old and signed in an hour ago; u2 old, an interaction 3 days ago; u3 new, signed in
    // 2 days ago; u4 new and banned; u5 9 days old and inactive; u6 12 hours old, posted.
    await db
      .insert(users)
      .values([
        member('u1', { createdAt: ago(20 * D), lastLogin: ago(H) }),
        member('u2', { createdAt: ago(10 * D) }),
        member('u3', { createdAt: ago(2 * D), lastLogin: ago(2 * D) }),
        member('u4', { createdAt: ago(3 * D), isBanned: true, isActive: false }),
        member('u5', { createdAt: ago(9 * D), isActive: false }),
        member('u6', { createdAt: ago(12 * H) }),
      ]);
    await db.insert(posts).values([
      post('p1', 'u1', {
        createdAt: ago(H),
        content: 'hello  world   again',
        echoes: 3,
        saves: 2,
        responses: 1,
        views: 40,
        emotion: 'calm',
      }),
      post('p2', 'u1', { createdAt: ago(2 * D), content: 'one', views: 10, emotion: 'calm' }),
      post('p3', 'u2', { createdAt: ago(8 * D), echoes: 1, saves: 4, emotion: 'anger' }),
      post('p4', 'u6', { createdAt: ago(2 * H), content: 'a b c d', responses: 2, views: 100 }),
      post('p5', 'u2', {
        createdAt: ago(10 * D),
        content: 'five tokens are right here',
        echoes: 5,
        emotion: 'calm',
      }),
    ]);
    await db
      .insert(events)
      .values({ id: 'e1', userId: 'u2', type: 'view', contentId: 'p1', createdAt: ago(3 * D) });
    await db.insert(contentIndex).values([
      { id: 'p1', creatorId: 'u1' },
      { id: 'p2', creatorId: 'u1' },
    ]);
    await db.insert(llmUsage).values([
      { day: '2026-11-19', model: 'm1', totalTokens: 100 },
      { day: '2026-11-19', model: 'm2', totalTokens: 50 },
      { day: '2026-11-20', model: 'm1', totalTokens: 30 },
      { day: '2026-09-01', model: 'm1', totalTokens: 1000 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: ADMIN_API.metrics, headers: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    metrics = adminMetricsResponse.strict().parse(res.json());
  });
  afterAll(() => t.close());

  it('validates against the spec’s shape', () => {
    expect(Object.keys(metrics).sort()).toEqual(
      [
        'engagement',
        'gptUsage',
        'growth',
        'posts',
        'postsOverview',
        'signups',
        'system',
        'totals',
        'users',
      ].sort(),
    );
  });

  it('counts members and posts', () => {
    expect(metrics.totals).toEqual({
      totalUsers: 6, // the house account is not a member
      activeUsers: 4, // u1, u2, u3, u6 (u4 banned, u5 inactive)
      newUsers7d: 3, // u3, u4, u6
      bannedUsers: 1,
      dailyActiveUsers: 2, // u1 signed in 1 h ago, u6 posted 2 h ago
      returningUsers7d: 2, // older than 7 days and active since: u1 (sign-in), u2 (interaction)
      totalPosts: 5,
      posts7d: 3,
      posts24h: 2,
      avgTokensPerPost: 13 / 5, // 3 + 1 + 0 + 4 + 5 tokens
    });
  });

  it('computes growth as fractions of the previous 7 days', () => {
    // signups: 3 this week (u3, u4, u6) against 2 (u2, u5); posts: 3 against 2 (p3, p5)
    expect(metrics.growth).toEqual({
      signups7d: 3,
      posts7d: 3,
      signupsGrowth: 0.5,
      postsGrowth: 0.5,
    });
  });

  it('buckets posts, signups and LLM tokens by UTC day', () => {
    expect(metrics.posts).toEqual([
      { date: '2026-11-10', value: 1 },
      { date: '2026-11-12', value: 1 },
      { date: '2026-11-18', value: 1 },
      { date: '2026-11-20', value: 2 },
    ]);
    expect(metrics.signups).toEqual([
      { date: '2026-10-31', value: 1 },
      { date: '2026-11-10', value: 1 },
      { date: '2026-11-11', value: 1 },
      { date: '2026-11-17', value: 1 },
      { date: '2026-11-18', value: 1 },
      { date: '2026-11-20', value: 1 },
    ]);
    // The September row is outside the 30-day series but counts in the total.
    expect(metrics.gptUsage).toEqual({
      daily: [
        { date: '2026-11-19', value: 150 },
        { date: '2026-11-20', value: 30 },
      ],
      totalTokens: 1180,
    });
  });

  it('scores engagement with the spec’s weights', () => {
    // p1 2·3 + 1.5·2 + 1.2·1 + 0.05·40 = 12.2; p5 10; p3 2 + 6 = 8; p4 2.4 + 5 = 7.4; p2 0.5
    const top = metrics.engagement.topPosts;
    expect(top.map((p) => p.id)).toEqual(['p1', 'p5', 'p3', 'p4', 'p2']);
    expect(top.map((p) => p.score)).toEqual(
      [12.2, 10, 8, 7.4, 0.5].map((n) => expect.closeTo(n, 9)),
    );
    expect(top[0]).toMatchObject({
      authorId: 'u1',
      authorName: 'Name u1',
      createdAt: ago(H).toISOString(),
      metrics: { echoes: 3, saves: 2, responses: 1 },
    });
    expect(metrics.engagement.totals).toEqual({ echoes: 9, saves: 6, responses: 3, views: 150 });
    expect(metrics.engagement.perPost).toEqual({
      echoes: 1.8,
      saves: 1.2,
      responses: 0.6,
      views: 30,
    });
  });

  it('shares the emotion mix', () => {
    expect(metrics.postsOverview.emotions).toEqual([
      { emotion: 'calm', count: 3, share: 0.6 },
      { emotion: 'anger', count: 1, share: 0.2 },
      { emotion: 'unknown', count: 1, share: 0.2 },
    ]);
  });

  it('lists recent signups with their status and the top creators', () => {
    expect(metrics.users.recentSignups).toEqual([
      { id: 'u6', name: 'Name u6', createdAt: ago(12 * H).toISOString(), status: 'Active' },
      { id: 'u3', name: 'Name u3', createdAt: ago(2 * D).toISOString(), status: 'Active' },
      { id: 'u4', name: 'Name u4', createdAt: ago(3 * D).toISOString(), status: 'Banned' },
      { id: 'u5', name: 'Name u5', createdAt: ago(9 * D).toISOString(), status: 'Inactive' },
      { id: 'u2', name: 'Name u2', createdAt: ago(10 * D).toISOString(), status: 'Active' },
    ]);
    expect(metrics.users.topCreators).toEqual([
      { id: 'u1', name: 'Name u1', lastPost: ago(H).toISOString(), postCount: 2 },
      { id: 'u2', name: 'Name u2', lastPost: ago(8 * D).toISOString(), postCount: 2 },
      { id: 'u6', name: 'Name u6', lastPost: ago(2 * H).toISOString(), postCount: 1 },
    ]);
  });

  it('reports the system status with warnings', () => {
    expect(metrics.system).toMatchObject({
      openaiConfigured: false,
      firebaseConfigured: true,
      postsIndexed: 2,
      apiVersion: '2.0',
      adminConfigured: true,
      environment: 'local',
    });
    expect(metrics.system.warnings).toContain('3 posts are waiting for analysis.');
    expect(metrics.system.warnings.some((w) => w.includes('LLM'))).toBe(true);
    // Issue 27: the same warnings, in the same order, as codes the web app words.
    expect(metrics.system.warningCodes).toContainEqual({
      code: 'posts-waiting',
      params: { count: 3 },
    });
    expect(metrics.system.warningCodes.map((w) => w.code)).toContain('no-llm');
    expect(metrics.system.warningCodes).toHaveLength(metrics.system.warnings.length);
  });

  it('reuses the answer for a minute unless asked for a fresh one', async () => {
    const db = t.ctx.database.db;
    await db.insert(posts).values(post('p6', 'u3', { createdAt: ago(H), content: 'new' }));
    const cached = await t.app.inject({ method: 'GET', url: ADMIN_API.metrics, headers: ADMIN });
    expect(cached.json().totals.totalPosts).toBe(5);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_API.metrics}?fresh=1`,
      headers: ADMIN,
    });
    expect(fresh.json().totals.totalPosts).toBe(6);
  });
});

describe('admin credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => t.close());

  it('answers 401 Authorization required without credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: ADMIN_API.metrics });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MESSAGES.adminAuthorizationRequired);
    expect(MESSAGES.adminAuthorizationRequired).toBe('Authorization required');
  });

  it('computes the metrics once for callers arriving together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.services.admin.metrics()),
    );
    // One computation shared: the very same answer object, not five equal ones.
    expect(new Set(answers).size).toBe(1);
    expect(await t.app.services.admin.metrics()).toBe(answers[0]); // then cached
    expect(await t.app.services.admin.metrics(true)).not.toBe(answers[0]); // fresh: computed anew
  });

  it('answers 401 for wrong credentials and 200 for the right ones', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.users,
      headers: basic('warden', 'open sesame 43'),
      remoteAddress: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(MESSAGES.adminLoginDenied);
    const right = await t.app.inject({ method: 'GET', url: ADMIN_API.users, headers: ADMIN });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ users: [], nextCursor: null });
  });

  it('rate-limits failed attempts per address, even before the right password', async () => {
    // A fresh app: the earlier wrong password here counts against the username too (issue 30
    // locks a username out after as many failures as an address), which would come first.
    const fresh = await createTestApp({ env: ADMIN_ENV });
    try {
      const from = { remoteAddress: '10.0.0.9' };
      for (let i = 0; i < 10; i += 1) {
        const res = await fresh.app.inject({
          method: 'GET',
          url: ADMIN_API.metrics,
          headers: basic('warden', `guess ${i}`),
          ...from,
        });
        expect(res.statusCode).toBe(401);
      }
      const limited = await fresh.app.inject({
        method: 'GET',
        url: ADMIN_API.metrics,
        headers: basic('warden', 'guess 11'),
        ...from,
      });
      expect(limited.statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('answers 503 on every admin route when no administrator is configured', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: ADMIN_API.metrics, headers: ADMIN });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('admin_not_configured');
    } finally {
      await off.close();
    }
  });
});
