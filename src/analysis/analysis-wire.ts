import { z } from 'zod';
import {
  ANALYSIS_TEXT_MAX,
  EMOTION_PROTOTYPES,
  HOURS_PER_DAY,
  TAGGING_RECENT_POSTS_MAX,
} from '../shared/constants.ts';
import { EMOTION_DIMENSION_COUNT } from '../domain/emotion/emotion-vector.ts';

// The analysis service's HTTP contract (spec section 7): request bodies the server validates and
// responses the HTTP client validates. snake_case, as the spec names the fields.

const hour = z.number().finite();
const score = z.number().min(0).max(1);

export const emotionVectorBody = z.array(z.number().finite()).length(EMOTION_DIMENSION_COUNT);
/** A circadian profile: 24 rows of the 8 dimensions. */
export const circadianProfileBody = z.array(emotionVectorBody).length(HOURS_PER_DAY);

export const analyzeRequest = z.object({ text: z.string().max(ANALYSIS_TEXT_MAX) });
export const moderateRequest = analyzeRequest;
// The service keeps no state (issue 26): beside the spec's fields, the app sends the rows it holds.
// Without them /cold_start answers the population prior and /track has no content vector to
// learn from (it then answers tracked: false, no_content_vector).
export const coldStartRequest = z.object({
  user_id: z.string().min(1),
  hour,
  profile: circadianProfileBody.nullable().optional(),
});
export const trackRequest = z.object({
  user_id: z.string().min(1),
  type: z.enum(['view', 'echo', 'share', 'save', 'comment']),
  content_id: z.string().min(1),
  dwell_ms: z.number().finite().min(0).default(0),
  hour,
  content_vector: emotionVectorBody.nullable().optional(),
  state: emotionVectorBody.nullable().optional(),
  profile: circadianProfileBody.nullable().optional(),
});
export const tagUserRequest = z.object({
  bio: z.string().max(ANALYSIS_TEXT_MAX).default(''),
  recent_posts: z
    .array(z.string().max(ANALYSIS_TEXT_MAX))
    .max(TAGGING_RECENT_POSTS_MAX)
    .default([]),
});

export const analyzeResponse = z.object({
  emo_vector: emotionVectorBody,
  topics: z.array(z.string()),
  lang: z.string().min(2),
  emotion_tag: z.enum(EMOTION_PROTOTYPES).nullable(),
});
export const moderateResponse = z.object({
  toxicity: score,
  hatespeech: score,
  disinfo: score,
  labels: z.array(z.string()).default([]),
});
export const coldStartResponse = z.object({ emo_vector: emotionVectorBody });
export const trackResponse = z.object({
  tracked: z.boolean(),
  outcome: z.enum([
    'tracked',
    'unknown_member',
    'no_consent',
    'no_content_vector',
    'untracked_type',
  ]),
  /** The member's new rows, for the app to store; null when nothing was tracked. */
  state: emotionVectorBody.nullable().default(null),
  profile: circadianProfileBody.nullable().default(null),
});
export const tagUserResponse = z.object({ tags: z.array(z.string()) });
export const trendsResponse = z.object({ trends: z.array(z.string()) });

export const ANALYSIS_PATHS = {
  analyze: '/analyze',
  moderate: '/moderate',
  coldStart: '/cold_start',
  track: '/track',
  tagUser: '/tag_user',
  trendsFallback: '/trends_fallback',
} as const;
