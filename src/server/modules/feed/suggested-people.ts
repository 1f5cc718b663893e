import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { SuggestedPerson } from '../../../shared/api/feed.ts';
import {
  FEED_CANDIDATE_DAYS,
  SUGGESTED_PROFILES_DEFAULT,
  SUGGESTED_PROFILES_TAG_LOOKUPS,
  TAGS_MAX,
} from '../../../shared/constants.ts';
import {
  rankSuggestions,
  suggestionReason,
  tagsAreStale,
} from '../../../domain/ranking/people-suggestions.ts';
import { reachMultiplier, riskOf } from '../../../domain/ranking/safety.ts';
import type { Database } from '../../../db/client.ts';
import { contentSafety, follows, posts, users } from '../../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { visibleSql } from '../../read/visibility.ts';
import { setMemberTags } from '../auth/index.ts';

// Suggested people: members the viewer might follow, ranked by shared tags and activity,
// down-weighted by the risk of their recent posts. The one visibility rule applies to people
// too (banned, blocked either way, hidden by the viewer's report).

const HOUR_MS = 3_600_000;
/** Ours: recent posts read per member when asking tag_user for their tags (spec: up to 6). */
const TAGGING_POSTS = 6;

/** Members the viewer might follow: not themselves, not followed, no block either way, active. */
async function listSuggestionCandidates(db: Database, viewerId: string, since: Date) {
  const postCounts = db
    .select({
      authorId: posts.authorId,
      postCount: sql<number>`count(*)::int`.as('post_count'),
    })
    .from(posts)
    .groupBy(posts.authorId)
    .as('post_counts');
  const recentSafety = db
    .select({
      authorId: posts.authorId,
      toxicity: sql<number>`avg(${contentSafety.toxicity})`.as('toxicity'),
      hatespeech: sql<number>`avg(${contentSafety.hatespeech})`.as('hatespeech'),
      disinfo: sql<number>`avg(${contentSafety.disinfo})`.as('disinfo'),
    })
    .from(posts)
    .innerJoin(contentSafety, eq(contentSafety.id, posts.id))
    .where(gt(posts.createdAt, since))
    .groupBy(posts.authorId)
    .as('recent_safety');
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      handle: users.handle,
      firstName: users.firstName,
      lastName: users.lastName,
      tags: users.tags,
      tagsUpdatedAt: users.tagsUpdatedAt,
      postCount: sql<number>`coalesce(${postCounts.postCount}, 0)::int`,
      toxicity: recentSafety.toxicity,
      hatespeech: recentSafety.hatespeech,
      disinfo: recentSafety.disinfo,
    })
    .from(users)
    .leftJoin(postCounts, eq(postCounts.authorId, users.id))
    .leftJoin(recentSafety, eq(recentSafety.authorId, users.id))
    .where(
      and(
        ne(users.id, viewerId),
        eq(users.isSystem, false),
        sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
        visibleSql({ viewer: viewerId, id: users.id, authorId: users.id, throttled: false }),
      ),
    );
}

async function findTaggingFacts(db: Database, userId: string, recentPosts: number) {
  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      tags: users.tags,
      tagsUpdatedAt: users.tagsUpdatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const recent = await db
    .select({ content: posts.content })
    .from(posts)
    .where(eq(posts.authorId, userId))
    .orderBy(desc(posts.createdAt))
    .limit(recentPosts);
  return { ...user, recentPosts: recent.map((row) => row.content).filter(Boolean) };
}

export class SuggestedPeople {
  private readonly ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;
  private readonly db: Database;
  /** Members whose tags a background lookup is refreshing (a remote analysis service). */
  private readonly tagLookups = new Set<string>();

  constructor(ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>) {
    this.ctx = ctx;
    this.db = ctx.database.db;
  }

  /**
   * Asks tag_user for a member's tags and stores them. `strict`: a failure stores nothing (the
   * old tags stay until a later lookup), rather than the fallback's empty list.
   */
  private async lookUpTags(userId: string, strict = false): Promise<string[] | null> {
    const facts = await findTaggingFacts(this.db, userId, TAGGING_POSTS);
    if (!facts) return null;
    const tagUser = strict ? this.ctx.analysis.strict.tagUser : this.ctx.analysis.tagUser;
    try {
      const tags = (
        await tagUser(`${facts.firstName} ${facts.lastName}`.trim(), facts.recentPosts)
      ).slice(0, TAGS_MAX);
      await setMemberTags(this.db, userId, tags, this.ctx.clock());
      return tags;
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'tag_user failed');
      return null;
    }
  }

  /**
   * A page never waits on a remote analysis service (issue 29): stale tags are looked up in the
   * background and the page ranks with the stored ones; the next visit sees the fresh tags.
   */
  private lookUpTagsLater(userId: string): void {
    if (this.tagLookups.has(userId)) return;
    this.tagLookups.add(userId);
    // Nothing awaits it: a failed read (the database down or closed) must not go unhandled.
    void this.lookUpTags(userId, true)
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'tag lookup failed'))
      .finally(() => this.tagLookups.delete(userId));
  }

  /** Fresh tags now (the engine in this process), or null and a lookup in the background. */
  private async freshTags(userId: string): Promise<string[] | null> {
    if (!this.ctx.analysis.remote) return this.lookUpTags(userId);
    this.lookUpTagsLater(userId);
    return null;
  }

  /**
   * Six people to follow: 5 points per tag shared with you plus their post count, down-weighted
   * by the risk of their recent posts; tags from tag_user, cached 7 days, at most 5 lookups.
   */
  async forViewer(viewerId: string): Promise<SuggestedPerson[]> {
    const now = this.ctx.clock();
    let lookups = 0;
    const me = await findTaggingFacts(this.db, viewerId, 0);
    let myTags = me?.tags ?? [];
    if (me && tagsAreStale(me.tagsUpdatedAt, now)) {
      lookups += 1;
      myTags = (await this.freshTags(viewerId)) ?? myTags;
    }
    const since = new Date(now.getTime() - FEED_CANDIDATE_DAYS * 24 * HOUR_MS);
    const rows = await listSuggestionCandidates(this.db, viewerId, since);
    const people = rows.map((row) => ({
      ...row,
      reach:
        row.toxicity === null
          ? 1
          : reachMultiplier(
              riskOf({
                toxicity: Number(row.toxicity),
                hatespeech: Number(row.hatespeech),
                disinfo: Number(row.disinfo),
              }),
            ),
    }));
    // Refresh the stale tags of the likeliest suggestions first, within the budget of lookups.
    for (const { person } of rankSuggestions(people, myTags, people.length)) {
      if (lookups >= SUGGESTED_PROFILES_TAG_LOOKUPS) break;
      if (!tagsAreStale(person.tagsUpdatedAt, now)) continue;
      lookups += 1;
      const tags = await this.freshTags(person.id);
      if (tags) {
        person.tags = tags;
        person.tagsUpdatedAt = now;
      }
    }
    return rankSuggestions(people, myTags, SUGGESTED_PROFILES_DEFAULT).map(
      ({ person, shared }) => ({
        uid: person.id,
        name: person.displayName,
        handle: person.handle,
        reason: suggestionReason(shared, person.postCount),
        tags: person.tags.slice(0, TAGS_MAX),
      }),
    );
  }
}
