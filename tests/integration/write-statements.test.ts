import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directMessages, liveEvents, notifications } from '../../src/db/schema/index.ts';
import { INBOX_API } from '../../src/shared/api/inbox.ts';
import { FEED_API } from '../../src/shared/api/paths.ts';
import { HOME_TIMELINE_PAGE } from '../../src/shared/constants.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { StatementCounter } from '../support/statement-counter.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Issue 25, the write half. Statement counts, not timings: each round trip to the database is
// paid by every request, on every instance. Counted at the driver since the seventh session
// (named statements included; they were invisible to the query logger before): before it, on
// PostgreSQL, publish 12, echo 17, DM 9. Now: the caller read for a session kept across content
// writes, write budgets leased (a store write per tenth of a budget), the mark's visibility
// check in its own statement, a new post analysed before it is written and inserted with its
// analysis rows in one statement and answered without a read back, the emotion rows in one, the
// live rows with their locks and the transaction's NOTIFY in one. The direct message below is
// the member's first, so it also takes a budget lease.
const BOUNDS = { publish: 4, echo: 7, dm: 6 } as const;
// The read half: the issue measured 21 statements for a cold home page (ten of them trend
// recomputation inside the GET); counted at the driver, a cold page 1 is 9 (the reader's
// relations, candidates, emotion state, the ranking's reads, the snapshot), a warm one 2 (the
// reader's relations, the cards), or 3 when the trailing trend ingest of the posts above lands
// in between and the trends are read again (TREND_QUIET_INGEST_MS; seen on a slow machine).
const READ_BOUNDS = { coldHome: 9, warmHome: 3 } as const;

describe('writes: their reactions commit with them, in few statements', () => {
  const counter = new StatementCounter();
  let database: TestDatabase;
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;

  beforeAll(async () => {
    database = await createTestDatabase({ logger: counter.logger });
    counter.attach(database.handle.db, database.handle.kind);
    t = await createTestApp({ database });
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code, { firstName: 'Ada' });
    ben = await signUpMember(t.app, code, { firstName: 'Ben' });
    // The first writes of a member fill the session cache, the limiter's window and (the first
    // tracked interaction) the member's emotion rows.
    await createPost(t.app, ada.cookie, { content: 'warm up' });
    const warm = await createPost(t.app, ben.cookie, { content: 'warm up too' });
    await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.postEcho(warm.id),
      headers: authedHeaders(ada.cookie),
    });
    // The job runner's polling would be counted with the request: it is stopped.
    await t.app.services.jobs.stop();
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const inject = (method: 'POST' | 'PUT', url: string, who: SignedUpMember, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(who.cookie),
      ...(payload ? { payload } : {}),
    });
  const transactions = (statements: string[]) =>
    statements.filter((statement) => /^\s*begin\b/i.test(statement)).length;

  it('publishes, echoes and sends a direct message within their statement bounds', async () => {
    const post = await createPost(t.app, ben.cookie, { content: 'a post to echo' });
    const publish = await counter.during(async () => {
      const res = await inject('POST', SOCIAL_API.posts, ada, { content: 'hello there' });
      expect(res.statusCode).toBe(201);
    });
    const echo = await counter.during(async () => {
      expect((await inject('PUT', SOCIAL_API.postEcho(post.id), ada)).statusCode).toBe(200);
    });
    const dm = await counter.during(async () => {
      const res = await inject('POST', INBOX_API.messages, ada, {
        recipientId: ben.user.id,
        text: 'hi',
      });
      expect(res.statusCode).toBe(201);
    });
    const counts = { publish: publish.length, echo: echo.length, dm: dm.length };
    console.log(`statements on ${database.handle.kind}: ${JSON.stringify(counts)}`);
    if (process.env.SHOW_STATEMENTS) console.log(publish.join('\n---\n'));
    expect(counts.publish).toBeLessThanOrEqual(BOUNDS.publish);
    expect(counts.echo).toBeLessThanOrEqual(BOUNDS.echo);
    expect(counts.dm).toBeLessThanOrEqual(BOUNDS.dm);
    // The message and both live rows: one transaction.
    expect(transactions(dm)).toBe(1);
    // The echo, its counter, the author's notification and live row: one transaction; the
    // built-in analysis engine's emotion update is the other.
    expect(transactions(echo)).toBeLessThanOrEqual(2);
  });

  it('reads the home page, cold and warm, within their statement bounds', async () => {
    // Cold: no ranked snapshot for the member yet (a new post evicted it); warm: the next page-1
    // read, served from the snapshot. Trends are recomputed only by their job, never here.
    // A full page of posts: a ranking shorter than a page is ranked again every time.
    for (let n = 0; n < HOME_TIMELINE_PAGE; n += 1)
      await createPost(t.app, n % 2 ? ada.cookie : ben.cookie, { content: `home page post ${n}` });
    await createPost(t.app, ben.cookie, { content: 'something new for the home page' });
    const read = () =>
      t.app.inject({ method: 'GET', url: FEED_API.home, headers: authedHeaders(ada.cookie) });
    const cold = await counter.during(async () => expect((await read()).statusCode).toBe(200));
    const warm = await counter.during(async () => expect((await read()).statusCode).toBe(200));
    const counts = { coldHome: cold.length, warmHome: warm.length };
    console.log(`statements on ${database.handle.kind}: ${JSON.stringify(counts)}`);
    if (process.env.SHOW_STATEMENTS) console.log(cold.join('\n---\n'));
    expect(counts.coldHome).toBeLessThanOrEqual(READ_BOUNDS.coldHome);
    expect(counts.warmHome).toBeLessThanOrEqual(READ_BOUNDS.warmHome);
    // Trend recomputation and snapshot clean-up belong to their jobs: no write to them here.
    expect(
      cold.filter((statement) => /^\s*(insert|update|delete)\b[^]*\btrend/i.test(statement)),
    ).toEqual([]);
  });

  it('writes nothing of a direct message when its live rows cannot be written (one transaction)', async () => {
    const db = t.ctx.database.db;
    // The database refuses the live rows (as a connection lost at that moment would): before
    // the outbox the message stayed, answered 201, and its live delivery was lost.
    await db.execute(sql`
      create function refuse_live() returns trigger language plpgsql as $$
      begin raise exception 'live rows refused'; end $$`);
    await db.execute(sql`
      create trigger refuse_live before insert on live_events
      for each row execute function refuse_live()`);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(directMessages);
    const res = await inject('POST', INBOX_API.messages, ben, {
      recipientId: ada.user.id,
      text: 'lost together',
    });
    await db.execute(sql`drop trigger refuse_live on live_events`);
    expect(res.statusCode).toBe(500);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(directMessages);
    expect(after[0]!.n).toBe(before[0]!.n);

    // And when it succeeds, the message and both live rows are there; a message is not a
    // notification (issue 28).
    const sent = await inject('POST', INBOX_API.messages, ben, {
      recipientId: ada.user.id,
      text: 'kept together',
    });
    expect(sent.statusCode).toBe(201);
    const { message } = sent.json() as { message: { id: string } };
    const [outgoing] = await db
      .select()
      .from(directMessages)
      .where(eq(directMessages.id, message.id));
    const live = await db
      .select({ userId: liveEvents.userId, kind: liveEvents.kind })
      .from(liveEvents)
      .where(sql`${liveEvents.data}->>'messageId' in (${message.id}, ${outgoing!.mirrorId!})`);
    expect(live).toHaveLength(2);
    const notice = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ada.user.id), eq(notifications.actorId, ben.user.id)));
    expect(notice).toEqual([]);
  });
});
