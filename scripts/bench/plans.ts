// EXPLAIN (ANALYZE, BUFFERS) of what the feed, Following, search, notifications and profile
// requests really run: an in-process app on the bench database, with a drizzle logger recording
// each statement and its parameters while one request of each kind is served; every read
// statement is then explained with the same parameters. Whatever the queries become, the plans follow them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createAnalysisClient } from '../../src/analysis/analysis-client.ts';
import { loadConfig } from '../../src/config/env.ts';
import { pgliteDirFor, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { buildApp } from '../../src/server/app.ts';
import type { AppContext } from '../../src/server/context.ts';
import { createLogger } from '../../src/server/logger.ts';
import { SEED_PASSWORD, seedMemberEmail, seedMemberId } from '../seed/seed-database.ts';
import { BENCH_AUTH_SECRET, WRITE_HEADERS, type BenchDatabase } from './harness.ts';
import { keepWasmCodeForProcessLifetime } from '../../src/db/wasm-code-gc.ts';

interface Statement {
  query: string;
  params: unknown[];
}

const REQUESTS: Array<[file: string, path: string]> = [
  ['home-feed', '/api/feed/home'],
  ['following', '/api/feed/following'],
  ['post-search', `/api/search/posts?q=${encodeURIComponent('çay')}`],
  ['post-search-no-match', '/api/search/posts?q=zzqx'],
  ['people-search', `/api/search/people?q=${encodeURIComponent('yılmaz')}`],
  // Member 5's own notifications (about 8,000 rows at 1,000,000 posts) and the posts of the
  // most prolific member, 1 (about 3% of all posts).
  ['notifications', '/api/notifications'],
  ['profile-posts', `/api/users/${seedMemberId(1)}/posts`],
];

type Explain = (statement: Statement) => Promise<string>;

async function openLogged(
  database: BenchDatabase,
  log: Statement[],
): Promise<{ handle: DatabaseHandle; explain: Explain }> {
  const logger = { logQuery: (query: string, params: unknown[]) => log.push({ query, params }) };
  const prefix = 'explain (analyze, buffers, verbose off, costs on) ';
  if (database.url) {
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const db = drizzlePostgres({ client: pool, schema, logger }) as unknown as Database;
    return {
      handle: {
        db,
        kind: 'postgres',
        url: database.url,
        ping: async () => 0,
        close: () => pool.end(),
      },
      explain: async ({ query, params }) => {
        const result = await pool.query<{ 'QUERY PLAN': string }>(prefix + query, params);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      },
    };
  }
  keepWasmCodeForProcessLifetime();
  const client = await PGlite.create(pgliteDirFor(database.dataDir), { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  return {
    handle: { db, kind: 'pglite', url: null, ping: async () => 0, close: () => client.close() },
    explain: async ({ query, params }) => {
      const result = await client.query<{ 'QUERY PLAN': string }>(prefix + query, params);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
  };
}

const isRead = (query: string) =>
  /^\s*(select|with)\b/i.test(query) && !/\b(insert|update|delete)\b/i.test(query);

export async function capturePlans(database: BenchDatabase, outDir: string): Promise<string[]> {
  const statements: Statement[] = [];
  const { handle, explain } = await openLogged(database, statements);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LORIEN_DATA_DIR: database.dataDir,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    RATE_LIMIT_MAX_PER_MINUTE: '100000000',
  });
  const log = createLogger(config);
  const clock = () => new Date();
  const ctx: AppContext = {
    config,
    database: handle,
    clock,
    webRoot: null,
    houseToken: null,
    analysis: createAnalysisClient(config, { db: handle.db, clock, logger: log }),
    log,
  };
  const app = await buildApp(ctx);
  const written: string[] = [];
  try {
    await app.ready();
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: WRITE_HEADERS,
      payload: { email: seedMemberEmail(5), password: SEED_PASSWORD },
      remoteAddress: '10.99.0.1',
    });
    if (signin.statusCode !== 200)
      throw new Error(`plans: sign-in ${signin.statusCode} ${signin.body}`);
    const cookie = signin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    for (const [file, url] of REQUESTS) {
      await app.inject({ method: 'GET', url, headers: { cookie } }); // warm caches and plans
      statements.length = 0;
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      const elapsed = performance.now() - started;
      const ran = [...statements];
      const parts = [
        `GET ${url} -> ${res.statusCode} in ${elapsed.toFixed(1)} ms (in-process, ${handle.kind}, ${new Date().toISOString()})`,
        `${ran.length} statements; the reads explained below with their parameters.`,
        '',
      ];
      for (const [index, statement] of ran.entries()) {
        parts.push(
          `-- statement ${index + 1}`,
          statement.query.trim(),
          `-- params: ${JSON.stringify(statement.params)}`,
        );
        if (isRead(statement.query)) {
          try {
            parts.push(await explain(statement));
          } catch (error) {
            parts.push(`(could not explain: ${(error as Error).message})`);
          }
        } else parts.push('(a write: not explained)');
        parts.push('');
      }
      const target = path.join(outDir, `${file}.txt`);
      writeFileSync(target, parts.join('\n'));
      written.push(path.relative(process.cwd(), target));
    }
  } finally {
    await app.close();
    await handle.close();
  }
  return written;
}
