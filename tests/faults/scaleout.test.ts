import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveAcross,
  mediaAcross,
  rateLimitAcross,
  signInAcross,
  signUp,
  upstreamsSeen,
  type Member,
} from '../../scripts/scaleout/check.ts';
import { findProgram, startScaleout, type Scaleout } from '../../scripts/scaleout/stack.ts';

// Issue 29, a proven scale-out: two real instances (src/server/main.ts) behind a real nginx on
// one PostgreSQL database with shared uploads, as `npm run scaleout` starts them; then the same
// with PgBouncer in transaction mode in front of PostgreSQL. Skipped where nginx (or PgBouncer)
// is not installed or there is no PostgreSQL server (the PGlite run of this tier).
const serverUrl = process.env.TEST_DATABASE_URL;
const MINUTES = 60_000;

for (const pgbouncer of [false, true]) {
  const missing = !serverUrl || !findProgram('nginx') || (pgbouncer && !findProgram('pgbouncer'));
  describe.skipIf(missing)(
    `two instances behind nginx${pgbouncer ? ', PgBouncer in transaction mode' : ''}`,
    { timeout: 2 * MINUTES },
    () => {
      let stack: Scaleout;
      let alice: Member;
      let bob: Member;

      beforeAll(async () => {
        stack = await startScaleout({
          instances: 2,
          pgbouncer,
          databaseServerUrl: serverUrl,
          env: { ALTCHA_MAX_COUNTER: '1000' },
        });
        alice = await signUp(stack, stack.instances[0]!.url, 1);
        bob = await signUp(stack, stack.instances[1]!.url, 2);
      }, 4 * MINUTES);
      afterAll(() => stack?.stop(), MINUTES);

      it('nginx sends requests to both instances', async () => {
        const seen = await upstreamsSeen(stack);
        expect([...seen].sort()).toEqual(stack.instances.map((i) => new URL(i.url).host).sort());
      });

      it('a session made on one instance is valid on the other and through nginx', async () => {
        alice = await signInAcross(stack, alice);
      });

      it('an image posted through one instance answers 200 with the same bytes on the other', async () => {
        expect(await mediaAcross(stack, alice)).toMatch(/^\/media\/posts\//);
      });

      it('a live message sent through one instance reaches streams held on the other and via nginx', async () => {
        const delays = await liveAcross(stack, alice, bob);
        expect(delays.direct).toBeLessThan(5_000);
        expect(delays.viaNginx).toBeLessThan(5_000);
      });

      it('a rate limit counts the requests of both instances', async () => {
        expect(await rateLimitAcross(stack)).toEqual([201, 201, 201, 201, 201, 429]);
      });
    },
  );
}
