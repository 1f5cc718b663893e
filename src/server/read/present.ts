import type { PostImageView, PostView, SafetyLabel } from '../../shared/api/social.ts';
import { POST_TOPIC_TAGS_SHOWN } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { foldText } from '../../shared/text/fold.ts';
import { placementReason, type Placement } from '../../domain/posts/placement-reason.ts';
import {
  isDisputed,
  isThrottled,
  reachNoticeFor,
  riskOf,
  type SafetyScores,
} from '../../domain/ranking/safety.ts';
import { STORED_IMAGE_TYPE } from '../modules/media/index.ts';
import type { CardImage, CardRow } from './cards.ts';

// The one card presenter: a hydrated row (cards.ts) becomes the PostView every list shows.

/** The analysis topics of a post, or its hashtags when it was not (or could not be) analysed. */
export function topicsOf(row: Pick<CardRow, 'topics' | 'post'>): string[] {
  return row.topics && row.topics.length > 0 ? row.topics : row.post.hashtags;
}

/**
 * The automatic topics of a post: its analysis topics less those that fold to one of its hashtags
 * (the analysis puts the hashtags first), at most POST_TOPIC_TAGS_SHOWN. The author's hashtags
 * travel separately, as written, so the card can tell the two apart.
 */
function automaticTopicsOf(row: CardRow): string[] {
  const topics = row.topics ?? [];
  if (row.post.hashtags.length === 0) return topics.slice(0, POST_TOPIC_TAGS_SHOWN);
  // Every card of every feed passes here: fold only until enough topics are kept.
  const hashtags = new Set(row.post.hashtags.map(foldText));
  const shown: string[] = [];
  for (const topic of topics) {
    if (shown.length === POST_TOPIC_TAGS_SHOWN) break;
    if (!hashtags.has(foldText(topic))) shown.push(topic);
  }
  return shown;
}

/**
 * The label everyone but the author sees: a disputed claim, else a limited reach. The author
 * sees the reach notice instead (why, and how far their post goes).
 */
export function safetyLabelFor(scores: SafetyScores | null): SafetyLabel | null {
  if (isDisputed(scores)) return { kind: 'disputed', text: MESSAGES.safetyLabelDisputed };
  if (isThrottled(riskOf(scores)))
    return { kind: 'reach-limited', text: MESSAGES.safetyLabelReachLimited };
  return null;
}

/**
 * A card's images: the post's image rows, or its single image from the post row (a row the
 * hydrator read before the post's images were written, or a caller that does not select them).
 */
export function imagesOf(
  row: Pick<CardRow, 'post'> & { images?: CardImage[] | null },
): PostImageView[] {
  const { post } = row;
  if (!post.mediaStoragePath || !post.mediaUrl) return [];
  if (row.images && row.images.length > 0) return row.images;
  return [
    {
      url: post.mediaUrl,
      thumbUrl: post.mediaThumbUrl,
      contentType: post.mediaContentType ?? STORED_IMAGE_TYPE,
      alt: post.mediaAlt,
      width: post.mediaWidth,
      height: post.mediaHeight,
    },
  ];
}

export function presentCard(row: CardRow, viewerId: string, placement: Placement): PostView {
  const { post } = row;
  const isAuthor = post.authorId === viewerId;
  const images = imagesOf(row);
  return {
    id: post.id,
    authorId: post.authorId,
    authorName: post.authorName,
    authorHandle: row.authorHandle,
    authorAvatarUrl: row.authorAvatarUrl ?? null,
    content: post.content,
    hashtags: post.hashtags,
    topics: automaticTopicsOf(row),
    emotion: post.emotion,
    createdAt: post.createdAt.toISOString(),
    metrics: {
      echoes: post.echoes,
      saves: post.saves,
      responses: post.responses,
      views: post.views,
    },
    media: images[0] ?? null,
    images,
    echoed: Boolean(row.echoed),
    saved: Boolean(row.saved),
    isAuthor,
    reason: placementReason(placement, row.authorHandle),
    reach: isAuthor ? reachNoticeFor(row.safety) : null,
    safetyLabel: isAuthor && !isDisputed(row.safety) ? null : safetyLabelFor(row.safety),
    editedAt: post.editedAt ? post.editedAt.toISOString() : null,
    mentions: row.mentions ?? [],
  };
}
