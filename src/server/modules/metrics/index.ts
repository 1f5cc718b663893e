// The metrics module's public surface (issue 29): a Prometheus endpoint behind a token.
export { createMetrics, UNMATCHED_ROUTE, type Metrics, type MetricsSources } from './metrics.ts';
export { registerMetricsRoute } from './metrics.routes.ts';
