import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostView } from '../../../shared/api/social.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { postNs } from '../../i18n/ns/post.ts';
import { AfterFirstRender } from '../../lib/after-first-render.tsx';
import { PostCard } from './post-card.tsx';
import type { PostCardProps } from './post-card.tsx';
import './post.css';

export interface PostListProps extends Pick<PostCardProps, 'canDelete'> {
  posts: readonly PostView[];
  /** What to say when there are none. */
  empty?: { title: string; body?: ReactNode; icon?: ReactNode; actions?: ReactNode };
  label?: string;
}

/** Cards rendered with the list itself; the rest follow in a background render. */
const CARDS_AT_ONCE = 1;

/**
 * A feed: one card a post, separated by hairlines inside one surface. The first card (whose
 * picture is usually the page's largest paint) comes at once, the others right after, in slices.
 */
export function PostList({ posts, canDelete, empty, label }: PostListProps) {
  if (posts.length === 0) {
    return empty ? (
      <EmptyState
        className="post-list-empty card card--flat"
        level={3}
        icon={empty.icon}
        title={empty.title}
        actions={empty.actions}
      >
        {empty.body}
      </EmptyState>
    ) : null;
  }
  const card = (post: PostView, index: number) => (
    <li key={post.id}>
      <PostCard post={post} canDelete={canDelete} eagerImages={index === 0} />
    </li>
  );
  return (
    <ul className="post-list" role="list" aria-label={label}>
      {posts.slice(0, CARDS_AT_ONCE).map(card)}
      <AfterFirstRender>
        {posts.slice(CARDS_AT_ONCE).map((post, index) => card(post, index + CARDS_AT_ONCE))}
      </AfterFirstRender>
    </ul>
  );
}

/** Grey placeholders shaped like posts, announced once as loading. */
export function PostSkeletons({ count = 3, label }: { count?: number; label?: string }) {
  const { t } = useTranslation(postNs);
  return (
    <div className="post-list" role="status">
      <span className="visually-hidden">{label ?? t('card.loadingPosts')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="post-skeleton" aria-hidden="true">
          <span className="post-skeleton__disc" />
          <span className="post-skeleton__lines">
            <span className="post-skeleton__line post-skeleton__line--short" />
            <span className="post-skeleton__line" />
            <span className="post-skeleton__line post-skeleton__line--mid" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The parts of a query result the loading and error states need. */
interface PostsQueryResult<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** Placeholders while a post query loads, the failure with Try again, then `children(data)`. */
export function PostsQuery<T>({
  query,
  errorMessage,
  children,
}: {
  query: PostsQueryResult<T>;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PostSkeletons />;
  if (query.isError || query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
