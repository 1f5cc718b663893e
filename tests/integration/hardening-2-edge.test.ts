import net, { type AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, ADMIN_API, INBOX_API } from '../../src/shared/api/paths.ts';
import {
  HTTP_CONNECTIONS_PER_IP,
  HTTP_HEADERS_TIMEOUT_MS,
  HTTP_KEEP_ALIVE_TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS,
} from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../src/shared/http.ts';
import {
  ADMIN_LOCKOUT_BASE_MS,
  ADMIN_FAILURE_LIMIT,
} from '../../src/server/http/operator-access.ts';
import { founderCode, signUpMember, type SignedUpMember } from '../factories/members.ts';
import { ADMIN_ENV, ADMIN_HEADERS, basic } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 30, items 1, 5, 8 and 11 ("edge"): each test here failed on e54c0fc.

const DAY = 24 * 60 * 60_000;
let now = Date.parse('2026-03-02T09:00:00Z');
const clock = () => new Date(now);

let addressSequence = 0;
function freshAddress(): string {
  addressSequence += 1;
  return `10.30.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

/** Every line the app logs (pino's JSON), captured instead of written to stdout. */
const logLines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];

describe('hardening, second sweep: the edge', () => {
  let t: TestApp;
  let member: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...ADMIN_ENV, LOG_LEVEL: 'info' }, clock });
    const log = t.ctx.log as unknown as Record<symbol, unknown>;
    log[pino.symbols.streamSym] = {
      write(line: string) {
        logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      },
    };
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  /** A new day: every admin failure window, lockout and lockout memory has ended. */
  function nextDay() {
    now += 2 * DAY;
  }

  const adminCall = (username: string, password: string, remoteAddress: string = freshAddress()) =>
    t.app.inject({
      method: 'GET',
      url: ADMIN_API.metrics,
      headers: basic(username, password),
      remoteAddress,
    });

  describe('1: administrator login lockout', () => {
    it('answers the right password during a lockout with the same 429 as a wrong one', async () => {
      nextDay();
      const from = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < ADMIN_FAILURE_LIMIT.max; i += 1)
        statuses.push((await adminCall(ADMIN_ENV.ADMIN_USERNAME, `guess ${i}`, from)).statusCode);
      expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
      const wrong = await adminCall(ADMIN_ENV.ADMIN_USERNAME, 'another guess', from);
      const right = await adminCall(ADMIN_ENV.ADMIN_USERNAME, ADMIN_ENV.ADMIN_PASSWORD, from);
      expect(wrong.statusCode).toBe(429);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual(wrong.json());
      expect(right.json().error.message).toBe(MESSAGES.tooManyRequests);
      expect(right.headers['retry-after']).toBe(wrong.headers['retry-after']);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('locks one username out when 30 addresses guess it, and logs a warning without the password', async () => {
      nextDay();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1)
        statuses.push((await adminCall(ADMIN_ENV.ADMIN_USERNAME, `spray ${i}`)).statusCode);
      expect(statuses).toContain(429);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
        ADMIN_FAILURE_LIMIT.max,
      );
      // A new address with the right password meets the same lockout.
      const right = await adminCall(ADMIN_ENV.ADMIN_USERNAME, ADMIN_ENV.ADMIN_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(right.json().error.message).toBe(MESSAGES.tooManyRequests);

      const warnings = logLines.filter((line) => line.event === 'admin_login_lockout');
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((line) => line.level === 40)).toBe(true);
      expect(warnings.some((line) => line.username === ADMIN_ENV.ADMIN_USERNAME)).toBe(true);
      expect(JSON.stringify(warnings)).not.toContain('spray');
      expect(JSON.stringify(logLines)).not.toContain(ADMIN_ENV.ADMIN_PASSWORD);
    });

    it('lets the right password in once the lockout has passed, and locks out longer next time', async () => {
      nextDay();
      const from = freshAddress();
      for (let i = 0; i < ADMIN_FAILURE_LIMIT.max; i += 1)
        await adminCall(ADMIN_ENV.ADMIN_USERNAME, `guess ${i}`, from);
      const locked = await adminCall(ADMIN_ENV.ADMIN_USERNAME, ADMIN_ENV.ADMIN_PASSWORD, from);
      expect(locked.statusCode).toBe(429);
      const firstWait = Number(locked.headers['retry-after']);
      expect(firstWait).toBeGreaterThanOrEqual(ADMIN_LOCKOUT_BASE_MS / 1000 - 1);

      now += firstWait * 1000 + 1000;
      const after = await adminCall(ADMIN_ENV.ADMIN_USERNAME, ADMIN_ENV.ADMIN_PASSWORD, from);
      expect(after.statusCode).toBe(200);

      // The second lockout of the same day lasts longer than the first.
      for (let i = 0; i < ADMIN_FAILURE_LIMIT.max; i += 1)
        await adminCall(ADMIN_ENV.ADMIN_USERNAME, `again ${i}`, from);
      const second = await adminCall(ADMIN_ENV.ADMIN_USERNAME, ADMIN_ENV.ADMIN_PASSWORD, from);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(firstWait);
      nextDay();
    });
  });

  describe('8: private answers are never stored by a cache', () => {
    const PARAM_VALUE = '00000000-0000-4000-8000-000000000000';
    function concrete(url: string): string {
      return url.replace(/:[A-Za-z]+/g, PARAM_VALUE).replace(/\*$/, 'x');
    }

    it('sends Cache-Control: no-store on every answer of every member and admin route, errors included', async () => {
      const routes = t.app.routeAccess.filter(
        (route) => route.access === 'member' || route.access === 'admin',
      );
      expect(routes.length).toBeGreaterThan(20);
      const missing: string[] = [];
      const check = async (route: (typeof routes)[number], headers: Record<string, string>) => {
        const method = route.method as 'GET';
        const res = await t.app.inject({
          method,
          url: concrete(route.url),
          headers,
          // The live stream never ends; its headers are what matters.
          ...(route.url === INBOX_API.live ? { payloadAsStream: true } : {}),
        });
        const cacheControl = String(res.headers['cache-control'] ?? '');
        if (!/\bno-store\b/.test(cacheControl))
          missing.push(`${method} ${route.url} ${res.statusCode}: "${cacheControl}"`);
        if (route.url === INBOX_API.live) res.stream().destroy();
      };
      // Anonymous first (401 and friends), then as a caller: the member's session (sign-out and
      // other session-ending routes last) or the administrator's credentials.
      for (const route of routes) await check(route, {});
      const endsSession = (url: string) => /sign-?out|delete/.test(url);
      const ordered = [...routes].sort(
        (a, b) => Number(endsSession(a.url)) - Number(endsSession(b.url)),
      );
      for (const route of ordered)
        await check(
          route,
          route.access === 'member'
            ? { cookie: member.cookie, [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE }
            : ADMIN_HEADERS,
        );
      expect(missing).toEqual([]);
    }, 120_000);

    it('sends no-store with every Set-Cookie (sign-in) and to a signed-in viewer, and keeps public answers cacheable', async () => {
      const signin = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.signin,
        headers: { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE },
        payload: { email: member.input.email, password: member.input.password },
      });
      expect(signin.statusCode).toBe(200);
      expect(signin.headers['set-cookie']).toBeDefined();
      expect(String(signin.headers['cache-control'])).toMatch(/\bno-store\b/);

      // A viewer route answering a signed-in member is about that member too.
      const me = await t.app.inject({
        method: 'GET',
        url: ACCOUNT_API.me,
        headers: { cookie: member.cookie },
      });
      expect(me.statusCode).toBe(200);
      expect(String(me.headers['cache-control'])).toMatch(/\bno-store\b/);

      const status = await t.app.inject({ method: 'GET', url: ACCOUNT_API.signupStatus });
      expect(status.statusCode).toBe(200);
      expect(String(status.headers['cache-control'] ?? '')).not.toMatch(/no-store/);
    });
  });

  describe('5 and 11: a real listening server', () => {
    let port: number;

    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Resolves with how long the socket lived once the server closes it. */
    function openSocket(): Promise<net.Socket> {
      return new Promise((resolve, reject) => {
        const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
        socket.once('error', reject);
      });
    }
    function closed(socket: net.Socket): Promise<number> {
      const started = Date.now();
      return new Promise((resolve) => {
        if (socket.destroyed) resolve(0);
        socket.once('close', () => resolve(Date.now() - started));
      });
    }
    const slowHead = (length: number) =>
      `POST ${ACCOUNT_API.signin} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\n${CSRF_HEADER_NAME}: ${CSRF_HEADER_VALUE}\r\n` +
      `Content-Length: ${length}\r\n\r\n`;

    it('5: times requests out, with budgets generous enough for a slow upload', () => {
      const server = t.app.server;
      // Fastify's default is 0: no request timeout at all.
      expect(server.requestTimeout).toBeGreaterThan(0);
      expect(server.requestTimeout).toBeLessThanOrEqual(10 * 60_000);
      // A 10 MB upload at 40 KB/s (a slow phone) still fits in one request's budget.
      expect(server.requestTimeout).toBeGreaterThanOrEqual((10 * 1024 * 1024) / 40);
      expect(server.headersTimeout).toBeGreaterThan(0);
      expect(server.headersTimeout).toBeLessThanOrEqual(30_000);
      expect([server.requestTimeout, server.headersTimeout, server.keepAliveTimeout]).toEqual([
        HTTP_REQUEST_TIMEOUT_MS,
        HTTP_HEADERS_TIMEOUT_MS,
        HTTP_KEEP_ALIVE_TIMEOUT_MS,
      ]);
    });

    it('5: cuts off a body that trickles in slower than the request budget', async () => {
      const server = t.app.server;
      // The same server with a 1.5 s budget, so the test need not wait 5 minutes; expiry is
      // checked as often as in production.
      const original = { request: server.requestTimeout, headers: server.headersTimeout };
      server.headersTimeout = 1_000;
      server.requestTimeout = 1_500;
      try {
        const socket = await openSocket();
        const lived = closed(socket);
        socket.write(slowHead(10_000));
        const trickle = setInterval(() => {
          if (!socket.destroyed) socket.write('{');
        }, 200);
        const ms = await Promise.race([
          lived,
          new Promise<number>((resolve) => setTimeout(() => resolve(-1), 6_000)),
        ]);
        clearInterval(trickle);
        socket.destroy();
        expect(ms).toBeGreaterThan(1_000);
        expect(ms).toBeLessThan(4_500);
      } finally {
        server.requestTimeout = original.request;
        server.headersTimeout = original.headers;
      }
    });

    it('5: refuses connections over the per-address cap and serves the others', async () => {
      const sockets = await Promise.all(
        Array.from({ length: HTTP_CONNECTIONS_PER_IP }, () => openSocket()),
      );
      try {
        // Connections beyond the cap are closed at once, before any request.
        const extra = await Promise.all(Array.from({ length: 3 }, () => openSocket()));
        const extraLives = await Promise.all(
          extra.map((socket) =>
            Promise.race([
              closed(socket),
              new Promise<number>((resolve) => setTimeout(() => resolve(-1), 2_000)),
            ]),
          ),
        );
        for (const socket of extra) socket.destroy();
        expect(extraLives.every((ms) => ms >= 0)).toBe(true);

        // One of the capped address's own connections is still served.
        const first = sockets[0]!;
        const answer = new Promise<string>((resolve) => {
          let text = '';
          first.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1');
            if (text.includes('\r\n\r\n')) resolve(text);
          });
        });
        first.write(
          `GET ${ACCOUNT_API.signupStatus} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(await answer).toMatch(/^HTTP\/1\.1 200/);
      } finally {
        for (const socket of sockets) socket.destroy();
      }
      // Once they have gone, the address may connect again.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openSocket();
      const served = new Promise<string>((resolve) => {
        again.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1')));
      });
      again.write(
        `GET ${ACCOUNT_API.signupStatus} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(await served).toMatch(/^HTTP\/1\.1 200/);
      again.destroy();
    });

    it('11: logs a client that drops a request mid-body at info, never as a database outage', async () => {
      const before = logLines.length;
      const socket = await openSocket();
      const lived = closed(socket);
      socket.write(slowHead(50_000));
      socket.write('{"email":"someone@example.com","password":"');
      await new Promise((resolve) => setTimeout(resolve, 150));
      socket.destroy();
      await lived;
      // Let the server notice and handle the aborted body.
      let lines = logLines.slice(before);
      for (let i = 0; i < 40 && !lines.some((line) => /client closed/.test(line.msg)); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        lines = logLines.slice(before);
      }
      expect(lines.filter((line) => /database is unavailable/.test(line.msg))).toEqual([]);
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      const aborted = lines.find((line) => /client closed the request/.test(line.msg));
      expect(aborted?.level).toBe(30);

      // The database was never out: the health check still says so.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  });
});
