import type { PostReason, ReasonFactor } from '../../shared/api/social.ts';

/** Where a card is shown, which decides its "why you see this" reason. */
export type Placement =
  | { kind: 'timeline'; isOwn: boolean; followsAuthor: boolean }
  | { kind: 'following' }
  | { kind: 'profile' }
  | { kind: 'saved' }
  | {
      kind: 'related';
      sharedTopics: readonly string[];
      sameAuthor: boolean;
      factors?: readonly ReasonFactor[];
    }
  | { kind: 'search'; query: string; mood?: string | null; factors?: readonly ReasonFactor[] }
  | { kind: 'detail' };

const ORDER_FACTOR: ReasonFactor = {
  key: 'order',
  label: 'Time posted (newest first)',
  weight: 1,
  value: 1,
};

/** One honest sentence per card, as data; the ranked feed explains its cards in domain/ranking. */
export function placementReason(placement: Placement, authorHandle: string): PostReason {
  switch (placement.kind) {
    case 'timeline':
      if (placement.isOwn)
        return { kind: 'own', text: 'Your post, newest first in Latest.', factors: [ORDER_FACTOR] };
      if (placement.followsAuthor)
        return {
          kind: 'follows-author',
          text: `New from @${authorHandle}, whom you follow.`,
          factors: [ORDER_FACTOR],
        };
      return {
        kind: 'latest',
        text: 'Recent in the community; Latest is newest first.',
        factors: [ORDER_FACTOR],
      };
    case 'following':
      return {
        kind: 'following',
        text: `One of the latest from @${authorHandle}, whom you follow.`,
        factors: [ORDER_FACTOR],
      };
    case 'profile':
      return { kind: 'profile', text: `Posted by @${authorHandle}.`, factors: [ORDER_FACTOR] };
    case 'saved':
      return { kind: 'saved', text: 'You saved this post.', factors: [] };
    case 'related': {
      const factors = [...(placement.factors ?? [])];
      if (placement.sharedTopics.length > 0)
        return {
          kind: 'related',
          text: `Shares ${placement.sharedTopics.map((topic) => `#${topic}`).join(', ')} with the post you are reading.`,
          factors,
        };
      if (placement.sameAuthor)
        return { kind: 'related', text: `More from @${authorHandle}.`, factors };
      return {
        kind: 'related',
        text: 'Close in mood to the post you are reading.',
        factors,
      };
    }
    case 'search':
      return {
        kind: 'search',
        text: placement.mood
          ? `Its mood is ${placement.mood}, which you searched for.`
          : `Matches your search for “${placement.query.trim()}”.`,
        factors: [...(placement.factors ?? [])],
      };
    case 'detail':
      return { kind: 'detail', text: `Posted by @${authorHandle}.`, factors: [] };
  }
}
