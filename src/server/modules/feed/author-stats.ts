import type { Database } from '../../../db/client.ts';
import { contentSafety, posts } from '../../../db/schema/index.ts';
import { eq, sql } from 'drizzle-orm';
import { FEED_CANDIDATE_DAYS, SUGGESTIONS_REFRESH_EVERY_MS } from '../../../shared/constants.ts';

// Authors' activity for Suggested people: post counts and the risk of recent posts are the same
// for every member's list, so one scan of posts serves every list ranked within a period (a sweep
// of 100 lists read it 100 times before: 1-1.5 s each at 1,000,000 posts, issue 25).

const HOUR_MS = 3_600_000;
/** How long one read of the authors' stats serves the lists ranked after it. */
export const AUTHOR_STATS_MS = SUGGESTIONS_REFRESH_EVERY_MS;

/** An author's activity, the same for every viewer: their post count and recent posts' risk. */
export interface AuthorStats {
  postCount: number;
  toxicity: number | null;
  hatespeech: number | null;
  disinfo: number | null;
}

/**
 * Every author's post count and the mean safety scores of their posts since `since`, in one
 * statement (a scan of posts: the job reads it once per period and shares it across members).
 */
export async function listAuthorStats(
  db: Database,
  since: Date,
): Promise<Map<string, AuthorStats>> {
  const rows = await db
    .select({
      authorId: posts.authorId,
      postCount: sql<number>`count(*)::int`,
      toxicity: sql<
        number | null
      >`avg(${contentSafety.toxicity}) filter (where ${posts.createdAt} > ${since})`,
      hatespeech: sql<
        number | null
      >`avg(${contentSafety.hatespeech}) filter (where ${posts.createdAt} > ${since})`,
      disinfo: sql<
        number | null
      >`avg(${contentSafety.disinfo}) filter (where ${posts.createdAt} > ${since})`,
    })
    .from(posts)
    .leftJoin(contentSafety, eq(contentSafety.id, posts.id))
    .groupBy(posts.authorId);
  const num = (value: unknown) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => [
      row.authorId,
      {
        postCount: Number(row.postCount),
        toxicity: num(row.toxicity),
        hatespeech: num(row.hatespeech),
        disinfo: num(row.disinfo),
      },
    ]),
  );
}

/** The authors' stats, read at most once per AUTHOR_STATS_MS (a failed read is not kept). */
export class AuthorStatsCache {
  private readonly db: Database;
  private entry: { readAt: number; stats: Promise<Map<string, AuthorStats>> } | null = null;

  constructor(db: Database) {
    this.db = db;
  }

  get(now: Date): Promise<Map<string, AuthorStats>> {
    const current = this.entry;
    if (current && now.getTime() - current.readAt < AUTHOR_STATS_MS) return current.stats;
    const since = new Date(now.getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
    const entry = { readAt: now.getTime(), stats: listAuthorStats(this.db, since) };
    this.entry = entry;
    entry.stats.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return entry.stats;
  }

  /** A new period: the next `get` reads the stats again. */
  forget(): void {
    this.entry = null;
  }
}
