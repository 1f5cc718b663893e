// The social API contract (posts, images, comments, echoes, saves, follows, blocks, profiles,
// search and sharing), shared by the server routes and the SPA. Request schemas carry the
// spec's messages, so each rule is written once.
import { z } from 'zod';
import {
  IMAGE_ALT_MAX,
  COMMENT_TEXT_MAX,
  COMMENTS_DEFAULT,
  COMMENTS_PAGE_MAX,
  HOME_TIMELINE_PAGE,
  PEOPLE_LIST_PAGE,
  POST_IMAGES_MAX,
  PROFILE_LIMITS,
  PROFILE_POSTS_LIMIT,
  POST_TEXT_MAX,
  SHARE_NOTE_MAX,
  UPLOAD_FOLDERS,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { listPageQuery, nextCursor } from './paging.ts';
import { messageText, nameProblem } from '../validation/unicode.ts';

/** Ids are opaque strings; one that names nothing is simply not found (404), whatever its shape. */
export const idParam = z.string().min(1).max(128);
export const postIdParams = z.object({ id: idParam });
export const userIdParams = z.object({ uid: idParam });

// In constants.ts (zod-free), so the web app's member screens read them without loading zod.
export { PROFILE_LIMITS } from '../constants.ts';
export const STORAGE_PATH_MAX = 300;

// ---- Requests ----

/** Alt text: spaces folded, at most IMAGE_ALT_MAX characters. */
const altText = z
  .string()
  .max(IMAGE_ALT_MAX * 4, MESSAGES.imageAltTooLong)
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(IMAGE_ALT_MAX, MESSAGES.imageAltTooLong));

/** One image of a new post: the `path` an upload to the posts folder returned, and its alt text. */
export const postImageInput = z.object({
  path: z.string().min(1).max(STORAGE_PATH_MAX, MESSAGES.imageNotYours),
  /** The author's description of the image, read aloud by screen readers (alt text). */
  alt: altText.nullish(),
});
export type PostImageInput = z.input<typeof postImageInput>;

export const createPostRequest = z
  .object({
    content: z
      .string({ error: MESSAGES.postEmptyService })
      .max(POST_TEXT_MAX * 4, MESSAGES.postTooLong)
      .transform(messageText)
      .pipe(z.string().max(POST_TEXT_MAX, MESSAGES.postTooLong))
      .default(''),
    /** Up to POST_IMAGES_MAX images, in the order the card shows them (issue 28). */
    images: z.array(postImageInput).max(POST_IMAGES_MAX, MESSAGES.postTooManyImages).optional(),
    /** One image, the way posts were written before `images` (still accepted). */
    mediaPath: z.string().min(1).max(STORAGE_PATH_MAX, MESSAGES.imageNotYours).nullish(),
    /** The single image's alt text (with `mediaPath`). */
    mediaAlt: altText.nullish(),
  })
  .superRefine((post, context) => {
    const images = post.images ?? [];
    if (post.mediaPath && images.length > 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.postImagesTwoWays, path: ['images'] });
      return;
    }
    const paths = new Set(images.map((image) => image.path));
    if (paths.size < images.length)
      context.addIssue({ code: 'custom', message: MESSAGES.postImageRepeated, path: ['images'] });
    if (post.content.length === 0 && images.length === 0 && !post.mediaPath)
      context.addIssue({
        code: 'custom',
        message: MESSAGES.postEmptyService,
        path: ['content'],
      });
  });
export type CreatePostRequest = z.input<typeof createPostRequest>;

/**
 * Editing a post: the same text rules as publishing. `imageAlts` gives every image's alt text in
 * order (one entry per image; null or empty removes one); `mediaAlt`, the older form, sets the
 * first image's. Left out, the alt texts stay. A post without an image still needs text (the
 * service checks).
 */
export const editPostRequest = z.object({
  content: z
    .string({ error: MESSAGES.postEmptyService })
    .max(POST_TEXT_MAX * 4, MESSAGES.postTooLong)
    .transform(messageText)
    .pipe(z.string().max(POST_TEXT_MAX, MESSAGES.postTooLong)),
  mediaAlt: altText.nullish(),
  imageAlts: z
    .array(altText.nullable())
    .max(POST_IMAGES_MAX, MESSAGES.postTooManyImages)
    .optional(),
});
export type EditPostRequest = z.input<typeof editPostRequest>;

export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(HOME_TIMELINE_PAGE),
});

/** Comments: the newest 50 (spec), shown oldest first; the cursor reads older ones. */
export const commentsQuery = listPageQuery(COMMENTS_DEFAULT, COMMENTS_PAGE_MAX);
/** Profile posts and saved: 50 per page (spec), newest first. */
export const profilePostsQuery = listPageQuery(PROFILE_POSTS_LIMIT);
/** Followers and following: 50 per page, most recently followed first. */
export const peoplePageQuery = listPageQuery(PEOPLE_LIST_PAGE);

export const createCommentRequest = z.object({
  text: z
    .string({ error: MESSAGES.commentEmpty })
    .max(COMMENT_TEXT_MAX * 4, MESSAGES.commentTooLong)
    .transform(messageText)
    .pipe(z.string().min(1, MESSAGES.commentEmpty).max(COMMENT_TEXT_MAX, MESSAGES.commentTooLong)),
  /** A reply: the comment it answers (of the same post). */
  parentCommentId: idParam.nullish(),
});
export type CreateCommentRequest = z.input<typeof createCommentRequest>;

export const uploadFolder = z.enum(UPLOAD_FOLDERS, { error: MESSAGES.uploadFolderInvalid });

export const sharePostRequest = z.object({
  recipientId: z
    .string({ error: MESSAGES.shareRecipientRequired })
    .trim()
    .min(1, MESSAGES.shareRecipientRequired)
    .max(64, MESSAGES.invalidTargetUser),
  note: z
    .string()
    .max(SHARE_NOTE_MAX * 4, MESSAGES.shareNoteTooLong)
    .transform((note) => note.trim())
    .pipe(z.string().max(SHARE_NOTE_MAX, MESSAGES.shareNoteTooLong))
    .optional(),
});
export type SharePostRequest = z.input<typeof sharePostRequest>;

const optionalProfileText = (max: number) =>
  z.string().max(max, MESSAGES.profileFieldTooLong).optional();

/** Every field optional: the modal sends what it shows; the service applies the spec's fallbacks. */
export const updateProfileRequest = z.object({
  displayName: optionalProfileText(PROFILE_LIMITS.displayName).superRefine((value, ctx) => {
    const problem = value === undefined ? null : nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  handle: optionalProfileText(PROFILE_LIMITS.handle * 2),
  headline: optionalProfileText(PROFILE_LIMITS.headline),
  bio: optionalProfileText(PROFILE_LIMITS.bio),
  location: optionalProfileText(PROFILE_LIMITS.location),
  themeColor: optionalProfileText(16),
  tags: optionalProfileText(PROFILE_LIMITS.tagsInput),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const searchQuery = z.object({ q: z.string().max(100).default('') });

// ---- Responses ----

export const uploadResponse = z.object({
  url: z.string(),
  path: z.string(),
  contentType: z.string(),
  thumbUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const postMetrics = z.object({
  echoes: z.number().int(),
  saves: z.number().int(),
  responses: z.number().int(),
  views: z.number().int(),
});
export type PostMetrics = z.infer<typeof postMetrics>;

/**
 * One signal that placed a card: its weight in the score and its value for this post. The key
 * names the signal; the card does not carry an English label for it (nine labels on each of 15
 * cards were 40% of a feed page's bytes and nothing showed them: docs/decisions.md). Keys:
 * - the ranked feed: `engagement` (4·echoes + 3·saves + 2·responses + ln(1+views)), `freshness`
 *   (e^(−age/18 h)), `emotion` (fit to the reader's state now), `interest` (0.6·quality +
 *   0.4·match), `quality` (engagement / (engagement + 10)), `match` (the reader's topics, trending
 *   topics or people they follow), `format` (has an image), `reach` (the safety multiplier),
 *   `redundancy` (posts by the same author placed above);
 * - Today's Highlight: `engagement`, `freshness`, `resonance` (with today's mood), `reach`;
 * - suggested (related) posts: `topic` (topic overlap), `emotion` (emotion similarity), `reach`;
 * - search: `topic` (topics or mood match), `content` (text contains the search), `author`
 *   (author name contains it), `reach`;
 * - Latest and Following: `order` (newest first).
 */
export const reasonFactor = z.object({
  key: z.string(),
  weight: z.number(),
  value: z.number(),
});
export type ReasonFactor = z.infer<typeof reasonFactor>;

export const REASON_KINDS = [
  'own',
  'follows-author',
  'mood-match',
  'trending-topic',
  'popular-with-follows',
  'interacted',
  'interest',
  'popular',
  'fresh',
  'reach-limited',
  'latest',
  'following',
  'profile',
  'saved',
  'related',
  'search',
  'detail',
  'highlight',
] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

/**
 * The card's one short line, as a code the web app words from its catalogues (explain
 * namespace) in the member's language; `params` fills it in (issue 27).
 */
export const REASON_CODES = [
  'own',
  'own-new',
  'own-latest',
  'own-limited',
  'follows',
  'follows-mood',
  'mood',
  'interest',
  'popular-with-follows',
  'interacted',
  'trending',
  'limited',
  'popular',
  'fresh',
  'latest-follows',
  'latest',
  'following',
  'profile',
  'saved',
  'related-topics',
  'related-author',
  'related-mood',
  'search',
  'search-mood',
  'detail',
  'highlight-engagement',
  'highlight-fresh',
  'highlight-mood',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * "Why this post?" in a few plain sentences, each a code with its parameters (issue 27): what
 * actually placed the card, never a formula.
 */
export const REASON_POINT_CODES = [
  'you-follow',
  'mood-fits-you',
  'mood-fits-community',
  'topic-interest',
  'popular-with-follows',
  'interacted',
  'trending',
  'popular',
  'fresh',
  'has-image',
  'author-above',
  'throttled',
  'own',
  'newest-first',
  'saved',
  'shares-topics',
  'same-author',
  'close-mood',
  'search',
  'search-mood',
  'on-profile',
  'highlight-engagement',
  'highlight-fresh',
  'highlight-mood',
] as const;
export type ReasonPointCode = (typeof REASON_POINT_CODES)[number];

export const DAY_PART_NAMES = ['night', 'morning', 'afternoon', 'evening'] as const;

/** What fills a reason's words in: never a sentence, only names, topics, moods and counts. */
export const reasonParams = z.object({
  handle: z.string().optional(),
  topic: z.string().optional(),
  topics: z.array(z.string()).optional(),
  /** A mood prototype (src/domain/emotion/mood.ts), named by the catalogue. */
  mood: z.string().optional(),
  count: z.number().int().optional(),
  query: z.string().optional(),
  /** The part of the day the reader is in now (community time zone). */
  part: z.enum(DAY_PART_NAMES).optional(),
});
export type ReasonParams = z.infer<typeof reasonParams>;

export const reasonPoint = z.object({
  code: z.enum(REASON_POINT_CODES),
  params: reasonParams,
});
export type ReasonPoint = z.infer<typeof reasonPoint>;

/**
 * Why a card is in front of you, as data: derived from the scores that placed it. `code` and
 * `params` are the card's line and `points` the "Why this post?" sentences, worded by the web app
 * in the member's language; `text` keeps the line in English for API clients, and `factors` the
 * numbers for the whitepaper (docs/decisions.md, issue 27).
 */
export const postReason = z.object({
  kind: z.enum(REASON_KINDS),
  code: z.enum(REASON_CODES),
  params: reasonParams,
  text: z.string(),
  points: z.array(reasonPoint),
  factors: z.array(reasonFactor),
});
export type PostReason = z.infer<typeof postReason>;

/** Shown to the author only: their post's reach is limited, and by which signal. */
export const reachNotice = z.object({
  share: z.number(),
  signal: z.enum(['toxicity', 'hatespeech', 'disinfo']),
  text: z.string(),
});
export type ReachNotice = z.infer<typeof reachNotice>;

export const safetyLabelKinds = ['reach-limited', 'disputed'] as const;
export const safetyLabel = z.object({ kind: z.enum(safetyLabelKinds), text: z.string() });
export type SafetyLabel = z.infer<typeof safetyLabel>;

/** A mention in the text that links to a member's profile (the handle as it is now). */
export const mentionLink = z.object({ id: z.string(), handle: z.string() });
export type MentionLink = z.infer<typeof mentionLink>;

/** One image of a post as a card shows it. */
export const postImageView = z.object({
  url: z.string(),
  thumbUrl: z.string().nullable(),
  contentType: z.string(),
  /** Alt text; null when the author wrote none. */
  alt: z.string().nullable().optional(),
  /** The stored image's size, so the card reserves its space before it loads. */
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
});
export type PostImageView = z.infer<typeof postImageView>;

export const postView = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  authorHandle: z.string(),
  /** The small copy of the author's profile photo; null (or absent) shows initials. */
  authorAvatarUrl: z.string().nullable().optional(),
  content: z.string(),
  /** The author's hashtags, as written (lower-cased), without '#'. */
  hashtags: z.array(z.string()),
  /**
   * Up to 3 automatic topics from the analysis, never one of the hashtags (compared folded). The
   * card shows the hashtags first, then these, 3 in all.
   */
  topics: z.array(z.string()),
  emotion: z.string().nullable(),
  createdAt: z.string(),
  metrics: postMetrics,
  /** The first image (every image is in `images`); kept for readers of the single-image card. */
  media: postImageView.nullable(),
  /** Every image, in the author's order (up to POST_IMAGES_MAX); empty when there are none. */
  images: z.array(postImageView).optional(),
  echoed: z.boolean(),
  saved: z.boolean(),
  isAuthor: z.boolean(),
  /** Why this card is in front of you ("why you see this"), as data. */
  reason: postReason,
  /** The author's own post only: reach limited for safety, and why. */
  reach: reachNotice.nullable().optional(),
  /**
   * Everyone else's view: a visible safety label on a post whose reach is limited (seen in its
   * audience or through a direct link) or whose claim is disputed (docs/decisions.md).
   */
  safetyLabel: safetyLabel.nullable().optional(),
  /** When the author last edited the post; null when never. */
  editedAt: z.string().nullable().optional(),
  /** The members its `@handle`s link to; a handle not listed stays plain text. */
  mentions: z.array(mentionLink).optional(),
});
export type PostView = z.infer<typeof postView>;

/** One version of a post: the current one first, then earlier ones, newest first. */
export const postVersion = z.object({
  content: z.string(),
  mediaAlt: z.string().nullable(),
  /** Every image's alt text in this version, in order (posts with several images). */
  mediaAlts: z.array(z.string().nullable()).optional(),
  /** When this version was published. */
  at: z.string(),
  current: z.boolean(),
});
export type PostVersion = z.infer<typeof postVersion>;
export const postEditsResponse = z.object({ versions: z.array(postVersion) });
export type PostEditsResponse = z.infer<typeof postEditsResponse>;

export const postPage = z.object({ posts: z.array(postView), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPage>;

export const postList = z.object({ posts: z.array(postView) });
export type PostList = z.infer<typeof postList>;

export const postResponse = z.object({ post: postView });
export type PostResponse = z.infer<typeof postResponse>;

export const toggleResponse = z.object({ on: z.boolean(), count: z.number().int() });
export type ToggleResponse = z.infer<typeof toggleResponse>;

export const viewResponse = z.object({ views: z.number().int() });

export const commentView = z.object({
  id: z.string(),
  postId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  /** The small copy of the author's profile photo; null (or absent) shows initials. */
  authorAvatarUrl: z.string().nullable().optional(),
  text: z.string(),
  createdAt: z.string(),
  isAuthor: z.boolean(),
  /** A reply: the comment it answers and its thread's first comment (null on the post). */
  parentCommentId: z.string().nullable().optional(),
  rootCommentId: z.string().nullable().optional(),
  /** The handle of the answered comment's author ("Replying to @x"); null when it is gone. */
  replyToHandle: z.string().nullable().optional(),
  mentions: z.array(mentionLink).optional(),
});
export type CommentView = z.infer<typeof commentView>;

/** Oldest first; `nextCursor` reads the page of older comments (null: none are left). */
export const commentList = z.object({ comments: z.array(commentView), nextCursor });
export type CommentList = z.infer<typeof commentList>;
export const commentResponse = z.object({ comment: commentView, responses: z.number().int() });
export type CommentResponse = z.infer<typeof commentResponse>;

export const relationship = z.object({
  isSelf: z.boolean(),
  following: z.boolean(),
  followsYou: z.boolean(),
  blockedByYou: z.boolean(),
  blockedYou: z.boolean(),
});
export type Relationship = z.infer<typeof relationship>;

export const profileView = z.object({
  id: z.string(),
  username: z.string(),
  handle: z.string(),
  displayName: z.string(),
  /** Hidden (null / empty) when either member blocked the other. */
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
  themeColor: z.string(),
  /** The profile photo (a square) and header image (a 3:1 banner); null when none or blocked. */
  avatarUrl: z.string().nullable().optional(),
  headerUrl: z.string().nullable().optional(),
  allowDms: z.boolean(),
  createdAt: z.string(),
  counts: z.object({
    posts: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
  }),
});
export type ProfileView = z.infer<typeof profileView>;

export const profileResponse = z.object({ profile: profileView, relationship });
export type ProfileResponse = z.infer<typeof profileResponse>;

export const relationshipResponse = z.object({ relationship });
export type RelationshipResponse = z.infer<typeof relationshipResponse>;

export const personSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  handle: z.string(),
  headline: z.string().nullable(),
  /** The small copy of the member's profile photo; null (or absent) shows initials. */
  avatarUrl: z.string().nullable().optional(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const peopleList = z.object({ people: z.array(personSummary) });
export type PeopleList = z.infer<typeof peopleList>;

/** A row of a followers or following list: the person row, and whether you follow them. */
export const personRow = personSummary.extend({
  themeColor: z.string(),
  following: z.boolean(),
  isSelf: z.boolean(),
});
export type PersonRow = z.infer<typeof personRow>;
export const peoplePage = z.object({ people: z.array(personRow), nextCursor });
export type PeoplePage = z.infer<typeof peoplePage>;

export const shareResponse = z.object({ messageId: z.string(), recipientId: z.string() });
export type ShareResponse = z.infer<typeof shareResponse>;

export { MEDIA_URL_PREFIX, SOCIAL_API } from './paths.ts';
