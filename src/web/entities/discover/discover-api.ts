// Trending and Suggested people: the dashboard's right column and the first run (issue 27).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, on }: { uid: string; on: boolean }) =>
      on
        ? api.put<ToggleResponse>(SOCIAL_API.follow(uid))
        : api.delete<ToggleResponse>(SOCIAL_API.follow(uid)),
    onSuccess: (_answer, { on }) => {
      // The list stays as it is (the button shows the follow), but its empty states must now
      // know that the member follows someone (issue 27).
      if (on) {
        queryClient.setQueryData<SuggestedPeopleResponse>(discoverKeys.suggestedPeople, (data) =>
          data ? { ...data, followsAnyone: true } : data,
        );
      }
    },
  });
}

/** Whether the member follows anyone, as Suggested people last said (null: not known yet). */
export function useFollowsAnyone(): boolean | null {
  const suggested = useSuggestedPeople();
  return suggested.data ? suggested.data.followsAnyone : null;
}
