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

export function suggestionReason(shared: readonly string[], postCount: number): string {
  if (shared.length > 0)
    return `Also into ${shared
      .slice(0, 3)
      .map((tag) => `#${tag}`)
      .join(', ')}.`;
  if (postCount > 0)
    return `Active in the community: ${postCount} ${postCount === 1 ? 'post' : 'posts'}.`;
  return 'New to Lorien.';
}

/** Tags are looked up again after 7 days. */
export function tagsAreStale(updatedAt: Date | null, now: Date): boolean {
  return !updatedAt || now.getTime() - updatedAt.getTime() > TAG_CACHE_DAYS * 86_400_000;
}
