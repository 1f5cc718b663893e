import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REACH_FACTOR, REACH_MULTIPLIER, SAFETY_RISK_WEIGHTS } from '../../shared/constants.ts';
import { inAudience } from '../../domain/ranking/audience.ts';
import { riskOf, type SafetyScores } from '../../domain/ranking/safety.ts';
import { matchesMutedWords } from '../../domain/mute/muted-words.ts';
import { muteTextSql } from './mute-sql.ts';

// The one visibility rule: may viewer V see post, comment or profile X? Each hiding rule is
// written once, here, in its two renderings side by side: a predicate over hydrated facts (for
// what is ranked in memory: the home feed) and an SQL fragment (for every list query and single
// read). tests/integration/read-visibility.test.ts walks every surface for every rule, and
// tests/integration/visibility-agreement.test.ts proves the two renderings agree.

/** What the viewer's side decides: blocks either way and what they hid with a report. */
export interface ViewerScope {
  viewerId: string;
  /** Members blocked by, or blocking, the viewer. */
  blocked: ReadonlySet<string>;
  /** Posts, comments and members the viewer reported and hid ("Hide this post from me"). */
  hidden: ReadonlySet<string>;
  /** Members the viewer muted (one-way, silent): gone from their lists, direct links open. */
  muted: ReadonlySet<string>;
  /** The viewer's muted-word keys (domain/mute/muted-words.ts, muteKey). */
  mutedWords: readonly string[];
}

/** What the object's side decides. */
export interface ContentFacts {
  id: string;
  authorId: string;
  authorBanned: boolean;
  /** Moderation scores; null until analysed (and always for comments and profiles). */
  safety: SafetyScores | null;
  /** Posts and comments: the text muted words are matched in (absent for profiles). */
  text?: string;
  /** Posts: the analysis topics, matched by muted words too. */
  topics?: readonly string[] | null;
}

/**
 * Where the object is shown. A list ('list') shows a throttled post only to its audience; a
 * direct link ('direct') opens it for anyone it is not otherwise hidden from, with its label.
 */
export type Reach = 'list' | 'direct';

/** The SQL side: the viewer (an id or a placeholder) and the object's columns. */
export interface SqlSubject {
  viewer: string | Placeholder | SQL;
  id: AnyPgColumn | SQL;
  authorId: AnyPgColumn | SQL;
  /** Posts only: comments and profiles have no safety scores. */
  throttled: boolean;
  /** Posts and comments: the text column muted words are matched in. */
  text?: AnyPgColumn | SQL;
  /** Posts: their topics as a text[] expression (postTopicsSql). */
  topics?: SQL;
}

/** A post's analysis topics (null before analysis), for `SqlSubject.topics`. */
export function postTopicsSql(post: AnyPgColumn | SQL): SQL {
  return sql`(select vis_ci.vis_topics from (select id as vis_ci_post, topics as vis_topics from content_index) vis_ci where vis_ci.vis_ci_post = ${post})`;
}

/** keyMatches (domain/mute/muted-words.ts) in SQL: a key against text padded by muteTextSql. */
function keyMatchesSql(key: SQL, padded: SQL): SQL {
  return sql`(case when right(${key}, 1) = '*' then strpos(${padded}, ' ' || left(${key}, -1)) > 0 else strpos(${padded}, ' ' || ${key} || ' ') > 0 end)`;
}

interface HidingRule {
  name: string;
  hides(scope: ViewerScope, facts: ContentFacts, reach: Reach): boolean;
  /** True when the rule lets the row through. */
  passes(subject: SqlSubject, reach: Reach): SQL | undefined;
}

const float = (value: number) => sql.raw(`${value}::float8`);
const unitSql = (value: SQL) => sql`least(${float(1)}, greatest(${float(0)}, ${value}))`;

/** riskOf (safety.ts) in SQL over a content_safety row aliased `vis_s`, term for term. */
function riskSql(): SQL {
  const score = (name: string) => unitSql(sql.raw(`vis_s.${name}::text::float8`));
  const w = SAFETY_RISK_WEIGHTS;
  return unitSql(
    sql`${float(w.toxicity)} * ${score('toxicity')} + ${float(w.hatespeech)} * ${score('hatespeech')} + ${float(w.disinfo)} * ${score('disinfo')}`,
  );
}

/** reachMultiplier (safety.ts) for a throttled risk (above the threshold), in SQL. */
function throttledReachSql(risk: SQL): SQL {
  const m = REACH_MULTIPLIER;
  const factor = sql`greatest(${float(REACH_FACTOR.floor)}, power(${float(1)} - ${risk}, ${float(REACH_FACTOR.gamma)}))`;
  const raw = sql`${float(m.alpha)} * ${factor} + (${float(1)} - ${float(m.alpha)}) * (${float(1)} - ${float(m.delta)} * ${risk})`;
  return sql`least(${float(m.riskCeiling)}, greatest(${float(m.floor)}, ${raw}))`;
}

/** audienceSlot (domain/ranking/audience.ts) in SQL: md5("member:post")'s first 32 bits / 2^32. */
export function audienceSlotSql(member: string | Placeholder | SQL, post: AnyPgColumn | SQL): SQL {
  return sql`(('x' || substr(md5(${member}::text || ':' || ${post}::text), 1, 8))::bit(32)::bigint)::float8 / ${float(0x1_0000_0000)}`;
}

const RULES: readonly HidingRule[] = [
  {
    name: 'author banned',
    hides: (_scope, facts) => facts.authorBanned,
    passes: ({ authorId }) =>
      sql`not exists (select 1 from (select id as vis_user, is_banned as vis_banned from users) vis_u where vis_u.vis_user = ${authorId} and vis_u.vis_banned)`,
  },
  {
    name: 'blocked either way',
    hides: (scope, facts) => scope.blocked.has(facts.authorId),
    passes: ({ viewer, authorId }) =>
      sql`not exists (select 1 from (select blocker_id as vis_blocker, blocked_id as vis_blocked from blocks) vis_b where (vis_b.vis_blocker = ${viewer} and vis_b.vis_blocked = ${authorId}) or (vis_b.vis_blocker = ${authorId} and vis_b.vis_blocked = ${viewer}))`,
  },
  {
    // A report with "hide" hides the object, or everything of a reported member.
    name: 'hidden by the viewer’s report',
    hides: (scope, facts) => scope.hidden.has(facts.id) || scope.hidden.has(facts.authorId),
    passes: ({ viewer, id, authorId }) =>
      sql`not exists (select 1 from (select target_id as vis_target from reports where reporter_id = ${viewer} and hidden) vis_r where vis_r.vis_target in (${id}, ${authorId}))`,
  },
  {
    // One-way and silent: the muted member's posts, comments and notices leave the muter's
    // lists; a direct link still opens (as on Mastodon).
    name: 'muted by the viewer (person)',
    hides: (scope, facts, reach) => reach === 'list' && scope.muted.has(facts.authorId),
    passes: ({ viewer, authorId }, reach) =>
      reach === 'direct'
        ? undefined
        : sql`not exists (select 1 from (select muter_id as vis_muter, muted_id as vis_muted from mutes) vis_m where vis_m.vis_muter = ${viewer} and vis_m.vis_muted = ${authorId})`,
  },
  {
    // A post or comment whose text or topics hold a muted word leaves the viewer's lists; never
    // their own, never behind a direct link.
    name: 'muted word',
    hides: (scope, facts, reach) =>
      reach === 'list' &&
      facts.text !== undefined &&
      facts.authorId !== scope.viewerId &&
      matchesMutedWords(scope.mutedWords, facts.text, facts.topics ?? []),
    passes: ({ viewer, authorId, text, topics }, reach) => {
      if (reach === 'direct' || text === undefined) return undefined;
      const key = sql.raw('vis_mw.vis_mw_key');
      const inTopics = topics
        ? sql` or exists (select 1 from unnest(${topics}) as vis_tp(vis_topic) where ${keyMatchesSql(key, muteTextSql(sql.raw('vis_tp.vis_topic')))})`
        : sql``;
      return sql`(${authorId} = ${viewer} or not exists (select 1 from (select user_id as vis_mw_user, key as vis_mw_key from muted_words) vis_mw where vis_mw.vis_mw_user = ${viewer} and (${keyMatchesSql(key, muteTextSql(text))}${inTopics})))`;
    },
  },
  {
    // A throttled post reaches its audience share in lists; the author always sees their own.
    name: 'outside a throttled post’s audience',
    hides: (scope, facts, reach) =>
      reach === 'list' &&
      facts.authorId !== scope.viewerId &&
      !inAudience(scope.viewerId, facts.id, riskOf(facts.safety)),
    passes: ({ viewer, id, authorId, throttled }, reach) => {
      if (!throttled || reach === 'direct') return undefined;
      const risk = riskSql();
      return sql`(${authorId} = ${viewer} or not exists (select 1 from (select id as vis_post, toxicity, hatespeech, disinfo from content_safety) vis_s where vis_s.vis_post = ${id} and ${risk} > ${float(REACH_MULTIPLIER.riskThreshold)} and ${audienceSlotSql(viewer, id)} >= ${throttledReachSql(risk)}))`;
    },
  },
];

/** May the viewer see this object here? The in-memory rendering of the rule. */
export function canSee(scope: ViewerScope, facts: ContentFacts, reach: Reach = 'list'): boolean {
  return !RULES.some((rule) => rule.hides(scope, facts, reach));
}

/** The same rule as an SQL condition, for list queries and single reads. */
export function visibleSql(subject: SqlSubject, reach: Reach = 'list'): SQL {
  return and(...RULES.map((rule) => rule.passes(subject, reach)))!;
}

/** The names of the rules, in order (for docs and tests). */
export const VISIBILITY_RULES = RULES.map((rule) => rule.name);
