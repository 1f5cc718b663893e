import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../../shared/constants.ts';
import { comments } from './comments.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
type ReportReason = (typeof REPORT_REASONS)[number];
type ReportStatus = 'open' | 'dismissed' | 'removed' | 'banned';

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

// Members' reports of a post, a comment or a profile (the moderation queue). One report per
// member and object. The reported object is also held as foreign keys (post, comment, owner), so
// a report disappears with what it reports; the audit log keeps what the administrator did.
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    // The post, comment or member id.
    targetId: text('target_id').notNull(),
    // The author of the post or comment, or the reported member.
    targetOwnerId: text('target_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    // The reporter asked not to see the object any more.
    hidden: boolean('hidden').notNull().default(false),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('reports_reporter_target_unique').on(t.reporterId, t.targetType, t.targetId),
    check('reports_target_type', sql`${t.targetType} in (${quoted(REPORT_TARGET_TYPES)})`),
    check('reports_reason', sql`${t.reason} in (${quoted(REPORT_REASONS)})`),
    check('reports_status', sql`${t.status} in ('open', 'dismissed', 'removed', 'banned')`),
    index('reports_status_created_at_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // The reporter's hidden objects, read by every content query of theirs.
    index('reports_hidden_idx')
      .on(t.reporterId, t.targetId)
      .where(sql`${t.hidden}`),
  ],
);

export type Report = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
