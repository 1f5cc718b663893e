// The benchmark seeder (scripts/seed): at tiny sizes, its counters equal the records they count,
// every post has its analysis rows, the images it points at are served, and a seeded member can
// sign in and read their feed through the real app.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEED_PASSWORD,
  seedDatabase,
  seedMemberEmail,
  type SeedReport,
} from '../../scripts/seed/seed-database.ts';
import { uploadsDirFor } from '../../src/server/lib/storage.ts';
import { ACCOUNT_API, FEED_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { sessionCookie } from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

const SIZES = { members: 24, posts: 400, events: 3000 };

describe('the benchmark seeder', () => {
  let t: TestApp;
  let report: SeedReport;
  const count = async (query: ReturnType<typeof sql>) =>
    Number(
      ((await t.ctx.database.db.execute(query)) as { rows: Array<{ n: unknown }> }).rows[0]?.n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    report = await seedDatabase(t.ctx.database.db, {
      ...SIZES,
      textVariety: 3,
      uploadsRoot: uploadsDirFor(t.ctx.config.dataDir),
    });
  });
  afterAll(() => t?.close());

  it('writes the sizes asked for, with analysis rows for every post', () => {
    expect(report.rows).toMatchObject({
      users: SIZES.members + 1, // and the house account
      posts: SIZES.posts,
      events: SIZES.events,
      content_index: SIZES.posts,
      content_safety: SIZES.posts,
      emotion_state: SIZES.members,
      circadian_profile: SIZES.members,
    });
    for (const table of ['follows', 'comments', 'echoes', 'saves', 'direct_messages'])
      expect(report.rows[table], table).toBeGreaterThan(0);
  });

  it('keeps every counter equal to the records it counts', async () => {
    const wrongPosts = await count(sql`
      select count(*)::int as n from posts p
      where p.echoes <> (select count(*) from echoes e where e.post_id = p.id)
         or p.saves <> (select count(*) from saves s where s.post_id = p.id)
         or p.responses <> (select count(*) from comments c where c.post_id = p.id)
         or p.views <> (select count(*) from events v where v.content_id = p.id and v.type = 'view')`);
    expect(wrongPosts).toBe(0);
    const wrongInviters = await count(sql`
      select count(*)::int as n from users u
      where u.referral_invited_count <> (select count(*) from users r where r.referrer_uid = u.id)`);
    expect(wrongInviters).toBe(0);
    const memberCount = await count(sql`select count::int as n from stats where key = 'userCount'`);
    expect(memberCount).toBe(SIZES.members);
    // Counters are not all zero: the check above would pass on an empty seed otherwise.
    expect(await count(sql`select sum(echoes + responses + views)::int as n from posts`)).toBe(
      report.rows.echoes! +
        report.rows.comments! +
        (await count(sql`
        select count(*)::int as n from events where type = 'view'`)),
    );
  });

  it('writes both mailbox copies of each message and matching mirror ids', async () => {
    const orphans = await count(sql`
      select count(*)::int as n from direct_messages m
      where not exists (select 1 from direct_messages o where o.id = m.mirror_id
                        and o.mirror_id = m.id and o.direction <> m.direction)`);
    expect(orphans).toBe(0);
  });

  it('has Turkish names, both languages and a share of risky posts', async () => {
    expect(
      await count(sql`select count(*)::int as n from users where name ~ '[ışğçöüİŞĞ]'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(distinct lang)::int as n from content_index`),
    ).toBeGreaterThanOrEqual(2);
    const risky = await count(sql`
      select count(*)::int as n from content_safety
      where toxicity >= 0.6 or hatespeech >= 0.6 or disinfo >= 0.5`);
    expect(risky / SIZES.posts).toBeGreaterThan(0.01);
    expect(risky / SIZES.posts).toBeLessThan(0.15);
  });

  it('lets a seeded member sign in, read their feed and see a seeded image', async () => {
    const signin = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: seedMemberEmail(3), password: SEED_PASSWORD },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const cookie = sessionCookie(signin);

    const home = await t.app.inject({ method: 'GET', url: FEED_API.home, headers: { cookie } });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json<{ posts: unknown[] }>().posts.length).toBeGreaterThan(0);
    const following = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.followingFeed,
      headers: { cookie },
    });
    expect(following.statusCode, following.body).toBe(200);

    const withMedia = (await t.ctx.database.db.execute(
      sql`select media_url from posts where media_url is not null limit 1`,
    )) as { rows: Array<{ media_url: string }> };
    const mediaUrl = String(withMedia.rows[0]?.media_url);
    const image = await t.app.inject({ method: 'GET', url: mediaUrl, headers: { cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});
