// The admin metrics read model's latency, uncached, on a seeded database (issue 14: 1000
// members, 100,000 posts; events too, since daily and returning activity read them).
//
//   node scripts/bench/admin-metrics.ts                      # a throwaway PostgreSQL database
//   node scripts/bench/admin-metrics.ts --pglite             # in-memory PGlite
//   node scripts/bench/admin-metrics.ts --members 1000 --posts 100000 --events 1000000 --runs 15
//
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the script creates its own database there and drops it at the end. The seed is plain SQL
// (generate_series, a fixed random seed), not the services: it measures the read, not the seed.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { readAdminMetrics } from '../../src/server/modules/admin/admin-metrics.read-model.ts';
import { readModerationQueue } from '../../src/server/modules/moderation/moderation-queue.read-model.ts';

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    members: { type: 'string', default: '1000' },
    posts: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '15' },
  },
});
const members = Number(values.members);
const postCount = Number(values.posts);
const eventCount = Number(values.events);
const runs = Number(values.runs);

async function seed(handle: DatabaseHandle) {
  const db = handle.db;
  const started = performance.now();
  await db.execute(sql`select setseed(0.14)`);
  await db.execute(sql`
    insert into users (id, name, email, first_name, last_name, username, username_lower, handle,
                       display_name, created_at, last_login, is_banned, is_active)
    select 'u' || i, 'Member ' || i, 'm' || i || '@example.com', 'Member', 'No' || i, 'm' || i,
           'm' || i, 'm' || i, 'Member ' || i,
           now() - (random() * interval '60 days'),
           case when random() < 0.7 then now() - (random() * interval '20 days') end,
           i % 97 = 0, i % 97 <> 0
    from generate_series(1, ${members}) i`);
  await db.execute(sql`
    insert into posts (id, author_id, author_name, content, created_at, emotion,
                       echoes, saves, responses, views)
    select 'p' || i, 'u' || (1 + floor(power(random(), 2) * ${members})::int),
           'Member', 'A post about tea and the sea number ' || i || ' #calm',
           now() - (random() * interval '30 days'),
           (array['happiness','calm','hope','curiosity','pride','focus','fatigue','boredom',
                  'stress','anger','sadness','loneliness'])[1 + floor(random() * 12)::int],
           floor(random() * 20)::int, floor(random() * 10)::int, floor(random() * 5)::int,
           floor(random() * 400)::int
    from generate_series(1, ${postCount}) i`);
  await db.execute(sql`
    insert into content_index (id, creator_id, topics, created_at)
    select id, author_id, array['calm'], created_at from posts`);
  await db.execute(sql`
    insert into content_safety (id, toxicity, hatespeech, disinfo)
    select id, random() * 0.4, random() * 0.3, random() * 0.5 from posts`);
  await db.execute(sql`
    insert into events (id, user_id, type, content_id, created_at)
    select 'e' || i, 'u' || (1 + floor(random() * ${members})::int),
           (array['view','echo','save','comment'])[1 + floor(random() * 4)::int],
           'p' || (1 + floor(random() * ${postCount})::int),
           now() - (random() * interval '30 days')
    from generate_series(1, ${eventCount}) i`);
  await db.execute(sql`analyze`);
  return performance.now() - started;
}

async function time(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm the caches and the plans once
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  console.log(
    `${label}: p50 ${pick(0.5).toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, max ${pick(1).toFixed(1)} ms (${runs} runs)`,
  );
}

async function main() {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | null = null;
  if (values.pglite) {
    handle = await openDatabase({ pgliteDir: 'memory://' });
  } else {
    const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = process.env.BENCH_KEEP ?? `lorien_bench_admin_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    // The bulk seed runs longer than the app's statement timeout.
    handle = await openDatabase({
      url: url.toString(),
      poolMax: 10,
      timeouts: { statementMs: 600_000, queryMs: 600_000 },
    });
    drop = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }
  try {
    await migrateDatabase(handle);
    const seedMs = await seed(handle);
    console.log(
      `${handle.kind}: seeded ${members} members, ${postCount} posts, ${eventCount} events in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const facts = {
      llmConfigured: false,
      backendConfigured: true,
      adminConfigured: true,
      apiVersion: '2.0',
      environment: 'bench',
      warnings: [],
    };
    await time('admin metrics (uncached)', () => readAdminMetrics(handle.db, new Date(), facts));
    await time('moderation queue', () => readModerationQueue(handle.db));
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP) console.log('kept the database');
    else await drop?.();
  }
}

await main();
