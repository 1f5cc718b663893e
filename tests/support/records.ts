import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { comments, echoes, posts, saves } from '../../src/db/schema/index.ts';

// What the fault, crash and integrity suites check after the fact, written once.

/** The rows of a raw query (`db.execute` answers { rows } on both drivers). */
export async function queryRows<T = Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Posts whose echo, save or response counter differs from the records it counts. */
export async function postsWithDriftedCounters(db: Database): Promise<Array<{ id: string }>> {
  return queryRows<{ id: string }>(
    db,
    sql`
    select p.id from ${posts} p
    where p.echoes <> (select count(*) from ${echoes} e where e.post_id = p.id)
       or p.saves <> (select count(*) from ${saves} s where s.post_id = p.id)
       or p.responses <> (select count(*) from ${comments} c where c.post_id = p.id)`,
  );
}
