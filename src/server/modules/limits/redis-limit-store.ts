import { Redis } from 'ioredis';
import type { Clock } from '../../context.ts';
import type { LimitStore } from '../../lib/rate-limiter.ts';

const COUNTER_PREFIX = 'lorien:limit:';
const CLAIM_PREFIX = 'lorien:claim:';

// INCRBY and the window's expiry in one step; a key left without expiry (never, but cheap to
// guard) gets one.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** The shared store in Redis (REDIS_URL): keys expire by themselves, so sweeping is a no-op. */
export function redisLimitStore(redis: Redis, clock: Clock): LimitStore {
  return {
    kind: 'redis',
    async increment(key, windowMs, hits = 1) {
      const [count, ttl] = (await redis.eval(
        INCREMENT,
        1,
        COUNTER_PREFIX + key,
        windowMs,
        hits,
      )) as [number, number];
      return { count, resetAtMs: clock().getTime() + Math.max(0, ttl) };
    },
    async claimOnce(key, expiresAt) {
      const ttl = Math.max(1, expiresAt.getTime() - clock().getTime());
      return (await redis.set(CLAIM_PREFIX + key, '1', 'PX', ttl, 'NX')) === 'OK';
    },
    async sweep() {
      return 0;
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** A Redis client that fails fast (no offline queue) so a Redis outage never hangs a request. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 3_000,
    commandTimeout: 3_000,
  });
}
