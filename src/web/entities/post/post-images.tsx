import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostImageView, PostView } from '../../../shared/api/social.ts';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { postNs } from '../../i18n/ns/post.ts';
import { postPath } from '../../lib/paths.ts';
import { imageBoxAspect, stepIndex, SWIPE_MIN_PX } from './post-images-layout.ts';
import './post-images.css';

/** A post's images (issue 28), with the older single `media` as the fallback. */
export function imagesOfPost(post: PostView): PostImageView[] {
  if (post.images && post.images.length > 0) return post.images;
  return post.media ? [post.media] : [];
}

/**
 * The card's images: one fills the width, two sit side by side, three are one tall and two
 * stacked, four a 2×2 grid. Every box has a fixed shape before anything loads (no layout shift);
 * `eager` loads the first card's images at once (it is the page's largest paint).
 */
export function PostImageGrid({
  post,
  detail,
  eager = false,
  onOpen,
}: {
  post: PostView;
  detail: boolean;
  eager?: boolean;
  /** Post detail: a click opens the viewer at this image. */
  onOpen?: (index: number) => void;
}) {
  const { t } = useTranslation(postNs);
  const images = imagesOfPost(post);
  if (images.length === 0) return null;
  const count = images.length;
  const single = images[0];
  const aspect = imageBoxAspect(count, single?.width ?? null, single?.height ?? null, detail);
  const altOf = (image: PostImageView, index: number) =>
    image.alt ||
    (count === 1
      ? t('card.imageBy', { name: post.authorName })
      : t('card.imageOf', { index: index + 1, count, name: post.authorName }));

  return (
    <div
      className={`post-images post-images--${count}${detail ? ' post-images--detail' : ''}`}
      style={{ aspectRatio: aspect }}
      role={count > 1 ? 'group' : undefined}
      aria-label={count > 1 ? t('card.images') : undefined}
    >
      {images.map((image, index) => {
        const src = detail ? image.url : (image.thumbUrl ?? image.url);
        const loadNow = detail || eager;
        const img = (
          <img
            src={src}
            alt={altOf(image, index)}
            loading={loadNow ? 'eager' : 'lazy'}
            fetchPriority={loadNow && index === 0 ? 'high' : undefined}
            decoding="async"
            {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
          />
        );
        return onOpen ? (
          <button
            key={image.url}
            type="button"
            className="post-images__item"
            aria-label={t('card.openImage', { index: index + 1, count })}
            aria-haspopup="dialog"
            onClick={() => onOpen(index)}
          >
            {img}
          </button>
        ) : (
          // A pointer shortcut to the post; the time link is the accessible way in.
          <Link key={image.url} className="post-images__item" to={postPath(post.id)} tabIndex={-1}>
            {img}
          </Link>
        );
      })}
    </div>
  );
}

/**
 * The image viewer on post detail: a modal dialog with the image, its alt text, previous and
 * next (buttons, arrow keys, a swipe), and Escape or Close to leave.
 */
export function ImageViewer({
  images,
  authorName,
  start,
  onClose,
}: {
  images: readonly PostImageView[];
  authorName: string;
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(postNs);
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  if (!image) return null;
  const go = (step: 1 | -1) => setIndex((current) => stepIndex(current, step, count));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };
  const title = t('viewer.title', { index: index + 1, count });
  const alt = image.alt || null;

  return (
    <dialog
      ref={ref}
      className="image-viewer"
      aria-label={title}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className="image-viewer__bar">
        <p className="image-viewer__count" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="image-viewer__button"
          aria-label={t('viewer.close')}
          onClick={() => ref.current?.close()}
        >
          <CloseIcon width={22} height={22} />
        </button>
      </div>
      <figure
        className="image-viewer__figure"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <img
          key={image.url}
          className="image-viewer__image"
          src={image.url}
          alt={alt ?? t('card.imageOf', { index: index + 1, count, name: authorName })}
          {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
        />
        <figcaption className={`image-viewer__alt${alt ? '' : ' image-viewer__alt--none'}`}>
          {alt ?? t('viewer.noAlt')}
        </figcaption>
      </figure>
      {count > 1 ? (
        <div className="image-viewer__nav">
          <button
            type="button"
            className="image-viewer__button"
            aria-label={t('viewer.previous')}
            onClick={() => go(-1)}
          >
            <ArrowLeftIcon width={22} height={22} />
          </button>
          <p className="visually-hidden">{t('viewer.hint')}</p>
          <button
            type="button"
            className="image-viewer__button"
            aria-label={t('viewer.next')}
            onClick={() => go(1)}
          >
            <ArrowRightIcon width={22} height={22} />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
