import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../shared/messages.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ArrowLeftIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { CompactPost, PostCard } from '../../entities/post/post-card.tsx';
import { PostSkeletons } from '../../entities/post/post-list.tsx';
import { usePost, useRelatedPosts } from '../../entities/post/posts-api.ts';
import { useCountView } from '../../entities/post/use-viewed-posts.ts';
import { useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { isApiError } from '../../lib/api-client.ts';
import { Comments } from './comments.tsx';
import './post-page.css';

/** The server's codes for a post hidden by a block, in either direction. */
const BLOCKED_MESSAGES: Readonly<Record<string, MessageKey>> = {
  blocked_by_you: 'postHiddenYouBlocked',
  blocked_you: 'postHiddenBlockedYou',
};

function unavailableMessage(error: unknown): MessageKey {
  if (isApiError(error) && error.status === 403) {
    return BLOCKED_MESSAGES[error.code] ?? 'postNotAvailable';
  }
  return 'postNotAvailable';
}

function Suggested({ postId }: { postId: string }) {
  const related = useRelatedPosts(postId, true);
  const { t } = useTranslation(postNs);
  if (related.isPending || related.isError || related.data.posts.length === 0) return null;
  return (
    <section className="suggested card" aria-labelledby="suggested-title">
      <h2 id="suggested-title" className="suggested__title">
        {t('page.suggested')}
      </h2>
      <ul className="suggested__list" role="list">
        {related.data.posts.map((post) => (
          <li key={post.id}>
            <CompactPost post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation(postNs);
  return (
    <Link className="back-link post-page__back" to="/dashboard">
      <ArrowLeftIcon width={18} height={18} />
      {t('page.back')}
    </Link>
  );
}

/** Post detail (spec section 2). A missing post goes back to /dashboard. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation(postNs);
  const M = useMessages();
  const { hash } = useLocation();
  const query = usePost(id);
  const missing = isApiError(query.error) && query.error.status === 404;
  const post = query.data?.post;

  useCountView(id, query.isSuccess);

  useEffect(() => {
    if (missing) void navigate('/dashboard', { replace: true });
  }, [missing, navigate]);

  // Arriving from a card's response count: go to the conversation once the post is there.
  const loaded = Boolean(post);
  useEffect(() => {
    if (loaded && hash === '#comments') {
      document.getElementById('comments')?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);

  if (query.isPending || missing) {
    return (
      <div className="post-page post-page--single">
        <DocumentTitle title={t('page.title')} />
        <BackLink />
        <PostSkeletons count={1} label={t('page.loading')} />
      </div>
    );
  }

  if (query.isError) {
    const blocked = isApiError(query.error) && query.error.status === 403;
    const message = M[unavailableMessage(query.error)];
    return (
      <div className="post-page post-page--single">
        <DocumentTitle title={t('page.unavailable')} />
        <BackLink />
        {blocked || (isApiError(query.error) && query.error.status < 500) ? (
          <EmptyState
            className="card post-page__hidden"
            level={1}
            icon={<ShieldIcon />}
            title={message}
          />
        ) : (
          <>
            <h1 className="visually-hidden" tabIndex={-1} data-page-title="">
              {message}
            </h1>
            <LoadError message={message} onRetry={() => void query.refetch()} />
          </>
        )}
      </div>
    );
  }

  const data = query.data.post;
  const title = data.content
    ? t('page.quoted', {
        name: data.authorName,
        text: `${data.content.slice(0, 60)}${data.content.length > 60 ? '…' : ''}`,
      })
    : t('page.by', { name: data.authorName });

  return (
    <div className="post-page">
      <DocumentTitle title={title} />
      <div className="post-page__main">
        <BackLink />
        <h1 className="visually-hidden" tabIndex={-1} data-page-title="">
          {t('page.by', { name: data.authorName })}
        </h1>
        <div className="post-page__post">
          <PostCard
            post={data}
            variant="detail"
            canDelete
            onDeleted={() => void navigate('/dashboard', { replace: true })}
          />
        </div>
        <Comments post={data} />
      </div>
      <aside className="post-page__aside" aria-label={t('page.more')}>
        <Suggested postId={data.id} />
      </aside>
    </div>
  );
}
