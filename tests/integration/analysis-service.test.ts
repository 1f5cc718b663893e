import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalysisClient,
  createLocalAnalysisService,
  type AnalysisClient,
  type AnalysisSettings,
} from '../../src/analysis/analysis-client.ts';
import { buildAnalysisServer } from '../../src/analysis/analysis-server.ts';
import { ANALYSIS_PATHS } from '../../src/analysis/analysis-wire.ts';
import { computeTrack } from '../../src/analysis/analysis-service.ts';
import { startAnalysisService } from '../../src/analysis/main.ts';
import { analyzeText } from '../../src/analysis/engine/analyze.ts';
import { moderateText } from '../../src/analysis/engine/moderate.ts';
import { LABELLED_POSTS } from '../../src/analysis/testing/labelled-posts.ts';
import { llmUsage } from '../../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The analysis service over HTTP against the same engine in-process, the client's fallbacks when
// the service is down or hangs, and the optional LLM provider against a fake OpenAI-style server.

const TIMEOUT_MS = 300;
const silent = pino({ level: 'silent' });
const settings = (overrides: Partial<AnalysisSettings> = {}): AnalysisSettings => ({
  analysisUrl: undefined,
  analysisTimeoutMs: TIMEOUT_MS,
  analysisToken: undefined,
  llm: undefined,
  logLevel: 'silent',
  ...overrides,
});

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

describe('the analysis service', () => {
  let database: TestDatabase;
  let inProcess: AnalysisClient;
  let overHttp: AnalysisClient;
  let serviceUrl: string;
  let closeService: () => Promise<void>;
  const clock = () => new Date();
  const TOKEN = 'a-shared-secret-for-the-analysis-service';

  beforeAll(async () => {
    database = await createTestDatabase();
    const deps = { db: database.handle.db, clock };
    const server = buildAnalysisServer({
      service: createLocalAnalysisService(settings(), { ...deps, logger: silent }),
      token: TOKEN,
    });
    serviceUrl = await server.listen({ host: '127.0.0.1', port: 0 });
    closeService = () => server.close();
    inProcess = createAnalysisClient(settings(), deps);
    overHttp = createAnalysisClient(
      settings({ analysisUrl: serviceUrl, analysisToken: TOKEN, analysisTimeoutMs: 5000 }),
      deps,
    );
  });
  afterAll(async () => {
    await closeService();
    await database.dispose();
  });

  it('gives the same answers over HTTP as in-process', async () => {
    const texts = [...LABELLED_POSTS.map((post) => post.text), '', 'İ ı I i 😂 #Tag'];
    for (const text of texts) {
      const [local, remote] = await Promise.all([inProcess.analyze(text), overHttp.analyze(text)]);
      expect(remote).toEqual(local);
      expect(local).toEqual(analyzeText(text));
      expect(await overHttp.moderate(text)).toEqual(await inProcess.moderate(text));
      expect(await inProcess.moderate(text)).toEqual(moderateText(text));
    }
    const posts = LABELLED_POSTS.slice(0, 8).map((post) => post.text);
    expect(await overHttp.tagUser('Deniz Aydın', posts)).toEqual(
      await inProcess.tagUser('Deniz Aydın', posts),
    );
    expect(await overHttp.trendsFallback()).toEqual(await inProcess.trendsFallback());
    expect(await overHttp.coldStart('nobody', 9)).toEqual(await inProcess.coldStart('nobody', 9));
    const request = {
      userId: 'nobody',
      type: 'view',
      contentId: 'c',
      dwellMs: 4000,
      hour: 22,
      contentVector: [-0.8, 0.2, 0.25, 0.2, 0.3, 0.35, 0.35, 0.45],
      rows: null,
    };
    const first = await inProcess.track(request);
    expect(first?.outcome).toBe('tracked');
    expect(await overHttp.track(request)).toEqual(first);
    const again = { ...request, rows: first?.rows ?? null };
    expect(await overHttp.track(again)).toEqual(await inProcess.track(again));
  });

  it('speaks the spec wire format and validates bodies', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` };
    const analyze = await fetch(`${serviceUrl}/analyze`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'Çok mutluyum' }),
    });
    expect(Object.keys(await analyze.json()).sort()).toEqual([
      'emo_vector',
      'emotion_tag',
      'lang',
      'topics',
    ]);
    const track = await fetch(`${serviceUrl}/track`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        user_id: 'nobody',
        type: 'echo',
        content_id: 'c',
        dwell_ms: 10,
        hour: 3,
      }),
    });
    // The spec's fields alone: the service stores nothing and was sent no content vector.
    expect(await track.json()).toEqual({
      tracked: false,
      outcome: 'no_content_vector',
      state: null,
      profile: null,
    });
    const content = [0.8, 0.65, 0.6, 0.7, 0.45, 0.7, 0.5, 0.1];
    const tracked = await fetch(`${serviceUrl}/track`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        user_id: 'nobody',
        type: 'echo',
        content_id: 'c',
        dwell_ms: 0,
        hour: 3,
        content_vector: content,
      }),
    });
    const computed = computeTrack({
      userId: 'nobody',
      type: 'share',
      contentId: 'c',
      dwellMs: 0,
      hour: 3,
      contentVector: content,
      rows: null,
    });
    expect(await tracked.json()).toEqual({
      tracked: true,
      outcome: 'tracked',
      state: computed.rows?.vector,
      profile: computed.rows?.matrix,
    });
    const badProfile = await fetch(`${serviceUrl}/cold_start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: 'u', hour: 3, profile: [[1, 2]] }),
    });
    expect(badProfile.status).toBe(400);
    const bad = await fetch(`${serviceUrl}/cold_start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: 42 }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
  });

  it('refuses requests without the shared token', async () => {
    const none = await fetch(`${serviceUrl}/trends_fallback`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${serviceUrl}/trends_fallback`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const noToken = createAnalysisClient(settings({ analysisUrl: serviceUrl }), {
      db: database.handle.db,
      clock,
    });
    expect((await noToken.analyze('Çok mutluyum')).emo_vector).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('falls back at once when the service is stopped', async () => {
    const parked = http.createServer();
    const url = await listen(parked);
    await stop(parked);
    const client = createAnalysisClient(settings({ analysisUrl: url }), {
      db: database.handle.db,
      clock,
      logger: silent,
    });
    const started = performance.now();
    expect(await client.analyze('Çok mutluyum')).toEqual({
      emo_vector: [0, 0, 0, 0, 0, 0, 0, 0],
      topics: [],
      lang: 'tr',
      emotion_tag: null,
    });
    expect(await client.moderate('seni öldüreceğim')).toBeNull();
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 2);
  });

  it('falls back within the timeout when the service hangs', async () => {
    const hanging = http.createServer(() => undefined);
    const url = await listen(hanging);
    try {
      const client = createAnalysisClient(settings({ analysisUrl: url }), {
        db: database.handle.db,
        clock,
        logger: silent,
      });
      const started = performance.now();
      const [analysis, moderation, prior] = await Promise.all([
        client.analyze('Çok mutluyum'),
        client.moderate('seni öldüreceğim'),
        client.coldStart('someone', 14),
      ]);
      const elapsed = performance.now() - started;
      expect(analysis.lang).toBe('tr');
      expect(analysis.emo_vector).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(moderation).toBeNull();
      expect(prior).toHaveLength(8);
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 700);
    } finally {
      await stop(hanging);
    }
  });
});

describe('npm run analysis', () => {
  it('serves the six endpoints without opening a database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-analysis-'));
    // An address where no database listens: a service that tried to open it would fail to start.
    const running = await startAnalysisService({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/nothing',
      LORIEN_DATA_DIR: dataDir,
      ANALYSIS_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${running.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (res) => ({ status: res.status, body: await res.json() }));
      expect(await post('/analyze', { text: 'Çok mutluyum' })).toEqual({
        status: 200,
        body: analyzeText('Çok mutluyum'),
      });
      expect((await post('/moderate', { text: 'seni öldüreceğim' })).status).toBe(200);
      expect((await post('/cold_start', { user_id: 'u', hour: 5 })).status).toBe(200);
      expect((await post('/tag_user', { bio: '', recent_posts: ['kahve'] })).status).toBe(200);
      const tracked = await post('/track', {
        user_id: 'u',
        type: 'share',
        content_id: 'c',
        hour: 5,
        content_vector: [0.8, 0.65, 0.6, 0.7, 0.45, 0.7, 0.5, 0.1],
      });
      expect(tracked.body).toMatchObject({ tracked: true, outcome: 'tracked' });
      expect((await fetch(`${running.url}/trends_fallback`)).status).toBe(200);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the optional LLM provider', () => {
  let database: TestDatabase;
  let fake: http.Server;
  let baseUrl: string;
  let answer: 'valid' | 'invalid' | 'error' = 'valid';
  const requests: { path: string; authorization: string | undefined; body: { model: string } }[] =
    [];
  const MODEL = 'fake-model-1';

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(raw) as {
          model: string;
          messages: { role: string; content: string }[];
        };
        requests.push({
          path: request.url ?? '',
          authorization: request.headers.authorization,
          body,
        });
        if (answer === 'error') {
          response.writeHead(503).end('overloaded');
          return;
        }
        const moderating = body.messages[0]?.content.includes('moderate') ?? false;
        const content =
          answer === 'invalid'
            ? 'Sure! Here is the analysis you asked for.'
            : JSON.stringify(
                moderating
                  ? { toxicity: 0.12, hatespeech: 0.03, disinfo: 0.91, labels: ['health_claim'] }
                  : {
                      emo_vector: [0.9, 0.7, 0.6, 0.7, 0.4, 0.8, 0.5, 0.1],
                      topics: ['#Kahve', 'Sabah'],
                      lang: 'tr',
                      emotion_tag: 'happiness',
                    },
              );
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
      });
    });
    baseUrl = `${await listen(fake)}/v1`;
  });
  afterAll(async () => {
    await stop(fake);
    await database.dispose();
  });

  const client = () =>
    createAnalysisClient(settings({ llm: { baseUrl, apiKey: 'sk-test', model: MODEL } }), {
      db: database.handle.db,
      clock: () => new Date('2025-03-04T10:00:00Z'),
      logger: silent,
    });
  const usage = () => database.handle.db.select().from(llmUsage).where(eq(llmUsage.model, MODEL));

  it('uses the provider’s validated answers and counts its tokens per day', async () => {
    answer = 'valid';
    const analysis = await client().analyze('Sabah kahvesi');
    expect(analysis).toEqual({
      emo_vector: [0.9, 0.7, 0.6, 0.7, 0.4, 0.8, 0.5, 0.1],
      topics: ['kahve', 'sabah'],
      lang: 'tr',
      emotion_tag: 'happiness',
    });
    expect(await client().moderate('Limonlu su kanseri iyileştirir')).toEqual({
      toxicity: 0.12,
      hatespeech: 0.03,
      disinfo: 0.91,
      labels: ['health_claim'],
    });
    expect(requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: MODEL },
    });
    expect(await usage()).toEqual([
      expect.objectContaining({
        day: '2025-03-04',
        promptTokens: 200,
        completionTokens: 40,
        totalTokens: 240,
        requests: 2,
      }),
    ]);
  });

  it('falls back to the built-in engine on an unusable answer, still counting the tokens', async () => {
    answer = 'invalid';
    const text = 'Bugün çok yorgunum, enerjim yok';
    expect(await client().analyze(text)).toEqual(analyzeText(text));
    expect(await client().moderate(text)).toEqual(moderateText(text));
    expect((await usage())[0]?.requests).toBe(4);
  });

  it('falls back to the built-in engine when the provider fails', async () => {
    answer = 'error';
    const text = 'You are an idiot';
    expect(await client().moderate(text)).toEqual(moderateText(text));
    expect((await usage())[0]?.requests).toBe(4);
  });
});

// Issue 29's stall on PostgreSQL: the breaker test's finally closed the restored service while
// the app's background calls were still in its handlers; those were answered keep-alive
// (72 s), the app's HTTP client kept the sockets, and close() waited about 70 s for them.
describe('closing the analysis service', () => {
  it('answers a call under way with Connection: close and finishes closing without waiting for the client', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const unused = () => Promise.reject(new Error('not called'));
    const server = buildAnalysisServer({
      service: {
        analyze: unused,
        moderate: unused,
        coldStart: unused,
        track: unused,
        tagUser: unused,
        async trendsFallback() {
          entered();
          await released;
          return ['gündem'];
        },
      },
    });
    // The call resumes once closing has begun (after the service's own preClose hook).
    server.addHook('preClose', async () => release());
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    // An idle keep-alive socket from an earlier call (a 404 here), as the app's client keeps them.
    await fetch(`${url}/no-such-path`).then((res) => res.arrayBuffer());
    const answer = fetch(`${url}${ANALYSIS_PATHS.trendsFallback}`);
    await inHandler;

    const started = performance.now();
    const closed = server.close();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ trends: ['gündem'] });
    // The client still holds its sockets: without the fix this took the keep-alive's 70 s.
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => (timer = setTimeout(() => resolve('still open'), 10_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 20_000);
});
