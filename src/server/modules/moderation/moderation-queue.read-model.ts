// Read model: the administrator's moderation queue (throttling as domain/ranking/safety.ts
// defines it; the SQL filter is the same risk above the same threshold), across reports, posts, comments, members,
// safety scores and the audit log. Reads only.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  auditLogs,
  comments,
  contentSafety,
  posts,
  reports,
  users,
} from '../../../db/schema/index.ts';
import type { ModerationItem, ReportReason } from '../../../shared/api/admin.ts';
import { isThrottled, reachMultiplier, riskOf } from '../../../domain/ranking/safety.ts';
import { REACH_MULTIPLIER, SAFETY_RISK_WEIGHTS } from '../../../shared/constants.ts';

/** Objects with open reports, and throttled posts, each list capped at this many. */
export const QUEUE_LIMIT = 100;
const PREVIEW_CHARS = 280;

const riskSql = sql<number>`(${SAFETY_RISK_WEIGHTS.toxicity}::float8 * ${contentSafety.toxicity} + ${SAFETY_RISK_WEIGHTS.hatespeech}::float8 * ${contentSafety.hatespeech} + ${SAFETY_RISK_WEIGHTS.disinfo}::float8 * ${contentSafety.disinfo})`;

/** The action the administrator took that takes an object out of the queue for good. */
export const DISMISS_ACTION = 'moderation.dismiss';

export async function readModerationQueue(db: Database): Promise<ModerationItem[]> {
  const [grouped, throttled] = await Promise.all([
    db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        ownerId: reports.targetOwnerId,
        postId: reports.postId,
        count: sql<number>`count(*)::int`,
        firstReportedAt: sql<Date>`min(${reports.createdAt})`,
        reasons: sql<ReportReason[]>`array_agg(${reports.reason})`,
        notes: sql<
          string[] | null
        >`array_agg(${reports.note} order by ${reports.createdAt}) filter (where ${reports.note} is not null and ${reports.note} <> '')`,
      })
      .from(reports)
      .where(eq(reports.status, 'open'))
      .groupBy(reports.targetType, reports.targetId, reports.targetOwnerId, reports.postId)
      .orderBy(desc(sql`count(*)`), sql`min(${reports.createdAt})`)
      .limit(QUEUE_LIMIT),
    db
      .select({ id: contentSafety.id })
      .from(contentSafety)
      .innerJoin(posts, eq(posts.id, contentSafety.id))
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(
        and(
          sql`${riskSql} > ${REACH_MULTIPLIER.riskThreshold}::float8`,
          eq(users.isBanned, false),
          sql`not exists (select 1 from ${auditLogs} where ${auditLogs.targetId} = ${posts.id} and ${auditLogs.action} = ${DISMISS_ACTION})`,
        ),
      )
      .orderBy(desc(riskSql))
      .limit(QUEUE_LIMIT),
  ]);

  const postIds = [
    ...new Set([
      ...grouped.filter((g) => g.targetType === 'post').map((g) => g.targetId),
      ...throttled.map((t) => t.id),
    ]),
  ];
  const commentIds = grouped.filter((g) => g.targetType === 'comment').map((g) => g.targetId);
  const [postRows, commentRows, safetyRows] = await Promise.all([
    postIds.length
      ? db
          .select({
            id: posts.id,
            authorId: posts.authorId,
            content: posts.content,
            createdAt: posts.createdAt,
          })
          .from(posts)
          .where(inArray(posts.id, postIds))
      : [],
    commentIds.length
      ? db
          .select({ id: comments.id, text: comments.text, createdAt: comments.createdAt })
          .from(comments)
          .where(inArray(comments.id, commentIds))
      : [],
    postIds.length ? db.select().from(contentSafety).where(inArray(contentSafety.id, postIds)) : [],
  ]);
  const postById = new Map(postRows.map((row) => [row.id, row]));
  const commentById = new Map(commentRows.map((row) => [row.id, row]));
  const safetyById = new Map(safetyRows.map((row) => [row.id, row]));
  const ownerIds = [
    ...new Set([...grouped.map((g) => g.ownerId), ...postRows.map((p) => p.authorId)]),
  ];
  const owners = ownerIds.length
    ? await db
        .select({
          id: users.id,
          name: users.displayName,
          handle: users.handle,
          isBanned: users.isBanned,
          bio: users.bio,
          headline: users.headline,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(inArray(users.id, ownerIds))
    : [];
  const ownerById = new Map(owners.map((row) => [row.id, row]));

  const safetyOf = (postId: string): ModerationItem['safety'] => {
    const row = safetyById.get(postId);
    if (!row) return null;
    const risk = riskOf(row);
    return {
      toxicity: row.toxicity,
      hatespeech: row.hatespeech,
      disinfo: row.disinfo,
      risk,
      reach: isThrottled(risk) ? reachMultiplier(risk) : 1,
      labels: row.labels,
    };
  };

  const items: ModerationItem[] = [];
  const seen = new Set<string>();
  for (const group of grouped) {
    const owner = ownerById.get(group.ownerId);
    if (!owner) continue;
    let preview: string;
    let createdAt: Date;
    if (group.targetType === 'post') {
      const post = postById.get(group.targetId);
      if (!post) continue;
      preview = post.content;
      createdAt = post.createdAt;
    } else if (group.targetType === 'comment') {
      const comment = commentById.get(group.targetId);
      if (!comment) continue;
      preview = comment.text;
      createdAt = comment.createdAt;
    } else {
      preview = [owner.headline, owner.bio].filter(Boolean).join(' · ');
      createdAt = owner.createdAt;
    }
    const counts = new Map<ReportReason, number>();
    for (const reason of group.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const safety = group.targetType === 'post' ? safetyOf(group.targetId) : null;
    const throttledToo = throttled.some((t) => t.id === group.targetId);
    seen.add(group.targetId);
    items.push({
      sources: throttledToo ? ['reports', 'safety'] : ['reports'],
      targetType: group.targetType,
      targetId: group.targetId,
      postId: group.postId,
      author: { id: owner.id, name: owner.name, handle: owner.handle, isBanned: owner.isBanned },
      preview: preview.slice(0, PREVIEW_CHARS),
      createdAt: createdAt.toISOString(),
      reportCount: group.count,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })),
      notes: group.notes ?? [],
      firstReportedAt: new Date(group.firstReportedAt).toISOString(),
      safety,
    });
  }
  for (const { id } of throttled) {
    if (seen.has(id)) continue;
    const post = postById.get(id);
    const owner = post ? ownerById.get(post.authorId) : undefined;
    if (!post || !owner) continue;
    items.push({
      sources: ['safety'],
      targetType: 'post',
      targetId: id,
      postId: id,
      author: { id: owner.id, name: owner.name, handle: owner.handle, isBanned: owner.isBanned },
      preview: post.content.slice(0, PREVIEW_CHARS),
      createdAt: post.createdAt.toISOString(),
      reportCount: 0,
      reasons: [],
      notes: [],
      firstReportedAt: null,
      safety: safetyOf(id),
    });
  }
  return items;
}
