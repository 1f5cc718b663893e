// The admin metrics read model's latency, uncached, on a seeded database (issue 14: 1000
// members, 100,000 posts; events too, since daily and returning activity read them).
//
//   node scripts/bench/admin-metrics.ts                      # a throwaway PostgreSQL database
//   node scripts/bench/admin-metrics.ts --pglite             # in-memory PGlite
//   node scripts/bench/admin-metrics.ts --members 1000 --posts 100000 --events 1000000 --runs 15
//
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the script creates its own database there and drops it at the end. The seed is the benchmark
// seeder's (scripts/seed/seed-database.ts): bulk SQL, deterministic; it measures the read.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { readAdminMetrics } from '../../src/server/modules/admin/admin-metrics.read-model.ts';
import { readModerationQueue } from '../../src/server/modules/moderation/moderation-queue.read-model.ts';
import { seedDatabase } from '../seed/seed-database.ts';

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
  const started = performance.now();
  await seedDatabase(handle.db, {
    members,
    posts: postCount,
    events: eventCount,
    uploadsRoot: null,
  });
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
