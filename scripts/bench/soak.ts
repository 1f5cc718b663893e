// The soak part of the load tier (`npm run test:load -- --soak-minutes N`): while the load mix
// runs, samples every table that grows with traffic and the server's RSS once a minute, and says
// for each whether it is flat once past its retention bound (docs/performance.md, "Soak").
import pg from 'pg';
import {
  FEED_SNAPSHOT_TTL_HOURS,
  RETENTION_MS,
  RETENTION_SWEEP_EVERY_MS,
} from '../../src/shared/constants.ts';

const MINUTE_MS = 60_000;
const SWEEP_MIN = RETENTION_SWEEP_EVERY_MS / MINUTE_MS;

/**
 * Each growing table and the minutes after which its row count should stop growing, at a
 * retention scale of 1 (LORIEN_RETENTION_SCALE multiplies every bound: `boundsAt`).
 */
export const GROWING_TABLES: Record<string, number> = {
  feed_snapshots: FEED_SNAPSHOT_TTL_HOURS * 60 + SWEEP_MIN,
  live_events: RETENTION_MS.liveEvents / MINUTE_MS + SWEEP_MIN,
  jobs: RETENTION_MS.finishedJobs / MINUTE_MS + SWEEP_MIN,
  rate_limits: RETENTION_MS.endedLimits / MINUTE_MS + SWEEP_MIN,
  verifications: RETENTION_MS.expiredVerifications / MINUTE_MS + SWEEP_MIN,
  // One row a member: flat once every active member's list is ranked.
  suggested_people: SWEEP_MIN,
};

/** The bounds when the server runs with LORIEN_RETENTION_SCALE=`scale`. */
export function boundsAt(scale: number): Record<string, number> {
  return Object.fromEntries(
    // Suggestions are one row a member, not a retention window: their bound does not scale.
    Object.entries(GROWING_TABLES).map(([table, minutes]) => [
      table,
      table === 'suggested_people' ? minutes : minutes * scale,
    ]),
  );
}

export interface SoakSample {
  minute: number;
  rssMb: number;
  rows: Record<string, number | null>;
}

/** Row counts of the growing tables (PostgreSQL; PGlite's files belong to the server). */
export async function countGrowingRows(url: string): Promise<Record<string, number | null>> {
  const rows: Record<string, number | null> = {};
  if (!url) {
    for (const table of Object.keys(GROWING_TABLES)) rows[table] = null;
    return rows;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const table of Object.keys(GROWING_TABLES)) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      rows[table] = Number(result.rows[0]?.n ?? 0);
    }
  } finally {
    await client.end();
  }
  return rows;
}

/** Growth per minute of a series (least squares), 0 with fewer than two points. */
function slope(points: Array<{ t: number; y: number }>): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/**
 * One verdict line per table and for RSS. A series is flat when it grows by less than 1% of its
 * level a minute after its bound (RSS: after the first minute's warm-up).
 */
export function soakVerdicts(samples: SoakSample[], minutes: number, scale = 1): string[] {
  const lines: string[] = [];
  const verdict = (name: string, bound: number, series: Array<{ t: number; y: number }>) => {
    const after = series.filter((p) => p.t >= bound);
    if (minutes < bound + 2 || after.length < 2) {
      const growth = slope(series).toFixed(1);
      return `${name}: bound ${bound} min not reached in ${minutes} min (growing ${growth}/min so far)`;
    }
    const perMinute = slope(after);
    const level = Math.max(1, after.at(-1)!.y);
    const flat = perMinute <= level * 0.01;
    return `${name}: ${flat ? 'flat' : 'GROWING'} after its bound of ${bound.toFixed(1)} min (${perMinute.toFixed(1)}/min, level ${after.at(-1)!.y})`;
  };
  for (const [table, bound] of Object.entries(boundsAt(scale))) {
    const series = samples
      .filter((s) => s.rows[table] !== null && s.rows[table] !== undefined)
      .map((s) => ({ t: s.minute, y: s.rows[table]! }));
    lines.push(
      series.length === 0
        ? `${table}: not counted (row counts need PostgreSQL)`
        : verdict(table, bound, series),
    );
  }
  lines.push(
    verdict(
      'server RSS (MB)',
      1,
      samples.map((s) => ({ t: s.minute, y: s.rssMb })),
    ),
  );
  return lines;
}
