// Spec section 4: the first open of a post in a browser session counts one view. The ids already
// counted live in sessionStorage, which is per tab session and gone when the session ends.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCIAL_API } from '../../../shared/api/paths.ts';
import { api } from '../../lib/api-client.ts';
import { rememberCountedViews } from './counted-views.ts';
import { updateCachedPost } from './posts-api.ts';

export const VIEWED_POSTS_KEY = 'lorien:viewed-posts';

function readViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(VIEWED_POSTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function hasViewedPost(postId: string): boolean {
  return readViewed().includes(postId);
}

/** Records the id; returns false when it was already there (or storage is unavailable). */
export function markPostViewed(postId: string): boolean {
  const viewed = readViewed();
  if (viewed.includes(postId)) return false;
  try {
    window.sessionStorage.setItem(VIEWED_POSTS_KEY, JSON.stringify([...viewed, postId]));
    return true;
  } catch {
    // Storage full or blocked: count nothing rather than count on every open.
    return false;
  }
}

/** Counts one view of the post the first time it opens in this session; failures are ignored. */
export function useCountView(postId: string, ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Marked before the call, so a second mount (Strict Mode, a quick revisit) cannot count twice.
    if (!ready || !markPostViewed(postId)) return;
    api
      .post<{ views: number }>(SOCIAL_API.postView(postId))
      .then(({ views }) => {
        rememberCountedViews(postId, views);
        updateCachedPost(queryClient, postId, (post) => ({
          ...post,
          metrics: { ...post.metrics, views },
        }));
      })
      .catch(() => undefined);
  }, [postId, ready, queryClient]);
}
