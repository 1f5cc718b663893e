import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { INDEX_POST_JOB } from '../../src/server/modules/analysis-pipeline/index.ts';
import { FEED_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { METRICS_PATH } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { authedHeaders, founderCode, signUpMember } from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 29: a Prometheus endpoint behind a bearer token (METRICS_TOKEN); absent without one.

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('the metrics endpoint', () => {
  let t: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  const scrape = (app: TestApp, authorization?: string) =>
    app.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: authorization ? { authorization } : {},
    });

  it('answers Prometheus text with the named metrics after a few requests', async () => {
    const member = await signUpMember(t.app, await founderCode(t.ctx));
    const post = await createPost(t.app, member.cookie, { content: 'Ölçümler için bir gönderi' });
    for (let i = 0; i < 3; i += 1)
      await t.app.inject({
        method: 'GET',
        url: SOCIAL_API.post(post.id),
        headers: authedHeaders(member.cookie),
      });
    await t.app.inject({
      method: 'GET',
      url: FEED_API.trending,
      headers: authedHeaders(member.cookie),
    });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    // A job for later, and one no instance runs, waiting 90 s past its time.
    const now = Date.now();
    await t.app.services.jobs.enqueue(
      INDEX_POST_JOB,
      { postId: post.id },
      {
        runAt: new Date(now + 3_600_000),
      },
    );
    await t.ctx.database.db.insert(jobs).values({
      id: 'metrics-test-job',
      name: 'metrics.test-nobody-runs',
      payload: {},
      runAt: new Date(now - 90_000),
      maxAttempts: 1,
      createdAt: new Date(now - 90_000),
    });

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Per route pattern, not per raw URL: three reads of one post are one series.
    const postRoute = { method: 'GET', route: '/api/posts/:id', status_code: '200' };
    expect(sample(text, 'lorien_http_requests_total', postRoute)).toBe(3);
    expect(text).not.toContain(post.id);
    expect(sample(text, 'lorien_http_request_duration_seconds_count', postRoute)).toBe(3);
    expect(
      sample(text, 'lorien_http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBe(1);
    expect(sample(text, 'lorien_http_requests_total', { route: FEED_API.trending })).toBe(1);
    // The post's index job and the periodic jobs are in the queue's figures.
    expect(text).toMatch(
      /^lorien_job_queue_depth\{name="[^"]+",state="(due|scheduled|running)"\} \d+$/m,
    );
    expect(sample(text, 'lorien_job_queue_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lorien_job_queue_readable')).toBe(1);
    expect(sample(text, 'lorien_live_streams_open')).toBe(0);
    const kind = t.ctx.database.kind;
    expect(sample(text, 'lorien_db_pool_max', { database: kind })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lorien_db_pool_in_use', { database: kind })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lorien_db_pool_waiting', { database: kind })).toBe(0);
    // The engine runs in this process here: no breaker to report, the metric is declared.
    expect(text).toContain('# TYPE lorien_analysis_breaker_state gauge');
    expect(text).toContain('# TYPE lorien_analysis_call_duration_seconds histogram');
    expect(sample(text, 'lorien_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.message).toBe(MESSAGES.metricsTokenRequired);
      expect(res.body).not.toContain('lorien_');
    }
  });

  it('does not exist when METRICS_TOKEN is not set', async () => {
    expect((await scrape(off)).statusCode).toBe(404);
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});
