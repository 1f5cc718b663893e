// Every business constant of spec section 9, defined once. Import from here; never repeat a number.

// Membership and invites
export const MEMBER_CAPACITY_DEFAULT = 1000;
export const INVITE_LIFETIME_MS = 259_200_000; // 72 hours
export const INVITE_LIFETIME_HOURS = 72;
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_MAX_ATTEMPTS = 6;
/** Unambiguous alphabet for invite codes: no 0/O, 1/I/L. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_COPY_CONFIRMATION_MS = 2200;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 24;
export const PASSWORD_MIN_LENGTH = 6;
export const MINIMUM_AGE = 13;
export const PASSWORD_RESET_LINK_LIFETIME_MS = 60 * 60 * 1000; // "the link expires in 1 hour"
export const AUTH_TOKEN_MAX_AGE_SECONDS = 300;

// Content
export const POST_TEXT_MAX = 280;
export const COMMENT_TEXT_MAX = 500;
export const IMAGE_MAX_BYTES = 5_242_880; // 5 MB
export const PUBLISH_TOAST_MS = 2400;
/** Landing: 'Need More Information' highlights the why-it-matters section for about 2.6 s. */
export const LANDING_HIGHLIGHT_MS = 2600;

// Feeds and lists
export const FEED_DEFAULT_PAGE = 20;
export const HOME_TIMELINE_PAGE = 15;
export const FEED_NON_PAGED_LIMIT = 25;
export const FOLLOWING_BLOCK_MAX = 20;
export const FOLLOWING_BLOCK_PER_USER = 3;
export const TRENDING_LIMIT = 6;
export const SUGGESTIONS_LIMIT = 6;
export const SUGGESTED_PROFILES_DEFAULT = 6;
export const SUGGESTED_PROFILES_TAG_LOOKUPS = 5;
export const PEOPLE_SEARCH_LIMIT = 8;
export const PEOPLE_SEARCH_MIN_CHARS = 2;
export const POST_SEARCH_LIMIT = 12;
export const SHARE_SUGGESTIONS_LOAD = 40;
export const SHARE_SUGGESTIONS_SHOW = 6;
export const DM_LIST_DEFAULT = 50;
export const NOTIFICATIONS_DEFAULT = 50;
export const COMMENTS_DEFAULT = 50;
export const PROFILE_POSTS_LIMIT = 50;
export const SUGGESTED_POSTS_LIMIT = 5;
export const SNIPPET_LENGTH = 160;
export const TAGS_MAX = 6;
export const TAG_CACHE_DAYS = 7;
export const TAGGING_RECENT_POSTS_MAX = 10;
export const POST_TOPIC_TAGS_SHOWN = 3;

// Profile
export const DEFAULT_THEME_COLOR = '#2f2b43';
export const DEFAULT_PREFERENCES = {
  allowDMs: true,
  weeklyDigest: false,
  moodSoundscapes: true,
} as const;
export const DEFAULT_CONSENTS = { emotionTracking: true, ads: true } as const;

// Analysis defaults
export const DEFAULT_SAFETY_CONFIDENCE = 0.7;
export const FALLBACK_SAFETY_CONFIDENCE = 0.5;
export const DEFAULT_REGION = 'TR';
export const DEFAULT_LANGUAGE = 'tr';
export const DEFAULT_CONTENT_TYPE = 'text';

// Engagement weights
export const ENGAGEMENT_WEIGHTS = { echoes: 2, saves: 1.5, responses: 1.2, views: 0.05 } as const;

// Safety
export const SAFETY_RISK_WEIGHTS = { toxicity: 0.45, hatespeech: 0.35, disinfo: 0.2 } as const;
export const REACH_FACTOR = { floor: 0.2, gamma: 0.7 } as const;
export const REACH_MULTIPLIER = {
  alpha: 0.7,
  delta: 0.2,
  floor: 0.5,
  ceiling: 1,
  riskCeiling: 0.7,
  riskThreshold: 0.3,
} as const;
export const THROTTLED_REACH_CLAIM = { min: 500, max: 700, of: 1000 } as const;

// Relevance and trends
export const RELEVANCE_WEIGHTS = {
  emotion: 0.5,
  interest: 0.35,
  quality: 0.6,
  topic: 0.4,
  redundancyPenalty: 0.2,
  format: 0.15,
} as const;
export const TREND_SCORE_WEIGHTS = {
  freshness: 0.35,
  trust: 0.25,
  locality: 0.2,
  emotion: 0.2,
  penalty: 0.3,
} as const;
export const TREND_MOMENTUM_HALF_LIFE_HOURS = 12;
export const ACTIVITY_DECAY_HOURS = 24;
export const CIRCADIAN_BLEND_ALPHA = 0.35;
export const PROFILE_SUGGESTION_TAG_POINTS = 5;

// Feed ranking: 2*(4*echoes + 3*saves + 2*responses + ln(1+views)) + 100*exp(-ageHours/18)
export const FEED_SCORE = {
  multiplier: 2,
  echoes: 4,
  saves: 3,
  responses: 2,
  freshnessWeight: 100,
  freshnessTauHours: 18,
  minAgeHours: 1,
  unknownAgeHours: 48,
} as const;

// Insights
export const INSIGHTS_DIVERSITY_CAP = 8;
export const INSIGHTS_CADENCE = {
  perPost: 9,
  perPostCap: 60,
  week: { posts: 7, score: 72 },
  twoWeeks: { posts: 14, score: 88 },
  threeWeeks: { posts: 21, score: 96 },
} as const;
export const INSIGHTS_BAR_MIN_PERCENT = 4;

// Highlight
export const HIGHLIGHT_CANDIDATES = 80;
export const HIGHLIGHT_CONSIDERED = 20;
export const HIGHLIGHT_SHOWN = 10;

// Admin
export const ADMIN_USER_LIST_LIMIT = 250;
export const ADMIN_TREND_ENTRIES = 7;
export const ADMIN_SUCCESS_MESSAGE_MS = 4000;
export const ADMIN_REMOVAL_ANIMATION_MS = 420;
export const ADMIN_DEFAULT_API_VERSION = '2.0';
export const ADMIN_DEFAULT_ENVIRONMENT = 'local';

// Contact
export const CONTACT_RESPONSE_TIME = '24-48 hours';
export const CONTACT_SUBJECTS = [
  'general',
  'feedback',
  'bug',
  'feature',
  'partnership',
  'investment',
  'press',
  'support',
] as const;

// Storage
export const UPLOAD_FOLDERS = ['posts', 'messages'] as const;
export const STORAGE_OPERATION_RETRY_MS = 2 * 60 * 1000;
export const STORAGE_UPLOAD_RETRY_MS = 10 * 60 * 1000;

// Whitepaper figures
export const EMOTION_STATE_DECAY = 0.85;
export const EMOTION_STATE_CHANGE_CAP = 0.3;
export const CLAIM_RISKS = [0.8, 0.6, 0.2] as const;
export const TREND_INGEST_INTERVAL_MINUTES = 10;
export const HOT_SIGNALS_RETENTION_MINUTES = 120;

// Emotion model (spec section 3)
export const EMOTION_DIMENSIONS = [
  'valence',
  'arousal',
  'dominance',
  'energy',
  'focus',
  'social',
  'novelty',
  'stress',
] as const;
export type EmotionDimension = (typeof EMOTION_DIMENSIONS)[number];
export const EMOTION_DEFAULTS: Readonly<Record<EmotionDimension, number>> = {
  valence: 0,
  arousal: 0.4,
  dominance: 0.5,
  energy: 0.5,
  focus: 0.5,
  social: 0.4,
  novelty: 0.45,
  stress: 0.2,
};
export const EMOTION_PROTOTYPES = [
  'happiness',
  'calm',
  'hope',
  'curiosity',
  'pride',
  'focus',
  'fatigue',
  'boredom',
  'stress',
  'anger',
  'sadness',
  'loneliness',
] as const;
export const INSIGHT_COLOUR_KEYS = [
  'joy',
  'calm',
  'trust',
  'anticipation',
  'surprise',
  'sadness',
  'fear',
  'anger',
] as const;
export const HOURS_PER_DAY = 24;
