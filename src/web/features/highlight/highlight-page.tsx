import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HighlightCard, HighlightResponse } from '../../../shared/api/feed.ts';
import { FEED_API, SOCIAL_API } from '../../../shared/api/paths.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EyeIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MoodLabel, useReasonLine, WhyThisPostDialog } from '../../entities/post/post-reason.tsx';
import { markPostViewed } from '../../entities/post/use-viewed-posts.ts';
import { api } from '../../lib/api-client.ts';
import { useFormat, useMessages } from '../../i18n/hooks.ts';
import { feedNs } from '../../i18n/ns/feed.ts';
import { postPath } from '../../lib/paths.ts';
import './highlight-page.css';

function useHighlight() {
  return useQuery({
    queryKey: ['highlight'],
    queryFn: ({ signal }) => api.get<HighlightResponse>(FEED_API.highlight, { signal }),
  });
}

/** Spec: a click records one 'views' interaction (skipped if counted locally; failures ignored). */
async function recordViewOnce(postId: string): Promise<void> {
  if (!markPostViewed(postId)) return;
  await api.post(SOCIAL_API.postView(postId)).catch(() => undefined);
}

function HighlightItem({ card, rank }: { card: HighlightCard; rank: number }) {
  const navigate = useNavigate();
  const [why, setWhy] = useState(false);
  const { t } = useTranslation(feedNs);
  const line = useReasonLine();
  const subject = {
    postId: card.id,
    authorId: card.authorId,
    authorName: card.authorName,
    authorHandle: card.handle,
    topics: card.tags,
    isAuthor: false,
  };
  const format = useFormat();
  const open = async () => {
    await recordViewOnce(card.id);
    void navigate(postPath(card.id));
  };
  return (
    <article className="highlight-card" aria-labelledby={`highlight-${card.id}`}>
      <span className="highlight-card__rank" aria-hidden="true">
        {rank}
      </span>
      <div className="highlight-card__main">
        <div className="highlight-card__byline">
          <Avatar
            name={card.authorName}
            seed={card.authorId}
            src={card.authorAvatarUrl}
            size="sm"
          />
          <span className="highlight-card__name" id={`highlight-${card.id}`}>
            {card.authorName}
          </span>
          <span className="highlight-card__handle">@{card.handle}</span>
          <MoodLabel emotion={card.emotion} />
        </div>
        <button type="button" className="highlight-card__open" onClick={() => void open()}>
          {card.content || t('highlight.sharedImage')}
          <span className="visually-hidden">{t('highlight.openPost')}</span>
        </button>
        {card.mediaUrl ? (
          <img className="highlight-card__image" src={card.mediaUrl} alt="" loading="lazy" />
        ) : null}
        <div className="highlight-card__meta">
          <span className="highlight-card__views">
            <EyeIcon className="highlight-card__icon" /> {format.compact(card.views)}{' '}
            {t('highlight.views', { count: card.views })}
          </span>
          {card.tags.length > 0 ? (
            <ul className="highlight-card__tags" role="list" aria-label={t('highlight.topics')}>
              {card.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="highlight-card__reason">
          {line(card.reason, subject)}{' '}
          <button
            type="button"
            className="post-card__why"
            aria-haspopup="dialog"
            onClick={() => setWhy(true)}
          >
            {t('highlight.why')}
          </button>
        </p>
        {why ? (
          <WhyThisPostDialog
            reason={card.reason}
            subject={subject}
            open
            onClose={() => setWhy(false)}
          />
        ) : null}
      </div>
    </article>
  );
}

/** Today's Highlight (spec section 2): the ten posts shaping today's collective mood. */
export function Component() {
  const highlight = useHighlight();
  const M = useMessages();
  return (
    <div className="highlight-page">
      <PageHeader
        title={M.highlightTitle}
        description={M.highlightSubtitle}
        actions={
          <ButtonLink to="/dashboard" variant="secondary" size="sm">
            {M.highlightBack}
          </ButtonLink>
        }
      />
      {highlight.isPending ? (
        <p className="highlight-page__status" role="status">
          {M.highlightLoading}
        </p>
      ) : // Spec: a load failure is logged and the page stays empty.
      highlight.isError || highlight.data.posts.length === 0 ? (
        <p className="highlight-page__status">{M.highlightEmpty}</p>
      ) : (
        <ol className="highlight-list" role="list">
          {highlight.data.posts.map((card, index) => (
            <li key={card.id}>
              <HighlightItem card={card} rank={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
