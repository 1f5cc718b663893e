/** Where a card is shown, which decides its "why you see this" line. */
export type Placement =
  | { kind: 'timeline'; isOwn: boolean; followsAuthor: boolean }
  | { kind: 'following' }
  | { kind: 'profile' }
  | { kind: 'saved' }
  | { kind: 'related'; sharedTopics: readonly string[]; sameAuthor: boolean }
  | { kind: 'search'; query: string }
  | { kind: 'detail' };

/** One honest sentence per card; the ranking issue adds mood and circadian reasons. */
export function placementReason(placement: Placement, authorHandle: string): string {
  switch (placement.kind) {
    case 'timeline':
      if (placement.isOwn) return 'Your post, newest first in your timeline.';
      if (placement.followsAuthor) return `New from @${authorHandle}, whom you follow.`;
      return 'Recent in the community; your timeline is newest first.';
    case 'following':
      return `One of the latest from @${authorHandle}, whom you follow.`;
    case 'profile':
      return `Posted by @${authorHandle}.`;
    case 'saved':
      return 'You saved this post.';
    case 'related':
      if (placement.sharedTopics.length > 0)
        return `Shares ${placement.sharedTopics.map((topic) => `#${topic}`).join(', ')} with the post you are reading.`;
      if (placement.sameAuthor) return `More from @${authorHandle}.`;
      return 'Recent in the community.';
    case 'search':
      return `Matches your search for “${placement.query.trim()}”.`;
    case 'detail':
      return `Posted by @${authorHandle}.`;
  }
}
