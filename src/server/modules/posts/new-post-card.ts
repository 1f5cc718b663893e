import type { PostView } from '../../../shared/api/social.ts';
import type { User } from '../../../db/schema/users.ts';
import type { CardRow } from '../../read/cards.ts';
import { presentCard } from '../../read/present.ts';
import { mediaUrlOrNull } from '../media/index.ts';
import type { PreparedPostAnalysis } from './inline-analysis.ts';

/**
 * A text post its author just published, shown from what was written: the card the post page
 * reads would hold the same (no marks, no counts, no edit; the author's own handle and photo;
 * the analysis as stored). Only for a post without images or mentions, whose card holds rows
 * written by others' code (post_images, mentions): those are read back as any card is.
 */
export function presentNewTextPost(
  author: User,
  post: {
    id: string;
    authorId: string;
    authorName: string;
    content: string;
    hashtags: string[];
    createdAt: Date;
  },
  analysis: PreparedPostAnalysis,
): PostView {
  const row: CardRow = {
    post: {
      id: post.id,
      authorId: post.authorId,
      authorName: post.authorName,
      content: post.content,
      hashtags: post.hashtags,
      createdAt: post.createdAt,
      emotion: analysis.columns.emotion,
      emoVector: analysis.columns.emoVector,
      echoes: 0,
      saves: 0,
      responses: 0,
      views: 0,
      mediaUrl: null,
      mediaThumbUrl: null,
      mediaStoragePath: null,
      mediaContentType: null,
      mediaAlt: null,
      mediaWidth: null,
      mediaHeight: null,
      editedAt: null,
    },
    authorHandle: author.handle,
    authorAvatarUrl: mediaUrlOrNull(author.avatarSmallPath),
    topics: analysis.shown.topics,
    echoed: false,
    saved: false,
    followsAuthor: false,
    safety: analysis.shown.safety,
    mentions: [],
    images: null,
  };
  return presentCard(row, author.id, { kind: 'detail' });
}
