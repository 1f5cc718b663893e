import type { PostReason, ReasonFactor } from '../../shared/api/social.ts';
import { makeReason, point } from '../../shared/explain/compose.ts';

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
  weight: 1,
  value: 1,
};

/** One honest sentence per card, as data; the ranked feed explains its cards in domain/ranking. */
export function placementReason(placement: Placement, authorHandle: string): PostReason {
  const handle = { handle: authorHandle };
  const order = [ORDER_FACTOR];
  switch (placement.kind) {
    case 'timeline':
      if (placement.isOwn)
        return makeReason('own', 'own-latest', {}, [point('own'), point('newest-first')], order);
      if (placement.followsAuthor)
        return makeReason(
          'follows-author',
          'latest-follows',
          handle,
          [point('you-follow', handle), point('newest-first')],
          order,
        );
      return makeReason('latest', 'latest', {}, [point('newest-first')], order);
    case 'following':
      return makeReason(
        'following',
        'following',
        handle,
        [point('you-follow', handle), point('newest-first')],
        order,
      );
    case 'profile':
      return makeReason(
        'profile',
        'profile',
        handle,
        [point('on-profile', handle), point('newest-first')],
        order,
      );
    case 'saved':
      return makeReason('saved', 'saved', {}, [point('saved')], []);
    case 'related': {
      const factors = placement.factors ?? [];
      if (placement.sharedTopics.length > 0) {
        const topics = { topics: [...placement.sharedTopics] };
        return makeReason(
          'related',
          'related-topics',
          topics,
          [point('shares-topics', topics)],
          factors,
        );
      }
      if (placement.sameAuthor)
        return makeReason(
          'related',
          'related-author',
          handle,
          [point('same-author', handle)],
          factors,
        );
      return makeReason('related', 'related-mood', {}, [point('close-mood')], factors);
    }
    case 'search': {
      const factors = placement.factors ?? [];
      if (placement.mood) {
        const mood = { mood: placement.mood };
        return makeReason('search', 'search-mood', mood, [point('search-mood', mood)], factors);
      }
      const query = { query: placement.query.trim() };
      return makeReason('search', 'search', query, [point('search', query)], factors);
    }
    case 'detail':
      return makeReason('detail', 'detail', handle, [point('on-profile', handle)], []);
  }
}
