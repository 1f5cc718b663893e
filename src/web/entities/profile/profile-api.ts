import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_API } from '../../../shared/api/paths.ts';
import type { ProfileResponse, UpdateProfileRequest } from '../../../shared/api/social.ts';
import { postKeys } from '../post/posts-api.ts';
import { SESSION_QUERY_KEY } from '../session/use-session.ts';
import { api } from '../../lib/api-client.ts';

// A member's profile as the profile page and Settings > Profile both read and edit it.

export const profileKeys = {
  all: ['profile'] as const,
  detail: (uid: string) => ['profile', uid] as const,
};

export function useProfile(uid: string) {
  return useQuery({
    queryKey: profileKeys.detail(uid),
    queryFn: ({ signal }) => api.get<ProfileResponse>(SOCIAL_API.profile(uid), { signal }),
  });
}

export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      api.patch<ProfileResponse>(SOCIAL_API.myProfile, request),
    onSuccess: (data) => {
      queryClient.setQueryData(profileKeys.detail(uid), data);
      // The sidebar shows your name; cards show your name and handle.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}

export type ProfileImageKind = 'avatar' | 'header';

/**
 * Replaces (`upload`) or removes the member's profile photo or header image. The answer is the
 * profile; the session (the composer's avatar) and every card carrying the photo are refreshed.
 */
export function useProfileImage(uid: string, kind: ProfileImageKind) {
  const queryClient = useQueryClient();
  const path = kind === 'avatar' ? SOCIAL_API.myProfilePhoto : SOCIAL_API.myProfileHeader;
  const onSuccess = (data: ProfileResponse) => {
    queryClient.setQueryData(profileKeys.detail(uid), data);
    if (kind === 'avatar') {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    }
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.put<ProfileResponse>(path, form);
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<ProfileResponse>(path),
    onSuccess,
  });
  return { upload, remove };
}
