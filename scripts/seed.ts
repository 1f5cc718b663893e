// `node scripts/seed.ts [--members 1000] [--posts 100000] [--events 1000000] [--follows 30]`:
// fills a database with a synthetic community for the benchmarks (docs/performance.md). Uses
// DATABASE_URL when set (PostgreSQL), else the PGlite data directory of LORIEN_DATA_DIR (./data).
// Rows are generated inside the database (generate_series), so a million events take seconds,
// not minutes. Seeded ids start with "seed-"; run it on an empty database.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteDirFor } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { EMOTION_PROTOTYPE_VECTORS, EMOTION_PROTOTYPES } from '../src/shared/constants.ts';
import { ensureHouseAccount, freshFounderInvite } from '../src/server/modules/house/index.ts';
import { reconcileMemberCount } from '../src/server/modules/auth/index.ts';

export interface SeedSizes {
  members: number;
  posts: number;
  events: number;
  /** Accounts each member follows. */
  follows: number;
}
export const DEFAULT_SEED: SeedSizes = {
  members: 1000,
  posts: 100_000,
  events: 1_000_000,
  follows: 30,
};

const TOPICS = [
  'tea',
  'sea',
  'istanbul',
  'kadıköy',
  'music',
  'books',
  'coffee',
  'rain',
  'football',
  'design',
  'coding',
  'travel',
  'cats',
  'dogs',
  'cinema',
  'food',
  'running',
  'yoga',
  'science',
  'history',
  'art',
  'photography',
  'gaming',
  'startup',
  'work',
  'exams',
  'family',
  'friends',
  'morning',
  'night',
  'spring',
  'summer',
  'autumn',
  'winter',
  'ferry',
  'bosphorus',
  'jazz',
  'poetry',
  'climate',
  'garden',
  'bread',
  'chess',
  'podcast',
  'anime',
  'hiking',
  'cycling',
  'news',
  'election',
  'health',
  'sleep',
  'beach',
  'mountain',
  'concert',
  'theatre',
  'fashion',
  'markets',
  'ai',
  'robots',
  'space',
  'ocean',
];
const FIRST = [
  'Ada',
  'Ben',
  'Cem',
  'Deniz',
  'Elif',
  'Emre',
  'Zeynep',
  'Mert',
  'Selin',
  'Can',
  'Ece',
  'Kaan',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Aydın',
  'Öztürk',
  'Arslan',
  'Doğan',
  'Kılıç',
];

const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const vectorsArray = () =>
  sql.raw(
    `array[${EMOTION_PROTOTYPES.map((p) => `array[${EMOTION_PROTOTYPE_VECTORS[p].join(',')}]`).join(',')}]::real[]`,
  );

async function inChunks(
  total: number,
  size: number,
  run: (from: number, to: number) => Promise<void>,
) {
  for (let from = 1; from <= total; from += size) await run(from, Math.min(total, from + size - 1));
}

export async function seed(sizes: SeedSizes, env: NodeJS.ProcessEnv = process.env) {
  const dataDir = env.LORIEN_DATA_DIR ?? 'data';
  const database = await openDatabase({
    url: env.DATABASE_URL || undefined,
    pgliteDir: pgliteDirFor(dataDir),
    poolMax: 4,
    // Seeding runs long statements on purpose; the app's 10-second guard is for requests.
    timeouts: { statementMs: 600_000, queryMs: 610_000 },
  });
  const started = Date.now();
  const log = (message: string) =>
    console.log(`[seed ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
  try {
    await migrateDatabase(database);
    const { db } = database;
    const now = new Date();
    await ensureHouseAccount(db, now);
    const topics = literalArray(TOPICS);
    const firsts = literalArray(FIRST);
    const lasts = literalArray(LAST);
    const emotions = literalArray(EMOTION_PROTOTYPES);
    const nTopics = TOPICS.length;
    const { members, posts, events, follows } = sizes;

    await db.execute(sql`
      insert into users (id, name, email, first_name, last_name, username, username_lower, handle,
                         display_name, tags, bio, created_at)
      select 'seed-u-' || i,
             f || ' ' || l,
             'seed' || i || '@example.invalid',
             f, l, 'seed' || i, 'seed' || i, 'seed' || i,
             f || ' ' || l,
             array[(${topics})[1 + (i * 7) % ${nTopics}], (${topics})[1 + (i * 13) % ${nTopics}]],
             'Writes about ' || (${topics})[1 + (i * 7) % ${nTopics}],
             now() - (i % 90) * interval '1 day'
      from generate_series(1, ${members}::int) as i,
           lateral (select (${firsts})[1 + i % ${FIRST.length}] as f,
                           (${lasts})[1 + (i / ${FIRST.length}) % ${LAST.length}] as l) names`);
    await db.execute(sql`
      insert into consents (user_id) select 'seed-u-' || i from generate_series(1, ${members}::int) as i`);
    log(`${members} members`);

    await db.execute(sql`
      insert into follows (follower_id, followee_id, created_at)
      select 'seed-u-' || i, 'seed-u-' || (1 + (i + j * 37) % ${members}), now() - j * interval '1 hour'
      from generate_series(1, ${members}::int) as i, generate_series(1, ${follows}::int) as j
      where 1 + (i + j * 37) % ${members} <> i
      on conflict do nothing`);
    log(`follows (${follows} each)`);

    // Posts over the last 30 days, skewed towards recent; a few per cent are risky.
    await inChunks(posts, 20_000, async (from, to) => {
      await db.execute(sql`
        insert into posts (id, author_id, author_name, content, hashtags, created_at, emotion,
                           emo_vector, echoes, saves, responses, views)
        select 'seed-p-' || i,
               'seed-u-' || a,
               (select display_name from users where id = 'seed-u-' || a),
               'Thinking about #' || t1 || ' and #' || t2 || ' today, post ' || i,
               array[t1, t2],
               now() - (power(random(), 2) * 30 * 24) * interval '1 hour',
               (${emotions})[1 + e],
               (${vectorsArray()})[1 + e:1 + e][1:8],
               floor(power(random(), 6) * 40)::int,
               floor(power(random(), 6) * 25)::int,
               floor(power(random(), 6) * 15)::int,
               floor(power(random(), 3) * 400)::int
        from generate_series(${from}::int, ${to}::int) as i,
             lateral (select 1 + (i::bigint * 7919) % ${members} as a,
                             (${topics})[1 + (i * 31) % ${nTopics}] as t1,
                             (${topics})[1 + (i * 17 + 5) % ${nTopics}] as t2,
                             (i * 11) % ${EMOTION_PROTOTYPES.length} as e) picks`);
    });
    await db.execute(sql`
      insert into content_index (id, topics, creator_id, created_at, has_media)
      select id, hashtags, author_id, created_at, false from posts where id like 'seed-p-%'`);
    await db.execute(sql`
      insert into content_embeddings (id, emo_vector, tone)
      select id, emo_vector, 'neutral' from posts where id like 'seed-p-%'`);
    await db.execute(sql`
      insert into content_safety (id, toxicity, hatespeech, disinfo, safety_conf)
      select id,
             case when h < 3 then 0.7 + random() * 0.3 else random() * 0.1 end,
             case when h < 2 then 0.6 + random() * 0.4 else random() * 0.05 end,
             case when h < 3 then 0.5 + random() * 0.5 else random() * 0.05 end,
             0.7
      from (select id, abs(hashtext(id)) % 100 as h from posts where id like 'seed-p-%') p`);
    log(`${posts} posts with index, embeddings and safety rows`);

    const types = literalArray([
      'view',
      'view',
      'view',
      'view',
      'echo',
      'save',
      'comment',
      'share',
    ]);
    await inChunks(events, 100_000, async (from, to) => {
      await db.execute(sql`
        insert into events (id, user_id, type, content_id, dwell_ms, created_at)
        select 'seed-e-' || i,
               'seed-u-' || (1 + (i::bigint * 104729) % ${members}),
               (${types})[1 + (i * 7) % 8],
               'seed-p-' || (1 + floor(random() * ${posts})::int),
               (random() * 20000)::int,
               now() - random() * 30 * interval '1 day'
        from generate_series(${from}::int, ${to}::int) as i`);
      log(`events ${to}/${events}`);
    });
    await db.execute(sql`
      insert into echoes (user_id, post_id, created_at)
      select 'seed-u-' || (1 + (i * 7) % ${members}), 'seed-p-' || (1 + (i::bigint * 104723) % ${posts}), now()
      from generate_series(1, ${Math.min(posts, 50_000)}::int) as i
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    await reconcileMemberCount(db, now);
    const invite = await freshFounderInvite(db, now);
    const inviteFile = path.join(dataDir, 'bench-invite');
    writeFileSync(inviteFile, invite.code);
    log(`done; a founder invite for the bench member is in ${inviteFile}`);
    return invite.code;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      posts: { type: 'string' },
      events: { type: 'string' },
      follows: { type: 'string' },
    },
  });
  const sizes: SeedSizes = {
    members: Number(values.members ?? DEFAULT_SEED.members),
    posts: Number(values.posts ?? DEFAULT_SEED.posts),
    events: Number(values.events ?? DEFAULT_SEED.events),
    follows: Number(values.follows ?? DEFAULT_SEED.follows),
  };
  await seed(sizes);
}
