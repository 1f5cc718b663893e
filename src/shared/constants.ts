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
/** Ours: long enough for any real name, short enough that nobody stores an essay in one. */
export const NAME_MAX_LENGTH = 60;
/** Ours: scrypt takes any length; the cap keeps a hostile 10 MB password from costing us. */
export const PASSWORD_MAX_LENGTH = 128;
/** Ours: scrypt's log2 N, from the OWASP Password Storage Cheat Sheet (N=2^17, 128 MiB, r=8, p=1). */
export const PASSWORD_HASH_COST = 17;
/**
 * Ours: the lowest cost a test run may configure (LORIEN_PASSWORD_HASH_COST with NODE_ENV=test
 * only; refused at start-up otherwise). N=2^10 hashes in about a millisecond, still real scrypt.
 */
export const PASSWORD_HASH_COST_TEST_MIN = 10;
export const MINIMUM_AGE = 13;
export const PASSWORD_RESET_LINK_LIFETIME_MS = 60 * 60 * 1000; // "the link expires in 1 hour"
/** Ours (issue 30): how long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const AUTH_TOKEN_MAX_AGE_SECONDS = 300;

// Content
export const POST_TEXT_MAX = 280;
export const COMMENT_TEXT_MAX = 500;
export const IMAGE_MAX_BYTES = 5_242_880; // 5 MB
export const PUBLISH_TOAST_MS = 2400;
/** Ours: the optional note on a shared post (the spec sets no bound; a comment's length fits). */
export const SHARE_NOTE_MAX = 500;
/** Ours: images are decoded only up to this many pixels (a decompression-bomb guard). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Ours: the longest side of a post image thumbnail, in pixels. */
export const IMAGE_THUMB_SIZE = 640;
/** Ours: the longest side a stored image keeps. */
export const IMAGE_MAX_SIDE = 2048;
/** Ours: a profile photo is cropped to a centred square of this side (and a small copy). */
export const AVATAR_SIZE = 400;
export const AVATAR_SMALL_SIZE = 96;
/** Ours: a header image is cropped to a centred 3:1 banner (and a small copy). */
export const HEADER_WIDTH = 1500;
export const HEADER_HEIGHT = 500;
export const HEADER_SMALL_WIDTH = 600;
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
/** Not in the spec: one direct message holds at most this many characters. */
export const MESSAGE_TEXT_MAX = 2000;
export const COMMENTS_DEFAULT = 50;
export const PROFILE_POSTS_LIMIT = 50;
/** Ours (issue 28): followers, following and invited people page like the spec's other lists. */
export const PEOPLE_LIST_PAGE = 50;
/** Ours (issue 28): the largest page a member's list answers (`?limit=`); admin users allow 250. */
export const LIST_PAGE_MAX = 100;
/** Ours: comments always allowed up to 200 a page (`?limit=`), kept from before paging. */
export const COMMENTS_PAGE_MAX = 200;
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
/**
 * Ours: a disinformation score at or above this marks a post as a disputed claim (a visible
 * label on every card; left out of Trending, Highlight and suggested posts). docs/decisions.md,
 * "Disputed claims".
 */
export const DISPUTED_DISINFO_MIN = 0.8;

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
/** Ours: how long the metrics answer is reused before it is computed again. */
export const ADMIN_METRICS_CACHE_MS = 60_000;
/** Ours: the days of daily series the metrics return (the dashboard shows the last 7). */
export const ADMIN_SERIES_DAYS = 30;
/** Ours: the length of the top posts, recent signups and top creators lists. */
export const ADMIN_LIST_SIZE = 5;
/** Ours: a member counts as active in the last this many days for "returning". */
export const ADMIN_RETURNING_DAYS = 7;

// Member reports and the moderation queue (ours; the spec has none)
export const REPORT_TARGET_TYPES = ['post', 'comment', 'profile'] as const;
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'misinformation',
  'self_harm',
  'other',
] as const;
export const REPORT_NOTE_MAX = 500;

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
/** Profile photos and header images: stored like uploads, but only through their own routes. */
export const PROFILE_IMAGE_FOLDERS = ['avatars', 'headers'] as const;
/** Every folder an uploads row may name. */
export const STORED_FOLDERS = [...UPLOAD_FOLDERS, ...PROFILE_IMAGE_FOLDERS] as const;
/**
 * Ours: an upload's bytes beyond its file and field values (boundaries, part headers). A
 * browser's FormData needs a few hundred; the parser silently cuts a part header past 80 KiB.
 */
export const UPLOAD_MULTIPART_OVERHEAD_MAX = 16 * 1024;
/** Ours: parts per upload (folder and file, with room to spare); the parser's default is none. */
export const UPLOAD_MULTIPART_PARTS_MAX = 8;
export const STORAGE_OPERATION_RETRY_MS = 2 * 60 * 1000;
export const STORAGE_UPLOAD_RETRY_MS = 10 * 60 * 1000;

// Whitepaper figures
export const EMOTION_STATE_DECAY = 0.85;
export const EMOTION_STATE_CHANGE_CAP = 0.3;
export const CLAIM_RISKS = [0.8, 0.6, 0.2] as const;
export const TREND_INGEST_INTERVAL_MINUTES = 10;
/**
 * Ours: the trend ingest also runs this long after the last new post on an instance (trailing),
 * so a quiet community's posts reach Trending in seconds rather than at the next 10-minute
 * ingest; on a busy site posts keep coming and the periodic job alone runs it. Never in a GET.
 */
export const TREND_QUIET_INGEST_MS = 1_000;
/**
 * Ours: once a trailing ingest takes longer than TREND_QUIET_INGEST_MS, the next starts at least
 * this many times its duration after it ended, so it takes at most a tenth of an instance's time (issue 25: at 1,000,000 posts one
 * takes 2-10 s, and a poster a little over a second apart kept one running at all times).
 */
export const TREND_QUIET_INGEST_SPACING = 10;
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

// Analysis (issue 6). Numbers marked "ours" are our own tuning where the spec gives none.
export type EmotionPrototype = (typeof EMOTION_PROTOTYPES)[number];
/** Valence is -1..1; every other dimension 0..1 (spec section 3). */
export const EMOTION_DIMENSION_RANGES: Readonly<
  Record<EmotionDimension, readonly [min: number, max: number]>
> = {
  valence: [-1, 1],
  arousal: [0, 1],
  dominance: [0, 1],
  energy: [0, 1],
  focus: [0, 1],
  social: [0, 1],
  novelty: [0, 1],
  stress: [0, 1],
};
/**
 * Ours: each prototype as a point in the 8-dimensional space, in EMOTION_DIMENSIONS order
 * (valence, arousal, dominance, energy, focus, social, novelty, stress). docs/analysis.md explains them.
 */
export const EMOTION_PROTOTYPE_VECTORS: Readonly<Record<EmotionPrototype, readonly number[]>> = {
  happiness: [0.8, 0.65, 0.6, 0.7, 0.45, 0.7, 0.5, 0.1],
  calm: [0.45, 0.1, 0.55, 0.4, 0.55, 0.35, 0.3, 0.02],
  hope: [0.55, 0.45, 0.5, 0.6, 0.5, 0.5, 0.75, 0.25],
  curiosity: [0.3, 0.55, 0.5, 0.6, 0.7, 0.45, 0.95, 0.15],
  pride: [0.7, 0.6, 0.95, 0.65, 0.55, 0.5, 0.45, 0.1],
  focus: [0.15, 0.45, 0.65, 0.6, 0.98, 0.2, 0.4, 0.3],
  fatigue: [-0.3, 0.05, 0.3, 0.05, 0.2, 0.3, 0.3, 0.4],
  boredom: [-0.3, 0.1, 0.45, 0.25, 0.1, 0.3, 0.05, 0.2],
  stress: [-0.55, 0.85, 0.25, 0.55, 0.4, 0.35, 0.45, 0.95],
  anger: [-0.8, 0.95, 0.8, 0.8, 0.35, 0.4, 0.4, 0.65],
  sadness: [-0.8, 0.2, 0.25, 0.2, 0.3, 0.35, 0.35, 0.45],
  loneliness: [-0.6, 0.2, 0.3, 0.25, 0.35, 0.02, 0.3, 0.45],
};
/** Ours: how strongly each interaction moves the state (echo is tracked as share, spec section 7). */
export const EMOTION_EVENT_WEIGHTS = { view: 0.5, comment: 1.5, save: 1.5, share: 2 } as const;
/** Ours: a view's weight scales with dwell, from half at 0 ms to 1.5x at this dwell or longer. */
export const EMOTION_VIEW_DWELL_FULL_MS = 10_000;
export const EMOTION_VIEW_DWELL_FACTOR = { min: 0.5, max: 1.5 } as const;
/**
 * Ours: the population prior used before a member has a state (cold start): the defaults, with
 * these dimensions swinging on a 24-hour cosine that peaks at peakHour.
 */
export const COLD_START_DAILY_RHYTHM: Readonly<
  Partial<Record<EmotionDimension, { amplitude: number; peakHour: number }>>
> = {
  arousal: { amplitude: 0.1, peakHour: 15 },
  energy: { amplitude: 0.2, peakHour: 14 },
  focus: { amplitude: 0.15, peakHour: 11 },
  social: { amplitude: 0.1, peakHour: 20 },
  stress: { amplitude: 0.05, peakHour: 10 },
};
/** Ours: tone from valence and arousal (circumplex quadrants); |valence| below this is neutral. */
export const TONE_VALENCE_THRESHOLD = 0.15;
/**
 * Ours: the lexicon reading's tuning (engine/emotion.ts): the learned model's features and its
 * fallback vector. docs/analysis.md explains each.
 */
export const EMOTION_ENGINE = {
  /** Evidence weight at which a text has moved 63% of the way from the defaults to its mix. */
  saturation: 1.2,
  /** Weight of a word's valence-only (AFINN-style) score per point of its -5..5 scale. */
  valenceOnlyWeightPerPoint: 0.06,
  /** How much the lexicon's valence pulls the vector's valence, at most. */
  valencePull: 0.35,
  intensifier: 1.5,
  shouting: 1.3,
  elongation: 1.3,
  /** A negated word counts for this share of its weight, for its opposite prototype. */
  negated: 0.6,
  /** Tokens after an English negator that it reaches. */
  negationReach: 3,
  exclamationArousal: 0.04,
  exclamationArousalMax: 0.12,
  /**
   * Each prototype's share of the mix is its evidence raised to this power: the feeling a text
   * says most dominates, so two feelings do not average out to a third prototype.
   */
  mixSharpness: 2,
} as const;
export const SAFETY_ENGINE = {
  /** A toxic word aimed at someone ('you idiot', 'sen aptalsın') counts this much more. */
  targeted: 1.35,
  shouting: 1.1,
  /** An identity term near a dehumanising or toxic word: hate speech of at least this. */
  identityWithDehumanising: 0.85,
  identityWithToxic: 0.55,
  /** A sweeping negative trait said of a group ('immigrants are criminals'), times its weight. */
  identityWithTrait: 0.85,
  /** A call to expel, ban or eliminate a named group ('should be deported', 'kovulmalı'). */
  exclusion: 0.85,
  /** A stereotype about a gender, faith or other group ('women can't ...', 'yapamaz'). */
  stereotype: 0.7,
  /** Counter-speech ('stop calling ...', 'demek iğrenç') keeps this share of the hate score. */
  counterSpeech: 0.25,
  /** News and court framing ('court sentences ...', 'mahkeme') keeps this share. */
  reportedSpeech: 0.35,
  /** Words inside a quotation of three words or more count for this share. */
  quoted: 0.3,
  /** A claim in fact-check or correction framing ('fact check: ... is false') keeps this share. */
  debunked: 0.3,
  /** A generalisation ('all X are', 'bütün X'ler') near an identity term adds this much. */
  generalisation: 0.15,
  /** Tokens on each side within which an identity term and an insult count as together. */
  window: 6,
  /** Labels are attached at or above this score. */
  labelThreshold: 0.5,
} as const;
export const ANALYSIS_TOPICS_MAX = 5;
export const ANALYSIS_TOPIC_MIN_LENGTH = 3;
export const TEXT_EMBEDDING_DIMENSIONS = 64;
/** Texts longer than this are cut before analysis (posts are 280, bios and tags far less). */
export const ANALYSIS_TEXT_MAX = 5000;
/** Spec section 7: the analysis service's local default port. */
export const ANALYSIS_DEFAULT_PORT = 8080;
export const ANALYSIS_TIMEOUT_MS_DEFAULT = 1500;
export const LLM_REQUEST_TIMEOUT_MS = 4000;

/**
 * Ours (issue 29): the circuit breaker in front of a remote analysis service (ANALYSIS_URL).
 * After `failures` calls in a row fail (a timeout, a refused connection or a 5xx), the breaker
 * opens: every call gets its fallback at once (background jobs fail at once and retry on their
 * own backoff) and nothing waits on the service. After `cooldownMs` one probe is let through,
 * in the background (half-open); if it answers the breaker closes, if not it stays open for
 * twice as long, up to `maxCooldownMs`. Three failures of a 1.5 s timeout cost at most 4.5 s of
 * waiting in all, and only background work waits (no page does: see the next constant).
 */
export const ANALYSIS_BREAKER = {
  failures: 3,
  cooldownMs: 5_000,
  maxCooldownMs: 60_000,
} as const;
/**
 * Ours (issue 29): a page never waits on a remote analysis service. Its reads (trends fallback,
 * cold start) answer from what the service said last, or the built-in fallback, and are
 * refreshed in the background when older than this; tags for suggestions are refreshed in the
 * background too (the page shows the stored ones). At most this many answers are kept.
 */
export const ANALYSIS_READ_REFRESH_MS = 10 * 60_000;
export const ANALYSIS_READ_CACHE_ENTRIES = 10_000;
/** Ours: the hour of an interaction is read in the community's time zone (region TR). */
export const COMMUNITY_TIME_ZONE = 'Europe/Istanbul';

// Ranking (issue 11). Numbers marked "ours" are our own tuning where the spec gives none.
/** Ours: candidates gathered for the ranked home feed, per source and in all. */
export const FEED_CANDIDATES = { followed: 120, topics: 80, recent: 120, max: 240 } as const;
/** Ours: candidates come from the last this many days. */
export const FEED_CANDIDATE_DAYS = 14;
/** Ours: engagement (spec weights) at which a post's quality is one half: quality = e / (e + this). */
export const QUALITY_HALF_ENGAGEMENT = 10;
/** Ours: emotion relevance at or above which a card says the post matches your mood. */
export const MOOD_MATCH_THRESHOLD = 0.85;
/**
 * Ours: how long one instance remembers which session a signed cookie names (skipping the
 * signature check and better-auth's two reads). Each request still checks, in one query, that
 * the session exists and has not expired and that the member may sign in.
 */
export const SESSION_RESOLUTION_CACHE_MS = 60_000;
/**
 * Ours: how long an instance reuses the signed-in member it read for a session cookie. Any write
 * request on the instance forgets them all, so this bounds only what other instances (and direct
 * database changes) take to be seen: a ban or sign-out elsewhere ends access within this.
 */
export const CURRENT_MEMBER_CACHE_MS = 1_000;
/** Ours: newest posts taken per followed author as candidates (no one author floods the pool). */
export const FEED_FOLLOWED_PER_AUTHOR = 20;
/**
 * Ours: how long one instance reuses what ranking reads (docs/decisions.md, "Hot paths"): a
 * post's scoring facts (counters, emotion, topics, safety), the community's newest post ids, the
 * posts each person echoed or saved, and a member's slow signals (interests, emotion state).
 * Follows, blocks and consent are read on every request; a member's own interactions and follows
 * drop their signals at once.
 */
export const FEED_CACHE_MS = {
  postFacts: 30_000,
  recentIds: 5_000,
  personMarks: 30_000,
  readerSignals: 20_000,
  /**
   * A member's latest ranking, served again as page 1 while its inputs stand: no new post of
   * theirs or of someone they follow, no interaction of theirs, the same follows, blocks and
   * consent (docs/decisions.md, "Page 1 reuses a fresh ranking"). Other members' new posts join
   * page 1 when it is ranked again: in the background after 50 to 80% of this, so within one to
   * one and a half minutes for a member who keeps reading (two minutes, not one, since the
   * seventh session: a community of readers re-ranked half as often; docs/performance.md).
   */
  ranking: 120_000,
} as const;
/**
 * Ours: a ranked feed snapshot serves Load More for this long; the retention job (every 10
 * minutes) deletes older ones, so no snapshot outlives 1 h 10 min (docs/decisions.md).
 */
export const FEED_SNAPSHOT_TTL_HOURS = 1;
/** Ours: interactions read to learn a member's topics and the authors they engage with. */
export const FEED_INTEREST_EVENTS = 100;
export const FEED_INTEREST_TOPICS = 10;
/** Ours: the highlight score's weights: engagement, freshness, resonance with the day's mood. */
export const HIGHLIGHT_SCORE_WEIGHTS = { engagement: 0.5, freshness: 0.3, resonance: 0.2 } as const;
export const HIGHLIGHT_FRESHNESS_HOURS = 24;
/** Ours: trend topics stored per ingest run. */
export const TREND_ITEMS_STORED = 20;
/**
 * Ours (issue 25): Suggested people are ranked by a job into suggested_people, this many a member
 * (more than a page, so the read-time rule leaves a full list after a few follows or blocks);
 * a member's list is refreshed after they follow or unfollow, and every 10 minutes the job
 * refreshes at most SUGGESTIONS_REFRESH_BATCH lists older than an hour.
 */
export const SUGGESTIONS_STORED = 24;
export const SUGGESTIONS_REFRESH_EVERY_MS = 10 * 60_000;
export const SUGGESTIONS_STALE_MS = 60 * 60_000;
export const SUGGESTIONS_REFRESH_BATCH = 100;

/** Ours (issue 16): alt text for a post image, as long as a few sentences. */
export const IMAGE_ALT_MAX = 500;
/** Ours (issue 28): a post carries at most this many images, as on Mastodon and Bluesky. */
export const POST_IMAGES_MAX = 4;

/**
 * Ours (issue 30): requests per minute one IP may make to /media/* (a feed page shows about 20
 * images and thumbnails; this allows a fast scroller many pages a minute).
 */
export const MEDIA_REQUESTS_PER_MINUTE = 1_200;
/**
 * Ours (issue 30): how long an instance reuses what it read about a stored file (owner, folder,
 * owner banned). A ban, unban or deletion clears the owner's entries at once on every instance.
 */
export const MEDIA_LOOKUP_CACHE_MS = 60_000;
export const MEDIA_LOOKUP_CACHE_ENTRIES = 20_000;

/**
 * Ours (issue 29): the PostgreSQL advisory lock key every instance takes around its migrations,
 * so that instances starting together apply them once, one after the other ("lorien" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x6c6f7269656e;
/**
 * Ours (issue 29): the Prometheus endpoint (off unless METRICS_TOKEN is set) and its histogram
 * buckets, in seconds: requests from a fast read to the 10 s statement timeout; analysis calls
 * up to the longest ANALYSIS_TIMEOUT_MS worth measuring.
 */
export const METRICS_PATH = '/metrics';
export const METRICS_HTTP_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;
export const METRICS_ANALYSIS_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 1.5, 3, 5] as const;

/**
 * Ours (issue 30): the HTTP server's timeouts. A request's headers must arrive within
 * HTTP_HEADERS_TIMEOUT_MS and the whole request, body included, within HTTP_REQUEST_TIMEOUT_MS:
 * one budget per request, not per byte, sized so a 10 MB upload still completes at about
 * 35 KB/s (a slow phone). A socket silent in both directions for HTTP_IDLE_TIMEOUT_MS is closed
 * (the live stream writes a heartbeat every 20 s); an idle keep-alive socket after
 * HTTP_KEEP_ALIVE_TIMEOUT_MS (above a reverse proxy's usual 60 s, so the proxy closes first).
 * Expiry is checked every HTTP_TIMEOUT_CHECK_MS.
 */
export const HTTP_HEADERS_TIMEOUT_MS = 20_000;
export const HTTP_REQUEST_TIMEOUT_MS = 300_000;
export const HTTP_IDLE_TIMEOUT_MS = 60_000;
export const HTTP_KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HTTP_TIMEOUT_CHECK_MS = 1_000;
/**
 * Ours (issue 30): simultaneous connections one address may hold (a browser opens about 6; an
 * office behind one NAT address many more). Not applied behind TRUST_PROXY, where every socket
 * comes from the proxy and the proxy must cap connections per client.
 */
export const HTTP_CONNECTIONS_PER_IP = 128;

// Operations (issue 29): ours
/**
 * Mail jobs (reset links, the weekly digest, e-mail change mails) are retried with exponential
 * backoff from MAIL_RETRY_FIRST_DELAY_MS, doubling up to MAIL_RETRY_MAX_DELAY_MS between tries,
 * for at least MAIL_RETRY_WINDOW_MS: a mail server that is down for a night loses nothing.
 */
export const MAIL_RETRY_FIRST_DELAY_MS = 10_000;
export const MAIL_RETRY_MAX_DELAY_MS = 60 * 60_000;
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/**
 * A running job's worker writes a heartbeat every JOB_HEARTBEAT_MS; a running job without one
 * for JOB_STALE_AFTER_MS belonged to a worker that died, and goes back to the queue (so within
 * a minute of the death, counting the poll).
 */
export const JOB_HEARTBEAT_MS = 10_000;
export const JOB_STALE_AFTER_MS = 45_000;
/** A due job still waiting this long means the workers are behind: health says degraded. */
export const JOB_BACKLOG_DEGRADED_MS = 5 * 60_000;
/** A database ping slower than this makes health say the database is degraded. */
export const HEALTH_DATABASE_SLOW_MS = 1_000;
/**
 * The data directory's filesystem is "low" below both DISK_LOW_FREE_BYTES and
 * DISK_LOW_FREE_FRACTION of its size (health: disk degraded). After a write failed for lack of
 * space (ENOSPC, EDQUOT, SQLSTATE 53100), health says disk degraded for DISK_FULL_HOLD_MS, and
 * writes answer 503 with Retry-After: DISK_FULL_RETRY_AFTER_SECONDS.
 */
export const DISK_LOW_FREE_BYTES = 256 * 1024 * 1024;
export const DISK_LOW_FREE_FRACTION = 0.02;
export const DISK_FULL_HOLD_MS = 30_000;
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * Ours (issue 25): how long each table that grows with traffic keeps its rows. One job
 * (`retention.sweep`, every RETENTION_SWEEP_EVERY_MS) deletes what is older, so each table holds
 * at most (its rate of new rows) × (its retention + one sweep period); docs/performance.md,
 * "Bounded tables". `feed_snapshots` has its own bound in the feed module.
 * - live_events: a stream away longer reloads instead of resuming (Last-Event-ID).
 * - jobs: done and failed jobs (kept a day for the record; queued and running ones stay).
 * - rate_limits and used_bot_checks: once their window or claim has ended (0 ms after).
 * - verifications: reset and e-mail-change tokens once expired (0 ms after).
 */
export const RETENTION_MS = {
  liveEvents: 24 * 60 * 60_000,
  finishedJobs: 24 * 60 * 60_000,
  endedLimits: 0,
  expiredVerifications: 0,
} as const;
export const RETENTION_SWEEP_EVERY_MS = 10 * 60_000;

/** Profile text fields: generous, but bounded so nobody stores an essay in a headline. */
export const PROFILE_LIMITS = {
  displayName: 60,
  handle: 30,
  headline: 120,
  bio: 500,
  location: 80,
  tagsInput: 300,
  tag: 32,
} as const;

/** Ours: a Share Feedback note, long enough for a thoughtful note, short enough to read. */
export const FEEDBACK_MAX_LENGTH = 2000;

// Mute (issue 28; docs/decisions.md, "Mute"). A member's muted words, phrases and topics: how
// many, and how long each may be (in characters, as typed and trimmed).
export const MUTED_WORDS_MAX = 100;
export const MUTED_WORD_MIN_LENGTH = 1;
export const MUTED_WORD_MAX_LENGTH = 60;
/** How many muted members the Settings list shows (the rule applies to all of them). */
export const MUTED_MEMBERS_LIST_MAX = 500;
// ---- Edits, replies and mentions (ours; the spec is silent: docs/decisions.md) ----

/** At most this many different members are mentioned (linked and notified) per post, comment or message. */
export const MENTIONS_PER_ITEM_MAX = 10;
/** Edits a post keeps in its history (each an earlier version); older ones are dropped. */
export const POST_EDITS_KEPT = 50;
