// The live module's public surface: the member's server-sent events stream.
export { LiveService, LIVE_HEARTBEAT_MS } from './live.service.ts';
export { liveRoutes } from './live.routes.ts';
