import { afterAll, beforeAll } from 'vitest';
import type { EnvInput } from '../../src/config/env.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Instances behind one load balancer share their secret (sessions, bot-check signatures). */
const SHARED_AUTH_SECRET = 'shared-secret-of-both-instances-0123456789';

/**
 * Two app instances over one database, as behind a load balancer, started before the suite's
 * tests and closed after them. Read `a` and `b` inside tests (they are set in `beforeAll`).
 */
export function twoInstances(env: EnvInput = {}): { a: TestApp; b: TestApp } {
  const instances = {} as { a: TestApp; b: TestApp };
  const shared = { AUTH_SECRET: SHARED_AUTH_SECRET, ...env };
  beforeAll(async () => {
    instances.a = await createTestApp({ env: shared });
    instances.b = await createTestApp({ env: shared, database: instances.a.database });
  });
  afterAll(async () => {
    await instances.b?.close();
    await instances.a?.close();
  });
  return instances;
}
