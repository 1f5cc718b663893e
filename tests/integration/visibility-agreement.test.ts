import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSafety } from '../../src/db/schema/index.ts';
import { audienceSlot } from '../../src/domain/ranking/audience.ts';
import { reachMultiplier, riskOf } from '../../src/domain/ranking/safety.ts';
import { audienceSlotSql, canSee, visibleSql } from '../../src/server/read/visibility.ts';
import { THROTTLED_REACH_CLAIM } from '../../src/shared/constants.ts';
import { founderCode, signUpMember } from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { queryRows } from '../support/records.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The visibility rule's two renderings agree (the audience hash and the whole rule, SQL and
// TypeScript), and a throttled post reaches 500 to 700 of 1000 members, as the landing page says.

const MEMBERS = THROTTLED_REACH_CLAIM.of;

describe('the visibility rule: SQL and TypeScript agree; the reach claim holds', () => {
  let t: TestApp;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    // 1000 members in one statement (sign-up would cost minutes and prove nothing more here).
    await db().execute(sql`
      insert into users (id, name, email, first_name, last_name, username, username_lower, handle, display_name)
      select 'sim-' || g, 'Sim ' || g, 'sim' || g || '@example.test', 'Sim', 'Member',
             'sim' || g, 'sim' || g, 'sim' || g, 'Sim ' || g
      from generate_series(1, ${MEMBERS}) g`);
  });
  afterAll(() => t.close());

  it('computes the same audience slot in SQL as in TypeScript, for 3000 member/post pairs', async () => {
    const members = Array.from({ length: 3000 }, (_, i) => `m${i}-${(i * 7919) % 1000}`);
    const postIds = members.map((_, i) => `p${(i * 104729) % 9973}x${i % 17}`);
    const pairs = JSON.stringify(members.map((member, i) => [member, postIds[i]]));
    const rows = await queryRows<{ slot: number }>(
      db(),
      sql`select ${audienceSlotSql(sql`(pair->>0)`, sql`(pair->>1)`)} as slot
          from json_array_elements(${pairs}::json) with ordinality as u(pair, n)
          order by n`,
    );
    expect(rows.map((row) => Number(row.slot))).toEqual(
      members.map((member, i) => audienceSlot(member, postIds[i]!)),
    );
  });

  it('a throttled post reaches 500 to 700 of 1000 members on every list, and SQL and TypeScript pick the same members', async () => {
    const code = await founderCode(t.ctx);
    const author = await signUpMember(t.app, code, { firstName: 'Tess', lastName: 'Throttled' });
    const levels = [
      { toxicity: 1, hatespeech: 1, disinfo: 1 },
      { toxicity: 1, hatespeech: 0.6, disinfo: 0 },
      { toxicity: 0.8, hatespeech: 0.3, disinfo: 0.5 },
      { toxicity: 0.7, hatespeech: 0.2, disinfo: 0 },
      { toxicity: 0.9, hatespeech: 0.1, disinfo: 0.2 },
    ];
    for (const [index, scores] of levels.entries()) {
      const post = await createPost(t.app, author.cookie, { content: `Throttled ${index}` });
      await db()
        .insert(contentSafety)
        .values({ id: post.id, ...scores })
        .onConflictDoUpdate({ target: contentSafety.id, set: scores });
      const seers = await queryRows<{ id: string }>(
        db(),
        sql`select m.id from users m where m.id like 'sim-%' and exists (
              select 1 from posts sp where sp.id = ${post.id} and ${visibleSql({
                viewer: sql`m.id`,
                id: sql`sp.id`,
                authorId: sql`sp.author_id`,
                throttled: true,
              })})`,
      );
      const fromSql = new Set(seers.map((row) => row.id));
      const members = Array.from({ length: MEMBERS }, (_, i) => `sim-${i + 1}`);
      const fromTs = members.filter((viewerId) =>
        canSee(
          { viewerId, blocked: new Set(), hidden: new Set() },
          { id: post.id, authorId: author.user.id, authorBanned: false, safety: scores },
        ),
      );
      expect(new Set(fromTs)).toEqual(fromSql);
      const expected = reachMultiplier(riskOf(scores)) * MEMBERS;
      expect(
        Math.abs(fromSql.size - expected),
        `reach ${fromSql.size} of ${MEMBERS}`,
      ).toBeLessThanOrEqual(3 * Math.sqrt(expected));
      expect(fromSql.size).toBeGreaterThanOrEqual(THROTTLED_REACH_CLAIM.min - 3 * Math.sqrt(500));
      expect(fromSql.size).toBeLessThanOrEqual(THROTTLED_REACH_CLAIM.max + 3 * Math.sqrt(700));
    }
  });
});
