import type { SuggestedPerson, SuggestionReason } from '../../../shared/api/feed.ts';
import {
  SUGGESTED_PROFILES_DEFAULT,
  SUGGESTED_PROFILES_TAG_LOOKUPS,
  SUGGESTIONS_REFRESH_BATCH,
  SUGGESTIONS_REFRESH_EVERY_MS,
  SUGGESTIONS_STALE_MS,
  SUGGESTIONS_STORED,
  TAGS_MAX,
} from '../../../shared/constants.ts';
import {
  legacySuggestionReason,
  rankSuggestions,
  suggestionReason,
  tagsAreStale,
} from '../../../domain/ranking/people-suggestions.ts';
import { englishSuggestionText } from '../../../shared/explain/compose.ts';
import { reachMultiplier, riskOf } from '../../../domain/ranking/safety.ts';
import type { Database } from '../../../db/client.ts';
import type { StoredSuggestion } from '../../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { setMemberTags } from '../auth/index.ts';
import { AuthorStatsCache } from './author-stats.ts';
import {
  countPostsOf,
  findEligiblePeople,
  findSuggestions,
  findTaggingFacts,
  listPopularPeople,
  listStaleSuggestionMembers,
  listSuggestionCandidates,
  upsertSuggestions,
} from './suggested-people.repository.ts';

// Suggested people: members the viewer might follow, ranked by shared tags and activity,
// down-weighted by the risk of their recent posts. A job ranks each member's list into
// suggested_people (after they follow or unfollow, and periodically); the GET reads it and
// applies the one visibility rule and the follows at read time, so a fresh block, ban or follow
// holds at once (docs/decisions.md, "Suggested people from a table").

/** Ours: recent posts read per member when asking tag_user for their tags (spec: up to 6). */
const TAGGING_POSTS = 6;
export const SUGGESTIONS_REFRESH_JOB = 'feed.refresh-suggestions';
export const SUGGESTIONS_SWEEP_JOB = 'feed.refresh-stale-suggestions';
/**
 * Follows within one such window share one refresh of the member's list: the job runs when the
 * window has closed, so it sees every follow made in it.
 */
export const SUGGESTIONS_COALESCE_MS = 2_000;

/** A stored entry's reason: its code, or for a list ranked before issue 27 its English read back. */
function storedReason(entry: StoredSuggestion): SuggestionReason {
  if (entry.code) return { code: entry.code, params: entry.params ?? {} };
  return legacySuggestionReason(entry.reason ?? '');
}

/** The reason as the API gives it: the code and params, and the English line for API clients. */
function reasonFields(
  reason: SuggestionReason,
): Pick<SuggestedPerson, 'reason' | 'reasonCode' | 'reasonParams'> {
  return {
    reason: englishSuggestionText(reason),
    reasonCode: reason.code,
    reasonParams: reason.params,
  };
}

export class SuggestedPeople {
  private readonly ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;
  private readonly db: Database;
  private readonly jobs: JobRunner | null;
  /** Members whose tags a background lookup is refreshing (a remote analysis service). */
  private readonly tagLookups = new Set<string>();
  /** Authors' post counts and recent risk, shared by the lists ranked within a period. */
  private readonly authorStats: AuthorStatsCache;

  constructor(
    ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>,
    jobs: JobRunner | null = null,
  ) {
    this.ctx = ctx;
    this.db = ctx.database.db;
    this.authorStats = new AuthorStatsCache(this.db);
    this.jobs = jobs;
    jobs?.define<{ memberId: string }>({
      name: SUGGESTIONS_REFRESH_JOB,
      run: async ({ memberId }) => {
        await this.refresh(memberId);
      },
    });
    jobs?.every({
      name: SUGGESTIONS_SWEEP_JOB,
      everyMs: SUGGESTIONS_REFRESH_EVERY_MS,
      run: async () => {
        await this.refreshStale();
      },
    });
  }

  /** A member's follows changed: their list is ranked again by the job, not in the request. */
  subscribe(events: EventBus): void {
    events.on('follow.created', ({ payload }) => this.refreshLater(payload.followerId));
    events.on('follow.removed', ({ payload }) => this.refreshLater(payload.followerId));
  }

  /** Queues a refresh of the member's list; follows a few seconds apart share one. */
  async refreshLater(memberId: string): Promise<void> {
    if (!this.jobs) return;
    const slot = Math.floor(this.ctx.clock().getTime() / SUGGESTIONS_COALESCE_MS);
    await this.jobs.enqueue(
      SUGGESTIONS_REFRESH_JOB,
      { memberId },
      {
        uniqueKey: `${SUGGESTIONS_REFRESH_JOB}:${memberId}@${slot}`,
        runAt: new Date((slot + 1) * SUGGESTIONS_COALESCE_MS),
      },
    );
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
   * The job's ranking: 5 points per tag shared with the member plus their post count,
   * down-weighted by the risk of their recent posts; tags from tag_user, cached 7 days, at most
   * 5 lookups a run. Stores the best SUGGESTIONS_STORED.
   */
  async refresh(viewerId: string): Promise<void> {
    const now = this.ctx.clock();
    let lookups = 0;
    const me = await findTaggingFacts(this.db, viewerId, 0);
    let myTags = me?.tags ?? [];
    if (me && tagsAreStale(me.tagsUpdatedAt, now)) {
      lookups += 1;
      myTags = (await this.freshTags(viewerId)) ?? myTags;
    }
    const [rows, stats] = await Promise.all([
      listSuggestionCandidates(this.db, viewerId),
      this.authorStats.get(now),
    ]);
    const people = rows.map((row) => {
      const author = stats.get(row.id);
      return {
        ...row,
        postCount: author?.postCount ?? 0,
        reach:
          author?.toxicity == null
            ? 1
            : reachMultiplier(
                riskOf({
                  toxicity: author.toxicity,
                  hatespeech: author.hatespeech ?? 0,
                  disinfo: author.disinfo ?? 0,
                }),
              ),
      };
    });
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
    const ranked = rankSuggestions(people, myTags, SUGGESTIONS_STORED).map(({ person, shared }) => {
      const { code, params } = suggestionReason(shared, person.postCount);
      return { id: person.id, code, params };
    });
    await upsertSuggestions(this.db, viewerId, ranked, now);
  }

  /** A new period: the next list ranked reads the authors' stats again. */
  forgetAuthorStats(): void {
    this.authorStats.forget();
  }

  /**
   * The periodic run: lists ranked over an hour ago, oldest first, a bounded batch, with the
   * authors' stats read once for the batch.
   */
  async refreshStale(): Promise<number> {
    const before = new Date(this.ctx.clock().getTime() - SUGGESTIONS_STALE_MS);
    const members = await listStaleSuggestionMembers(this.db, before, SUGGESTIONS_REFRESH_BATCH);
    if (members.length > 0) this.forgetAuthorStats();
    for (const memberId of members) await this.refresh(memberId);
    return members.length;
  }

  /**
   * Six people to follow, read from the member's stored list with the visibility rule and their
   * follows applied now. Before the job first ranks it (or when every stored one is gone), the
   * most followed members they may follow, and a refresh is queued.
   */
  async forViewer(viewerId: string): Promise<SuggestedPerson[]> {
    const stored = await findSuggestions(this.db, viewerId);
    if (stored) {
      const shown = await this.presentStored(viewerId, stored);
      if (shown.length > 0) return shown;
    }
    // Not ranked yet, or every stored one since followed, blocked or banned: rank again.
    if (!stored || stored.length > 0) await this.refreshLater(viewerId);
    return this.popular(viewerId);
  }

  private async presentStored(
    viewerId: string,
    stored: StoredSuggestion[],
  ): Promise<SuggestedPerson[]> {
    const eligible = await findEligiblePeople(
      this.db,
      viewerId,
      stored.map((entry) => entry.id),
    );
    const byId = new Map(eligible.map((person) => [person.id, person]));
    const shown: SuggestedPerson[] = [];
    for (const entry of stored) {
      const person = byId.get(entry.id);
      if (!person) continue;
      shown.push({
        uid: person.id,
        name: person.displayName,
        handle: person.handle,
        avatarUrl: person.avatarUrl,
        ...reasonFields(storedReason(entry)),
        tags: person.tags.slice(0, TAGS_MAX),
      });
      if (shown.length === SUGGESTED_PROFILES_DEFAULT) break;
    }
    return shown;
  }

  private async popular(viewerId: string): Promise<SuggestedPerson[]> {
    const people = await listPopularPeople(this.db, viewerId, SUGGESTED_PROFILES_DEFAULT);
    const postCounts = await countPostsOf(
      this.db,
      people.map((person) => person.id),
    );
    return people.map((person) => ({
      uid: person.id,
      name: person.displayName,
      handle: person.handle,
      avatarUrl: person.avatarUrl,
      ...reasonFields(suggestionReason([], postCounts.get(person.id) ?? 0)),
      tags: person.tags.slice(0, TAGS_MAX),
    }));
  }
}
