import { RELEVANCE_WEIGHTS } from '../../shared/constants.ts';

// A followed author's new post joins a member's frozen page 1 instead of throwing the whole
// ranking away (issue 25: "a new post joins existing rankings without invalidating them all").
// The full ranking, with its diversity pass over every candidate, runs again when the ranking
// expires (FEED_CACHE_MS.ranking); until then the new post sits where its score puts it among the
// page's posts, after the same redundancy penalty the full pass gives repeated authors.

/** A placed post: its id, its author, its score now, and same-author posts placed above it. */
export interface PlacedEntry {
  id: string;
  authorId: string;
  score: number;
  redundancy: number;
}

const penalty = 1 - RELEVANCE_WEIGHTS.redundancyPenalty;
const adjusted = (entry: PlacedEntry) => entry.score * penalty ** entry.redundancy;

/**
 * `page` is the frozen page 1 in its order (scored at the same moment as `joining`). Each joining
 * post goes before the first page post its adjusted score beats; one that beats none goes right
 * after the page (the top of page 2), so a followed author's new post is never further away
 * than that while the ranking lasts. Posts already on the page are not joined twice.
 */
export function joinRanking(
  page: readonly PlacedEntry[],
  joining: readonly Omit<PlacedEntry, 'redundancy'>[],
): PlacedEntry[] {
  const result = [...page];
  const onPage = new Set(page.map((entry) => entry.id));
  const bestFirst = [...joining].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  for (const post of bestFirst) {
    if (onPage.has(post.id)) continue;
    onPage.add(post.id);
    let sameAuthorAbove = 0;
    let at = result.length;
    for (let index = 0; index < result.length; index += 1) {
      const entry = result[index]!;
      const candidate = { ...post, redundancy: sameAuthorAbove };
      if (adjusted(candidate) > adjusted(entry)) {
        at = index;
        break;
      }
      if (entry.authorId === post.authorId) sameAuthorAbove += 1;
    }
    result.splice(at, 0, { ...post, redundancy: sameAuthorAbove });
  }
  return result;
}
