import { useQuery } from '@tanstack/react-query';
import { SOCIAL_API } from '../../../shared/api/paths.ts';
import type { PeopleList, PostList } from '../../../shared/api/social.ts';
import { peopleSearchKeys, postKeys } from '../../entities/post/posts-api.ts';
import { api } from '../../lib/api-client.ts';

export function usePeopleSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleSearchKeys.forQuery(q),
    queryFn: ({ signal }) => api.get<PeopleList>(SOCIAL_API.searchPeople, { query: { q }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Under the posts key, so echoes and saves made elsewhere show in the results too. */
export function usePostSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.search(q),
    queryFn: ({ signal }) => api.get<PostList>(SOCIAL_API.searchPosts, { query: { q }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
