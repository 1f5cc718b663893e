import { useMutation, useQuery } from '@tanstack/react-query';
import type { SuggestedPeopleResponse, TrendingResponse } from '../../../shared/api/feed.ts';
import { FEED_API, SOCIAL_API } from '../../../shared/api/paths.ts';
import type { ToggleResponse } from '../../../shared/api/social.ts';
import { api } from '../../lib/api-client.ts';

export const discoverKeys = {
  trending: ['trending'] as const,
  suggestedPeople: ['suggested-people'] as const,
};

export function useTrending() {
  return useQuery({
    queryKey: discoverKeys.trending,
    queryFn: ({ signal }) => api.get<TrendingResponse>(FEED_API.trending, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSuggestedPeople() {
  return useQuery({
    queryKey: discoverKeys.suggestedPeople,
    queryFn: ({ signal }) => api.get<SuggestedPeopleResponse>(FEED_API.suggestedPeople, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Follow or unfollow in place (spec: failures are swallowed; the button shows what the server says). */
export function useFollowToggle() {
  return useMutation({
    mutationFn: ({ uid, on }: { uid: string; on: boolean }) =>
      on
        ? api.put<ToggleResponse>(SOCIAL_API.follow(uid))
        : api.delete<ToggleResponse>(SOCIAL_API.follow(uid)),
  });
}
