// The feed module's public surface: ranked home feed, Trending, Suggested people, Highlight.
export { FeedService, type FeedContext } from './feed.service.ts';
export { feedRoutes } from './feed.routes.ts';
export const TREND_INGEST_JOB = 'feed.recompute-trends';
