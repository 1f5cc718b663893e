// The health module's public surface.
export { healthRoutes } from './health.routes.ts';
export { operationsWarnings, type HealthDeps } from './health.service.ts';
