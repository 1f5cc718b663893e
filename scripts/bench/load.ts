// `npm run test:load` (first part): five minutes of mixed traffic against the real server on a
// seeded database: 80% reads (home feed, Following, post detail, comments, profile, search,
// notifications, inbox), 20% writes (posts, echo toggles, comments, messages), spread over 300
// members, at 32 connections. Samples the server's RSS every 10 s and reports the series and its
// slope after the first minute (memory should be flat after warm-up). Fails (exit 1) on any
// error or 5xx. Writes bench/load.json and bench/load.md.
//   --duration 300  --connections 32  --members/--posts/--events (default 500/20000/100000)
//   --reuse (keep the seeded database under bench/ for the next run)
//   --soak-minutes N: runs the mix for N minutes instead, sampling every growing table's row
//   count (PostgreSQL) and the RSS once a minute, and says whether each is flat past its
//   retention bound (scripts/bench/soak.ts).
//   --retention-scale F (soak): the server runs with LORIEN_RETENTION_SCALE=F, every retention
//   window and sweep period times F, so 20 minutes at 0.01 pass the one-day bounds (14.5 min).
// BENCH_DATABASE=postgres or DATABASE_URL runs on PostgreSQL, else PGlite.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedPostId } from '../seed/seed-database.ts';
import {
  mintSessions,
  prepareDatabase,
  ROOT,
  rssMb,
  startBenchServer,
  verifySessions,
  WRITE_HEADERS,
  type BenchMember,
} from './harness.ts';
import { countGrowingRows, soakVerdicts, type SoakSample } from './soak.ts';

interface MixEntry {
  weight: number;
  name: string;
  request(
    member: BenchMember,
    n: number,
  ): {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  };
}

function mix(posts: number, members: BenchMember[]): MixEntry[] {
  const post = (n: number) => seedPostId(1 + ((n * 7919) % posts));
  const read = (path: string) => (member: BenchMember) => ({
    method: 'GET',
    path,
    headers: { cookie: member.cookie },
  });
  const write = (member: BenchMember) => ({ ...WRITE_HEADERS, cookie: member.cookie });
  return [
    { weight: 20, name: 'home', request: read('/api/feed/home') },
    { weight: 10, name: 'following', request: read('/api/feed/following') },
    {
      weight: 15,
      name: 'post',
      request: (m, n) => read(`/api/posts/${post(n)}`)(m),
    },
    { weight: 8, name: 'comments', request: (m, n) => read(`/api/posts/${post(n)}/comments`)(m) },
    {
      weight: 7,
      name: 'profile',
      request: (m, n) => read(`/api/users/${members[(n * 13) % members.length]!.id}/posts`)(m),
    },
    {
      weight: 6,
      name: 'search',
      request: (m, n) => read(`/api/search/posts?q=${['coffee', 'deniz', 'music'][n % 3]}`)(m),
    },
    {
      weight: 4,
      name: 'people',
      request: read(`/api/search/people?q=${encodeURIComponent('yılmaz')}`),
    },
    { weight: 5, name: 'notifications', request: read('/api/notifications') },
    { weight: 5, name: 'inbox', request: read('/api/messages/threads') },
    {
      weight: 4,
      name: 'create post',
      request: (m, n) => ({
        method: 'POST',
        path: '/api/posts',
        headers: write(m),
        body: JSON.stringify({ content: `Load test ${n}: rain over the Bosphorus #yağmur #load` }),
      }),
    },
    {
      weight: 8,
      name: 'echo',
      request: (m, n) => ({
        method: n % 2 === 0 ? 'PUT' : 'DELETE',
        path: `/api/posts/${post(m.number)}/echo`,
        headers: write(m),
        body: '{}',
      }),
    },
    {
      weight: 5,
      name: 'comment',
      request: (m, n) => ({
        method: 'POST',
        path: `/api/posts/${post(n)}/comments`,
        headers: write(m),
        body: JSON.stringify({ text: `Load comment ${n} 👍` }),
      }),
    },
    {
      weight: 3,
      name: 'message',
      request: (m, n) => ({
        method: 'POST',
        path: '/api/messages',
        headers: write(m),
        body: JSON.stringify({
          recipientId: members[(m.number + 1 + (n % 5)) % members.length]!.id,
          text: `Load message ${n}`,
        }),
      }),
    },
  ];
}

/** Least-squares slope of (t, y), in y per minute. */
export function slopePerMinute(points: Array<{ t: number; y: number }>): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '300' },
      connections: { type: 'string', default: '32' },
      members: { type: 'string', default: '500' },
      posts: { type: 'string', default: '20000' },
      events: { type: 'string', default: '100000' },
      reuse: { type: 'boolean', default: false },
      'soak-minutes': { type: 'string' },
      'retention-scale': { type: 'string', default: '1' },
    },
  });
  const soakMinutes = values['soak-minutes'] ? Number(values['soak-minutes']) : null;
  const retentionScale = Number(values['retention-scale']);
  const seconds = soakMinutes ? soakMinutes * 60 : Number(values.duration);
  const connections = Number(values.connections);
  const sizes = {
    members: Number(values.members),
    posts: Number(values.posts),
    events: Number(values.events),
  };
  const database = await prepareDatabase({
    name: 'load',
    sizes,
    reuse: values.reuse,
    log: console.log,
  });
  let members = await mintSessions(database, Math.min(300, sizes.members - 10));
  const server = await startBenchServer(database, {
    LORIEN_RETENTION_SCALE: String(retentionScale),
  });
  const pid = server.child.pid!;
  const outcome = { failed: false };
  try {
    members = await verifySessions(server.url, members);
    const entries = mix(sizes.posts, members);
    const wheel = entries.flatMap((entry) => Array.from({ length: entry.weight }, () => entry));
    const statusCounts = new Map<number, number>();
    const rss: Array<{ t: number; mb: number }> = [{ t: 0, mb: rssMb(pid) }];
    const started = Date.now();
    const sampler = setInterval(
      () => rss.push({ t: Math.round((Date.now() - started) / 1000), mb: rssMb(pid) }),
      10_000,
    );
    const soak: SoakSample[] = [];
    const sampleSoak = async () => {
      const minute = Math.round((Date.now() - started) / 60_000);
      const sample = { minute, rssMb: rssMb(pid), rows: await countGrowingRows(database.url) };
      soak.push(sample);
      console.log(
        `soak minute ${minute}: RSS ${sample.rssMb} MB, rows ${JSON.stringify(sample.rows)}`,
      );
    };
    if (soakMinutes) await sampleSoak();
    const soakSampler = soakMinutes
      ? setInterval(() => {
          sampleSoak().catch((error: unknown) => console.error('soak sample failed', error));
        }, 60_000)
      : null;
    let counter = 0;
    console.log(
      `Load: ${connections} connections for ${seconds} s on ${database.kind}, ${members.length} members`,
    );
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const n = counter;
            counter += 1;
            // A prime stride over the wheel mixes the kinds without a pattern per connection.
            const entry = wheel[(n * 37) % wheel.length]!;
            const member = members[(n * 101) % members.length]!;
            const next = entry.request(member, n);
            return { ...request, ...next, method: next.method as 'GET' };
          },
          onResponse: (status) => {
            statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
          },
        },
      ],
    });
    clearInterval(sampler);
    if (soakSampler) clearInterval(soakSampler);
    rss.push({ t: seconds, mb: rssMb(pid) });
    if (soakMinutes) {
      await sampleSoak();
      console.log(
        ['Soak verdicts:', ...soakVerdicts(soak, soakMinutes, retentionScale)].join('\n- '),
      );
    }
    const statuses = Object.fromEntries(statusCounts);
    const fiveXx = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const afterWarmUp = rss.filter((s) => s.t >= Math.min(60, seconds / 5));
    const report = {
      date: new Date().toISOString(),
      database: database.kind,
      sizes,
      connections,
      seconds,
      members: members.length,
      mix: Object.fromEntries(entries.map((e) => [e.name, `${e.weight}%`])),
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      fiveXx,
      rssMb: rss,
      soak: soakMinutes
        ? {
            minutes: soakMinutes,
            retentionScale,
            samples: soak,
            verdicts: soakVerdicts(soak, soakMinutes, retentionScale),
          }
        : null,
      rssSlopeMbPerMinuteAfterWarmUp: Number(
        slopePerMinute(afterWarmUp.map((s) => ({ t: s.t, y: s.mb }))).toFixed(2),
      ),
    };
    outcome.failed = report.errors + report.timeouts + fiveXx > 0;
    const outDir = path.join(ROOT, 'bench');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
    const md = [
      '# Load test',
      '',
      `${report.date}, ${report.database}, ${connections} connections, ${seconds} s, ${report.members} members, sizes ${JSON.stringify(sizes)}.`,
      '',
      `- requests: ${report.requests} (${report.requestsPerSecond}/s); statuses ${JSON.stringify(statuses)}`,
      `- errors ${report.errors}, timeouts ${report.timeouts}, 5xx ${fiveXx}`,
      `- latency p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
      `- RSS (MB) every 10 s: ${rss.map((s) => `${s.t}s ${s.mb}`).join(', ')}`,
      `- RSS slope after warm-up: ${report.rssSlopeMbPerMinuteAfterWarmUp} MB/min`,
      '',
    ].join('\n');
    writeFileSync(path.join(outDir, 'load.md'), md);
    console.log(md);
    if (outcome.failed) console.error('LOAD TEST FAILED: errors, timeouts or 5xx above.');
  } finally {
    await server.stop();
    database.dispose();
  }
  if (outcome.failed) process.exit(1);
}

await main();
