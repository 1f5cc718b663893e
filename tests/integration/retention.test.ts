import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, liveEvents, rateLimits, verifications } from '../../src/db/schema/index.ts';
import { RETENTION_MS, RETENTION_SWEEP_EVERY_MS } from '../../src/shared/constants.ts';
import { founderCode, signUpMember, type SignedUpMember } from '../factories/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 25: every table that grows with traffic has a retention job with a documented bound
// (RETENTION_MS). Rows past their bound go at the next sweep; rows within it stay.
describe('the retention sweep', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const ago = (ms: number) => new Date(now().getTime() - ms);
  const MINUTE = 60_000;

  beforeAll(async () => {
    t = await createTestApp({ clock: now });
    ada = await signUpMember(t.app, await founderCode(t.ctx), { firstName: 'Ada' });
  });
  afterAll(() => t.close());

  it('deletes old live events, finished jobs, ended limit windows and expired tokens; keeps recent ones', async () => {
    const db = t.ctx.database.db;
    // The next sweep's period starts after these rows are written.
    offsetMs += RETENTION_SWEEP_EVERY_MS;
    const liveRows = await db
      .insert(liveEvents)
      .values([
        {
          userId: ada.user.id,
          kind: 'old',
          data: {},
          createdAt: ago(RETENTION_MS.liveEvents + MINUTE),
        },
        {
          userId: ada.user.id,
          kind: 'recent',
          data: {},
          createdAt: ago(RETENTION_MS.liveEvents - MINUTE),
        },
      ])
      .returning({ id: liveEvents.id, kind: liveEvents.kind });
    const job = (id: string, status: 'done' | 'failed' | 'queued', finishedAgo: number | null) => ({
      id,
      name: 'retention.test',
      payload: {},
      status,
      runAt: ago(RETENTION_MS.finishedJobs * 2),
      maxAttempts: 1,
      createdAt: ago(RETENTION_MS.finishedJobs * 2),
      finishedAt: finishedAgo === null ? null : ago(finishedAgo),
    });
    await db.insert(jobs).values([
      job('job-old-done', 'done', RETENTION_MS.finishedJobs + MINUTE),
      job('job-old-failed', 'failed', RETENTION_MS.finishedJobs + MINUTE),
      job('job-recent-done', 'done', RETENTION_MS.finishedJobs - MINUTE),
      // Never finished, however old: still work to do.
      job('job-old-queued', 'queued', null),
    ]);
    await db.insert(rateLimits).values([
      { key: 'retention:ended', count: 3, resetAt: ago(MINUTE) },
      { key: 'retention:open', count: 3, resetAt: ago(-MINUTE) },
    ]);
    await db.insert(verifications).values([
      { id: 'v-expired', identifier: 'reset-password:x', value: 'a', expiresAt: ago(MINUTE) },
      { id: 'v-valid', identifier: 'reset-password:y', value: 'b', expiresAt: ago(-MINUTE) },
    ]);

    await t.app.services.jobs.runDue();

    const live = await db
      .select({ kind: liveEvents.kind })
      .from(liveEvents)
      .where(
        inArray(
          liveEvents.id,
          liveRows.map((row) => row.id),
        ),
      );
    expect(live.map((row) => row.kind)).toEqual(['recent']);
    const jobIds = (
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          inArray(jobs.id, ['job-old-done', 'job-old-failed', 'job-recent-done', 'job-old-queued']),
        )
    ).map((row) => row.id);
    expect(jobIds.sort()).toEqual(['job-old-queued', 'job-recent-done']);
    const limits = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['retention:ended', 'retention:open']));
    expect(limits.map((row) => row.key)).toEqual(['retention:open']);
    const tokens = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(inArray(verifications.id, ['v-expired', 'v-valid']));
    expect(tokens.map((row) => row.id)).toEqual(['v-valid']);
  });
});
