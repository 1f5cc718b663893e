import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { SOCIAL_API } from '../../../shared/api/paths.ts';
import type {
  PeoplePage,
  ProfileResponse,
  RelationshipResponse,
  ToggleResponse,
} from '../../../shared/api/social.ts';
import {
  commentKeys,
  peopleSearchKeys,
  postKeys,
  removeCachedPosts,
  shareSuggestionKeys,
} from '../../entities/post/posts-api.ts';
import { profileKeys } from '../../entities/profile/profile-api.ts';
import { api } from '../../lib/api-client.ts';

export { profileKeys, useProfile, useUpdateProfile } from '../../entities/profile/profile-api.ts';

function setFollowing(queryClient: QueryClient, uid: string, on: boolean, followers?: number) {
  queryClient.setQueryData<ProfileResponse>(profileKeys.detail(uid), (data) => {
    if (!data) return data;
    const was = data.relationship.following;
    const moved = data.profile.counts.followers + (on === was ? 0 : on ? 1 : -1);
    return {
      profile: {
        ...data.profile,
        counts: { ...data.profile.counts, followers: Math.max(0, followers ?? moved) },
      },
      relationship: { ...data.relationship, following: on },
    };
  });
}

/** Follow / Following (spec section 4): flips at once; failures roll back without a word. */
export function useFollow(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['follow', uid],
    mutationFn: (on: boolean) =>
      on
        ? api.put<ToggleResponse>(SOCIAL_API.follow(uid))
        : api.delete<ToggleResponse>(SOCIAL_API.follow(uid)),
    onMutate: (on) => setFollowing(queryClient, uid, on),
    onError: (_error, on) => setFollowing(queryClient, uid, !on),
    onSuccess: (result) => {
      if (queryClient.isMutating({ mutationKey: ['follow', uid] }) <= 1) {
        setFollowing(queryClient, uid, result.on, result.count);
      }
    },
    onSettled: () => {
      // Their recent posts join or leave the Following block; your own following count moves.
      void queryClient.invalidateQueries({ queryKey: postKeys.following() });
      void queryClient.invalidateQueries({ queryKey: shareSuggestionKeys.all });
      void queryClient.invalidateQueries({
        queryKey: profileKeys.all,
        predicate: (query) => query.queryKey[1] !== uid,
      });
    },
  });
}

/** Block or unblock. Blocking hides their posts everywhere at once and clears follows. */
export function useBlock(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.put<RelationshipResponse>(SOCIAL_API.block(uid))
        : api.delete<RelationshipResponse>(SOCIAL_API.block(uid)),
    onSuccess: ({ relationship }, block) => {
      queryClient.setQueryData<ProfileResponse>(profileKeys.detail(uid), (data) =>
        data ? { ...data, relationship } : data,
      );
      if (block) removeCachedPosts(queryClient, (post) => post.authorId === uid);
      // Feeds, saved lists, search and suggestions all leave blocked members out (or back in).
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: commentKeys.all });
      void queryClient.invalidateQueries({ queryKey: shareSuggestionKeys.all });
      void queryClient.invalidateQueries({ queryKey: peopleSearchKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export type PeopleListKind = 'followers' | 'following';

/** A member's followers or following, 50 a page (issue 28); the list lives under the profile. */
export function usePeopleList(uid: string, which: PeopleListKind, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...profileKeys.detail(uid), which] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<PeoplePage>(
        which === 'followers' ? SOCIAL_API.profileFollowers(uid) : SOCIAL_API.profileFollowing(uid),
        { query: pageParam ? { cursor: pageParam } : {}, signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
