import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { reports, type NewReport } from '../../../db/schema/reports.ts';
import type { ReportTargetType } from '../../../shared/api/admin.ts';

/** Stores a report; null when the member already reported this object (one report each). */
export async function insertReport(db: Database, report: NewReport): Promise<string | null> {
  const rows = await db
    .insert(reports)
    .values(report)
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
    .returning({ id: reports.id });
  return rows[0]?.id ?? null;
}

export type ReportStatus = 'dismissed' | 'removed' | 'banned';

/** Closes every open report of one object with the administrator's decision. */
export async function resolveReports(
  db: Database,
  target: { type: ReportTargetType; id: string },
  status: ReportStatus,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: now })
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id });
  return rows.length;
}

/** Closes every open report about anything of one member (they were banned). */
export async function resolveReportsAbout(
  db: Database,
  ownerId: string,
  status: ReportStatus,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: now })
    .where(and(eq(reports.targetOwnerId, ownerId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}

/**
 * True unless the viewer reported this object (or its author's profile) and asked not to see
 * it. Every content query of the viewer's includes it, like the block filter.
 */
export function notHiddenByReporter(
  viewerId: string | Placeholder,
  objectId: AnyPgColumn | SQL,
  authorId: AnyPgColumn | SQL,
): SQL {
  // The hidden ids go through a derived table that shows only `target_id`, so the caller's
  // columns resolve to the caller's table even when Drizzle writes them unqualified (it does
  // inside subqueries), instead of to the reports table's own `id`.
  return sql`not exists (select 1 from (select target_id from reports where reporter_id = ${viewerId} and hidden) hidden_by_viewer where hidden_by_viewer.target_id in (${objectId}, ${authorId}))`;
}
