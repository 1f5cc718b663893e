import { emotionMix } from '../../../domain/insights/insights.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { defineMailJob } from '../../jobs/mail-jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { listDigestRecipients } from '../auth/index.ts';
import { DIGEST_FOLLOWERS_SHOWN, readDigestFacts, type DigestFacts } from './digest.read-model.ts';

// The weekly digest (preferences.weeklyDigest, off by default): once a week a periodic job
// queues one send per opted-in member, keyed by member and week so that each member gets at
// most one digest a week however often the queueing runs; each send is retried on its own, with
// the mail policy (jobs/mail-jobs.ts: for at least a day).

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const DIGEST_SCHEDULE_JOB = 'settings.weekly-digest';
export const DIGEST_SEND_JOB = 'settings.send-digest';

export function scheduleWeeklyDigest(deps: {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  mailer: Mailer;
  publicUrl: string;
}): void {
  const { db, clock, jobs, mailer, publicUrl } = deps;
  defineMailJob<{ memberId: string; week: number }>(jobs, clock, {
    name: DIGEST_SEND_JOB,
    what: 'weekly digest',
    send: async ({ memberId, week }) => {
      const since = new Date(week * WEEK_MS - WEEK_MS);
      const facts = await readDigestFacts(db, memberId, since);
      if (!facts) return;
      const mail = digestMail(facts, publicUrl);
      await mailer.send({ to: facts.member.email, ...mail });
    },
  });
  jobs.every({
    name: DIGEST_SCHEDULE_JOB,
    everyMs: WEEK_MS,
    run: async () => {
      const week = Math.floor(clock().getTime() / WEEK_MS);
      for (const { id } of await listDigestRecipients(db)) {
        await jobs.enqueue(
          DIGEST_SEND_JOB,
          { memberId: id, week },
          { uniqueKey: `${DIGEST_SEND_JOB}:${id}@${week}` },
        );
      }
    },
  });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The digest mail: the week in posts, moods (when tracking is on) and new followers. */
export function digestMail(facts: DigestFacts, publicUrl: string) {
  const { posts, newFollowers } = facts;
  const reactions = posts.reduce((sum, p) => sum + p.echoes + p.saves + p.responses, 0);
  const lines: string[] = [];
  lines.push(`Hi ${facts.member.displayName},`, '', 'Your week on Lorien:', '');
  lines.push(
    posts.length > 0
      ? `- You shared ${plural(posts.length, 'post')}, which drew ${plural(reactions, 'echo, save or reply', 'echoes, saves and replies')}.`
      : '- You did not post this week.',
  );
  const mix = facts.tracking ? emotionMix(posts.map((p) => p.emotion)) : [];
  const known = mix.filter((entry) => entry.emotion !== 'unknown');
  if (known.length > 0) {
    const moods = known
      .slice(0, 3)
      .map((entry) => `${entry.emotion} (${Math.round(entry.share * 100)}%)`)
      .join(', ');
    lines.push(`- Your moods: ${moods}.`);
  }
  if (newFollowers.length > 0) {
    const names = newFollowers
      .slice(0, DIGEST_FOLLOWERS_SHOWN)
      .map((f) => `${f.displayName} (@${f.handle})`);
    const more = newFollowers.length - names.length;
    lines.push(
      `- ${plural(newFollowers.length, 'new follower')}: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`,
    );
  } else {
    lines.push('- No new followers this week.');
  }
  const insights = `${publicUrl}/insights`;
  const settings = `${publicUrl}/settings?panel=notifications`;
  lines.push('', `See more in your insights: ${insights}`, '');
  lines.push(`You get this because the weekly digest is on. Turn it off: ${settings}`);
  const text = lines.join('\n');
  const html = lines
    .map((line) =>
      line.startsWith('- ')
        ? `<li>${escapeHtml(line.slice(2))}</li>`
        : line
          ? `<p>${escapeHtml(line)}</p>`
          : '',
    )
    .join('')
    .replace(/(<li>.*<\/li>)/s, '<ul>$1</ul>');
  return { subject: 'Your week on Lorien', text, html };
}
