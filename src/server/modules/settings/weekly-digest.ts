import { emotionMix } from '../../../domain/insights/insights.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { defineMailJob } from '../../jobs/mail-jobs.ts';
import { mailLanguage } from '../../lib/language.ts';
import { escapeHtml } from '../../lib/mail-html.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';
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
      // No request causes a digest: the member's language, else the spec default (tr).
      const mail = digestMail(facts, publicUrl, mailLanguage(facts.member));
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

/** The 12 prototypes as a member reads them. */
const MOOD_NAMES_TR: Record<string, string> = {
  happiness: 'mutluluk',
  calm: 'sakinlik',
  hope: 'umut',
  curiosity: 'merak',
  pride: 'gurur',
  focus: 'odak',
  fatigue: 'yorgunluk',
  boredom: 'can sıkıntısı',
  stress: 'stres',
  anger: 'öfke',
  sadness: 'hüzün',
  loneliness: 'yalnızlık',
};

// The digest's words in each interface language. Turkish nouns stay singular after a number
// ("3 gönderi"), and the percent sign goes first ("%60").
const DIGEST_WORDS = {
  en: {
    subject: 'Your week on Lorien',
    hi: (name: string) => `Hi ${name},`,
    title: 'Your week on Lorien:',
    shared: (posts: number, reactions: number) =>
      `You shared ${plural(posts, 'post')}, which drew ${plural(reactions, 'echo, save or reply', 'echoes, saves and replies')}.`,
    noPosts: 'You did not post this week.',
    mood: (emotion: string, percent: number) => `${emotion} (${percent}%)`,
    moods: (list: string) => `Your moods: ${list}.`,
    followers: (count: number, names: string, more: number) =>
      `${plural(count, 'new follower')}: ${names}${more > 0 ? ` and ${more} more` : ''}.`,
    noFollowers: 'No new followers this week.',
    insights: (url: string) => `See more in your insights: ${url}`,
    why: (url: string) => `You get this because the weekly digest is on. Turn it off: ${url}`,
  },
  tr: {
    subject: 'Lorien’de haftanız',
    hi: (name: string) => `Merhaba ${name},`,
    title: 'Lorien’de haftanız:',
    shared: (posts: number, reactions: number) =>
      `${posts} gönderi paylaştınız; gönderileriniz toplam ${reactions} yankı, kaydetme ya da yanıt aldı.`,
    noPosts: 'Bu hafta gönderi paylaşmadınız.',
    mood: (emotion: string, percent: number) =>
      `${MOOD_NAMES_TR[emotion] ?? emotion} (%${percent})`,
    moods: (list: string) => `Ruh hâlleriniz: ${list}.`,
    followers: (count: number, names: string, more: number) =>
      `${count} yeni takipçi: ${names}${more > 0 ? ` ve ${more} kişi daha` : ''}.`,
    noFollowers: 'Bu hafta yeni takipçiniz olmadı.',
    insights: (url: string) => `Daha fazlası içgörülerinizde: ${url}`,
    why: (url: string) =>
      `Bu e-postayı haftalık özet açık olduğu için alıyorsunuz. Kapatmak için: ${url}`,
  },
} as const;

/** The digest mail: the week in posts, moods (when tracking is on) and new followers. */
export function digestMail(
  facts: DigestFacts,
  publicUrl: string,
  language: InterfaceLanguage = 'en',
) {
  const words = DIGEST_WORDS[language];
  const { posts, newFollowers } = facts;
  const reactions = posts.reduce((sum, p) => sum + p.echoes + p.saves + p.responses, 0);
  const lines: string[] = [];
  lines.push(words.hi(facts.member.displayName), '', words.title, '');
  lines.push(`- ${posts.length > 0 ? words.shared(posts.length, reactions) : words.noPosts}`);
  const mix = facts.tracking ? emotionMix(posts.map((p) => p.emotion)) : [];
  const known = mix.filter((entry) => entry.emotion !== 'unknown');
  if (known.length > 0) {
    const moods = known
      .slice(0, 3)
      .map((entry) => words.mood(entry.emotion, Math.round(entry.share * 100)))
      .join(', ');
    lines.push(`- ${words.moods(moods)}`);
  }
  if (newFollowers.length > 0) {
    const names = newFollowers
      .slice(0, DIGEST_FOLLOWERS_SHOWN)
      .map((f) => `${f.displayName} (@${f.handle})`);
    const more = newFollowers.length - names.length;
    lines.push(`- ${words.followers(newFollowers.length, names.join(', '), more)}`);
  } else {
    lines.push(`- ${words.noFollowers}`);
  }
  const insights = `${publicUrl}/insights`;
  const settings = `${publicUrl}/settings?panel=notifications`;
  lines.push('', words.insights(insights), '');
  lines.push(words.why(settings));
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
  return { subject: words.subject, text, html };
}
