// `node scripts/bench/live.ts`: the live stream (SSE) under load. Starts the real server on a
// fresh data directory, signs up BENCH_LIVE_MEMBERS members (default 40), holds
// BENCH_LIVE_CONNECTIONS streams (default 200, spread over the members like open tabs) for
// BENCH_LIVE_SECONDS (default 60) while members message each other every 100 ms, then reports
// errors, the server's memory per connection, and the delay from send to receive (p50, p99).
//   BENCH_DATABASE_URL: run on PostgreSQL (LISTEN/NOTIFY) instead of PGlite.
// Figures are reported, not asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { freePort } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 40);
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const SEND_EVERY_MS = 100;
const WRITE = { 'x-requested-with': 'lorien', 'content-type': 'application/json' };

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Member {
  id: string;
  cookie: string;
}

async function signUp(url: string, invite: string, n: number): Promise<Member> {
  const challenge = (await (await fetch(`${url}/api/auth/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { ...WRITE, 'x-forwarded-for': `10.9.${Math.floor(n / 200)}.${n % 200}` },
    body: JSON.stringify({
      firstName: 'Live',
      lastName: `Member${n}`,
      username: `live${n}`,
      email: `live${n}@example.com`,
      password: 'correct horse battery',
      inviteCode: invite,
      altcha,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${n} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, cookie };
}

interface Stream {
  member: Member;
  ready: Promise<void>;
  closedEarly: boolean;
  heartbeats: number;
  request: http.ClientRequest;
}

async function main() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-live-bench-'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LORIEN_DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX_PER_MINUTE: '1000000',
      ALTCHA_MAX_COUNTER: '64',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600 && !/Founder invite code: ([A-Z0-9]{8})/.test(output); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const invite = /Founder invite code: ([A-Z0-9]{8})/.exec(output)?.[1];
  if (!invite) throw new Error(`no founder code:\n${output}`);

  try {
    const members: Member[] = [];
    for (let n = 0; n < MEMBERS; n += 1) members.push(await signUp(url, invite, n));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssBefore = rssKb(child.pid!);

    // Who is waiting for which message: recipient -> sender -> send times (FIFO).
    const pending = new Map<string, Map<string, number[]>>();
    const delays: number[] = [];
    const streams: Stream[] = [];
    let unmatched = 0;
    let stopping = false;
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const member = members[i % members.length]!;
      // Only a member's first stream measures delay (each tab gets every message).
      const measures = i < members.length;
      let resolveReady!: () => void;
      const ready = new Promise<void>((resolve) => (resolveReady = resolve));
      const request = http.get(`${url}/api/live`, { headers: { cookie: member.cookie } });
      const stream: Stream = { member, ready, closedEarly: false, heartbeats: 0, request };
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          stream.closedEarly = true;
          resolveReady();
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
            if (block.startsWith(':')) stream.heartbeats += 1;
            if (block.includes('event: ready')) resolveReady();
            if (measures && block.includes('event: message')) {
              const data = JSON.parse(/data: (.*)/.exec(block)?.[1] ?? '{}') as {
                peerId: string;
                direction: string;
              };
              if (data.direction !== 'incoming') continue;
              const queue = pending.get(member.id)?.get(data.peerId);
              const sentAt = queue?.shift();
              if (sentAt === undefined) unmatched += 1;
              else delays.push(performance.now() - sentAt);
            }
          }
        });
        response.on('close', () => {
          stream.closedEarly = !stopping;
        });
      });
      request.on('error', () => {
        stream.closedEarly = !stopping;
        resolveReady();
      });
      streams.push(stream);
    }
    await Promise.all(streams.map((s) => s.ready));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssOpen = rssKb(child.pid!);

    let sent = 0;
    let sendErrors = 0;
    const started = Date.now();
    let rssPeak = rssOpen;
    while (Date.now() - started < SECONDS * 1000) {
      const from = members[Math.floor(Math.random() * members.length)]!;
      let to = members[Math.floor(Math.random() * members.length)]!;
      if (to.id === from.id) to = members[(members.indexOf(from) + 1) % members.length]!;
      const byRecipient = pending.get(to.id) ?? new Map<string, number[]>();
      pending.set(to.id, byRecipient);
      const queue = byRecipient.get(from.id) ?? [];
      byRecipient.set(from.id, queue);
      queue.push(performance.now());
      void fetch(`${url}/api/messages`, {
        method: 'POST',
        headers: { ...WRITE, cookie: from.cookie },
        body: JSON.stringify({ recipientId: to.id, text: `bench ${sent}` }),
      })
        .then((res) => {
          if (res.status !== 201) sendErrors += 1;
          return res.body?.cancel();
        })
        .catch(() => (sendErrors += 1));
      sent += 1;
      if (sent % 50 === 0) rssPeak = Math.max(rssPeak, rssKb(child.pid!));
      await new Promise((resolve) => setTimeout(resolve, SEND_EVERY_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stopping = true;
    const sorted = [...delays].sort((a, b) => a - b);
    const lost = [...pending.values()]
      .flatMap((bySender) => [...bySender.values()])
      .reduce((total, queue) => total + queue.length, 0);
    const report = {
      database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
      members: MEMBERS,
      connections: CONNECTIONS,
      heldSeconds: SECONDS,
      connectionsDroppedOrRefused: streams.filter((s) => s.closedEarly).length,
      heartbeatsPerConnection: Math.round(
        streams.reduce((total, s) => total + s.heartbeats, 0) / streams.length,
      ),
      messagesSent: sent,
      sendErrors,
      messagesNotReceived: lost,
      unmatchedEvents: unmatched,
      delayMs: {
        p50: Number(percentile(sorted, 50).toFixed(1)),
        p99: Number(percentile(sorted, 99).toFixed(1)),
        max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
      },
      serverRssMb: {
        idle: Math.round(rssBefore / 1024),
        withStreams: Math.round(rssOpen / 1024),
        peak: Math.round(rssPeak / 1024),
      },
      serverKbPerConnection: Math.round((rssOpen - rssBefore) / CONNECTIONS),
    };
    console.log(JSON.stringify(report, null, 2));
    for (const stream of streams) stream.request.destroy();
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
