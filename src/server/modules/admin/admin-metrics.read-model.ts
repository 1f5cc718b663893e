// Read model: the administrator's metrics (spec section 3, "Admin metrics response"), across
// users, posts, events, content_index, llm_usage and jobs. Reads only; every figure comes from
// the database. Days are UTC calendar days ('YYYY-MM-DD').
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { contentIndex, jobs, llmUsage, posts, users } from '../../../db/schema/index.ts';
import type { AdminMetrics, SystemWarning } from '../../../shared/api/admin.ts';
import { englishWarningText, systemWarning } from '../../../shared/admin/warnings.ts';
import {
  ADMIN_LIST_SIZE,
  ADMIN_RETURNING_DAYS,
  ADMIN_SERIES_DAYS,
  ENGAGEMENT_WEIGHTS,
} from '../../../shared/constants.ts';
import { engagementScore } from '../../../domain/ranking/feed-score.ts';
import { adminUserStatus } from './admin-users.read-model.ts';

const DAY_MS = 86_400_000;

/** What the metrics say about the system, known from the configuration rather than the data. */
export interface SystemFacts {
  llmConfigured: boolean;
  /** Database reachable, sessions and file storage configured. */
  backendConfigured: boolean;
  adminConfigured: boolean;
  apiVersion: string;
  environment: string;
  /** Warnings from the configuration (mail to the outbox, files on local disk, ...). */
  warnings: SystemWarning[];
}

/** Growth as a fraction of the previous period; from nothing, any growth counts as 1 (100%). */
export function growthFraction(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 1 : 0;
  return (current - previous) / previous;
}

/** The newest this many posts give the average tokens per post. */
export const ADMIN_TOKEN_SAMPLE = 5000;

const iso = (date: Date) => date.toISOString();

/** Rows per UTC day, oldest first (grouped on the date, formatted once per day). */
function dailyCounts(db: Database, table: PgTable, column: PgColumn, where: SQL) {
  const perDay = db
    .select({
      day: sql<string>`(${column} at time zone 'UTC')::date`.as('day'),
      value: sql<number>`count(*)::int`.as('value'),
    })
    .from(table)
    .where(where)
    .groupBy(sql`1`)
    .as('per_day');
  return db
    .select({ date: sql<string>`to_char(${perDay.day}, 'YYYY-MM-DD')`, value: perDay.value })
    .from(perDay)
    .orderBy(perDay.day);
}

export async function readAdminMetrics(
  db: Database,
  now: Date,
  facts: SystemFacts,
): Promise<AdminMetrics> {
  const t = now.getTime();
  const since24h = iso(new Date(t - DAY_MS));
  const since7d = iso(new Date(t - 7 * DAY_MS));
  const since14d = iso(new Date(t - 14 * DAY_MS));
  const sinceReturning = iso(new Date(t - ADMIN_RETURNING_DAYS * DAY_MS));
  const seriesStart = new Date(t - (ADMIN_SERIES_DAYS - 1) * DAY_MS);
  seriesStart.setUTCHours(0, 0, 0, 0);
  const sinceSeries = iso(seriesStart);
  const seriesStartDay = sinceSeries.slice(0, 10);

  // A member's last activity: the latest of signing in, posting, or any interaction (view,
  // echo, save, comment...). Each max() is one backward step on a (member, time) index, so this
  // costs the same however many events there are (an exists() per window let the planner hash
  // every event of the window instead).
  const membersWithActivity = db
    .select({
      createdAt: users.createdAt,
      isActive: users.isActive,
      isBanned: users.isBanned,
      // Written out in full: inside a subquery Drizzle leaves column names unqualified, and an
      // unqualified "id" in the inner selects would name the event's or post's own id.
      lastActive: sql<Date | null>`greatest(
        "users"."last_login",
        (select max(e.created_at) from events e where e.user_id = "users"."id"),
        (select max(p.created_at) from posts p where p.author_id = "users"."id"))`.as(
        'last_active',
      ),
    })
    .from(users)
    .where(sql`not ${users.isSystem}`)
    .as('m');
  const m = membersWithActivity;

  const engagementScoreSql = sql<number>`(${ENGAGEMENT_WEIGHTS.echoes}::float8 * ${posts.echoes} + ${ENGAGEMENT_WEIGHTS.saves}::float8 * ${posts.saves} + ${ENGAGEMENT_WEIGHTS.responses}::float8 * ${posts.responses} + ${ENGAGEMENT_WEIGHTS.views}::float8 * ${posts.views})`;

  const creatorCounts = db
    .select({
      authorId: posts.authorId,
      postCount: sql<number>`count(*)::int`.as('post_count'),
      lastPost: sql<string>`max(${posts.createdAt})`.as('last_post'),
    })
    .from(posts)
    .groupBy(posts.authorId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${posts.createdAt})`))
    .limit(ADMIN_LIST_SIZE)
    .as('creator_counts');

  const [
    [memberTotals],
    [postTotals],
    postSeries,
    signupSeries,
    [tokenSample],
    gptDaily,
    [gptTotal],
    topPosts,
    emotions,
    recentSignups,
    topCreators,
    [indexed],
    [failedJobs],
  ] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${m.isActive} and not ${m.isBanned}))::int`,
        new7d: sql<number>`(count(*) filter (where ${m.createdAt} >= ${since7d}::timestamptz))::int`,
        prev7d: sql<number>`(count(*) filter (where ${m.createdAt} >= ${since14d}::timestamptz and ${m.createdAt} < ${since7d}::timestamptz))::int`,
        banned: sql<number>`(count(*) filter (where ${m.isBanned}))::int`,
        daily: sql<number>`(count(*) filter (where ${m.lastActive} >= ${since24h}::timestamptz))::int`,
        returning: sql<number>`(count(*) filter (where ${m.createdAt} < ${sinceReturning}::timestamptz and ${m.lastActive} >= ${sinceReturning}::timestamptz))::int`,
      })
      .from(m),
    db
      .select({
        total: sql<number>`count(*)::int`,
        posts7d: sql<number>`(count(*) filter (where ${posts.createdAt} >= ${since7d}::timestamptz))::int`,
        prev7d: sql<number>`(count(*) filter (where ${posts.createdAt} >= ${since14d}::timestamptz and ${posts.createdAt} < ${since7d}::timestamptz))::int`,
        posts24h: sql<number>`(count(*) filter (where ${posts.createdAt} >= ${since24h}::timestamptz))::int`,
        echoes: sql<number>`coalesce(sum(${posts.echoes}), 0)::int`,
        saves: sql<number>`coalesce(sum(${posts.saves}), 0)::int`,
        responses: sql<number>`coalesce(sum(${posts.responses}), 0)::int`,
        views: sql<number>`coalesce(sum(${posts.views}), 0)::bigint`,
      })
      .from(posts),
    dailyCounts(db, posts, posts.createdAt, sql`${posts.createdAt} >= ${sinceSeries}::timestamptz`),
    dailyCounts(
      db,
      users,
      users.createdAt,
      sql`not ${users.isSystem} and ${users.createdAt} >= ${sinceSeries}::timestamptz`,
    ),
    // Tokens = runs of characters between whitespace (a post with only an image has none),
    // averaged over the newest posts: splitting every post's text on each call would cost a
    // full read of the table's text (docs/decisions.md).
    db
      .select({
        posts: sql<number>`count(*)::int`,
        tokens: sql<number>`coalesce(sum(cardinality(array_remove(string_to_array(translate(recent.content, E'\\n\\t\\r', '   '), ' '), ''))), 0)::bigint`,
      })
      .from(
        db
          .select({ content: posts.content })
          .from(posts)
          .orderBy(desc(posts.createdAt))
          .limit(ADMIN_TOKEN_SAMPLE)
          .as('recent'),
      ),
    db
      .select({
        date: sql<string>`to_char(${llmUsage.day}, 'YYYY-MM-DD')`,
        value: sql<number>`sum(${llmUsage.totalTokens})::bigint`,
      })
      .from(llmUsage)
      .where(sql`${llmUsage.day} >= ${seriesStartDay}::date`)
      .groupBy(llmUsage.day)
      .orderBy(llmUsage.day),
    db
      .select({ total: sql<number>`coalesce(sum(${llmUsage.totalTokens}), 0)::bigint` })
      .from(llmUsage),
    db
      .select({
        id: posts.id,
        authorName: posts.authorName,
        authorId: posts.authorId,
        createdAt: posts.createdAt,
        echoes: posts.echoes,
        saves: posts.saves,
        responses: posts.responses,
        views: posts.views,
        score: engagementScoreSql,
      })
      .from(posts)
      .orderBy(desc(engagementScoreSql), desc(posts.createdAt))
      .limit(ADMIN_LIST_SIZE),
    db
      .select({
        emotion: sql<string>`coalesce(${posts.emotion}, 'unknown')`,
        count: sql<number>`count(*)::int`,
      })
      .from(posts)
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`),
    db
      .select({
        id: users.id,
        name: users.displayName,
        createdAt: users.createdAt,
        isBanned: users.isBanned,
        isActive: users.isActive,
      })
      .from(users)
      .where(sql`not ${users.isSystem}`)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_LIST_SIZE),
    db
      .select({
        id: users.id,
        name: users.displayName,
        lastPost: creatorCounts.lastPost,
        postCount: creatorCounts.postCount,
      })
      .from(creatorCounts)
      .innerJoin(users, eq(users.id, creatorCounts.authorId))
      .orderBy(desc(creatorCounts.postCount), desc(creatorCounts.lastPost)),
    db.select({ count: sql<number>`count(*)::int` }).from(contentIndex),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.status} = 'failed'`),
  ]);

  const members = memberTotals ?? {
    total: 0,
    active: 0,
    new7d: 0,
    prev7d: 0,
    banned: 0,
    daily: 0,
    returning: 0,
  };
  const p = postTotals ?? {
    total: 0,
    posts7d: 0,
    prev7d: 0,
    posts24h: 0,
    echoes: 0,
    saves: 0,
    responses: 0,
    views: 0,
  };
  const totalPosts = p.total;
  const engagementTotals = {
    echoes: Number(p.echoes),
    saves: Number(p.saves),
    responses: Number(p.responses),
    views: Number(p.views),
  };
  const perPost = Object.fromEntries(
    Object.entries(engagementTotals).map(([key, value]) => [
      key,
      totalPosts === 0 ? 0 : value / totalPosts,
    ]),
  );
  const postsIndexed = indexed?.count ?? 0;
  const warnings = [...facts.warnings];
  if (!facts.adminConfigured) warnings.push(systemWarning('admin-off'));
  if (totalPosts > postsIndexed)
    warnings.push(systemWarning('posts-waiting', { count: totalPosts - postsIndexed }));
  if ((failedJobs?.count ?? 0) > 0)
    warnings.push(systemWarning('jobs-failed', { count: failedJobs?.count ?? 0 }));

  return {
    totals: {
      totalUsers: members.total,
      activeUsers: members.active,
      newUsers7d: members.new7d,
      bannedUsers: members.banned,
      dailyActiveUsers: members.daily,
      returningUsers7d: members.returning,
      totalPosts,
      posts7d: p.posts7d,
      posts24h: p.posts24h,
      avgTokensPerPost:
        tokenSample && tokenSample.posts > 0 ? Number(tokenSample.tokens) / tokenSample.posts : 0,
    },
    gptUsage: {
      daily: gptDaily.map((row) => ({ date: row.date, value: Number(row.value) })),
      totalTokens: Number(gptTotal?.total ?? 0),
    },
    posts: postSeries,
    signups: signupSeries,
    system: {
      openaiConfigured: facts.llmConfigured,
      firebaseConfigured: facts.backendConfigured,
      postsIndexed,
      apiVersion: facts.apiVersion,
      adminConfigured: facts.adminConfigured,
      environment: facts.environment,
      warnings: warnings.map(englishWarningText),
      warningCodes: warnings,
    },
    growth: {
      signups7d: members.new7d,
      posts7d: p.posts7d,
      signupsGrowth: growthFraction(members.new7d, members.prev7d),
      postsGrowth: growthFraction(p.posts7d, p.prev7d),
    },
    engagement: {
      topPosts: topPosts.map((row) => ({
        id: row.id,
        authorName: row.authorName,
        authorId: row.authorId,
        createdAt: row.createdAt.toISOString(),
        score: engagementScore(row),
        metrics: { echoes: row.echoes, saves: row.saves, responses: row.responses },
      })),
      totals: engagementTotals,
      perPost,
    },
    postsOverview: {
      emotions: emotions.map((row) => ({
        emotion: row.emotion,
        count: row.count,
        share: totalPosts === 0 ? 0 : row.count / totalPosts,
      })),
    },
    users: {
      recentSignups: recentSignups.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        status: adminUserStatus(row),
      })),
      topCreators: topCreators.map((row) => ({
        id: row.id,
        name: row.name,
        lastPost: row.lastPost ? new Date(row.lastPost).toISOString() : null,
        postCount: Number(row.postCount),
      })),
    },
  };
}
