// The feed API contract: the ranked home feed, Trending, Suggested people and Today's Highlight.
import { z } from 'zod';
import { postReason } from './social.ts';

export const homeFeedQuery = z.object({ cursor: z.string().max(200).optional() });

export const trendItem = z.object({
  topic: z.string(),
  volume: z.number().int(),
  /**
   * `hashtag`: members typed it (#tag) in at least half its posts; `topic`: found by the
   * analysis, shown as a plain label marked "topic".
   */
  kind: z.enum(['hashtag', 'topic']),
  /** `community`: scored from posts; `fallback`: the analysis service's trends_fallback. */
  source: z.enum(['community', 'fallback']),
});
export type TrendItemView = z.infer<typeof trendItem>;
export const trendingResponse = z.object({ trends: z.array(trendItem) });
export type TrendingResponse = z.infer<typeof trendingResponse>;

/** Why a person is suggested: tags shared with the viewer, their posts, or newly joined. */
export const SUGGESTION_REASON_CODES = ['shared-tags', 'active', 'new'] as const;
export type SuggestionReasonCode = (typeof SUGGESTION_REASON_CODES)[number];
export const suggestionReasonParams = z.object({
  /** `shared-tags`: up to 3 tags, without the #. */
  topics: z.array(z.string()).optional(),
  /** `active`: their post count. */
  count: z.number().int().optional(),
});
export type SuggestionReasonParams = z.infer<typeof suggestionReasonParams>;
export interface SuggestionReason {
  code: SuggestionReasonCode;
  params: SuggestionReasonParams;
}

/**
 * Spec section 3: uid, name, reason, tags (plus what the row shows). `reason` is the English line
 * for API clients; the web app words `reasonCode` and `reasonParams` in the member's language.
 */
export const suggestedPerson = z.object({
  uid: z.string(),
  name: z.string(),
  handle: z.string(),
  /** The small copy of the member's profile photo; null (or absent) shows initials. */
  avatarUrl: z.string().nullable().optional(),
  reason: z.string(),
  reasonCode: z.enum(SUGGESTION_REASON_CODES),
  reasonParams: suggestionReasonParams,
  tags: z.array(z.string()),
});
export type SuggestedPerson = z.infer<typeof suggestedPerson>;
export const suggestedPeopleResponse = z.object({
  people: z.array(suggestedPerson),
  /**
   * The viewer follows somebody: an empty list then means "you follow everyone we would
   * suggest"; without follows it means there is nobody to suggest yet (issue 27).
   */
  followsAnyone: z.boolean(),
});
export type SuggestedPeopleResponse = z.infer<typeof suggestedPeopleResponse>;

/** Spec section 2: a highlight card with its fallbacks already applied. */
export const highlightCard = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  handle: z.string(),
  /** The small copy of the author's profile photo; null (or absent) shows initials. */
  authorAvatarUrl: z.string().nullable().optional(),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  views: z.number().int(),
  tags: z.array(z.string()),
  emotion: z.string().nullable(),
  reason: postReason,
});
export type HighlightCard = z.infer<typeof highlightCard>;
export const highlightResponse = z.object({ posts: z.array(highlightCard) });
export type HighlightResponse = z.infer<typeof highlightResponse>;

export { FEED_API } from './paths.ts';
