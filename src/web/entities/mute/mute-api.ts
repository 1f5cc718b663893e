import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { MutedWordsResponse, MutedWordView, MuteResponse } from '../../../shared/api/mute.ts';
import { MUTE_API } from '../../../shared/api/paths.ts';
import type { PersonSummary } from '../../../shared/api/social.ts';
import { api } from '../../lib/api-client.ts';
import { useAfterFirstPaint } from '../../lib/after-first-render.tsx';
import { inboxKeys } from '../inbox/inbox-api.ts';
import { commentKeys, peopleSearchKeys, postKeys, removeCachedPosts } from '../post/posts-api.ts';

// Mute (issue 28): the members and words the member muted. Several places offer it (Settings,
// the profile, the post card), so it lives here rather than in one feature.

export const muteKeys = {
  all: ['mutes'] as const,
  members: () => ['mutes', 'members'] as const,
  words: () => ['mutes', 'words'] as const,
};

/** Every list the visibility rule filters asks again (the server decides what mute hides). */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: postKeys.all });
  void queryClient.invalidateQueries({ queryKey: commentKeys.all });
  void queryClient.invalidateQueries({ queryKey: peopleSearchKeys.all });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.notifications() });
  // Trending, Suggested people and Today's Highlight (keys of their features).
  for (const key of ['trending', 'suggested-people', 'highlight'])
    void queryClient.invalidateQueries({ queryKey: [key] });
}

export function useMutedMembers() {
  // Every card's Mute button reads it; the first paint does not need it.
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: muteKeys.members(),
    queryFn: ({ signal }) => api.get<{ people: PersonSummary[] }>(MUTE_API.mutes, { signal }),
    staleTime: 60_000,
    enabled: painted,
  });
}

/** Whether the member muted this person (false until the list has loaded). */
export function useIsMuted(uid: string): boolean {
  const muted = useMutedMembers();
  return muted.data?.people.some((person) => person.id === uid) ?? false;
}

/** Mutes (true) or unmutes (false) one member. */
export function useMuteMember(person: Pick<PersonSummary, 'id'> & Partial<PersonSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on
        ? api.put<MuteResponse>(MUTE_API.mute(person.id))
        : api.delete<MuteResponse>(MUTE_API.mute(person.id)),
    onSuccess: ({ muted }) => {
      queryClient.setQueryData<{ people: PersonSummary[] }>(muteKeys.members(), (data) => {
        if (!data) return data;
        const others = data.people.filter((p) => p.id !== person.id);
        if (!muted) return { people: others };
        const summary: PersonSummary = {
          id: person.id,
          displayName: person.displayName ?? '',
          handle: person.handle ?? '',
          headline: person.headline ?? null,
        };
        return { people: [summary, ...others] };
      });
      if (muted) removeCachedPosts(queryClient, (post) => post.authorId === person.id);
      void queryClient.invalidateQueries({ queryKey: muteKeys.members() });
      refreshLists(queryClient);
    },
  });
}

export function useMutedWords() {
  return useQuery({
    queryKey: muteKeys.words(),
    queryFn: ({ signal }) => api.get<MutedWordsResponse>(MUTE_API.words, { signal }),
  });
}

export function useAddMutedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => api.post<{ word: MutedWordView }>(MUTE_API.words, { word }),
    onSuccess: ({ word }) => {
      queryClient.setQueryData<MutedWordsResponse>(muteKeys.words(), (data) =>
        data ? { ...data, words: [word, ...data.words] } : data,
      );
      refreshLists(queryClient);
    },
  });
}

export function useRemoveMutedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ removed: true }>(MUTE_API.word(id)),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<MutedWordsResponse>(muteKeys.words(), (data) =>
        data ? { ...data, words: data.words.filter((word) => word.id !== id) } : data,
      );
      refreshLists(queryClient);
    },
  });
}
