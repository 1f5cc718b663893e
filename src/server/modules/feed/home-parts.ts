import type { TrendItemView } from '../../../shared/api/feed.ts';
import { nearestPrototype } from '../../../domain/emotion/emotion-vector.ts';
import {
  explainHome,
  type HomeCandidate,
  type Reader,
  type ScoredPost,
} from '../../../domain/ranking/home-ranking.ts';
import type { PostView } from '../../../shared/api/social.ts';
import type { CardRow } from '../../read/cards.ts';
import { presentCard } from '../../read/present.ts';
import { joinRanking } from '../../../domain/ranking/join-ranking.ts';
import { HOME_TIMELINE_PAGE } from '../../../shared/constants.ts';
import type { PostFacts, ReaderRelations } from './home.repository.ts';
import { followeeKeyOf, type ReaderSignals } from './reader-signals.ts';

// The home feed's small pure pieces: snapshot entries, cursors, the candidate a scoring fact
// becomes, and the key of what page 1 was ranked for.

/** A snapshot entry: the post id and how many posts by its author were placed above it. */
export const encodeEntry = (id: string, redundancy: number) => `${id}|${redundancy}`;
export function decodeEntry(entry: string): { id: string; redundancy: number } {
  const at = entry.lastIndexOf('|');
  if (at < 0) return { id: entry, redundancy: 0 };
  return { id: entry.slice(0, at), redundancy: Number(entry.slice(at + 1)) || 0 };
}

export function decodeCursor(
  cursor: string | undefined,
): { snapshotId: string; offset: number } | null {
  if (!cursor) return null;
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,4})$/.exec(cursor);
  if (!match) return null;
  return { snapshotId: match[1]!, offset: Number(match[2]) };
}

export function toCandidate(
  row: PostFacts,
  relations: ReaderRelations,
  signals: ReaderSignals,
): HomeCandidate {
  return {
    id: row.id,
    authorId: row.authorId,
    authorHandle: row.authorHandle,
    createdAt: row.createdAt,
    metrics: { echoes: row.echoes, saves: row.saves, responses: row.responses, views: row.views },
    topics: row.topics && row.topics.length > 0 ? row.topics : row.hashtags,
    emotion: row.emotion,
    emoVector: row.emoVector,
    hasMedia: Boolean(row.hasMedia),
    safety: row.safety,
    followsAuthor: relations.followees.has(row.authorId),
    interactedWithAuthor: signals.interactedAuthors.has(row.authorId),
    followeeEngagement: signals.followeeEngagement.get(row.id) ?? 0,
  };
}

/** Everything about the reader's relations that decides what page 1 may hold. */
export const relationsKeyOf = (relations: ReaderRelations) =>
  `${followeeKeyOf(relations.followees)}|${[...relations.blocked].sort().join(',')}|${[...relations.hidden].sort().join(',')}|${[...relations.muted].sort().join(',')}|${[...relations.mutedWords].sort().join('\u0000')}|${relations.emotionTracking}`;

/** The reader as ranking sees them: emotion state (with consent), interests, trending topics. */
export function readerOf(
  viewerId: string,
  relations: ReaderRelations,
  signals: ReaderSignals,
  trends: readonly TrendItemView[],
): Reader {
  const emotion = relations.emotionTracking ? signals.emotion : null;
  return {
    id: viewerId,
    emotionState: emotion?.state ?? null,
    stateSource: emotion?.personal ? 'member' : 'cold-start',
    stateMood: emotion ? nearestPrototype(emotion.state) : null,
    interests: signals.interests,
    trendingTopics: new Set(trends.filter((t) => t.source === 'community').map((t) => t.topic)),
  };
}

/**
 * A frozen order with followed authors' new posts joined into its first page (scores: the page's
 * posts and the joining ones, scored now; a post the reader may no longer see has none and
 * drops out of the page). The rest of the order follows unchanged, without the joined posts.
 */
export function joinedEntries(
  entries: readonly string[],
  scores: ReadonlyMap<string, ScoredPost>,
  joiningIds: readonly string[],
): string[] {
  const decoded = entries.map(decodeEntry);
  const placed = (id: string, redundancy: number) => {
    const scored = scores.get(id);
    return scored
      ? [{ id, authorId: scored.candidate.authorId, score: scored.score, redundancy }]
      : [];
  };
  const joined = joinRanking(
    decoded.slice(0, HOME_TIMELINE_PAGE).flatMap((entry) => placed(entry.id, entry.redundancy)),
    joiningIds.flatMap((id) => placed(id, 0)),
  );
  const joinedIds = new Set(joined.map((entry) => entry.id));
  return [
    ...joined.map((entry) => encodeEntry(entry.id, entry.redundancy)),
    ...decoded
      .slice(HOME_TIMELINE_PAGE)
      .filter((entry) => !joinedIds.has(entry.id))
      .map((entry) => encodeEntry(entry.id, entry.redundancy)),
  ];
}

/** The one card, with its "Why this post?" reason from the numbers that ranked it. */
export function presentHome(
  row: CardRow,
  item: Parameters<typeof explainHome>[0],
  reader: Reader,
  now: Date,
  viewerId: string,
): PostView {
  return {
    ...presentCard(row, viewerId, { kind: 'detail' }),
    reason: explainHome(item, reader, now),
  };
}
