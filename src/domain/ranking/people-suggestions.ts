import type { SuggestionReason } from '../../shared/api/feed.ts';
import {
  PROFILE_SUGGESTION_TAG_POINTS,
  SUGGESTED_PROFILES_DEFAULT,
  TAG_CACHE_DAYS,
} from '../../shared/constants.ts';

// Suggested people (spec section 9): 5 points per tag shared with the reader, plus post count.

export interface PersonToSuggest {
  id: string;
  displayName: string;
  tags: readonly string[];
  postCount: number;
  /** 0..1: the reach multiplier of their riskiest recent post (1 when none is throttled). */
  reach: number;
}

const fold = (value: string) => value.trim().toLocaleLowerCase('tr');

export function sharedTags(mine: readonly string[], theirs: readonly string[]): string[] {
  const set = new Set(mine.map(fold));
  return [...new Set(theirs.map(fold))].filter((tag) => tag && set.has(tag));
}

/** (5 × matching tags + post count) × reach: people who post risky content are down-weighted. */
export function suggestionScore(person: PersonToSuggest, myTags: readonly string[]): number {
  return (
    (PROFILE_SUGGESTION_TAG_POINTS * sharedTags(myTags, person.tags).length + person.postCount) *
    person.reach
  );
}

/** Best first, then by name; at most 6. */
export function rankSuggestions<T extends PersonToSuggest>(
  people: readonly T[],
  myTags: readonly string[],
  limit: number = SUGGESTED_PROFILES_DEFAULT,
): Array<{ person: T; score: number; shared: string[] }> {
  return people
    .map((person) => ({
      person,
      score: suggestionScore(person, myTags),
      shared: sharedTags(myTags, person.tags),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.person.displayName.localeCompare(b.person.displayName, 'tr') ||
        a.person.id.localeCompare(b.person.id),
    )
    .slice(0, limit);
}

/** Why a person is suggested, as data (the web app words it; issue 27). */
export function suggestionReason(shared: readonly string[], postCount: number): SuggestionReason {
  if (shared.length > 0) return { code: 'shared-tags', params: { topics: shared.slice(0, 3) } };
  if (postCount > 0) return { code: 'active', params: { count: postCount } };
  return { code: 'new', params: {} };
}

/**
 * A reason stored before issue 27 as English text, read back as data: the three sentences the
 * ranking wrote then. Anything else reads as `new` (the plainest claim).
 */
export function legacySuggestionReason(text: string): SuggestionReason {
  const shared = /^Also into (.+)\.$/.exec(text);
  if (shared?.[1])
    return {
      code: 'shared-tags',
      params: { topics: shared[1].split(', ').map((tag) => tag.replace(/^#/, '')) },
    };
  const active = /^Active in the community: (\d+) posts?\.$/.exec(text);
  if (active?.[1]) return { code: 'active', params: { count: Number(active[1]) } };
  return { code: 'new', params: {} };
}

/** Tags are looked up again after 7 days. */
export function tagsAreStale(updatedAt: Date | null, now: Date): boolean {
  return !updatedAt || now.getTime() - updatedAt.getTime() > TAG_CACHE_DAYS * 86_400_000;
}
