import { FEED_CACHE_MS, FEED_CANDIDATES } from '../../../shared/constants.ts';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { listRecentIds, preparePostFacts, type PostFacts } from './home.repository.ts';

// What home ranking reads that is the same for every reader, cached per instance (see
// FEED_CACHE_MS): the scoring facts of posts and the community's newest ids. Never what a card
// shows: cards are hydrated fresh (src/server/read/cards.ts).

export class CandidateFacts {
  private readonly db: Database;
  private readonly cache: TtlCache<string, PostFacts>;
  private readonly recent: TtlCache<number, string[]>;
  private readonly statement: ReturnType<typeof preparePostFacts>;

  constructor(ctx: Pick<AppContext, 'database' | 'clock'>) {
    this.db = ctx.database.db;
    const now = () => ctx.clock().getTime();
    this.cache = new TtlCache({ ttlMs: FEED_CACHE_MS.postFacts, maxEntries: 50_000, now });
    this.recent = new TtlCache({ ttlMs: FEED_CACHE_MS.recentIds, maxEntries: 1, now });
    this.statement = preparePostFacts(this.db);
  }

  forgetPost(postId: string): void {
    this.cache.delete(postId);
  }

  forgetRecent(): void {
    this.recent.clear();
  }

  /** The scoring facts of these posts: from the cache, the rest in one query. */
  async facts(ids: readonly string[]): Promise<PostFacts[]> {
    const found: PostFacts[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.cache.get(id);
      if (hit) found.push(hit);
      else missing.push(id);
    }
    const rows = missing.length > 0 ? await this.statement.execute({ ids: missing }) : [];
    for (const row of rows) {
      this.cache.set(row.id, row);
      found.push(row);
    }
    return found;
  }

  /** The community's newest post ids in the window: the same for everyone, cached briefly. */
  async recentIds(since: Date): Promise<string[]> {
    const cached = this.recent.get(0);
    if (cached) return cached;
    const ids = await listRecentIds(this.db, since, FEED_CANDIDATES.recent);
    this.recent.set(0, ids);
    return ids;
  }
}
