import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownIcon } from '../../components/ui/icons.tsx';
import { postKeys } from '../post/posts-api.ts';
import { clearNewPosts, useNewPostsCount } from './live-stream.ts';
import './new-posts-pill.css';

/** "N new posts": shown above the feed when others published since it loaded; loads them. */
export function NewPostsPill() {
  const count = useNewPostsCount();
  const queryClient = useQueryClient();
  // The feed shown with the pill was loaded now: count from here.
  useEffect(() => clearNewPosts(), []);
  if (count === 0) return null;
  return (
    <div className="new-posts-pill__wrap">
      <button
        type="button"
        className="new-posts-pill"
        onClick={() => {
          clearNewPosts();
          // The ranked feed and the chronological one both start over from the top.
          void queryClient.resetQueries({ queryKey: postKeys.home() });
          void queryClient.resetQueries({ queryKey: postKeys.timeline() });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      >
        <ArrowDownIcon className="new-posts-pill__icon" aria-hidden="true" />
        {count === 1 ? '1 new post' : `${count} new posts`}
      </button>
    </div>
  );
}
