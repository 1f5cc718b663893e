import type { PostView } from '../../../shared/api/social.ts';

// The view counts this tab has been told by the server after counting its own view. A read of the
// post that was already on its way when the view was counted answers with the count before it;
// the page keeps the larger, so a member never sees their own view taken back.

const counted = new Map<string, number>();

export function rememberCountedViews(postId: string, views: number): void {
  counted.set(postId, Math.max(views, counted.get(postId) ?? 0));
}

/** The post with its view count no lower than the one the server gave after our own view. */
export function withCountedViews(post: PostView): PostView {
  const views = counted.get(post.id);
  return views !== undefined && views > post.metrics.views
    ? { ...post, metrics: { ...post.metrics, views } }
    : post;
}
