// `npm run bench` (or `npm run bench -- routes`): every hot route of the app, driven over
// loopback by autocannon on a seeded database, at 1, 16 and 64 connections, each beside
// /api/health measured at the same connection count in the same run. Writes bench/results.json,
// bench/results.md and, from a second in-process app, bench/plans/*.txt (EXPLAIN (ANALYZE,
// BUFFERS) of every query the feed, Following and search requests run).
//
//   --only home,following   routes to run (names below; health always runs)
//   --connections 1,16,64   connection counts
//   --duration 10           seconds per route and connection count
//   --warmup 2              seconds each route runs unmeasured first (0: none)
//   --members/--posts/--events   seed sizes (PostgreSQL 1000/100000/1000000; PGlite 1000/20000/200000)
//   --reuse                 keep the seeded database under bench/ and reuse it next time
//   --no-plans              skip the EXPLAIN capture
//   --instances 2           that many servers behind nginx (scripts/scaleout; PostgreSQL only)
//   --pgbouncer             with --instances: PgBouncer in transaction mode before PostgreSQL
//   --sessions 400          signed-in members the requests rotate over (1 reproduces the
//                           issue's "one signed-in member" method; writes then meet its limits)
//   --steady                before measuring, every signed-in member reads page 1 once, as in a
//                           community whose members keep reading (their rankings exist and are
//                           kept fresh in the background); without it each member's first page
//                           in the run is a cold ranking (a stampede of 400 first visits)
//   --poster 500            a member publishes a post every 500 ms throughout the run, as a
//                           living community does (on by default since issue 25; 0 turns it
//                           off). The posts rotate over the signed-in members (30 posts per 10
//                           minutes each); the results note how many went through.
// BENCH_DATABASE=postgres or DATABASE_URL runs on PostgreSQL (database lorien_bench on that
// server, recreated; BENCH_DATABASE_URL names the database exactly), else PGlite.
// Reads and writes rotate over 400 seeded members (--sessions) with their own sessions, so
// per-member write limits do not dominate; 429s are counted apart from errors so they show.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { SEED_PASSWORD, seedMemberEmail, seedPostId } from '../seed/seed-database.ts';
import {
  BENCH_ADMIN,
  mintSessions,
  prepareDatabase,
  ROOT,
  startBenchServer,
  verifySessions,
  WRITE_HEADERS,
  type BenchMember,
} from './harness.ts';
import { capturePlans } from './plans.ts';
import { startBenchScaleout, type BenchTarget } from '../scaleout/stack.ts';

interface RouteRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface RouteSpec {
  name: string;
  label: string;
  /** The n-th request of a run (n counts across connections). */
  request(n: number): RouteRequest;
}

export interface RouteResult {
  route: string;
  label: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  /** Share of /api/health's throughput at the same connection count, in per cent. */
  ofHealth: number | null;
  errors: number;
  non2xx: number;
  tooMany: number;
}

const BASIC = `Basic ${Buffer.from(`${BENCH_ADMIN.username}:${BENCH_ADMIN.password}`).toString('base64')}`;

function routeSpecs(ctx: {
  members: BenchMember[];
  page5: Map<string, string>;
  posts: number;
}): RouteSpec[] {
  const { members } = ctx;
  const who = (n: number) => members[n % members.length]!;
  const as = (n: number) => ({ cookie: who(n).cookie });
  const write = (n: number) => ({ ...WRITE_HEADERS, cookie: who(n).cookie });
  // Popular posts are read more: the low numbers, as the seeder's skew makes them.
  const postOf = (n: number) => seedPostId(1 + ((n * 7919) % Math.min(ctx.posts, 2000)));
  const page5Members = members.filter((m) => ctx.page5.has(m.id));
  // The mixed write route draws on the single ones (filled below).
  const writeSpecs = new Map<string, RouteSpec>();
  const specs: RouteSpec[] = [
    { name: 'health', label: 'health', request: () => ({ method: 'GET', path: '/api/health' }) },
    {
      name: 'signin',
      label: 'sign-in',
      request: (n) => ({
        method: 'POST',
        path: '/api/auth/signin',
        // One address per request: sign-in allows 25 per 5 minutes per address.
        headers: {
          ...WRITE_HEADERS,
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ email: seedMemberEmail(who(n).number), password: SEED_PASSWORD }),
      }),
    },
    {
      name: 'home',
      label: 'home feed, page 1',
      request: (n) => ({ method: 'GET', path: '/api/feed/home', headers: as(n) }),
    },
    {
      name: 'home5',
      label: 'home feed, page 5',
      request: (n) => {
        const member = page5Members[n % page5Members.length]!;
        return {
          method: 'GET',
          path: `/api/feed/home?cursor=${encodeURIComponent(ctx.page5.get(member.id)!)}`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'following',
      label: 'Following',
      request: (n) => ({ method: 'GET', path: '/api/feed/following', headers: as(n) }),
    },
    {
      name: 'post',
      label: 'post detail',
      request: (n) => ({ method: 'GET', path: `/api/posts/${postOf(n)}`, headers: as(n) }),
    },
    {
      name: 'profile',
      label: 'profile posts',
      request: (n) => ({
        method: 'GET',
        path: `/api/users/${who(n * 31 + 1).id}/posts`,
        headers: as(n),
      }),
    },
    {
      name: 'comments',
      label: 'comments',
      request: (n) => ({ method: 'GET', path: `/api/posts/${postOf(n)}/comments`, headers: as(n) }),
    },
    {
      name: 'create',
      label: 'create post',
      request: (n) => ({
        method: 'POST',
        path: '/api/posts',
        headers: write(n),
        body: JSON.stringify({
          content: `Bench post ${n}: a calm evening by the sea with tea #bench #çay`,
        }),
      }),
    },
    {
      name: 'echo',
      label: 'echo toggle',
      request: (n) => ({
        // Each member echoes then un-echoes one post of its own choosing, in turns.
        method: Math.floor(n / members.length) % 2 === 0 ? 'PUT' : 'DELETE',
        path: `/api/posts/${postOf(n % members.length)}/echo`,
        headers: write(n),
        body: '{}',
      }),
    },
    {
      name: 'dm',
      label: 'direct message',
      request: (n) => ({
        method: 'POST',
        path: '/api/messages',
        headers: write(n),
        // To the member half the ring away: pairs that talk, as a community's do. (To the next
        // member, the 16 messages in flight formed one chain, each waiting for the one before
        // to commit: a member's live rows are written under a lock held until the commit.)
        body: JSON.stringify({
          recipientId: who(n + Math.floor(members.length / 2)).id,
          text: `Bench message ${n}`,
        }),
      }),
    },
    {
      name: 'writes',
      label: 'create post, echo and DM together',
      request: (n) => {
        const kinds = ['create', 'echo', 'dm'] as const;
        const spec = writeSpecs.get(kinds[n % 3]!)!;
        return spec.request(Math.floor(n / 3));
      },
    },
    {
      name: 'highlight',
      label: 'highlight',
      request: (n) => ({ method: 'GET', path: '/api/feed/highlight', headers: as(n) }),
    },
    {
      name: 'trending',
      label: 'trending',
      request: (n) => ({ method: 'GET', path: '/api/feed/trending', headers: as(n) }),
    },
    {
      name: 'suggested',
      label: 'suggested people',
      request: (n) => ({ method: 'GET', path: '/api/feed/suggested-people', headers: as(n) }),
    },
    {
      name: 'people',
      label: 'people search',
      request: (n) => ({
        method: 'GET',
        path: `/api/search/people?q=${encodeURIComponent(['ayşe', 'yılmaz', 'emma', 'şahin'][n % 4]!)}`,
        headers: as(n),
      }),
    },
    {
      name: 'search',
      label: 'post search',
      request: (n) => ({
        method: 'GET',
        path: `/api/search/posts?q=${encodeURIComponent(['çay', 'coffee', 'deniz', 'music'][n % 4]!)}`,
        headers: as(n),
      }),
    },
    {
      name: 'search-none',
      label: 'post search, no match',
      request: (n) => ({
        method: 'GET',
        path: `/api/search/posts?q=zzqx${n % 100}`,
        headers: as(n),
      }),
    },
    {
      name: 'inbox',
      label: 'inbox',
      request: (n) => ({ method: 'GET', path: '/api/messages/threads', headers: as(n) }),
    },
    {
      name: 'notifications',
      label: 'notifications',
      request: (n) => ({ method: 'GET', path: '/api/notifications', headers: as(n) }),
    },
    {
      name: 'admin',
      label: 'admin metrics',
      request: () => ({
        method: 'GET',
        path: '/api/admin/metrics',
        headers: { authorization: BASIC },
      }),
    },
  ];
  for (const spec of specs)
    if (['create', 'echo', 'dm'].includes(spec.name)) writeSpecs.set(spec.name, spec);
  return specs;
}

/**
 * A member publishing every `everyMs` until stopped, rotating over the signed-in members (the
 * per-member post budget is 30 per 10 minutes). Counts the answers by status.
 */
function startPoster(url: string, members: BenchMember[], everyMs: number) {
  const statuses: Record<string, number> = {};
  let stopped = false;
  let n = 0;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const member = members[(n * 37) % members.length]!;
      const res = await fetch(`${url}/api/posts`, {
        method: 'POST',
        headers: { ...WRITE_HEADERS, cookie: member.cookie },
        body: JSON.stringify({ content: `Poster ${n}: the tea is ready #bench #çay` }),
      }).catch(() => null);
      await res?.body?.cancel();
      const key = res ? String(res.status) : 'error';
      statuses[key] = (statuses[key] ?? 0) + 1;
      n += 1;
      const wait = everyMs - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    statuses,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

export const ROUTE_NAMES = [
  ...routeSpecs({ members: [], page5: new Map(), posts: 1 }).map((r) => r.name),
  'sse',
];

/**
 * Waits until the server is idle again: requests the client gave up on (a sign-in storm's
 * password hashes) keep running after autocannon stops and would be charged to the next route.
 * Idle: the server process used under 5% of a core (`quietTicks` 1/100 s) in each of three 300 ms windows (at most
 * 60 s). Linux only (/proc); elsewhere it returns at once.
 */
async function settle(pid: number | undefined, quietTicks = 1): Promise<void> {
  const cpuTicks = () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime, in 1/100 s
    } catch {
      return null;
    }
  };
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  let before = cpuTicks();
  while (before !== null && quiet < 3 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = cpuTicks();
    if (after === null) return;
    quiet = after - before <= quietTicks ? quiet + 1 : 0;
    before = after;
  }
}

/**
 * A stand-in for autovacuum where the PostgreSQL server runs without it (this machine's does):
 * every echo, save and view rewrites its post's row, and without vacuum the newest pages stay
 * not all-visible, so the index-only walks of post search and the feeds fetch the heap for every
 * row. The write routes leave dead rows in the marks too: after an echo bench, a card's "echoed"
 * probe chose the post-id index over the primary key and took 0.45 ms a post instead of a few
 * microseconds (issue 25). Production servers run autovacuum (migration 0011 tunes it for posts);
 * the bench vacuums these tables before each route instead, and says so in its results. Null when
 * nothing is needed.
 */
const VACUUMED_TABLES =
  'posts, post_search_keys, echoes, saves, comments, follows, feed_snapshots, rate_limits, emotion_state, circadian_profile';
async function autovacuumStandIn(database: { kind: string; url: string }) {
  if (database.kind !== 'postgres') return null;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ autovacuum: string }>('show autovacuum');
  if (rows[0]?.autovacuum === 'on') {
    await client.end();
    return null;
  }
  return {
    vacuum: async () => void (await client.query(`vacuum (analyze) ${VACUUMED_TABLES}`)),
    close: () => client.end(),
  };
}

/**
 * Each route starts with every member's write budgets fresh (WRITE_LIMITS, as if their ten
 * minutes had passed): the runs before it in the same bench (and earlier benches on a reused
 * database) spent them, and a route measured against spent budgets measures the 429 path.
 * PostgreSQL only (the PGlite server owns its database); 429s are counted in the results.
 */
async function writeBudgetReset(database: { kind: string; url: string }) {
  if (database.kind !== 'postgres') return null;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    reset: async () =>
      void (await client.query(`delete from rate_limits where key like 'write:%'`)),
    close: () => client.end(),
  };
}

export async function drive(
  url: string,
  spec: RouteSpec,
  connections: number,
  seconds: number,
): Promise<Omit<RouteResult, 'ofHealth'>> {
  let counter = 0;
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = spec.request(counter);
          counter += 1;
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: next.headers ?? {},
            body: next.body,
          };
        },
        onResponse: (status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  const result = await instance;
  const tooMany = statuses.get(429) ?? 0;
  return {
    route: spec.name,
    label: spec.label,
    connections,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - tooMany,
    tooMany,
  };
}

/**
 * SSE fan-out: `connections` members hold /api/live while others message them as fast as four
 * senders can; reports the delay from send to receipt (p50, p99) and deliveries per second.
 */
async function driveSse(
  url: string,
  members: BenchMember[],
  connections: number,
  seconds: number,
): Promise<Omit<RouteResult, 'ofHealth'>> {
  const listeners = members.slice(0, Math.min(connections, members.length / 2));
  const senders = members.slice(members.length / 2);
  const pending = new Map<string, number[]>();
  const delays: number[] = [];
  const requests: http.ClientRequest[] = [];
  let errors = 0;
  await Promise.all(
    listeners.map(
      (listener) =>
        new Promise<void>((resolve) => {
          const request = http.get(`${url}/api/live`, { headers: { cookie: listener.cookie } });
          requests.push(request);
          request.on('error', () => ((errors += 1), resolve()));
          request.on('response', (response) => {
            if (response.statusCode !== 200) {
              errors += 1;
              resolve();
              return;
            }
            let buffer = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              buffer += chunk;
              let at: number;
              while ((at = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, at);
                buffer = buffer.slice(at + 2);
                if (block.includes('event: ready')) resolve();
                if (block.includes('event: message') && block.includes('"incoming"')) {
                  const sentAt = pending.get(listener.id)?.shift();
                  if (sentAt !== undefined) delays.push(performance.now() - sentAt);
                }
              }
            });
          });
        }),
    ),
  );
  let non2xx = 0;
  let tooMany = 0;
  const started = performance.now();
  await Promise.all(
    [0, 1, 2, 3].map(async (lane) => {
      for (let n = lane; performance.now() - started < seconds * 1000; n += 4) {
        const to = listeners[n % listeners.length]!;
        const from = senders[n % senders.length]!;
        const queue = pending.get(to.id) ?? [];
        pending.set(to.id, queue);
        queue.push(performance.now());
        const res = await fetch(`${url}/api/messages`, {
          method: 'POST',
          headers: { ...WRITE_HEADERS, cookie: from.cookie },
          body: JSON.stringify({ recipientId: to.id, text: `bench ${n}` }),
        }).catch(() => null);
        if (!res) errors += 1;
        else if (res.status === 429) tooMany += 1;
        else if (res.status !== 201) non2xx += 1;
        await res?.body?.cancel();
        if (!res || res.status !== 201) queue.pop();
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const request of requests) request.destroy();
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  return {
    route: 'sse',
    label: `SSE fan-out (${listeners.length} streams)`,
    connections,
    p50: at(0.5),
    p99: at(0.99),
    rps: Math.round(delays.length / seconds),
    errors,
    non2xx,
    tooMany,
  };
}

/** Page 5's cursor of the home feed for a few members (a snapshot made now stays valid). */
async function page5Cursors(url: string, members: BenchMember[]): Promise<Map<string, string>> {
  const cursors = new Map<string, string>();
  for (const member of members) {
    let cursor = '';
    for (let page = 1; page <= 4; page += 1) {
      const res = await fetch(
        `${url}/api/feed/home${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        { headers: { cookie: member.cookie } },
      );
      if (!res.ok) throw new Error(`home feed for ${member.id}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { nextCursor?: string | null };
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
      if (page === 4) cursors.set(member.id, cursor);
    }
  }
  return cursors;
}

export function resultsMarkdown(meta: Record<string, unknown>, results: RouteResult[]): string {
  const lines = [
    `# Route bench`,
    '',
    Object.entries(meta)
      .map(
        ([key, value]) =>
          `- ${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
      )
      .join('\n'),
    '',
  ];
  for (const connections of [...new Set(results.map((r) => r.connections))]) {
    lines.push(`## ${connections} connection${connections === 1 ? '' : 's'}`, '');
    lines.push('| route | p50 ms | p99 ms | req/s | of health | errors | other non-2xx | 429 |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results.filter((x) => x.connections === connections))
      lines.push(
        `| ${r.label} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.ofHealth === null ? '' : `${r.ofHealth.toFixed(1)}%`} | ${r.errors} | ${r.non2xx} | ${r.tooMany} |`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

export async function runRoutesBench(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      only: { type: 'string' },
      connections: { type: 'string', default: '1,16,64' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      members: { type: 'string' },
      posts: { type: 'string' },
      events: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      'no-plans': { type: 'boolean', default: false },
      sessions: { type: 'string', default: '400' },
      instances: { type: 'string' },
      pgbouncer: { type: 'boolean', default: false },
      poster: { type: 'string', default: '500' },
      steady: { type: 'boolean', default: false },
    },
  });
  const posterMs = Number(values.poster);
  const postgres = process.env.BENCH_DATABASE === 'postgres' || Boolean(process.env.DATABASE_URL);
  const sizes = {
    members: Number(values.members ?? 1000),
    posts: Number(values.posts ?? (postgres ? 100_000 : 20_000)),
    events: Number(values.events ?? (postgres ? 1_000_000 : 200_000)),
  };
  const seconds = Number(values.duration);
  const warmupSeconds = Number(values.warmup);
  const levels = values.connections.split(',').map(Number);
  const only = values.only ? values.only.split(',').map((s) => s.trim()) : null;
  const unknown = (only ?? []).filter((name) => !ROUTE_NAMES.includes(name));
  if (unknown.length)
    throw new Error(`Unknown routes ${unknown.join(', ')}; known: ${ROUTE_NAMES.join(', ')}`);

  const database = await prepareDatabase({
    name: 'bench',
    sizes,
    reuse: values.reuse,
    log: console.log,
  });
  let members = await mintSessions(database, Math.min(Number(values.sessions), sizes.members - 10));
  const server: BenchTarget = values.instances
    ? await startBenchScaleout(
        database,
        { instances: Number(values.instances), pgbouncer: values.pgbouncer },
        (env) => startBenchServer(database, env),
      )
    : await startBenchServer(database).then((one) => ({
        url: one.url,
        pids: [one.child.pid!],
        describe: '1 instance, direct',
        stop: () => one.stop(),
      }));
  let poster: ReturnType<typeof startPoster> | null = null;
  try {
    members = await verifySessions(server.url, members);
    const page5 = await page5Cursors(server.url, members.slice(0, 8));
    const specs = routeSpecs({ members, page5, posts: sizes.posts }).filter(
      (spec) => spec.name === 'health' || !only || only.includes(spec.name),
    );
    if (page5.size === 0)
      specs.splice(
        specs.findIndex((s) => s.name === 'home5'),
        1,
      );
    // Warm each route once (plans, caches, the first snapshot).
    for (const spec of specs) {
      const r = spec.request(0);
      await fetch(`${server.url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    }
    const home = specs.find((spec) => spec.name === 'home');
    if (values.steady && home)
      for (let n = 0; n < members.length; n += 1) {
        const r = home.request(n);
        await (await fetch(`${server.url}${r.path}`, { headers: r.headers })).arrayBuffer();
      }
    const results: RouteResult[] = [];
    const standIn = await autovacuumStandIn(database);
    const budgets = await writeBudgetReset(database);
    poster = posterMs > 0 ? startPoster(server.url, members, posterMs) : null;
    for (const connections of levels) {
      const level: Omit<RouteResult, 'ofHealth'>[] = [];
      for (const spec of specs) {
        // The route at full load for a moment first, unmeasured: each pooled connection plans
        // the route's named statements once, and the code the route runs is compiled, as in a
        // server that has been up a while (without it, a route run alone measured its start).
        if (warmupSeconds > 0) await drive(server.url, spec, connections, warmupSeconds);
        await standIn?.vacuum();
        await budgets?.reset();
        // The background poster keeps the server a little busy: idle is then under 10%.
        for (const pid of server.pids) await settle(pid, poster ? 3 : 1);
        const result = await drive(server.url, spec, connections, seconds);
        level.push(result);
        console.log(
          `  ${connections} conn ${spec.label}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.rps} req/s` +
            (result.errors + result.non2xx + result.tooMany
              ? ` (errors ${result.errors}, non-2xx ${result.non2xx}, 429 ${result.tooMany})`
              : ''),
        );
      }
      if (!only || only.includes('sse')) {
        const sse = await driveSse(server.url, members, connections, seconds);
        level.push(sse);
        console.log(
          `  ${connections} conn ${sse.label}: p50 ${sse.p50} ms, p99 ${sse.p99} ms, ${sse.rps} deliveries/s`,
        );
      }
      const health = level.find((r) => r.route === 'health')!.rps;
      for (const r of level)
        results.push({
          ...r,
          ofHealth: r.route === 'health' || r.route === 'sse' ? null : (100 * r.rps) / health,
        });
    }
    await poster?.stop();
    const meta = {
      date: new Date().toISOString(),
      backgroundPoster: poster
        ? `a post every ${posterMs} ms throughout (answers ${JSON.stringify(poster.statuses)})`
        : 'off',
      database: database.kind,
      sizes,
      seedSeconds: database.seedSeconds,
      secondsPerRoute: seconds,
      homeRankings: values.steady
        ? 'every member read page 1 once before the run (--steady)'
        : "cold: each member's first page in the run ranks",
      cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      loadAverageAtEnd: loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
      node: process.version,
      target: server.describe,
      members: members.length,
      autovacuum:
        database.kind !== 'postgres'
          ? 'n/a'
          : standIn
            ? 'off on this server: the bench vacuums ' + VACUUMED_TABLES + ' before each route'
            : 'on',
    };
    await standIn?.close();
    await budgets?.close();
    const outDir = path.join(ROOT, 'bench');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'results.json'),
      `${JSON.stringify({ meta, results }, null, 2)}\n`,
    );
    writeFileSync(path.join(outDir, 'results.md'), resultsMarkdown(meta, results));
    console.log(`\nWrote bench/results.json and bench/results.md\n`);
    console.log(resultsMarkdown(meta, results));
  } finally {
    await poster?.stop();
    await server.stop();
  }
  if (!values['no-plans']) {
    const written = await capturePlans(database, path.join(ROOT, 'bench', 'plans'));
    console.log(`Query plans: ${written.join(', ')}`);
  }
  database.dispose();
}

if (import.meta.main) await runRoutesBench();
