import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MentionLink, PostView } from '../../../shared/api/social.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  BookmarkIcon,
  CommentIcon,
  EchoIcon,
  EyeIcon,
  FlagIcon,
  LinkIcon,
  SendIcon,
  ShareIcon,
  TrashIcon,
} from '../../components/ui/icons.tsx';
import { RelativeTimeLabel } from '../../components/ui/relative-time-label.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useFormat, useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { explorePath, postPath, profilePath } from '../../lib/paths.ts';
import { threadsNs } from '../../i18n/ns/threads.ts';
import { EditedMarker, EditPostDialog } from './post-edits.tsx';
import { splitPostText, topicTags, withMentions } from './post-text.ts';
import { useDeletePost, usePostToggle } from './posts-api.ts';
import type { PostToggleKind } from './posts-api.ts';
import {
  MoodLabel,
  PostReasonLine,
  ReachNoticeLine,
  SafetyLabelLine,
  useReasonLine,
  type ReasonSubject,
} from './post-reason.tsx';
import { useShownLess } from './shown-less.ts';
import { ShareDialog } from './share-dialog.tsx';
import { ImageViewer, imagesOfPost, PostImageGrid } from './post-images.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { MutePostAction } from '../mute/mute-actions.tsx';
import './post.css';

/** Post text with #hashtags linking into Explore, web addresses and @mentions as links. */
export function PostText({
  content,
  className,
  mentions = [],
}: {
  content: string;
  className?: string;
  mentions?: readonly MentionLink[];
}) {
  return (
    <p className={className}>
      {withMentions(splitPostText(content), mentions).map((piece, index) => {
        if (piece.kind === 'mention') {
          return (
            <Link key={index} className="post-text__mention" to={profilePath(piece.userId)}>
              {piece.text}
            </Link>
          );
        }
        if (piece.kind === 'tag') {
          return (
            <Link key={index} className="post-text__tag" to={explorePath(piece.tag)}>
              {piece.text}
            </Link>
          );
        }
        if (piece.kind === 'link') {
          return (
            <a key={index} href={piece.href} rel="noopener noreferrer nofollow ugc" target="_blank">
              {piece.text}
            </a>
          );
        }
        return piece.text;
      })}
    </p>
  );
}

export function TopicTags({
  hashtags,
  topics,
}: {
  hashtags: readonly string[];
  topics: readonly string[];
}) {
  const { t } = useTranslation(postNs);
  const shown = topicTags(hashtags, topics);
  if (shown.length === 0) return null;
  return (
    <ul className="post-topics" role="list" aria-label={t('card.topics')}>
      {shown.map(({ label, kind }) => (
        <li key={label}>
          {kind === 'hashtag' ? (
            <Link className="post-topics__tag" to={explorePath(label)}>
              #{label}
            </Link>
          ) : (
            <Link
              className="post-topics__tag post-topics__tag--auto"
              to={explorePath(label)}
              title={t('card.autoTopicTitle')}
            >
              {label}
              <span className="visually-hidden">{t('card.autoTopic')}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function AuthorLine({
  post,
  detail = false,
  children,
}: {
  post: PostView;
  detail?: boolean;
  children?: ReactNode;
}) {
  if (detail) {
    // The detail page leads with the author; the exact time sits under the post.
    return (
      <div className="post-card__byline post-card__byline--detail">
        <Link
          className="post-card__author post-card__author--detail"
          to={profilePath(post.authorId)}
        >
          <Avatar
            name={post.authorName}
            seed={post.authorId}
            src={post.authorAvatarUrl}
            size="lg"
          />
          <span className="post-card__names">
            <span className="post-card__name">{post.authorName}</span>
            <span className="post-card__handle">@{post.authorHandle}</span>
          </span>
        </Link>
        <EditedMarker post={post} />
        {children}
      </div>
    );
  }
  return (
    <div className="post-card__byline">
      <Link className="post-card__author" to={profilePath(post.authorId)}>
        <span className="post-card__name">{post.authorName}</span>
        <span className="post-card__handle">@{post.authorHandle}</span>
      </Link>
      <span className="post-card__dot" aria-hidden="true">
        ·
      </span>
      <Link className="post-card__time" to={postPath(post.id)}>
        <RelativeTimeLabel iso={post.createdAt} />
      </Link>
      <EditedMarker post={post} />
      {children}
    </div>
  );
}

function ToggleButton({ post, kind }: { post: PostView; kind: PostToggleKind }) {
  const toggle = usePostToggle(kind);
  const { t } = useTranslation(postNs);
  const format = useFormat();
  const on = kind === 'echo' ? post.echoed : post.saved;
  const value = kind === 'echo' ? post.metrics.echoes : post.metrics.saves;
  const label = kind === 'echo' ? t('card.echo') : t('card.save');
  const labelOn = kind === 'echo' ? t('card.echoed') : t('card.saved');
  const Icon = kind === 'echo' ? EchoIcon : BookmarkIcon;
  return (
    <button
      type="button"
      className={`post-action post-action--${kind}`}
      aria-pressed={on}
      title={on ? labelOn : label}
      onClick={() => toggle.mutate({ postId: post.id, on: !on })}
    >
      <Icon className="post-action__icon" />
      <span className="visually-hidden">{label}</span>
      <span className="post-action__count">{format.compact(value)}</span>
    </button>
  );
}

function DeletePostDialog({
  post,
  open,
  onClose,
  onDeleted,
}: {
  post: PostView;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePost();
  const { t } = useTranslation(postNs);
  const M = useMessages();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      confirmLabel={t('deleteDialog.confirm')}
      busyLabel={t('deleteDialog.busy')}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, M.postDeleteFailed) : null}
      onConfirm={() =>
        remove.mutate(post.id, {
          onSuccess: () => {
            onClose();
            showToast(M.postDeleted);
            onDeleted?.();
          },
        })
      }
    />
  );
}

/** The post's address, to paste anywhere (it opens for members; docs/decisions.md). */
function postUrl(postId: string): string {
  return new URL(postPath(postId), window.location.origin).href;
}

/**
 * Copy link on every card, and the system share sheet where the browser has one (issue 28).
 * If the clipboard refuses, the toast says to copy the address by hand.
 */
function CopyLinkActions({ post, detail }: { post: PostView; detail: boolean }) {
  const { t } = useTranslation(postNs);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(postUrl(post.id));
      showToast(t('card.linkCopied'));
    } catch {
      showToast(t('card.copyFailed'), { tone: 'danger' });
    }
  };
  const share = async () => {
    const data = {
      title: t('card.shareTitle', { name: post.authorName }),
      url: postUrl(post.id),
    };
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet is not a failure; anything else falls back to copying the link.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };
  return (
    <>
      <button
        type="button"
        className="post-action post-action--copy"
        title={t('card.copyLink')}
        onClick={() => void copy()}
      >
        <LinkIcon className="post-action__icon" />
        <span className={detail ? 'post-action__label' : 'visually-hidden'}>
          {t('card.copyLink')}
        </span>
      </button>
      {canShare ? (
        <button
          type="button"
          className="post-action post-action--share-out"
          title={t('card.shareOut')}
          onClick={() => void share()}
        >
          <ShareIcon className="post-action__icon" />
          <span className="visually-hidden">{t('card.shareOut')}</span>
        </button>
      ) : null}
    </>
  );
}

export interface PostCardProps {
  post: PostView;
  /** Detail: the full image and the full date. */
  variant?: 'feed' | 'detail';
  /** Spec section 6: Delete shows on post detail and on your own profile, for the author only. */
  canDelete?: boolean;
  onDeleted?: () => void;
  /** The first card on screen: its images load at once (the page's largest paint). */
  eagerImages?: boolean;
}

/** A post as a card; gone when the member asked to see less like it (not on its own page). */
export function PostCard(props: PostCardProps) {
  const shownLess = useShownLess(props.post.id);
  if (shownLess && props.variant !== 'detail') return null;
  return <PostCardBody {...props} />;
}

/** What a reason's words and "Why this post?" actions need to know about a post. */
export function reasonSubject(post: PostView): ReasonSubject {
  return {
    postId: post.id,
    authorId: post.authorId,
    authorName: post.authorName,
    authorHandle: post.authorHandle,
    topics: [...post.hashtags, ...post.topics],
    isAuthor: post.isAuthor,
  };
}

function PostCardBody({
  post,
  variant = 'feed',
  canDelete = false,
  onDeleted,
  eagerImages = false,
}: PostCardProps) {
  const navigate = useNavigate();
  const { t } = useTranslation(postNs);
  const { t: tThreads } = useTranslation(threadsNs);
  const format = useFormat();
  const [dialog, setDialog] = useState<'share' | 'delete' | 'report' | 'edit' | null>(null);
  const detail = variant === 'detail';
  const [viewerAt, setViewerAt] = useState<number | null>(null);

  // Mouse convenience: a click on the text opens the post (keyboard users have the time link).
  const openFromText = (event: MouseEvent<HTMLElement>) => {
    if (detail || event.target instanceof HTMLAnchorElement) return;
    if (window.getSelection()?.toString()) return;
    void navigate(postPath(post.id));
  };

  return (
    <article className={`post-card post-card--${variant}`}>
      {/* None on your own posts in your own profile: you know why they are there. */}
      {post.isAuthor && post.reason.kind === 'profile' ? null : (
        <PostReasonLine reason={post.reason} subject={reasonSubject(post)} />
      )}
      <div className="post-card__layout">
        {/* A pointer shortcut; the name link beside it is the one assistive technology sees. */}
        <Link
          className="post-card__avatar"
          to={profilePath(post.authorId)}
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar name={post.authorName} seed={post.authorId} src={post.authorAvatarUrl} />
        </Link>
        <div className="post-card__main">
          <AuthorLine post={post} detail={detail}>
            {canDelete && post.isAuthor ? (
              <button
                type="button"
                className="post-card__delete"
                aria-label={tThreads('edit.actionLabel')}
                onClick={() => setDialog('edit')}
              >
                {tThreads('edit.action')}
              </button>
            ) : null}
            {canDelete && post.isAuthor ? (
              <button
                type="button"
                className="post-card__delete"
                onClick={() => setDialog('delete')}
              >
                <TrashIcon className="post-card__delete-icon" />
                <span>{t('card.delete')}</span>
              </button>
            ) : null}
          </AuthorLine>

          {/* The click is a shortcut for pointer users; the time link is the accessible way in. */}
          {post.content ? (
            <div className="post-card__content" onClick={openFromText}>
              <PostText
                content={post.content}
                mentions={post.mentions ?? []}
                className={detail ? 'post-text post-text--large' : 'post-text'}
              />
            </div>
          ) : null}

          <PostImageGrid
            post={post}
            detail={detail}
            eager={eagerImages}
            onOpen={detail ? (index) => setViewerAt(index) : undefined}
          />

          <div className="post-card__mood-row">
            <MoodLabel emotion={post.emotion} />
            <TopicTags hashtags={post.hashtags} topics={post.topics} />
          </div>
          {post.reach ? <ReachNoticeLine notice={post.reach} /> : null}
          {post.safetyLabel ? <SafetyLabelLine label={post.safetyLabel} /> : null}

          {detail ? (
            <p className="post-card__stamp">
              <RelativeTimeLabel iso={post.createdAt} fullDate />
              <span aria-hidden="true"> · </span>
              <span>
                <strong>{format.compact(post.metrics.views)}</strong>{' '}
                {t('card.views', { count: post.metrics.views })}
              </span>
            </p>
          ) : null}

          <div className="post-card__actions" role="group" aria-label={t('card.actions')}>
            <Link
              className="post-action post-action--reply"
              to={`${postPath(post.id)}#comments`}
              title={t('card.responses')}
            >
              <CommentIcon className="post-action__icon" />
              <span className="visually-hidden">{t('card.responses')}</span>
              <span className="post-action__count">{format.compact(post.metrics.responses)}</span>
            </Link>
            <ToggleButton post={post} kind="echo" />
            <ToggleButton post={post} kind="save" />
            {detail ? null : (
              <span className="post-action post-action--static" title={t('card.viewsLabel')}>
                <EyeIcon className="post-action__icon" />
                <span className="visually-hidden">{t('card.viewsLabel')}</span>
                <span className="post-action__count">{format.compact(post.metrics.views)}</span>
              </span>
            )}
            <button
              type="button"
              className="post-action post-action--share"
              title={t('card.share')}
              aria-haspopup="dialog"
              onClick={() => setDialog('share')}
            >
              <SendIcon className="post-action__icon" />
              <span className={detail ? 'post-action__label' : 'visually-hidden'}>
                {t('card.share')}
              </span>
            </button>
            <CopyLinkActions post={post} detail={detail} />
            {post.isAuthor ? null : (
              <button
                type="button"
                className="post-action post-action--report"
                title={t('card.report')}
                aria-haspopup="dialog"
                onClick={() => setDialog('report')}
              >
                <FlagIcon className="post-action__icon" />
                <span className="visually-hidden">{t('card.report')}</span>
              </button>
            )}
            {post.isAuthor ? null : (
              <MutePostAction
                person={{
                  id: post.authorId,
                  displayName: post.authorName,
                  handle: post.authorHandle,
                }}
              />
            )}
          </div>
        </div>
      </div>

      {viewerAt !== null ? (
        <ImageViewer
          images={imagesOfPost(post)}
          authorName={post.authorName}
          start={viewerAt}
          onClose={() => setViewerAt(null)}
        />
      ) : null}
      {dialog === 'share' ? <ShareDialog post={post} onClose={() => setDialog(null)} /> : null}
      {dialog === 'edit' ? <EditPostDialog post={post} onClose={() => setDialog(null)} /> : null}
      {dialog === 'report' ? (
        <ReportDialog
          targetType="post"
          targetId={post.id}
          authorId={post.authorId}
          authorName={post.authorName}
          onClose={() => setDialog(null)}
          onHidden={detail ? () => void navigate('/dashboard') : undefined}
        />
      ) : null}
      {canDelete && post.isAuthor ? (
        <DeletePostDialog
          post={post}
          open={dialog === 'delete'}
          onClose={() => setDialog(null)}
          onDeleted={onDeleted}
        />
      ) : null}
    </article>
  );
}

/** A small card for lists beside the feed (Suggested, search results): the whole card is a link. */
export function CompactPost({ post }: { post: PostView }) {
  const line = useReasonLine();
  const thumb = post.media ? (post.media.thumbUrl ?? post.media.url) : null;
  const { t } = useTranslation(postNs);
  const format = useFormat();
  return (
    <Link className="compact-post" to={postPath(post.id)}>
      <span className="compact-post__text">
        <span className="compact-post__byline">
          <span className="compact-post__name">{post.authorName}</span>
          <span className="compact-post__handle">@{post.authorHandle}</span>
          <span aria-hidden="true">·</span>
          <RelativeTimeLabel iso={post.createdAt} />
        </span>
        <span className="compact-post__content">
          {post.content || (thumb ? t('card.sharedImage') : '')}
        </span>
        <span className="compact-post__reason">
          <MoodLabel emotion={post.emotion} /> <span>{line(post.reason, post)}</span>
        </span>
        <span className="compact-post__metrics">
          <span>
            <EchoIcon className="compact-post__icon" /> {format.compact(post.metrics.echoes)}
            <span className="visually-hidden">{t('card.echoesHidden')}</span>
          </span>
          <span>
            <CommentIcon className="compact-post__icon" /> {format.compact(post.metrics.responses)}
            <span className="visually-hidden">{t('card.responsesHidden')}</span>
          </span>
        </span>
      </span>
      {thumb ? <img className="compact-post__thumb" src={thumb} alt="" loading="lazy" /> : null}
    </Link>
  );
}
