// `node scripts/bench/cold-home.ts [--members 60]`: home page 1 one request at a time on the
// seeded bench database (the one `npm run bench -- routes --reuse` keeps): each member's first
// page (a cold ranking) and then their second (the ranking reused), median and p90 in ms. Where
// the page-1 tail of the routes bench comes from, without the 16 connections' queueing.
import { parseArgs } from 'node:util';
import { FEED_API } from '../../src/shared/api/paths.ts';
import { mintSessions, prepareDatabase, startBenchServer } from './harness.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '60' },
    posts: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1000000' },
  },
});
const database = await prepareDatabase({
  name: 'bench',
  sizes: { members: 1000, posts: Number(values.posts), events: Number(values.events) },
  reuse: true,
  log: console.log,
});
const members = await mintSessions(database, Number(values.members));
const server = await startBenchServer(database);
const timed = async (cookie: string) => {
  const started = performance.now();
  const res = await fetch(`${server.url}${FEED_API.home}`, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`home: ${res.status}`);
  return performance.now() - started;
};
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
};
try {
  await timed(members[0]!.cookie); // plans and shared caches
  const cold: number[] = [];
  const warm: number[] = [];
  for (const member of members.slice(1)) {
    cold.push(await timed(member.cookie));
    warm.push(await timed(member.cookie));
  }
  console.log(`cold page 1 (${cold.length} members): ${summary(cold)}`);
  console.log(`warm page 1: ${summary(warm)}`);
} finally {
  if (process.env.COLD_HOME_OUTPUT) console.log(server.output());
  await server.stop();
}
