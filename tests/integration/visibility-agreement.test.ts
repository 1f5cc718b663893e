import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSafety } from '../../src/db/schema/index.ts';
import { audienceSlot } from '../../src/domain/ranking/audience.ts';
import { reachMultiplier, riskOf } from '../../src/domain/ranking/safety.ts';
import { matchesMutedWords, muteKey, muteText } from '../../src/domain/mute/muted-words.ts';
import { mutedWords, mutes } from '../../src/db/schema/index.ts';
import { muteTextSql } from '../../src/server/read/mute-sql.ts';
import {
  audienceSlotSql,
  canSee,
  postTopicsSql,
  visibleSql,
  type ViewerScope,
} from '../../src/server/read/visibility.ts';
import { THROTTLED_REACH_CLAIM } from '../../src/shared/constants.ts';
import { founderCode, signUpMember } from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { queryRows } from '../support/records.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The visibility rule's two renderings agree (the audience hash, the mute text form and the whole
// rule, SQL and TypeScript), and a throttled post reaches 500 to 700 of 1000 members, as the
// landing page says.

/** Texts that stress the muted-word form: Turkish casing, marks, punctuation, look-alikes. */
const MUTE_TEXTS = [
  'Bugün İSTANBUL çok güzel',
  "İstanbul'da yağmur; ılık ve ISLAK",
  'İstanbul’da “maçta” gol… yok — ama #Sunset çok güzel!',
  'Çağrı ŞÖLEN, Öykü Ünal, Ğ ğ I ı İ i',
  'covid-19 and C++ (again) @elif_k #new-year',
  'tab\there\nnewline\r\n  many    spaces  ',
  'ＳＰＯＩＬＥＲ spo\u200Biler soft\u00ADhyphen',
  'Café au lait, naïve résumé, Straße, e\u0301te',
  'раураl look-alike Cyrillic, Greek ΑΒΓ αβγ',
  'emoji 🎉🎉 party 🇹🇷 and ¿qué? ¡sí! «guillemets» · bullet • end',
  '',
];

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

  it('gives muted-word matching the same text form in SQL as in TypeScript', async () => {
    const texts = JSON.stringify(MUTE_TEXTS);
    const rows = await queryRows<{ form: string }>(
      db(),
      sql`select ${muteTextSql(sql`(u.value)`)} as form
          from json_array_elements_text(${texts}::json) with ordinality as u(value, n)
          order by n`,
    );
    expect(rows.map((row) => row.form)).toEqual(MUTE_TEXTS.map(muteText));
  });

  it('hides the same posts for a muted member and muted words in SQL as in TypeScript', async () => {
    const code = await founderCode(t.ctx);
    const viewer = await signUpMember(t.app, code, { firstName: 'Mira', lastName: 'Muter' });
    const author = await signUpMember(t.app, code, { firstName: 'Ada', lastName: 'Author' });
    const muted = await signUpMember(t.app, code, { firstName: 'Mute', lastName: 'Target' });
    const words = ['istanbul', 'maç*', 'good morning', '#sunset', 'spoiler', 'cafe', 'c++'];
    const keys = words.map((word) => {
      const parsed = muteKey(word);
      if (!parsed.ok) throw new Error(word);
      return parsed.key;
    });
    await db()
      .insert(mutedWords)
      .values(
        words.map((word, i) => ({ id: `mw-${i}`, userId: viewer.user.id, word, key: keys[i]! })),
      );
    await db().insert(mutes).values({ muterId: viewer.user.id, mutedId: muted.user.id });
    const texts = [
      ...MUTE_TEXTS.filter((text) => text.length > 0),
      'Good, morning all',
      'A category of its own',
      'Maç bitti',
      'kafe değil cafe',
      'plain and harmless',
    ];
    const scope: ViewerScope = {
      viewerId: viewer.user.id,
      blocked: new Set(),
      hidden: new Set(),
      muted: new Set([muted.user.id]),
      mutedWords: keys,
    };
    const cases: Array<{ id: string; authorId: string; text: string }> = [];
    for (const [i, text] of texts.entries()) {
      for (const who of i < 3 ? [author, muted, viewer] : [author]) {
        const post = await createPost(t.app, who.cookie, { content: text.slice(0, 280) });
        cases.push({ id: post.id, authorId: who.user.id, text: text.slice(0, 280) });
      }
    }
    // Topics from analysis: one post whose only match is a topic.
    const topical = await createPost(t.app, author.cookie, { content: 'nothing to see' });
    await db().execute(
      sql`insert into content_index (id, creator_id, topics) values (${topical.id}, ${author.user.id}, array['Sunset'])
          on conflict (id) do update set topics = excluded.topics`,
    );
    cases.push({ id: topical.id, authorId: author.user.id, text: 'nothing to see' });
    const topicsOf = new Map([[topical.id, ['Sunset']]]);

    for (const reach of ['list', 'direct'] as const) {
      const seen = await queryRows<{ id: string }>(
        db(),
        sql`select sp.id from posts sp where sp.id in (select json_array_elements_text(${JSON.stringify(cases.map((c) => c.id))}::json)) and ${visibleSql(
          {
            viewer: viewer.user.id,
            id: sql`sp.id`,
            authorId: sql`sp.author_id`,
            throttled: true,
            text: sql`sp.content`,
            topics: postTopicsSql(sql`sp.id`),
          },
          reach,
        )}`,
      );
      const fromSql = new Set(seen.map((row) => row.id));
      const fromTs = cases
        .filter((c) =>
          canSee(
            scope,
            {
              id: c.id,
              authorId: c.authorId,
              authorBanned: false,
              safety: null,
              text: c.text,
              topics: topicsOf.get(c.id) ?? null,
            },
            reach,
          ),
        )
        .map((c) => c.id);
      expect(new Set(fromTs), reach).toEqual(fromSql);
      if (reach === 'direct') expect(fromSql.size).toBe(cases.length);
    }
    // The cases prove something: some hidden, some shown, by each rule.
    const hiddenByWords = cases.filter(
      (c) =>
        c.authorId === author.user.id && matchesMutedWords(keys, c.text, topicsOf.get(c.id) ?? []),
    );
    expect(hiddenByWords.length).toBeGreaterThan(5);
    expect(hiddenByWords.length).toBeLessThan(
      cases.filter((c) => c.authorId === author.user.id).length,
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
          { viewerId, blocked: new Set(), hidden: new Set(), muted: new Set(), mutedWords: [] },
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
