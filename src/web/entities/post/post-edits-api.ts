// Editing a post and reading its edit history (issue 28).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_API } from '../../../shared/api/paths.ts';
import type {
  EditPostRequest,
  PostEditsResponse,
  PostResponse,
} from '../../../shared/api/social.ts';
import { api } from '../../lib/api-client.ts';
import { postKeys, updateCachedPost } from './posts-api.ts';

export const postEditKeys = {
  forPost: (postId: string) => ['post-edits', postId] as const,
};

export function usePostEdits(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: postEditKeys.forPost(postId),
    queryFn: ({ signal }) => api.get<PostEditsResponse>(SOCIAL_API.postEdits(postId), { signal }),
    enabled,
  });
}

/** Saves an edit and shows it wherever the post is cached. */
export function useEditPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EditPostRequest) =>
      api.patch<PostResponse>(SOCIAL_API.post(postId), request),
    onSuccess: ({ post }) => {
      updateCachedPost(queryClient, postId, (cached) => ({ ...post, reason: cached.reason }));
      queryClient.setQueryData<PostResponse>(postKeys.detail(postId), { post });
      void queryClient.invalidateQueries({ queryKey: postEditKeys.forPost(postId) });
    },
  });
}
