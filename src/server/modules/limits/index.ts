// Public file of the limits module: the shared store for rate-limit counters and used bot-check
// solutions (the database by default, Redis with REDIS_URL).
export { createLimits, fastifyRateLimitStore, type Limits } from './limits.ts';
export { databaseLimitStore } from './limits.repository.ts';
