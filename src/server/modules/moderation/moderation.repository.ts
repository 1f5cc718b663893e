import { and, eq } from 'drizzle-orm';
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
