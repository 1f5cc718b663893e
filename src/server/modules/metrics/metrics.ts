import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AnalysisClient } from '../../../analysis/analysis-client.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { METRICS_HTTP_BUCKETS, METRICS_ANALYSIS_BUCKETS } from '../../../shared/constants.ts';
import type { Clock } from '../../context.ts';
import { readJobQueueStats, type JobQueueStats } from '../../jobs/job-queue-stats.ts';

/** What the metrics read at scrape time; the composition root has them all. */
export interface MetricsSources {
  database: DatabaseHandle;
  analysis: AnalysisClient;
  clock: Clock;
  /** Live streams (SSE) open on this instance. */
  liveStreams: () => number;
}

/** A request that matched no route: one label for all of them (a raw URL would be unbounded). */
export const UNMATCHED_ROUTE = '(unmatched)';

const BREAKER_STATES = ['closed', 'half_open', 'open'] as const;

/**
 * The instance's Prometheus registry (issue 29): its own, not prom-client's global one, so that
 * several apps in one process (the test tiers) each count their own requests.
 */
export function createMetrics(app: FastifyInstance, sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lorien_' });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'lorien_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'lorien_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames,
    buckets: [...METRICS_HTTP_BUCKETS],
    registers: [registry],
  });
  // The route pattern ('/api/posts/:id'), never the raw URL: one series per route, not per post.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'lorien_live_streams_open',
    help: 'Live streams (server-sent events) open on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });

  // One read of the jobs table per scrape feeds the three job gauges: prom-client collects every
  // metric of a scrape at once, so they share the read under way.
  let reading: Promise<JobQueueStats | null> | null = null;
  const readQueue = (now: Date) => {
    reading ??= readJobQueueStats(sources.database.db, now)
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
  new Gauge({
    name: 'lorien_job_queue_depth',
    help: 'Background jobs by name and state: due (waiting to run), scheduled (later), running.',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      const stats = await readQueue(sources.clock());
      this.reset();
      for (const { name, state, count } of stats?.counts ?? []) this.set({ name, state }, count);
    },
  });
  new Gauge({
    name: 'lorien_job_queue_oldest_due_seconds',
    help: 'How long the job waiting longest past its run time has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      const now = sources.clock();
      const oldest = (await readQueue(now))?.oldestDueAt;
      this.set(oldest ? Math.max(0, now.getTime() - oldest.getTime()) / 1000 : 0);
    },
  });
  new Gauge({
    name: 'lorien_job_queue_readable',
    help: '1 when the job queue could be read for this scrape, 0 when the database failed.',
    registers: [registry],
    async collect() {
      this.set((await readQueue(sources.clock())) ? 1 : 0);
    },
  });

  registerPoolGauges(registry, sources.database);
  const stopAnalysis = registerAnalysisMetrics(registry, sources.analysis);

  return {
    registry,
    /** Prometheus text for one scrape. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    close() {
      stopAnalysis();
      registry.clear();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/**
 * Connections in use and callers waiting for one. PostgreSQL: the pg pool. PGlite has one
 * connection: in use while a statement runs, and the statements queued behind it wait.
 */
function registerPoolGauges(registry: Registry, database: DatabaseHandle) {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  const read = (): { max: number; inUse: number; waiting: number } => {
    if (database.kind === 'postgres' && client && typeof client === 'object') {
      const pool = client as PoolLike;
      return {
        max: pool.options.max ?? 10,
        inUse: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
      };
    }
    const pending = (client as { pendingStatements?: number } | undefined)?.pendingStatements ?? 0;
    return { max: 1, inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0) };
  };
  const gauge = (name: string, help: string, pick: (r: ReturnType<typeof read>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['database'] as const,
      registers: [registry],
      collect() {
        this.set({ database: database.kind }, pick(read()));
      },
    });
  gauge('lorien_db_pool_max', 'Database connections this instance may open.', (r) => r.max);
  gauge(
    'lorien_db_pool_in_use',
    'Database connections running a query or transaction.',
    (r) => r.inUse,
  );
  gauge('lorien_db_pool_waiting', 'Queries waiting for a database connection.', (r) => r.waiting);
}

/** Each call to a remote analysis service, and its circuit breaker. Returns the unsubscribe. */
function registerAnalysisMetrics(registry: Registry, analysis: AnalysisClient): () => void {
  const calls = new Histogram({
    name: 'lorien_analysis_call_duration_seconds',
    help: 'Calls to the remote analysis service by call and outcome (ok, error, refused by the breaker).',
    labelNames: ['call', 'outcome'] as const,
    buckets: [...METRICS_ANALYSIS_BUCKETS],
    registers: [registry],
  });
  new Gauge({
    name: 'lorien_analysis_breaker_state',
    help: 'The analysis circuit breaker: 1 for its current state (closed, half_open, open); none when the engine runs in this process.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = analysis.breakerState();
      this.reset();
      if (current === null) return;
      for (const state of BREAKER_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });
  return analysis.onCall(({ call, outcome, seconds }) => calls.observe({ call, outcome }, seconds));
}
