import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import { WEEK_MS } from '../../src/server/modules/settings/index.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { decodedMail, startSmtpServer, type ReceivedMail } from '../support/smtp-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the weekly digest over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let now = new Date('2026-11-23T10:00:00Z');
  let ayla: SignedUpMember;
  let baris: SignedUpMember;
  let cem: SignedUpMember;

  const mailsTo = (member: SignedUpMember): ReceivedMail[] =>
    smtp.mails.filter((mail) => mail.to.includes(member.input.email));
  const setDigest = async (member: SignedUpMember, on: boolean) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: SETTINGS_API.preferences,
      headers: authedHeaders(member.cookie),
      // English-speaking members: a member who chose no language reads the spec default, tr
      // (interface-language-mail.test.ts).
      payload: { weeklyDigest: on, interfaceLanguage: 'en' },
    });
    expect(res.statusCode).toBe(200);
  };
  /** Runs the queue until it is idle (the schedule queues the sends, a later pass sends them). */
  const runJobs = async () => {
    for (let i = 0; i < 3; i += 1) await t.app.services.jobs.runDue();
    await sleep(100);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://lorien.example' },
      clock: () => now,
    });
    const code = await founderCode(t.ctx);
    ayla = await signUpMember(t.app, code, { firstName: 'Ayla' });
    baris = await signUpMember(t.app, code, { firstName: 'Baris' });
    cem = await signUpMember(t.app, code, { firstName: 'Cem' });
    await runJobs(); // this week's run happens at start-up, before anyone opted in
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends one digest per opted-in member per week', async () => {
    await setDigest(ayla, true);
    await setDigest(cem, true);
    const follow = await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.follow(ayla.user.id),
      headers: authedHeaders(baris.cookie),
    });
    expect(follow.statusCode).toBe(200);
    await createPost(t.app, ayla.cookie, { content: 'So happy and grateful for this sunny day!' });
    await createPost(t.app, ayla.cookie, { content: 'A calm, quiet evening with tea.' });
    expect(smtp.mails).toHaveLength(0);

    now = new Date(now.getTime() + WEEK_MS);
    await runJobs();
    expect(mailsTo(ayla)).toHaveLength(1);
    expect(mailsTo(cem)).toHaveLength(1);
    expect(mailsTo(baris)).toHaveLength(0); // the default is off

    const text = decodedMail(mailsTo(ayla)[0] as ReceivedMail);
    expect(text).toContain('Subject: Your week on Lorien');
    expect(text).toContain('You shared 2 posts');
    expect(text).toContain(`1 new follower: ${baris.user.displayName} (@${baris.user.handle})`);
    expect(text).toContain('https://lorien.example/insights');
    const quiet = decodedMail(mailsTo(cem)[0] as ReceivedMail);
    expect(quiet).toContain('You did not post this week.');
    expect(quiet).toContain('No new followers this week.');

    // Running again in the same week sends nothing more.
    await runJobs();
    expect(mailsTo(ayla)).toHaveLength(1);
    expect(mailsTo(cem)).toHaveLength(1);
  });

  it('sends again the next week, only to members still opted in', async () => {
    await setDigest(cem, false);
    now = new Date(now.getTime() + WEEK_MS);
    await runJobs();
    expect(mailsTo(ayla)).toHaveLength(2);
    expect(mailsTo(cem)).toHaveLength(1);
    expect(decodedMail(mailsTo(ayla)[1] as ReceivedMail)).toContain('You did not post this week.');
  });
});
